import CancelIcon from '@mui/icons-material/DoNotDisturbAltOutlined';
import RedeployIcon from '@mui/icons-material/ReplayOutlined';
import RocketIcon from '@mui/icons-material/RocketLaunchOutlined';
import StopIcon from '@mui/icons-material/StopCircleOutlined';
import UninstallIcon from '@mui/icons-material/LayersClearOutlined';
import { useMemo, type ReactNode } from 'react';
import { environmentDeploymentEndpoints, type Environment } from '../../../../contract';
import { placeOf, usePermission } from '../../../lib/identity';
import { useRegisterPageActions } from '../../../lib/pageActions';
import { headerStatus } from '../../../lib/deployments/headerStatus';
import { useEnvironmentStatuses } from '../../../lib/deployments/statuses';
import { ActionButton } from '../../../ui/ActionButton';
import { ActionMenu } from '../../../ui/ActionMenu';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useDialogTarget } from '../../../ui/useDialogTarget';
import { useEnvironmentAction } from '../api/actions';
import {
  environmentActionRefusal,
  environmentActions,
  environmentServiceCount,
  type EnvironmentActionName,
} from '../model/environmentActions';

const menuActions: { action: Exclude<EnvironmentActionName, 'deploy'>; icon: ReactNode }[] = [
  { action: 'redeploy', icon: <RedeployIcon fontSize="small" /> },
  { action: 'stop', icon: <StopIcon fontSize="small" /> },
  { action: 'cancel', icon: <CancelIcon fontSize="small" /> },
  { action: 'uninstall', icon: <UninstallIcon fontSize="small" /> },
];

/** Deploy the whole environment, and its other actions in a menu; each disabled with its reason when not allowed. */
export function EnvironmentDeploymentActions({ environment }: { environment: Environment }) {
  const permission = usePermission(
    environmentDeploymentEndpoints.deploy,
    environment.organization.id,
    placeOf(environment),
  );
  const statuses = useEnvironmentStatuses(environment.id);
  const refusal = (action: EnvironmentActionName) =>
    environmentActionRefusal(action, environment.name, statuses.data, permission);
  const confirming = useDialogTarget<EnvironmentActionName>();
  const run = useEnvironmentAction(environment, { onSuccess: confirming.close });
  const spec = confirming.target ? environmentActions[confirming.target] : undefined;
  const count = statuses.data ? environmentServiceCount(statuses.data) : 0;
  const statusChip = useMemo(() => headerStatus(environment.id), [environment.id]);
  // Offered once the state of the services is known: an action asked for through the page's address (the palette's
  // Deploy environment on a service's page) runs when first offered, or not at all if offered disabled meanwhile.
  useRegisterPageActions(
    (statuses.data ? (['deploy', 'redeploy', 'stop'] as const) : []).map((action) => ({
      id: `environment.${action}`,
      label: `${environmentActions[action].label} environment ${environment.name}`,
      disabledReason: refusal(action) || undefined,
      run: () => confirming.show(action),
    })),
  );

  return (
    <>
      <ActionButton
        variant="contained"
        startIcon={<RocketIcon />}
        onClick={() => confirming.show('deploy')}
        disabledReason={refusal('deploy')}
        focusFallback={statusChip}
      >
        Deploy environment
      </ActionButton>
      <ActionMenu
        label="More actions"
        items={menuActions.map(({ action, icon }) => ({
          key: action,
          label: environmentActions[action].label,
          icon,
          destructive: environmentActions[action].destructive,
          disabledReason: refusal(action),
          onSelect: () => confirming.show(action),
        }))}
      />
      {spec && confirming.target ? (
        <ConfirmDialog
          open={confirming.open}
          title={spec.question(environment.name)}
          confirmLabel={spec.confirmLabel}
          destructive={spec.destructive}
          onClose={confirming.close}
          focusFallback={statusChip}
          onConfirm={() => run.mutateAsync(confirming.target!)}
        >
          {spec.consequence(environment.name, count)}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
