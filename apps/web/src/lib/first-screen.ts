/**
 * "The first screen is up": the first page has rendered and its data has arrived. Code that the
 * first screen does not need (the realtime connection, the toasts) loads after it, so that its
 * bytes do not compete with the page's on a slow link.
 */
let shown = false;
const waiting: Array<() => void> = [];

export function markFirstScreenShown(): void {
  if (shown) return;
  shown = true;
  for (const run of waiting.splice(0)) run();
}

/** Runs `run` once the first screen is up (at once if it already is); returns a cancel. */
export function afterFirstScreen(run: () => void): () => void {
  let cancelled = false;
  const guarded = () => {
    if (!cancelled) run();
  };
  if (shown) guarded();
  else waiting.push(guarded);
  return () => {
    cancelled = true;
  };
}
