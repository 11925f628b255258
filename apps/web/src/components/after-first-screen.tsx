import { lazy, Suspense, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { useFirstScreenShown } from '../lib/use-first-screen-shown';

/**
 * A component that loads after the first screen and renders `placeholder` (nothing by default)
 * until then: for pieces that start closed (menus, popovers), so their code does not slow the
 * first page down. A placeholder of the piece's size keeps its neighbours from moving.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- props are inferred per component
export function afterFirstScreenLazy<C extends ComponentType<any>>(
  load: () => Promise<{ default: C }>,
  placeholder: ReactNode = null,
) {
  const Lazy = lazy(load) as unknown as ComponentType<ComponentProps<C>>;
  return function AfterFirstScreen(props: ComponentProps<C>) {
    const shown = useFirstScreenShown();
    if (!shown) return placeholder;
    return (
      <Suspense fallback={placeholder}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
