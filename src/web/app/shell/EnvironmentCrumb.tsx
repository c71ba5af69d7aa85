import { useQuery } from '@tanstack/react-query';
import { environmentQueryOptions } from '../../data/environments/queries';
import { environmentsQueryOptions } from '../../data/environments/queries';
import { projectQueryOptions } from '../../features/projects/api/getProject';
import { paths } from '../../lib/paths';
import { RecordCrumb } from './RecordCrumb';

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
  const siblings = useQuery(environmentsQueryOptions(projectId));
  // The project crumb beside it has asked for the project already.
  const project = useQuery({ ...projectQueryOptions(projectId), enabled: visited });
  return (
    <RecordCrumb
      recordId={environmentId}
      name={environment.data?.name}
      fallbackName="Environment"
      menuLabel="Environments"
      siblings={siblings.data?.results ?? (environment.data ? [environment.data] : [])}
      pathOf={(sibling) => paths.environment(organizationId, projectId, sibling.id)}
      isCurrentPage={isCurrentPage}
      visit={
        visited && environment.data && project.data
          ? {
              kind: 'ENVIRONMENT',
              id: environmentId,
              name: environment.data.name,
              context: project.data.name,
              path: paths.environment(organizationId, projectId, environmentId),
              organizationId,
            }
          : undefined
      }
    />
  );
}
