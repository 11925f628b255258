import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a named export: the module becomes its own chunk, fetched on first render.
 * Used for pages and for dialogs that pull in libraries the page itself does not need.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- props are inferred per component
export function lazyNamed<K extends string, C extends ComponentType<any>>(
  load: () => Promise<Record<K, C>>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
