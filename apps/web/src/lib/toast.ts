import type { VariantType } from 'notistack';

/**
 * The app's toasts. notistack (and its provider) is not in the first download: the app's
 * ToastHost loads it after the first screen, or at the first toast if that comes earlier, and
 * toasts asked for meanwhile wait in this queue.
 */
interface Toast {
  message: string;
  variant: VariantType;
}

let deliver: ((toast: Toast) => void) | null = null;
let hostInApp = false;
let requested = false;
const queued: Toast[] = [];
const listeners = new Set<() => void>();

export function showToast(message: string, variant: VariantType): void {
  if (deliver) return deliver({ message, variant });
  if (!hostInApp) {
    // no ToastHost (a component rendered alone, under notistack's own provider)
    void import('notistack').then((m) => m.enqueueSnackbar(message, { variant }));
    return;
  }
  queued.push({ message, variant });
  requested = true;
  for (const listener of listeners) listener();
}

/** Called by the module of the app's ToastHost: toasts wait for it. */
export function registerToastHost(): void {
  hostInApp = true;
}

/** Whether a toast was ever asked for (ToastHost then loads notistack at once). */
export function toastRequested(): boolean {
  return requested;
}

/** For ToastHost: re-render when the first toast is asked for. */
export function subscribeToRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For ToastHost, once notistack's provider is mounted: shows what waited, then the rest. */
export function attachToasts(show: (toast: Toast) => void): () => void {
  deliver = show;
  for (const toast of queued.splice(0)) show(toast);
  return () => {
    if (deliver === show) deliver = null;
  };
}
