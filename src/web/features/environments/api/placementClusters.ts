import { clustersQueryOptions } from '../../../data/clusters/queries';

// Clusters come and go rarely; the form still shows what the server has.
const PLACEMENT_STALE_MS = 5 * 60_000;

/** The organization's clusters as the environment forms read them, to place a new environment. */
export const placementClustersQueryOptions = (organizationId: string) => ({
  ...clustersQueryOptions(organizationId),
  staleTime: PLACEMENT_STALE_MS,
});
