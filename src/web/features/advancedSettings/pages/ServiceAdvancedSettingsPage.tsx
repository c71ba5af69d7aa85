import { useParams } from 'react-router';
import { advancedSettingsServiceKinds, type AdvancedSettingsServiceKind } from '../../../../contract';
import { EmptyState } from '../../../ui/EmptyState';
import { AdvancedSettingsSection } from './AdvancedSettingsSection';

const isSettingsKind = (kind: string): kind is AdvancedSettingsServiceKind =>
  (advancedSettingsServiceKinds as readonly string[]).includes(kind);

/** A service's advanced settings: a tab of the service page (applications, containers, jobs and helm services). */
export function ServiceAdvancedSettingsPage() {
  const { kind = '', serviceId = '' } = useParams();
  if (!isSettingsKind(kind))
    return (
      <EmptyState
        level={2}
        title="No advanced settings"
        description="Databases and Terraform services have no advanced settings: their form holds every setting."
      />
    );
  return <AdvancedSettingsSection owner={{ kind, id: serviceId }} label={kind} />;
}
