import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  cloudProviderCredentialsEndpoints,
  type CloudProviderCredentials,
  type CloudProviderSegment,
  type Cluster,
  clusterEndpoints,
  type ClusterLockRequest,
  clusterLockEndpoints,
  type ClusterRequest,
  type ClusterStatus,
} from '../../../../contract';
import { clusterKeys } from '../../../data/clusters/keys';
import { call } from '../../../lib/api/client';
import type { EditOf } from '../../../lib/mutations';
import { errorNotice, useNotify } from '../../../ui/notice';

/** Refreshes what a change of one cluster shows in: the list, the statuses and the cluster's own views. */
function useRefreshCluster(organizationId: string) {
  const queryClient = useQueryClient();
  return async (clusterId: string) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: clusterKeys.list(organizationId) }),
      queryClient.invalidateQueries({ queryKey: clusterKeys.statuses(organizationId) }),
      queryClient.invalidateQueries({ queryKey: clusterKeys.detail(clusterId) }),
      queryClient.invalidateQueries({ queryKey: clusterKeys.locks(organizationId) }),
    ]);
  };
}

export function useCreateCluster(organizationId: string) {
  const refresh = useRefreshCluster(organizationId);
  return useMutation({
    mutationFn: (body: ClusterRequest) => call(clusterEndpoints.create, { params: { organizationId }, body }),
    onSuccess: (cluster) => refresh(cluster.id),
  });
}

export function useEditCluster(organizationId: string, clusterId: string) {
  const refresh = useRefreshCluster(organizationId);
  const notify = useNotify();
  return useMutation({
    mutationFn: ({ body, basedOn }: EditOf<ClusterRequest, Cluster>) =>
      call(clusterEndpoints.edit, { params: { organizationId, clusterId }, body, basedOn }),
    onSuccess: async (cluster) => {
      await refresh(cluster.id);
      notify({ severity: 'success', message: `Cluster ${cluster.name} saved.` });
    },
  });
}

export function useDeleteCluster(organizationId: string) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (cluster: Cluster) =>
      call(clusterEndpoints.delete, { params: { organizationId, clusterId: cluster.id } }),
    onSuccess: async (_answer, cluster) => {
      queryClient.removeQueries({ queryKey: clusterKeys.detail(cluster.id) });
      await queryClient.invalidateQueries({ queryKey: clusterKeys.list(organizationId) });
      notify({ severity: 'success', message: `Cluster ${cluster.name} deleted.` });
    },
  });
}

type Action = 'install' | 'upgrade' | 'stop';
const actionWords: Record<Action, { doing: string; failed: string }> = {
  install: { doing: 'Install', failed: 'install the cluster' },
  upgrade: { doing: 'Upgrade', failed: 'upgrade the cluster' },
  stop: { doing: 'Stop', failed: 'stop the cluster' },
};

/** Installs, upgrades or stops a cluster; the page then follows its progress. */
export function useClusterAction(organizationId: string, action: Action) {
  const refresh = useRefreshCluster(organizationId);
  const notify = useNotify();
  return useMutation({
    mutationFn: (cluster: Pick<Cluster, 'id' | 'name'>): Promise<ClusterStatus> => {
      const params = { organizationId, clusterId: cluster.id };
      if (action === 'upgrade') return call(clusterEndpoints.upgrade, { params: { clusterId: cluster.id } });
      return call(action === 'install' ? clusterEndpoints.deploy : clusterEndpoints.stop, { params });
    },
    onSuccess: async (_status, cluster) => {
      await refresh(cluster.id);
      notify({ severity: 'info', message: `${actionWords[action].doing} of ${cluster.name} queued.` });
    },
    onError: (error) => notify(errorNotice(error, actionWords[action].failed)),
  });
}

export function useLockCluster(organizationId: string) {
  const refresh = useRefreshCluster(organizationId);
  const notify = useNotify();
  return useMutation({
    mutationFn: ({ cluster, body }: { cluster: Pick<Cluster, 'id' | 'name'>; body: ClusterLockRequest }) =>
      call(clusterLockEndpoints.lock, { params: { clusterId: cluster.id }, body }),
    onSuccess: async (_lock, { cluster }) => {
      await refresh(cluster.id);
      notify({ severity: 'success', message: `Cluster ${cluster.name} locked.` });
    },
  });
}

export function useUnlockCluster(organizationId: string) {
  const refresh = useRefreshCluster(organizationId);
  const notify = useNotify();
  return useMutation({
    mutationFn: (cluster: Pick<Cluster, 'id' | 'name'>) =>
      call(clusterLockEndpoints.unlock, { params: { clusterId: cluster.id } }),
    onSuccess: async (_answer, cluster) => {
      await refresh(cluster.id);
      notify({ severity: 'success', message: `Cluster ${cluster.name} unlocked.` });
    },
    onError: (error) => notify(errorNotice(error, 'unlock the cluster')),
  });
}

export function useCreateCredentials(organizationId: string, segment: CloudProviderSegment) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, string>): Promise<CloudProviderCredentials> =>
      // The form's fields are the segment's request; the server checks them against its schema.
      call(cloudProviderCredentialsEndpoints[segment].create, {
        params: { organizationId },
        body: body as never,
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: clusterKeys.credentials(organizationId, segment) }),
  });
}
