import { useQuery } from '@tanstack/react-query';
import { environmentServicesQueryOptions } from '../../features/services/api/getEnvironmentServices';
import { serviceQueryOptions } from '../../features/services/api/getService';
import { isServiceKind, kindOf } from '../../features/services/model/kinds';
import { paths } from '../../lib/paths';
import { CrumbMenu } from './CrumbMenu';

/** The service crumb: its name, opening a menu of the environment's other services. */
export function ServiceCrumb({
  organizationId,
  projectId,
  environmentId,
  kind,
  serviceId,
  isCurrentPage,
}: {
  organizationId: string;
  projectId: string;
  environmentId: string;
  kind: string;
  serviceId: string;
  isCurrentPage: boolean;
}) {
  // An unknown kind names no service (its page says so): the crumb then reads "Service".
  const known = isServiceKind(kind) ? kind : 'application';
  const service = useQuery({ ...serviceQueryOptions(known, serviceId), enabled: isServiceKind(kind) });
  const siblings = useQuery(environmentServicesQueryOptions(environmentId));
  const services = siblings.data?.results ?? [];
  return (
    <CrumbMenu
      label={service.data?.name ?? 'Service'}
      menuLabel="Services"
      currentId={serviceId}
      isCurrentPage={isCurrentPage}
      siblings={[...services]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((sibling) => ({
          id: sibling.id,
          label: sibling.name,
          to: paths.service(
            organizationId,
            projectId,
            environmentId,
            kindOf(sibling.service_type),
            sibling.id,
          ),
        }))}
    />
  );
}
