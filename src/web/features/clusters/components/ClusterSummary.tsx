import { useWatch } from 'react-hook-form';
import type { ClusterRequest } from '../../../../contract';
import { DetailList } from '../../../ui/DetailList';
import { providerLabel } from '../model/providers';

/** What the form holds, before it is sent. */
export function ClusterSummary() {
  const values = useWatch() as ClusterRequest;
  const on = (value: boolean | undefined) => (value ? 'On' : 'Off');
  return (
    <DetailList
      items={[
        { label: 'Name', value: values.name || '—' },
        { label: 'Provider', value: providerLabel(values.cloud_provider) },
        { label: 'Region', value: values.region },
        { label: 'Production', value: values.production ? 'Yes' : 'No' },
        { label: 'Credentials', value: values.cloud_provider_credentials?.credentials.name || '—' },
        { label: 'Instance type', value: values.instance_type ?? '—' },
        { label: 'Nodes', value: `${values.min_running_nodes ?? 1} to ${values.max_running_nodes ?? 1}` },
        {
          label: 'Disks',
          value: `${values.disk_size ?? 40} GB${values.disk_iops ? `, ${values.disk_iops} IOPS` : ''}${
            values.disk_throughput ? `, ${values.disk_throughput} MB/s` : ''
          }`,
        },
        { label: 'SSH keys', value: String(values.ssh_keys?.length ?? 0) },
        {
          label: 'Features',
          value: (values.features ?? []).map((feature) => feature.id).join(', ') || 'None',
        },
        { label: 'Metrics', value: on(values.metrics_parameters?.enabled) },
        { label: 'KEDA', value: on(values.keda?.enabled) },
      ]}
    />
  );
}
