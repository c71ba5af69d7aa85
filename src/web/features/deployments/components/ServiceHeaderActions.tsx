import type { AnyService, ServiceKind } from '../../../../contract';
import { useRouteParam } from '../../../lib/routeParams';
import { ServiceDeploymentActions } from './ServiceDeploymentActions';

/** The deployment actions a service page's header shows, for the service of the page's route. */
export function ServiceHeaderActions({ kind, service }: { kind: ServiceKind; service: AnyService }) {
  return (
    <ServiceDeploymentActions
      organizationId={useRouteParam('organizationId')}
      environmentId={useRouteParam('environmentId')}
      kind={kind}
      service={service}
    />
  );
}
