import type { Database } from '../../../../../contract';
import { engineLabels, formatCpu, formatMemory, yesNo } from '../../model/words';
import type { SummarySection } from '../create/flowTypes';
import { generalItems } from './runtimeSummaries';

export const summarizeDatabase = (database: Database): SummarySection[] => [
  { stepId: 'general', items: generalItems(database) },
  {
    stepId: 'configuration',
    items: [
      { label: 'Engine', value: `${engineLabels[database.type]} ${database.version}` },
      {
        label: 'Runs as',
        value: database.mode === 'MANAGED' ? 'Managed by the cloud provider' : 'Container on the cluster',
      },
      {
        label: 'Reachable from',
        value: database.accessibility === 'PUBLIC' ? 'The internet' : 'The cluster only',
      },
      {
        label: 'Size',
        value: `${formatCpu(database.cpu)} · ${formatMemory(database.memory)} · ${database.storage} GB storage`,
      },
      ...(database.instance_type ? [{ label: 'Instance type', value: database.instance_type }] : []),
      { label: 'Disk encrypted', value: yesNo(database.disk_encrypted) },
    ],
  },
];
