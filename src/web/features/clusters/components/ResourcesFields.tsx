import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import type { ClusterRequest } from '../../../../contract';
import { LinesField } from '../../../ui/form/LinesField';
import { NumberField } from '../../../ui/form/NumberField';
import { SelectField } from '../../../ui/form/SelectField';
import { Box, Stack } from '../../../ui/primitives';
import { instanceTypesQueryOptions } from '../api/queries';
import { providers } from '../model/providers';
import { formatMemory } from '../model/status';
import { useClusterProvider } from './useClusterProvider';

/** Instance type with its cpu, memory and price; the node range; the disks; the SSH keys. */
export function ResourcesFields() {
  const provider = useClusterProvider();
  const region = useWatch<ClusterRequest, 'region'>({ name: 'region' });
  const types = useQuery(instanceTypesQueryOptions(providers[provider].segment, region));
  return (
    <Stack spacing={2.5}>
      <SelectField
        name="instance_type"
        label="Instance type"
        required
        disabled={!types.data}
        options={(types.data?.results ?? []).map((type) => ({
          value: type.type,
          label: type.type,
          description:
            `${type.cpu} vCPU · ${formatMemory(type.memory)}${type.gpu ? ` · ${type.gpu} GPU` : ''}` +
            ` · $${type.hourly_price}/hour`,
        }))}
        helperText={`What each node runs on, as ${region} offers it`}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <NumberField name="min_running_nodes" label="Nodes at least" required />
        <NumberField name="max_running_nodes" label="Nodes at most" required />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
        <NumberField name="disk_size" label="Disk size" unit="GB" required />
        <NumberField name="disk_iops" label="Disk IOPS" helperText="3000 to 16000" emptyAs={null} />
        <NumberField
          name="disk_throughput"
          label="Disk throughput"
          unit="MB/s"
          helperText="125 to 1000"
          emptyAs={null}
        />
      </Box>
      <LinesField
        name="ssh_keys"
        label="SSH public keys"
        helperText="One OpenSSH public key a line, for remote access to the nodes"
        placeholder="ssh-ed25519 AAAA… person@laptop"
      />
    </Stack>
  );
}
