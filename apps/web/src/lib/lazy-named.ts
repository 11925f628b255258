import { createElement, lazy, useState, type ComponentProps, type ComponentType } from 'react';

/**
 * React.lazy for a named export: the module becomes its own chunk, fetched on first render (or
 * earlier through `preload`). Used for pages and for dialogs that pull in libraries the page
 * itself does not need.
 *
 * A component whose chunk has already arrived renders at once: React.lazy would still suspend
 * for a tick, show the fallback, and then hold the page back (React paces what replaces a
 * fallback), which delays the page's own requests on the first screen.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- props are inferred per component
export function lazyNamed<K extends string, C extends ComponentType<any>>(
  load: () => Promise<Record<K, C>>,
  name: K,
) {
  let loaded: C | undefined;
  let loading: Promise<C> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module[name]),
      (err: unknown) => {
        loading = undefined; // a failed download may be tried again
        throw err;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() })) as unknown as ComponentType<
    ComponentProps<C>
  >;

  function Named(props: ComponentProps<C>) {
    // chosen once per mount: switching between the two would remount the page
    const [Component] = useState<ComponentType<ComponentProps<C>>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(Named, { preload });
}
