import { useParams } from 'react-router';
import type { ServiceKind } from '../../../../contract';
import { useRouteParam } from '../../../lib/routeParams';
import { isServiceKind } from '../model/catalog';

export interface ServiceRoute {
  organizationId: string;
  projectId: string;
  environmentId: string;
  /** Undefined when the URL names no kind of service the console knows. */
  kind: ServiceKind | undefined;
  serviceId: string;
  section: string | undefined;
}

/** Where a service page is: its organization, project, environment, kind and id (and settings section). */
export function useServiceRoute(): ServiceRoute {
  const { kind, serviceId, section } = useParams();
  return {
    organizationId: useRouteParam('organizationId'),
    projectId: useRouteParam('projectId'),
    environmentId: useRouteParam('environmentId'),
    kind: isServiceKind(kind) ? kind : undefined,
    serviceId: serviceId ?? '',
    section,
  };
}
