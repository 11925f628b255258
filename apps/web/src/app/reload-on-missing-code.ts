const RELOADED_AT = 'reloadedForMissingCode';
/** A file still missing this soon after such a reload is left to the page's error panel. */
const GRACE_MS = 60_000;

/**
 * A tab opened before a deploy asks for code files the new build no longer has (their names
 * carry a hash): the build's loader then fires `vite:preloadError`, and the page reloads once to
 * run the new build. A file missing again within a minute of that reload causes no loop: the
 * error reaches the page's error panel instead.
 */
export function reloadOnMissingCode(
  reload: () => void = () => window.location.reload(),
  storage: Storage = sessionStorage,
  now: () => number = Date.now,
): () => void {
  const onMissing = () => {
    const last = Number(storage.getItem(RELOADED_AT) ?? 0);
    if (now() - last < GRACE_MS) return;
    storage.setItem(RELOADED_AT, String(now()));
    reload();
  };
  window.addEventListener('vite:preloadError', onMissing);
  return () => window.removeEventListener('vite:preloadError', onMissing);
}
