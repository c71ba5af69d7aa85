import { useParams } from 'react-router';
import { serviceKinds, type ServiceKind } from '../../../../contract';
import { useRouteParam } from '../../../lib/routeParams';

const isServiceKind = (value: string | undefined): value is ServiceKind =>
  value !== undefined && Object.hasOwn(serviceKinds, value);

/** Where a service's deployment page is. A kind the console does not know is left to the service layout to explain. */
export function useServiceParams() {
  const { kind, serviceId, deploymentId } = useParams();
  return {
    organizationId: useRouteParam('organizationId'),
    projectId: useRouteParam('projectId'),
    environmentId: useRouteParam('environmentId'),
    kind: isServiceKind(kind) ? kind : undefined,
    serviceId: serviceId ?? '',
    deploymentId: deploymentId ?? '',
  };
}
