import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  advancedSettingsEndpoints,
  type AdvancedSettingsServiceKind,
  type ApplicationAdvancedSettings,
  type ClusterAdvancedSettings,
  type ContainerAdvancedSettings,
  type HelmAdvancedSettings,
  type JobAdvancedSettings,
} from '../../../../contract';
import { call } from '../../../lib/api/client';
import { deploymentStatusKeys } from '../../../lib/deployments/statuses';
import { errorNotice, useNotify } from '../../../ui/notice';

/** Whose settings: a service of a kind that has them, or a cluster of an organization. */
export type SettingsOwner =
  { kind: AdvancedSettingsServiceKind; id: string } | { kind: 'cluster'; organizationId: string; id: string };

export type Settings = Record<string, unknown>;

export const advancedSettingsKeys = {
  all: ['advancedSettings'] as const,
  of: (owner: SettingsOwner) => [...advancedSettingsKeys.all, owner.kind, owner.id] as const,
};

function readSettings(owner: SettingsOwner, signal: AbortSignal): Promise<Settings> {
  const options = { signal };
  switch (owner.kind) {
    case 'application':
      return call(advancedSettingsEndpoints.applicationGet, {
        params: { applicationId: owner.id },
        ...options,
      });
    case 'container':
      return call(advancedSettingsEndpoints.containerGet, { params: { containerId: owner.id }, ...options });
    case 'job':
      return call(advancedSettingsEndpoints.jobGet, { params: { jobId: owner.id }, ...options });
    case 'helm':
      return call(advancedSettingsEndpoints.helmGet, { params: { helmId: owner.id }, ...options });
    case 'cluster':
      return call(advancedSettingsEndpoints.clusterGet, {
        params: { organizationId: owner.organizationId, clusterId: owner.id },
        ...options,
      });
  }
}

// The table checks each value with the contract's schema of its key before it sends them, so the changes have the
// request's shape.
function writeSettings(owner: SettingsOwner, changes: Settings): Promise<Settings> {
  switch (owner.kind) {
    case 'application':
      return call(advancedSettingsEndpoints.applicationEdit, {
        params: { applicationId: owner.id },
        body: changes as Partial<ApplicationAdvancedSettings>,
      });
    case 'container':
      return call(advancedSettingsEndpoints.containerEdit, {
        params: { containerId: owner.id },
        body: changes as Partial<ContainerAdvancedSettings>,
      });
    case 'job':
      return call(advancedSettingsEndpoints.jobEdit, {
        params: { jobId: owner.id },
        body: changes as Partial<JobAdvancedSettings>,
      });
    case 'helm':
      return call(advancedSettingsEndpoints.helmEdit, {
        params: { helmId: owner.id },
        body: changes as Partial<HelmAdvancedSettings>,
      });
    case 'cluster':
      return call(advancedSettingsEndpoints.clusterEdit, {
        params: { organizationId: owner.organizationId, clusterId: owner.id },
        body: changes as Partial<ClusterAdvancedSettings>,
      });
  }
}

export const advancedSettingsQueryOptions = (owner: SettingsOwner) =>
  queryOptions({
    queryKey: advancedSettingsKeys.of(owner),
    queryFn: ({ signal }) => readSettings(owner, signal),
  });

/** Saves the changed keys; the service's status then says a redeploy applies them. */
export function useSaveAdvancedSettings(owner: SettingsOwner) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (changes: Settings) => writeSettings(owner, changes),
    onSuccess: async (saved, changes) => {
      queryClient.setQueryData(advancedSettingsKeys.of(owner), saved);
      const count = Object.keys(changes).length;
      notify({
        severity: 'success',
        message: `${count} ${count === 1 ? 'setting' : 'settings'} saved. Redeploy to apply them.`,
      });
      await queryClient.invalidateQueries({ queryKey: deploymentStatusKeys.all });
    },
    onError: (error) => notify(errorNotice(error, 'save the advanced settings')),
  });
}
