import { useState } from 'react';
import { useNavigate } from 'react-router';
import type {
  CloudProviderCredentials,
  ManagedCloudProvider,
  ParsedClusterRequest,
} from '../../../../contract';
import { paths } from '../../../lib/paths';
import { useRouteParam } from '../../../lib/routeParams';
import { PageHeader } from '../../../ui/PageHeader';
import { useClusterAction, useCreateCluster } from '../api/mutations';
import { AddCredentialsDialog } from '../components/AddCredentialsDialog';
import { ClusterWizard } from '../components/ClusterWizard';

export function NewClusterPage() {
  const organizationId = useRouteParam('organizationId');
  const navigate = useNavigate();
  const create = useCreateCluster(organizationId);
  const install = useClusterAction(organizationId, 'install');
  const [adding, setAdding] = useState<ManagedCloudProvider | null>(null);
  const [added, setAdded] = useState<CloudProviderCredentials | null>(null);

  const submit = async (request: ParsedClusterRequest, andInstall: boolean) => {
    const cluster = await create.mutateAsync(request);
    if (andInstall) await install.mutateAsync(cluster).catch(() => undefined);
    await navigate(paths.cluster(organizationId, cluster.id));
  };

  return (
    <>
      <PageHeader
        title="Create a cluster"
        description="Choose a provider and a region, the credentials, the nodes and what the platform installs."
      />
      <ClusterWizard
        organizationId={organizationId}
        onSubmit={submit}
        onAddCredentials={setAdding}
        addedCredentials={added}
      />
      {adding ? (
        <AddCredentialsDialog
          organizationId={organizationId}
          provider={adding}
          open
          onClose={() => setAdding(null)}
          onCreated={setAdded}
        />
      ) : null}
    </>
  );
}
