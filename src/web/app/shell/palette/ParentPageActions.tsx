import { useQuery } from '@tanstack/react-query';
import { useMatch, useNavigate, useParams } from 'react-router';
import {
  applicationEndpoints,
  environmentDeploymentEndpoints,
  environmentEndpoints,
  projectEndpoints,
} from '../../../../contract';
import { environmentQueryOptions } from '../../../data/environments/queries';
import { useEnvironmentPermission } from '../../../data/environments/useEnvironmentPermission';
import { usePermission, type Permission } from '../../../lib/identity';
import { isWellFormedId } from '../../../lib/notFound/routeIds';
import { pathRunning, useRegisterPageActions, useRunRequestedAction } from '../../../lib/pageActions';
import { paths, routePatterns } from '../../../lib/paths';

const wellFormed = (id: string | undefined): id is string => id !== undefined && isWellFormedId(id);
const reasonOf = (permission: Permission) => (permission.allowed ? undefined : permission.reason);

/**
 * Offers the palette the actions of the pages above the one in view (its environment's, project's and
 * organization's), so that "New service" and "Deploy environment" are found from a service's page: each opens its
 * page and runs the action there. The nearest page's come first (they register in this order). The page in view runs an action asked of it
 * through its address.
 */
export function ParentPageActions() {
  useRunRequestedAction();
  const { organizationId, projectId, environmentId } = useParams();
  if (!wellFormed(organizationId)) return null;
  return (
    <>
      {wellFormed(projectId) && wellFormed(environmentId) ? (
        <EnvironmentActions
          organizationId={organizationId}
          projectId={projectId}
          environmentId={environmentId}
        />
      ) : null}
      {wellFormed(projectId) ? (
        <ProjectActions organizationId={organizationId} projectId={projectId} />
      ) : null}
      <OrganizationActions organizationId={organizationId} />
    </>
  );
}

function OrganizationActions({ organizationId }: { organizationId: string }) {
  const navigate = useNavigate();
  const canCreate = usePermission(projectEndpoints.create, organizationId);
  useRegisterPageActions([
    {
      id: 'projects.create',
      label: 'Create project',
      keywords: 'add new',
      above: true,
      disabledReason: reasonOf(canCreate),
      run: () => void navigate(pathRunning(paths.projects(organizationId), 'projects.create')),
    },
    {
      id: 'organization.allServices',
      label: 'All services',
      keywords: 'services list every status overview',
      above: true,
      run: () => void navigate(paths.allServices(organizationId)),
    },
  ]);
  return null;
}

function ProjectActions({ organizationId, projectId }: { organizationId: string; projectId: string }) {
  const navigate = useNavigate();
  const canCreate = usePermission(environmentEndpoints.create, organizationId, { projectId });
  useRegisterPageActions([
    {
      id: 'project.createEnvironment',
      label: 'Create environment',
      keywords: 'add new',
      above: true,
      disabledReason: reasonOf(canCreate),
      run: () =>
        void navigate(pathRunning(paths.project(organizationId, projectId), 'project.createEnvironment')),
    },
  ]);
  return null;
}

function EnvironmentActions({
  organizationId,
  projectId,
  environmentId,
}: {
  organizationId: string;
  projectId: string;
  environmentId: string;
}) {
  const navigate = useNavigate();
  // Every type of service needs the same access to create; applications stand for them all.
  const canCreate = useEnvironmentPermission(applicationEndpoints.create, organizationId, environmentId);
  const canDeploy = useEnvironmentPermission(
    environmentDeploymentEndpoints.deploy,
    organizationId,
    environmentId,
  );
  // The name the environment's page gives its own Deploy, from the cache the page in view has filled.
  const { data: name } = useQuery({
    ...environmentQueryOptions(environmentId),
    staleTime: 5 * 60_000,
    select: (environment) => environment.name,
  });
  const onTheCatalog = useMatch(routePatterns.newService) !== null;
  const newService = {
    id: 'environment.newService',
    label: 'New service',
    keywords: 'add create application container database job helm terraform',
    above: true,
    disabledReason: reasonOf(canCreate),
    run: () => void navigate(paths.newService(organizationId, projectId, environmentId)),
  };
  useRegisterPageActions([
    ...(onTheCatalog ? [] : [newService]),
    {
      // The environment's page offers the same action (its id) and runs it when asked through its address: the
      // state of its services, which may leave nothing to deploy, is checked there.
      id: 'environment.deploy',
      label: name ? `Deploy environment ${name}` : 'Deploy environment',
      keywords: 'release ship all services',
      above: true,
      disabledReason: reasonOf(canDeploy),
      run: () =>
        void navigate(
          pathRunning(paths.environment(organizationId, projectId, environmentId), 'environment.deploy'),
        ),
    },
  ]);
  return null;
}
