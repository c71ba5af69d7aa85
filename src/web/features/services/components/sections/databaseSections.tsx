import type { Database } from '../../../../../contract';
import { engineLabels } from '../../model/words';
import { DatabaseSettingsFields, InstanceTypeField } from '../fields/DatabaseFields';
import { generalSection, metadataSection } from './commonSections';
import type { FormSection } from './formSection';

/** The sections of a database's settings; engine and mode are fixed, so they depend on the database. */
export const databaseSettingsSections = (database: Database): FormSection[] => [
  generalSection(),
  {
    id: 'configuration',
    label: 'Configuration',
    description: `${engineLabels[database.type]} ${
      database.mode === 'MANAGED' ? 'managed by the cloud provider' : 'running as a container'
    }: its version, reachability and size.`,
    fields: ['version', 'accessibility', 'cpu', 'memory', 'storage', 'instance_type'],
    content: (
      <>
        <DatabaseSettingsFields database={database} />
        {database.mode === 'MANAGED' ? <InstanceTypeField /> : null}
      </>
    ),
  },
  metadataSection,
];
