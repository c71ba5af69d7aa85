import RestartIcon from '@mui/icons-material/RestartAltOutlined';
import RocketIcon from '@mui/icons-material/RocketLaunchOutlined';
import StopIcon from '@mui/icons-material/StopCircleOutlined';
import type { ReactNode } from 'react';
import { environmentDeploymentEndpoints } from '../../../../contract';
import { useEnvironmentPermission } from '../../../data/environments/useEnvironmentPermission';
import { useEnvironmentStatuses } from '../../../lib/deployments/statuses';
import { ActionButton } from '../../../ui/ActionButton';
import { Deferred } from '../../../ui/Deferred';
import { usePreloadWhenIdle } from '../../../ui/lazyWithPreload';
import { useDialogTarget } from '../../../ui/useDialogTarget';
import {
  selectedServicesActionNames,
  selectedServicesActions,
  selectedServicesRefusal,
  type ChosenService,
  type SelectedServicesActionName,
} from '../model/selectedServicesActions';
import { LazySelectedServicesDialog } from './lazyDialogs';

const icons: Record<SelectedServicesActionName, ReactNode> = {
  deploy: <RocketIcon />,
  restart: <RestartIcon />,
  stop: <StopIcon />,
};

interface SelectedServicesActionsProps {
  organizationId: string;
  environmentId: string;
  services: readonly ChosenService[];
  /** Once the API accepted an action: the table lets go of its selection. */
  onDone: () => void;
}

/**
 * Deploy, Restart and Stop for the services chosen in an environment's table, each disabled with its reason (access,
 * a deployment under way, the services it does not apply to), each asking before it runs.
 */
export function SelectedServicesActions({
  organizationId,
  environmentId,
  services,
  onDone,
}: SelectedServicesActionsProps) {
  const permission = useEnvironmentPermission(
    environmentDeploymentEndpoints.deployServices,
    organizationId,
    environmentId,
  );
  const statuses = useEnvironmentStatuses(environmentId);
  // The dialog keeps naming what was chosen when it opened, also while it fades out.
  const confirming = useDialogTarget<{
    action: SelectedServicesActionName;
    services: readonly ChosenService[];
  }>();
  usePreloadWhenIdle([LazySelectedServicesDialog], permission.allowed);

  return (
    <>
      {selectedServicesActionNames.map((action) => {
        const spec = selectedServicesActions[action];
        return (
          <ActionButton
            key={action}
            size="small"
            variant="outlined"
            color={spec.destructive ? 'error' : 'primary'}
            startIcon={icons[action]}
            onClick={() => confirming.show({ action, services })}
            disabledReason={selectedServicesRefusal(action, services, statuses.data, permission)}
          >
            {spec.label}
          </ActionButton>
        );
      })}
      <Deferred when={confirming.target !== undefined}>
        {confirming.target ? (
          <LazySelectedServicesDialog
            environmentId={environmentId}
            action={confirming.target.action}
            services={confirming.target.services}
            open={confirming.open}
            onClose={confirming.close}
            onDone={() => {
              confirming.close();
              onDone();
            }}
          />
        ) : null}
      </Deferred>
    </>
  );
}
