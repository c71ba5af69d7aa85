import { Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { lazyWithPreload } from '../ui/lazyWithPreload';
import type { RouteErrorViewProps } from './RouteErrorView';

/**
 * Without MUI, for when the error page's own code cannot load either (offline, or a new release that removed it):
 * the same words and the same way out.
 */
function PlainRouteError({ inShell, detail }: RouteErrorViewProps) {
  const Container = inShell ? 'div' : 'main';
  return (
    <Container style={{ padding: inShell ? 0 : 32, maxWidth: 720, fontFamily: 'system-ui, sans-serif' }}>
      <h1>Something went wrong</h1>
      <p role="alert">
        <strong>This page could not be shown.</strong> {detail}
      </p>
      <button type="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </Container>
  );
}

/**
 * The error page's code (its alert and button) loads when a page fails, or once the first page is idle
 * (`RouteError.preload`, see App): no first visit waits for it.
 */
const LazyRouteErrorView = lazyWithPreload<RouteErrorViewProps>(() =>
  import('./RouteErrorView').then(
    (module) => module.RouteErrorView,
    () => PlainRouteError,
  ),
);

/**
 * Shown when a page failed to render or its code could not be loaded (e.g. after a new release). Inside the shell
 * it takes the page's place; outside, the whole window.
 */
export function RouteError({ inShell = false }: { inShell?: boolean }) {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <>
      <title>Something went wrong · Platform Console</title>
      <Suspense fallback={null}>
        <LazyRouteErrorView inShell={inShell} detail={detail} />
      </Suspense>
    </>
  );
}

RouteError.preload = LazyRouteErrorView.preload;
