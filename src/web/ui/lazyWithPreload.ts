import { createElement, lazy, useEffect, useState, type ComponentType } from 'react';

export type PreloadableComponent<P> = ComponentType<P> & { preload: () => Promise<ComponentType<P>> };

/**
 * A component whose code loads on first render (or earlier, through `preload`), e.g. a dialog: the page that opens
 * it does not wait for its code. Once preloaded, it renders at once, without suspending (so without a fallback).
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableComponent<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed load (offline, a new release) may be tried again by the next render or preload.
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Preloadable(props: P) {
    // Chosen once per element: switching from Lazy to the loaded component later would remount it.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(Preloadable, { preload });
}

/** Loads the code of these components once the page is idle, so opening them later is instant. */
export function usePreloadWhenIdle(
  components: readonly { preload: () => Promise<unknown> }[],
  enabled = true,
) {
  useEffect(() => {
    if (!enabled) return;
    return whenIdle(() => components.forEach((component) => void component.preload().catch(() => undefined)));
    // The list is static per page; only whether to load changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled]);
}

/** Fetches the code of the pages a person most likely opens next once the browser is idle, so they open at once. */
export function usePreloadPagesWhenIdle(loads: readonly (() => Promise<unknown>)[]) {
  useEffect(
    () => whenIdle(() => loads.forEach((load) => void load().catch(() => undefined))),
    // The pages to preload are fixed per route.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
}

/** Runs `task` once the browser is idle (at the latest after 3 s); returns a function that cancels it. */
export function whenIdle(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 1000);
  return () => clearTimeout(timer);
}

/**
 * Loads a module and answers its export `name`, e.g. a lazy route's page: `lazyExport(() => import('./pages/X'), 'X')`.
 * Written once here, this keeps the route table, which every first visit loads, smaller than picking each page out of
 * its import in place.
 */
export const lazyExport =
  <Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name) =>
  async () =>
    (await load())[name];
