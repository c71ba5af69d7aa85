import CancelIcon from '@mui/icons-material/DoNotDisturbAltOutlined';
import RedeployIcon from '@mui/icons-material/ReplayOutlined';
import RestartIcon from '@mui/icons-material/RestartAltOutlined';
import RocketIcon from '@mui/icons-material/RocketLaunchOutlined';
import StopIcon from '@mui/icons-material/StopCircleOutlined';
import UninstallIcon from '@mui/icons-material/LayersClearOutlined';
import { useMemo, useState, type ReactNode } from 'react';
import { serviceDeploymentEndpointsByKind, type AnyService, type ServiceKind } from '../../../../contract';
import { useEnvironmentPermission } from '../../../data/environments/useEnvironmentPermission';
import { useRegisterPageActions } from '../../../lib/pageActions';
import { headerStatus, headerStatusId } from '../../../lib/deployments/headerStatus';
import { useServiceStatus } from '../../../lib/deployments/statuses';
import { ActionButton } from '../../../ui/ActionButton';
import { ActionMenu } from '../../../ui/ActionMenu';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Deferred } from '../../../ui/Deferred';
import { usePreloadWhenIdle } from '../../../ui/lazyWithPreload';
import { useDialogTarget } from '../../../ui/useDialogTarget';
import { useServiceAction } from '../api/actions';
import { serviceActionRefusal, serviceActions, type ServiceActionName } from '../model/serviceActions';
import { LazyDeployServiceDialog } from './lazyDialogs';
import { needsRedeploy, redeployReason } from '../../../lib/deployments/redeployNeeded';
import { ServiceStatusChip } from '../../../lib/deployments/StatusChips';
import { Stack, Typography } from '../../../ui/primitives';

const menuActions: { action: Exclude<ServiceActionName, 'deploy'>; icon: ReactNode }[] = [
  { action: 'redeploy', icon: <RedeployIcon fontSize="small" /> },
  { action: 'restart', icon: <RestartIcon fontSize="small" /> },
  { action: 'stop', icon: <StopIcon fontSize="small" /> },
  { action: 'cancel', icon: <CancelIcon fontSize="small" /> },
  { action: 'uninstall', icon: <UninstallIcon fontSize="small" /> },
];

/** The actions the command palette offers on a service's page, the usual ones first. */
const paletteActions: ServiceActionName[] = ['deploy', 'restart', 'redeploy', 'stop'];

interface ServiceDeploymentActionsProps {
  organizationId: string;
  environmentId: string;
  kind: ServiceKind;
  service: AnyService;
}

/** The service's state, Deploy, and the other actions in a menu, each disabled with its reason when not allowed. */
export function ServiceDeploymentActions({
  organizationId,
  environmentId,
  kind,
  service,
}: ServiceDeploymentActionsProps) {
  // Every action needs the same Deploy access.
  const permission = useEnvironmentPermission(
    serviceDeploymentEndpointsByKind.application.deploy,
    organizationId,
    environmentId,
  );
  const status = useServiceStatus(environmentId, service.id);
  const subject = { kind, id: service.id, name: service.name };
  const refusal = (action: ServiceActionName) =>
    serviceActionRefusal(action, subject, status.data, permission);
  const [deploying, setDeploying] = useState<boolean>();
  const confirming = useDialogTarget<Exclude<ServiceActionName, 'deploy'>>();
  const run = useServiceAction(subject, { onSuccess: confirming.close });
  usePreloadWhenIdle([LazyDeployServiceDialog], permission.allowed);
  const redeployNeeded = needsRedeploy(status.data);
  useRegisterPageActions(
    paletteActions.map((action) => ({
      id: `service.${action}`,
      label: `${serviceActions[action].label} ${service.name}${
        action === 'redeploy' && redeployNeeded ? ' (redeploy needed)' : ''
      }`,
      disabledReason: refusal(action) || undefined,
      run: () => (action === 'deploy' ? setDeploying(true) : confirming.show(action)),
    })),
  );

  const spec = confirming.target ? serviceActions[confirming.target] : undefined;
  const statusChip = useMemo(() => headerStatus(service.id), [service.id]);
  return (
    <Stack spacing={0.75} sx={{ alignItems: { xs: 'flex-start', sm: 'flex-end' } }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <ServiceStatusChip
          environmentId={environmentId}
          serviceId={service.id}
          live="Service status"
          id={headerStatusId(service.id)}
        />
        {redeployNeeded ? (
          <ActionButton
            variant="outlined"
            startIcon={<RedeployIcon />}
            onClick={() => confirming.show('redeploy')}
            disabledReason={refusal('redeploy')}
          >
            Redeploy
          </ActionButton>
        ) : null}
        <ActionButton
          variant="contained"
          startIcon={<RocketIcon />}
          onClick={() => setDeploying(true)}
          disabledReason={refusal('deploy')}
          focusFallback={statusChip}
        >
          Deploy
        </ActionButton>
        <ActionMenu
          label="More actions"
          items={menuActions.map(({ action, icon }) => ({
            key: action,
            label: serviceActions[action].label,
            icon,
            destructive: serviceActions[action].destructive,
            disabledReason: refusal(action),
            onSelect: () => confirming.show(action),
          }))}
        />
      </Stack>
      {redeployNeeded ? (
        <Typography variant="caption" role="note" sx={{ color: 'text.secondary', maxWidth: 440 }}>
          {redeployReason(status.data?.configuration_changes)}
        </Typography>
      ) : null}
      <Deferred when={deploying !== undefined}>
        <LazyDeployServiceDialog
          kind={kind}
          service={service}
          open={deploying === true}
          onClose={() => setDeploying(false)}
          focusFallback={statusChip}
        />
      </Deferred>
      {spec && confirming.target ? (
        <ConfirmDialog
          open={confirming.open}
          title={spec.question(subject)}
          confirmLabel={spec.confirmLabel}
          destructive={spec.destructive}
          onClose={confirming.close}
          focusFallback={statusChip}
          onConfirm={() => run.mutateAsync({ action: confirming.target! })}
        >
          {spec.consequence(subject, status.data)}
        </ConfirmDialog>
      ) : null}
    </Stack>
  );
}
