import type { Cluster, ClusterEnvironment } from '../../../../contract';
import { formatDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { DetailList } from '../../../ui/DetailList';
import { TextLink } from '../../../ui/links';
import { Box, Paper, Stack, Typography } from '../../../ui/primitives';
import { SectionHeader } from '../../../ui/SectionHeader';
import { providerLabel } from '../model/providers';
import { formatCpu, formatMemory, formatMonthly } from '../model/status';

/** What the cluster is made of and costs, as saved. */
export function ClusterOverview({ cluster, nextVersion }: { cluster: Cluster; nextVersion: string | null }) {
  return (
    <Box component="section" aria-labelledby="cluster-overview">
      <SectionHeader id="cluster-overview" title="Overview" />
      <Paper variant="outlined" sx={{ p: 2.5 }}>
        <DetailList
          items={[
            { label: 'Provider', value: `${providerLabel(cluster.cloud_provider)}, ${cluster.region}` },
            { label: 'Kubernetes', value: cluster.version ?? 'Not installed' },
            ...(nextVersion ? [{ label: 'Next version', value: nextVersion }] : []),
            { label: 'Instance type', value: cluster.instance_type ?? '—' },
            {
              label: 'Nodes',
              value: `${cluster.min_running_nodes} to ${cluster.max_running_nodes}, each ${formatCpu(cluster.cpu)} and ${formatMemory(cluster.memory)}`,
            },
            { label: 'Disks', value: `${cluster.disk_size} GB per node` },
            { label: 'Estimated cost', value: formatMonthly(cluster.estimated_cloud_provider_cost) },
            { label: 'Credentials', value: cluster.cloud_provider_credentials?.credentials.name || '—' },
            { label: 'Production', value: cluster.production ? 'Yes' : 'No' },
            { label: 'Created', value: formatDate(cluster.created_at) },
          ]}
        />
      </Paper>
    </Box>
  );
}

/** The environments the cluster runs, each a link to its page. */
export function ClusterEnvironments({
  organizationId,
  usedBy,
}: {
  organizationId: string;
  usedBy: readonly ClusterEnvironment[];
}) {
  return (
    <Box component="section" aria-labelledby="cluster-environments">
      <SectionHeader
        id="cluster-environments"
        title="Environments"
        description="The environments this cluster runs; a cluster is deleted once none does."
      />
      {usedBy.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No environment runs on this cluster.
        </Typography>
      ) : (
        <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
          {usedBy.map((environment) => (
            <li key={environment.id}>
              <TextLink to={paths.environment(organizationId, environment.project.id, environment.id)}>
                {environment.project.name} / {environment.name}
              </TextLink>
            </li>
          ))}
        </Stack>
      )}
    </Box>
  );
}
