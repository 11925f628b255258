import { useSyncExternalStore, type ComponentType } from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';
import { afterFirstScreen } from '../lib/first-screen';

// the tooltip brings Popper and its positioning engine; nobody hovers before the page is up
let Tooltip: ComponentType<TooltipProps> | null = null;
const listeners = new Set<() => void>();
const loaded = new Promise<void>((resolve) => {
  afterFirstScreen(() => {
    void import('@mui/material/Tooltip').then((m) => {
      Tooltip = m.default;
      for (const listener of listeners) listener();
      resolve();
    });
  });
});

/** Resolves once the tooltip's code is in (after the first screen). */
export function whenTooltipLoaded(): Promise<void> {
  return loaded;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** MUI's Tooltip once its code has loaded after the first screen; until then the bare child. */
export function DeferredTooltip(props: TooltipProps) {
  const Loaded = useSyncExternalStore(subscribe, () => Tooltip);
  return Loaded ? <Loaded {...props} /> : props.children;
}
