import type { RouteObject } from 'react-router';
import { routePatterns } from '../../lib/paths';
import { usePreloadPagesWhenIdle } from '../../ui/lazyWithPreload';

interface AuthRoutesOptions {
  /** The code of the pages signing in leads to, fetched while the form waits for the person. */
  likelyNext: readonly (() => Promise<unknown>)[];
}

export const authRoutes = ({ likelyNext }: AuthRoutesOptions): RouteObject[] => [
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
