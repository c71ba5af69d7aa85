import { routes } from '../endpoint';
import type { clusterLockEndpointSchemas } from './clusterLocks.schemas';

const clusterScope = { param: 'clusterId', kind: 'cluster' } as const;

/** Locks keep a cluster as it is: while one holds, installs, upgrades, stops, edits and deletes are refused. */
export const clusterLockEndpoints = routes<typeof clusterLockEndpointSchemas>({
  lock: {
    method: 'POST',
    path: '/cluster/{clusterId}/lock',
    operationId: 'lockCluster',
    access: 'admin',
    scopeParam: clusterScope,
    status: 200,
  },
  unlock: {
    method: 'DELETE',
    path: '/cluster/{clusterId}/lock',
    operationId: 'unlock-cluster',
    access: 'admin',
    scopeParam: clusterScope,
    status: 204,
  },
  list: {
    method: 'GET',
    path: '/organization/{organizationId}/lock',
    operationId: 'list-cluster-lock',
    access: 'read',
    scopeParam: { param: 'organizationId', kind: 'organization' },
    status: 200,
  },
});
