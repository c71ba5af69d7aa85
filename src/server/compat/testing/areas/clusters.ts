import { expect, it } from 'vitest';
import type {
  ClusterLockRequest,
  ClusterRequest,
  ContainerRegistryRequest,
  HelmRepositoryRequest,
} from 'qovery-typescript-axios';
import { settle } from '../../../testing/deployments';
import type { CompatArea } from '../area';
import { refusal } from '../clients';
import { UNKNOWN_ID } from '../world';

// Clusters through their lifecycle, their locks, and the registries and helm repositories services take from.

export const clustersArea: CompatArea = {
  title: 'clusters through the official client',
  file: import.meta.filename,
  tests(world) {
    it('creates, edits, installs, upgrades, locks, stops and deletes a cluster, reading it all along', async () => {
      const { admin, seeded, sample, t } = world();
      const orgId = seeded.organizationId;
      const clusters = admin.ClustersApi;
      const request = sample<ClusterRequest>('createCluster', { name: 'compat-cluster' });
      const { data: created } = await clusters.createCluster(orgId, request);
      expect(created.name).toBe('compat-cluster');
      const { data: edited } = await clusters.editCluster(orgId, created.id, {
        ...request,
        description: 'edited',
      });
      expect(edited.description).toBe('edited');
      const { data: list } = await clusters.listOrganizationCluster(orgId);
      expect(list.results?.map((cluster) => cluster.id)).toContain(created.id);

      const { data: queued } = await clusters.deployCluster(orgId, created.id);
      expect(queued.status).toBe('DEPLOYMENT_QUEUED');
      await settle(t);
      const { data: installed } = await clusters.getClusterStatus(orgId, created.id);
      expect(installed.status).toBe('DEPLOYED');
      const { data: statuses } = await clusters.getOrganizationClusterStatus(orgId);
      expect(statuses.results?.find((status) => status.cluster_id === created.id)?.status).toBe('DEPLOYED');
      const { data: kubeconfig } = await clusters.getClusterKubeconfig(orgId, created.id);
      expect(kubeconfig).toContain('apiVersion');
      const { data: logs } = await clusters.listClusterLogs(orgId, created.id);
      expect(logs.results?.length).toBeGreaterThan(0);

      const { data: upgrading } = await clusters.upgradeCluster(created.id);
      expect(upgrading.cluster_id).toBe(created.id);
      await settle(t);
      const { data: lock } = await clusters.lockCluster(
        created.id,
        sample<ClusterLockRequest>('lockCluster'),
      );
      expect(lock.cluster_id).toBe(created.id);
      const { data: locks } = await admin.OrganizationClusterLockApi.listClusterLock(orgId);
      expect(locks.results?.map((entry) => entry.cluster_id)).toContain(created.id);
      await clusters.unlockCluster(created.id);
      const { data: stopping } = await clusters.stopCluster(orgId, created.id);
      expect(stopping.cluster_id).toBe(created.id);
      await settle(t);
      await clusters.deleteCluster(orgId, created.id);

      const { data: environments } = await clusters.getEnvironmentsByClusterId(seeded.clusterId);
      // Our entries are the environment itself, not the client's model (docs/api.md): read past the client's type.
      const listed = (environments.results ?? []).map((entry) => (entry as { id?: string }).id);
      expect(listed).toContain(seeded.environmentId);
      expect(await refusal(clusters.getClusterStatus(orgId, UNKNOWN_ID))).toBe(404);
      expect(await refusal(world().reader.ClustersApi.deployCluster(orgId, seeded.clusterId))).toBe(403);
    });

    it('creates, reads, edits, lists and deletes container registries and helm repositories', async () => {
      const { admin, seeded, sample } = world();
      const orgId = seeded.organizationId;
      const registries = admin.ContainerRegistriesApi;
      const registry = sample<ContainerRegistryRequest>('createContainerRegistry', {
        name: 'compat-registry',
      });
      const { data: created } = await registries.createContainerRegistry(orgId, registry);
      expect(created.kind).toBe(registry.kind);
      const { data: read } = await registries.getContainerRegistry(orgId, created.id);
      expect(read.name).toBe('compat-registry');
      const { data: edited } = await registries.editContainerRegistry(orgId, created.id, {
        ...registry,
        description: 'edited',
      });
      expect(edited.description).toBe('edited');
      const { data: list } = await registries.listContainerRegistry(orgId);
      expect(list.results?.map((entry) => entry.id)).toContain(created.id);
      await registries.deleteContainerRegistry(orgId, created.id);
      expect(await refusal(registries.getContainerRegistry(orgId, UNKNOWN_ID))).toBe(404);

      const repositories = admin.HelmRepositoriesApi;
      const repository = sample<HelmRepositoryRequest>('createHelmRepository', { name: 'compat-charts' });
      const { data: made } = await repositories.createHelmRepository(orgId, repository);
      expect(made.kind).toBe(repository.kind);
      const { data: got } = await repositories.getHelmRepository(orgId, made.id);
      expect(got.name).toBe('compat-charts');
      const { data: changed } = await repositories.editHelmRepository(orgId, made.id, {
        ...repository,
        description: 'edited',
      });
      expect(changed.description).toBe('edited');
      const { data: all } = await repositories.listHelmRepository(orgId);
      expect(all.results?.map((entry) => entry.id)).toContain(made.id);
      await repositories.deleteHelmRepository(orgId, made.id);
      expect(await refusal(world().reader.HelmRepositoriesApi.createHelmRepository(orgId, repository))).toBe(
        403,
      );
    });
  },
};
