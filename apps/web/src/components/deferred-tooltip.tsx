import { lazy, Suspense } from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';
import { useFirstScreenShown } from '../lib/use-first-screen-shown';

// the tooltip brings Popper and its positioning engine; nobody hovers before the page is up
const Tooltip = lazy(() => import('@mui/material/Tooltip'));

/** MUI's Tooltip, loaded after the first screen; until then the child is shown bare. */
export function DeferredTooltip(props: TooltipProps) {
  const shown = useFirstScreenShown();
  if (!shown) return props.children;
  return (
    <Suspense fallback={props.children}>
      <Tooltip {...props} />
    </Suspense>
  );
}
