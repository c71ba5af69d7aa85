import { advancedSettingsEndpoints } from '../../../../contract';
import { usePermission } from '../../../lib/identity';
import { useRouteParam } from '../../../lib/routeParams';
import { PageHeader } from '../../../ui/PageHeader';
import { AdvancedSettingsSection } from './AdvancedSettingsSection';

/** A cluster's advanced settings, a page of their own beside the cluster's. */
export function ClusterAdvancedSettingsPage() {
  const organizationId = useRouteParam('organizationId');
  const clusterId = useRouteParam('clusterId');
  // An edit is the organization's to make, as the cluster's other settings.
  const canEdit = usePermission(advancedSettingsEndpoints.clusterEdit, organizationId);
  return (
    <>
      <PageHeader title="Cluster advanced settings" />
      <AdvancedSettingsSection
        owner={{ kind: 'cluster', organizationId, id: clusterId }}
        label="cluster"
        canEdit={canEdit}
      />
    </>
  );
}
