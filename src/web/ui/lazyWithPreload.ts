import { lazy, useEffect, type ComponentType } from 'react';

export type PreloadableComponent<P> = ComponentType<P> & { preload: () => Promise<ComponentType<P>> };

/**
 * A component whose code loads on first render (or earlier, through `preload`), e.g. a dialog: the page that opens
 * it does not wait for its code.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableComponent<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => (loading ??= load());
  const Component = lazy(async () => ({ default: await preload() }));
  return Object.assign(Component, { preload }) as unknown as PreloadableComponent<P>;
}

/** Loads the code of these components once the page is idle, so opening them later is instant. */
export function usePreloadWhenIdle(
  components: readonly { preload: () => Promise<unknown> }[],
  enabled = true,
) {
  useEffect(() => {
    if (!enabled) return;
    const run = () => components.forEach((component) => void component.preload().catch(() => undefined));
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(run, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(run, 1000);
    return () => clearTimeout(timer);
    // The list is static per page; only whether to load changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled]);
}
