import { useEffect, useState } from 'react';
import { afterFirstScreen } from './first-screen';

/** False until the first screen is up (lib/first-screen.ts), then true. */
export function useFirstScreenShown(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => afterFirstScreen(() => setShown(true)), []);
  return shown;
}
