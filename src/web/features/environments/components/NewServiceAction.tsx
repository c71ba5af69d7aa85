import AddIcon from '@mui/icons-material/Add';
import { applicationEndpoints } from '../../../../contract';
import { useEnvironmentPermission } from '../../../data/environments/useEnvironmentPermission';
import { useRegisterPageActions } from '../../../lib/pageActions';
import { paths } from '../../../lib/paths';
import { useNavigate } from 'react-router';
import { ActionButton } from '../../../ui/ActionButton';
import { ButtonLink } from '../../../ui/links';

interface NewServiceActionProps {
  organizationId: string;
  projectId: string;
  environmentId: string;
}

/** Opens the new-service catalog; a disabled button saying why when the session may not add services. */
export function NewServiceAction({ organizationId, projectId, environmentId }: NewServiceActionProps) {
  // Every type of service needs the same access to create; applications stand for them all.
  const canCreate = useEnvironmentPermission(applicationEndpoints.create, organizationId, environmentId);
  const navigate = useNavigate();
  const newServicePath = paths.newService(organizationId, projectId, environmentId);
  useRegisterPageActions([
    {
      id: 'environment.newService',
      label: 'New service',
      keywords: 'add create application container database job helm terraform',
      disabledReason: canCreate.allowed ? undefined : canCreate.reason,
      run: () => void navigate(newServicePath),
    },
  ]);
  if (!canCreate.allowed) {
    return (
      <ActionButton variant="contained" startIcon={<AddIcon />} disabledReason={canCreate.reason}>
        New service
      </ActionButton>
    );
  }
  return (
    <ButtonLink variant="contained" startIcon={<AddIcon />} to={newServicePath}>
      New service
    </ButtonLink>
  );
}
