import { useRouteParam } from '../../../lib/routeParams';
import { PageHeader } from '../../../ui/PageHeader';
import { AdvancedSettingsSection } from './AdvancedSettingsSection';

/** A cluster's advanced settings, a page of their own beside the cluster's. */
export function ClusterAdvancedSettingsPage() {
  const organizationId = useRouteParam('organizationId');
  const clusterId = useRouteParam('clusterId');
  return (
    <>
      <PageHeader title="Cluster advanced settings" />
      <AdvancedSettingsSection owner={{ kind: 'cluster', organizationId, id: clusterId }} label="cluster" />
    </>
  );
}
