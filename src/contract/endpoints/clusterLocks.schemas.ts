import { z } from 'zod';
import { clusterLock, clusterLockRequest } from '../clusterLocks';
import { id, listOf } from '../common';
import { endpointSchemas } from '../endpoint';

const tag = 'Organization Cluster Lock';
const clusterParams = z.object({ clusterId: id });

export const clusterLockEndpointSchemas = {
  lock: endpointSchemas({
    summary: 'Lock a cluster: installs, upgrades, stops, edits and deletes are refused until it is unlocked',
    tag,
    params: clusterParams,
    body: clusterLockRequest,
    response: clusterLock,
  }),
  unlock: endpointSchemas({
    summary: 'Unlock a cluster (a cluster not locked stays so)',
    tag,
    params: clusterParams,
  }),
  list: endpointSchemas({
    summary: 'The locks held on the clusters of an organization',
    tag,
    params: z.object({ organizationId: id }),
    response: listOf(clusterLock),
  }),
};
