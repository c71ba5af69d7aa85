import type { QueryClient } from '@tanstack/react-query';
import {
  environmentHistoryPagesQueryOptions,
  environmentHistoryQueryOptions,
} from '../../data/deployments/environmentHistory';
import { deploymentKeys } from '../../data/deployments/keys';
import { environmentQueryOptions, environmentsQueryOptions } from '../../data/environments/queries';
import { projectsQueryOptions } from '../../data/projects/queries';
import { environmentServicesQueryOptions } from '../../data/services/queries';
import { deploymentQueryOptions, getDeploymentLogPage } from '../../features/deployments/api/getDeployment';
import { environmentQueueQueryOptions } from '../../features/deployments/api/getEnvironmentQueue';
import { latestLogPageQueryOptions } from '../../features/deployments/api/usePagedLog';
import { projectQueryOptions } from '../../features/projects/api/getProject';
import { serviceQueryOptions } from '../../features/services/api/getService';
import { isServiceKind } from '../../features/services/model/kinds';
import {
  environmentStatusesQueryOptions,
  projectEnvironmentStatusesQueryOptions,
} from '../../lib/deployments/statuses';
import { identityQueryOptions } from '../../lib/identity';
import { routePatterns } from '../../lib/paths';
import { permissionsQueryOptions } from '../../lib/permissions';

/** The path parameters of a matched route, as React Router gives them. */
export type RouteParams = Readonly<Partial<Record<string, string>>>;

type Reads = (queryClient: QueryClient, params: RouteParams) => void;

/*
 * What each page reads before it can show its content, whichever of its parts (the shell's crumbs, the page, the
 * sections in its outlet) asks: started all at once when the route is known, each through the very query options
 * its component reads, so the component finds the answer (or the request under way) in the cache. A part that
 * renders only once the page's record is there (an environment's services, a deployment under its service) no
 * longer waits for that record to ask.
 */

const projectReads: Reads = (queryClient, { organizationId, projectId }) => {
  if (!organizationId || !projectId) return;
  void queryClient.prefetchQuery(projectQueryOptions(projectId));
  // The crumb's menu of sibling projects.
  void queryClient.prefetchQuery(projectsQueryOptions(organizationId));
};

const environmentReads: Reads = (queryClient, params) => {
  const { projectId, environmentId } = params;
  if (!projectId || !environmentId) return;
  projectReads(queryClient, params);
  void queryClient.prefetchQuery(environmentQueryOptions(environmentId));
  // The crumb's menu of sibling environments, and the services every part of the page names.
  void queryClient.prefetchQuery(environmentsQueryOptions(projectId));
  void queryClient.prefetchQuery(environmentServicesQueryOptions(environmentId));
  void queryClient.prefetchQuery(environmentStatusesQueryOptions(environmentId));
};

const serviceReads: Reads = (queryClient, params) => {
  const { kind, serviceId } = params;
  environmentReads(queryClient, params);
  if (isServiceKind(kind) && serviceId) void queryClient.prefetchQuery(serviceQueryOptions(kind, serviceId));
};

const readsByPattern: Partial<Record<string, Reads>> = {
  [routePatterns.projects]: (queryClient, { organizationId }) => {
    if (organizationId) void queryClient.prefetchQuery(projectsQueryOptions(organizationId));
  },
  [routePatterns.project]: (queryClient, params) => {
    projectReads(queryClient, params);
    if (params.projectId) {
      // Its index section: the environments, each with its state.
      void queryClient.prefetchQuery(environmentsQueryOptions(params.projectId));
      void queryClient.prefetchQuery(projectEnvironmentStatusesQueryOptions(params.projectId));
    }
  },
  [routePatterns.environment]: (queryClient, params) => {
    environmentReads(queryClient, params);
    const { environmentId } = params;
    if (!environmentId) return;
    // The overview's deployment panel: the latest deployment, the queue and the history below them.
    void queryClient.prefetchQuery(environmentHistoryQueryOptions(environmentId, 1));
    void queryClient.prefetchQuery(environmentQueueQueryOptions(environmentId));
    void queryClient.prefetchInfiniteQuery(environmentHistoryPagesQueryOptions(environmentId));
  },
  [routePatterns.service]: serviceReads,
  [routePatterns.serviceDeployment]: (queryClient, params) => {
    serviceReads(queryClient, params);
    const { deploymentId } = params;
    if (!deploymentId) return;
    void queryClient.prefetchQuery(deploymentQueryOptions(deploymentId));
    void queryClient.prefetchQuery(
      latestLogPageQueryOptions(deploymentKeys.deploymentLogPages(deploymentId), (query, signal) =>
        getDeploymentLogPage(deploymentId, query, signal),
      ),
    );
  },
};

/**
 * Starts the reads of the page at `pattern` (one of `routePatterns`) with its parameters: who the session is and
 * what it may do in the organization, which every page of the shell reads, then the page's own.
 */
export function startRouteReads(queryClient: QueryClient, pattern: string, params: RouteParams): void {
  void queryClient.prefetchQuery(identityQueryOptions());
  if (params.organizationId) void queryClient.prefetchQuery(permissionsQueryOptions(params.organizationId));
  readsByPattern[pattern]?.(queryClient, params);
}
