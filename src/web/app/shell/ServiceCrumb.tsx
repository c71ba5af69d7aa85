import { useQuery } from '@tanstack/react-query';
import { environmentQueryOptions } from '../../data/environments/queries';
import { environmentServicesQueryOptions } from '../../data/services/queries';
import { projectQueryOptions } from '../../features/projects/api/getProject';
import { serviceQueryOptions } from '../../features/services/api/getService';
import { isServiceKind, kindOf } from '../../features/services/model/kinds';
import { paths } from '../../lib/paths';
import { RecordCrumb } from './RecordCrumb';

/** The service crumb: its name, opening a menu of the environment's other services. */
export function ServiceCrumb({
  organizationId,
  projectId,
  environmentId,
  kind,
  serviceId,
  isCurrentPage,
  visited,
}: {
  organizationId: string;
  projectId: string;
  environmentId: string;
  kind: string;
  serviceId: string;
  isCurrentPage: boolean;
  /** The page is about this service: it goes among the recent places. */
  visited: boolean;
}) {
  // An unknown kind names no service (its page says so): the crumb then reads "Service".
  const known = isServiceKind(kind) ? kind : 'application';
  const service = useQuery({ ...serviceQueryOptions(known, serviceId), enabled: isServiceKind(kind) });
  const siblings = useQuery(environmentServicesQueryOptions(environmentId));
  // The project and environment crumbs beside it have asked for them already.
  const project = useQuery({ ...projectQueryOptions(projectId), enabled: visited });
  const environment = useQuery({ ...environmentQueryOptions(environmentId), enabled: visited });
  return (
    <RecordCrumb
      recordId={serviceId}
      name={service.data?.name}
      fallbackName="Service"
      menuLabel="Services"
      siblings={siblings.data?.results ?? []}
      pathOf={(sibling) =>
        paths.service(organizationId, projectId, environmentId, kindOf(sibling.service_type), sibling.id)
      }
      isCurrentPage={isCurrentPage}
      visit={
        visited && isServiceKind(kind) && service.data && project.data && environment.data
          ? {
              kind: 'SERVICE',
              id: serviceId,
              name: service.data.name,
              context: `${project.data.name} / ${environment.data.name}`,
              path: paths.service(organizationId, projectId, environmentId, kind, serviceId),
              organizationId,
            }
          : undefined
      }
    />
  );
}
