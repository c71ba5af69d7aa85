import type { ApiTokenScope, ServiceKind } from '../../../../contract';
import { serviceEndpointsByKind } from '../../../../contract';
import { routePatterns } from '../../../lib/paths';
import { mockApi, type MockResponse } from '../../../test/mockApi';
import { renderRoutes, signInAs } from '../../../test/render';
import { ServiceLayout } from '../pages/ServiceLayout';
import { ServiceOverviewPage } from '../pages/ServiceOverviewPage';
import { ServiceSettingsPage } from '../pages/ServiceSettingsPage';
import { answerChoices } from './serviceApi';

/**
 * Renders a service's pages at `url`, with the API answering `service` for its kind (with `headers`, if any), signed
 * in with `scope` before the first render (the page's reads start with its address).
 */
export function renderServicePage(
  kind: ServiceKind,
  service: { id: string },
  url: string,
  headers?: MockResponse['headers'],
  scope: ApiTokenScope = 'WRITE',
) {
  const api = answerChoices(mockApi()).on(serviceEndpointsByKind[kind].get, { body: service, headers });
  signInAs(api, scope);
  const view = renderRoutes(
    [
      {
        path: routePatterns.service,
        Component: ServiceLayout,
        children: [
          { index: true, Component: ServiceOverviewPage },
          { path: routePatterns.serviceSettings, Component: ServiceSettingsPage },
        ],
      },
      { path: routePatterns.environment, element: <p>Navigated to {routePatterns.environment}</p> },
      { path: routePatterns.project, element: <p>Navigated to {routePatterns.project}</p> },
    ],
    url,
  );
  return { api, ...view };
}
