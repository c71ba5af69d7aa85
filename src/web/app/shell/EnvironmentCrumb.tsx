import { useQuery } from '@tanstack/react-query';
import { environmentQueryOptions } from '../../features/environments/api/getEnvironment';
import { environmentsQueryOptions } from '../../features/environments/api/getEnvironments';
import { projectQueryOptions } from '../../features/projects/api/getProject';
import { paths } from '../../lib/paths';
import { CrumbMenu } from './CrumbMenu';
import { useRememberVisit } from './useRememberVisit';

/** The environment crumb: its name, opening a menu of the project's other environments. */
export function EnvironmentCrumb({
  organizationId,
  projectId,
  environmentId,
  isCurrentPage,
  visited,
}: {
  organizationId: string;
  projectId: string;
  environmentId: string;
  isCurrentPage: boolean;
  /** The page is about this environment: it goes among the recent places. */
  visited: boolean;
}) {
  const environment = useQuery(environmentQueryOptions(environmentId));
  // The project crumb beside it has asked for the project already.
  const project = useQuery({ ...projectQueryOptions(projectId), enabled: visited });
  useRememberVisit(
    visited && environment.data && project.data
      ? {
          kind: 'ENVIRONMENT',
          id: environmentId,
          name: environment.data.name,
          context: project.data.name,
          path: paths.environment(organizationId, projectId, environmentId),
          organizationId,
        }
      : undefined,
  );
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
