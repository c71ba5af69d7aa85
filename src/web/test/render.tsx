import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { beforeAll } from 'vitest';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { authEndpoints, permissionEndpoints, type ApiTokenScope } from '../../contract';
import { AppProviders, createConsoleQueryClient } from '../app/App';
import { sessionStore, defaultBaseUrl } from '../lib/session/sessionStore';
import { createNoticeStore } from '../ui/notice';
import { identity, permissionsOf } from './fixtures';
import type { MockApi } from './mockApi';

/** Signs in with an API token of the given scope in the first organization, as the mocked API sees it. */
export function signInAs(api: MockApi, scope: ApiTokenScope = 'ADMIN') {
  sessionStore.signIn(defaultBaseUrl(), { kind: 'token', token: 'test-token' });
  api.on(authEndpoints.whoAmI, { body: identity(scope) });
  api.on(permissionEndpoints.get, { body: permissionsOf(scope) });
}

/**
 * Renders routes in a fresh console (its own query client, notices and router) at `url`; routes made of the console's
 * query client are given it (route loaders that start reads).
 */
export function renderRoutes(
  routes: RouteObject[] | ((queryClient: QueryClient) => RouteObject[]),
  url: string,
) {
  const notices = createNoticeStore();
  const queryClient = createConsoleQueryClient(notices, { retry: false });
  const router = createMemoryRouter(typeof routes === 'function' ? routes(queryClient) : routes, {
    initialEntries: [url],
  });
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient} notices={notices}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, user, router, queryClient, notices };
}

/** Renders one page at a route pattern, with a marker page for every other pattern it may navigate to. */
export function renderPage(
  page: RouteObject['Component'],
  { path, url, others = [] }: { path: string; url: string; others?: string[] },
) {
  const routes: RouteObject[] = [
    { path, Component: page },
    ...others.map((other) => ({ path: other, element: <p>Navigated to {other}</p> })),
  ];
  return renderRoutes(routes, url);
}

/** Loads every lazy route's code (its page, its layout) of `routes`, nested routes included. */
async function loadLazyRoutes(routes: RouteObject[]): Promise<void> {
  const loads: Promise<unknown>[] = [];
  const visit = (list: RouteObject[]) => {
    for (const route of list) {
      const { lazy } = route;
      if (typeof lazy === 'function') loads.push(lazy());
      else if (lazy) {
        for (const load of Object.values(lazy)) if (typeof load === 'function') loads.push(load());
      }
      if (route.children) visit(route.children);
    }
  };
  visit(routes);
  await Promise.all(loads);
}

/**
 * Loads the code of every page of `routes` once, and of the lazily loaded `components` the tests open (the guide, the
 * palette), before the tests of the calling file: a test then waits for what its page shows, never for a first
 * import of its code, which a loaded machine (npm test runs a Vitest worker per core) stretches past any time a
 * test waits for an element. The hook's limit only ends one that hangs.
 */
export function loadPagesFirst(
  createRoutes: () => RouteObject[],
  components: readonly { preload: () => Promise<unknown> }[] = [],
): void {
  beforeAll(
    () =>
      Promise.all([loadLazyRoutes(createRoutes()), ...components.map((component) => component.preload())]),
    120_000,
  );
}
