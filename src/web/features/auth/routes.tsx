import type { RouteObject } from 'react-router';
import { routePatterns } from '../../lib/paths';
import { usePreloadPagesWhenIdle } from '../../ui/lazyWithPreload';

/** The sign-in page; `likelyNext` loads the code of the pages signing in leads to, fetched while the form waits. */
export const authRoutes = (likelyNext: readonly (() => Promise<unknown>)[]): RouteObject[] => [
  {
    path: routePatterns.signIn,
    lazy: {
      Component: async () => {
        const { SignInPage } = await import('./pages/SignInPage');
        return function SignInRoute() {
          usePreloadPagesWhenIdle(likelyNext);
          return <SignInPage />;
        };
      },
    },
  },
];
