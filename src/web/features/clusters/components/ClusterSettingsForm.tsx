import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type Cluster, clusterEndpoints } from '../../../../contract';
import { usePermission } from '../../../lib/identity';
import { SectionForm } from '../../../ui/form/SectionForm';
import { Divider, Stack, Typography } from '../../../ui/primitives';
import { useEditCluster } from '../api/mutations';
import { clusterQueryOptions } from '../api/queries';
import { clusterFormSchema, requestOf } from '../model/clusterForm';
import { CostEstimate } from './CostEstimate';
import { CatalogSync } from './CatalogSync';
import { CredentialsFields } from './CredentialsFields';
import { FeaturesFields } from './FeaturesFields';
import { GeneralFields } from './GeneralFields';
import { ResourcesFields } from './ResourcesFields';

/** Every field of the Cluster request, saved with PUT; the estimate follows the fields. A locked cluster keeps
 * its settings: `lockedReason` says who locked it and why. */
export function ClusterSettingsForm({
  organizationId,
  cluster,
  lockedReason,
  onAddCredentials,
}: {
  organizationId: string;
  cluster: Cluster;
  lockedReason?: string | undefined;
  onAddCredentials: () => void;
}) {
  const edit = useEditCluster(organizationId, cluster.id);
  const canEdit = usePermission(clusterEndpoints.edit, organizationId);
  const queryClient = useQueryClient();
  const edits = useMemo(
    () => ({
      record: cluster,
      name: `the cluster ${cluster.name}`,
      valuesOf: requestOf,
      loadLatest: () =>
        queryClient.fetchQuery({ ...clusterQueryOptions(organizationId, cluster.id), staleTime: 0 }),
      onReload: (latest: Cluster) =>
        queryClient.setQueryData(clusterQueryOptions(organizationId, latest.id).queryKey, latest),
    }),
    [cluster, organizationId, queryClient],
  );
  const installed = cluster.deployment_status !== 'NEVER_DEPLOYED';
  return (
    <SectionForm
      title="Settings"
      description={
        installed
          ? 'Saved changes to nodes, disks and add-ons apply on the next install.'
          : 'Everything the cluster is made with; nothing is created until it is installed.'
      }
      edits={edits}
      schema={clusterFormSchema}
      defaultValues={requestOf(cluster)}
      conflictField="name"
      action="change this cluster"
      onSubmit={(values, _form, basedOn) => edit.mutateAsync({ body: values, basedOn })}
      disabledReason={(canEdit.pending ? undefined : canEdit.reason) ?? lockedReason}
    >
      <Stack spacing={3}>
        <GeneralFields existing lockRegion={installed} />
        <Divider />
        <Typography variant="subtitle1" component="h3">
          Credentials
        </Typography>
        <CredentialsFields organizationId={organizationId} onAdd={onAddCredentials} />
        <Divider />
        <Typography variant="subtitle1" component="h3">
          Resources
        </Typography>
        <ResourcesFields />
        <Divider />
        <FeaturesFields />
        <CostEstimate />
      </Stack>
      <CatalogSync />
    </SectionForm>
  );
}
