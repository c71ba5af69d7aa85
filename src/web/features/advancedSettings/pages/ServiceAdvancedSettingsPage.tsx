import { useParams } from 'react-router';
import {
  advancedSettingsEndpoints,
  advancedSettingsServiceKinds,
  type AdvancedSettingsServiceKind,
} from '../../../../contract';
import { useEnvironmentPermission } from '../../../data/environments/useEnvironmentPermission';
import { useRouteParam } from '../../../lib/routeParams';
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
  return <ServiceAdvancedSettings kind={kind} serviceId={serviceId} />;
}

const editOf = {
  application: advancedSettingsEndpoints.applicationEdit,
  container: advancedSettingsEndpoints.containerEdit,
  job: advancedSettingsEndpoints.jobEdit,
  helm: advancedSettingsEndpoints.helmEdit,
} satisfies Record<AdvancedSettingsServiceKind, unknown>;

function ServiceAdvancedSettings({
  kind,
  serviceId,
}: {
  kind: AdvancedSettingsServiceKind;
  serviceId: string;
}) {
  const organizationId = useRouteParam('organizationId');
  const environmentId = useRouteParam('environmentId');
  // Editing the settings is editing the service: the same right, in the service's environment.
  const canEdit = useEnvironmentPermission(editOf[kind], organizationId, environmentId);
  return <AdvancedSettingsSection owner={{ kind, id: serviceId }} label={kind} canEdit={canEdit} />;
}
