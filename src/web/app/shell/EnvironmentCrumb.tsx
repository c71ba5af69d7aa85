import { useQuery } from '@tanstack/react-query';
import { environmentQueryOptions } from '../../features/environments/api/getEnvironment';
import { environmentsQueryOptions } from '../../features/environments/api/getEnvironments';
import { paths } from '../../lib/paths';
import { CrumbMenu } from './CrumbMenu';

/** The environment crumb: its name, opening a menu of the project's other environments. */
export function EnvironmentCrumb({
  organizationId,
  projectId,
  environmentId,
  isCurrentPage,
}: {
  organizationId: string;
  projectId: string;
  environmentId: string;
  isCurrentPage: boolean;
}) {
  const environment = useQuery(environmentQueryOptions(environmentId));
  const siblings = useQuery(environmentsQueryOptions(projectId));
  const environments = siblings.data?.results ?? (environment.data ? [environment.data] : []);
  return (
    <CrumbMenu
      label={environment.data?.name ?? 'Environment'}
      menuLabel="Environments"
      currentId={environmentId}
      isCurrentPage={isCurrentPage}
      siblings={[...environments]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((sibling) => ({
          id: sibling.id,
          label: sibling.name,
          to: paths.environment(organizationId, projectId, sibling.id),
        }))}
    />
  );
}
