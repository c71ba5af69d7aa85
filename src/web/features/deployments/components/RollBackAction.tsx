import RollBackIcon from '@mui/icons-material/HistoryOutlined';
import { useQuery } from '@tanstack/react-query';
import {
  serviceDeploymentEndpointsByKind,
  type CommitKind,
  type ServiceDeployment,
} from '../../../../contract';
import { serviceCommitsQueryOptions } from '../../../data/commits/queries';
import { useEnvironmentPermission } from '../../../data/environments/useEnvironmentPermission';
import { formatDateTime } from '../../../lib/format';
import { ActionButton } from '../../../ui/ActionButton';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useDialogTarget } from '../../../ui/useDialogTarget';
import { useServiceAction } from '../api/actions';
import { shortCommit } from './CommitField';

/** A deployment that put a commit in place: deploying that commit again is going back to it. */
export const deployedCommitOf = (deployment: ServiceDeployment): string | null =>
  (deployment.action === 'DEPLOY' || deployment.action === 'REDEPLOY') && deployment.state === 'DEPLOYED'
    ? deployment.version.git_commit_id
    : null;

interface RollBackOptions {
  organizationId: string;
  environmentId: string;
  kind: CommitKind;
  serviceId: string;
  serviceName: string;
  /** The commit that runs now: going back to it would change nothing. */
  runningCommit: string | null;
}

/**
 * "Roll back to this version" on a past deployment of a commit: one click asks, naming the commit, the second
 * deploys that commit again. Returns the button of a row and the dialog to render once.
 */
export function useRollBack(options: RollBackOptions) {
  const { organizationId, environmentId, kind, serviceId, serviceName, runningCommit } = options;
  const permission = useEnvironmentPermission(
    serviceDeploymentEndpointsByKind.application.deploy,
    organizationId,
    environmentId,
  );
  const commits = useQuery(serviceCommitsQueryOptions(kind, serviceId));
  const confirming = useDialogTarget<ServiceDeployment>();
  const deploy = useServiceAction(
    { kind, id: serviceId, name: serviceName },
    { onSuccess: confirming.close },
  );
  const target = confirming.target;
  const commit = target ? deployedCommitOf(target) : null;
  const listed = commits.data?.results.find((entry) => entry.git_commit_id === commit);

  const button = (deployment: ServiceDeployment) => {
    const deployed = deployedCommitOf(deployment);
    if (!deployed || deployed === runningCommit) return null;
    return (
      <ActionButton
        size="small"
        startIcon={<RollBackIcon fontSize="small" />}
        disabledReason={permission.allowed ? undefined : permission.reason}
        onClick={() => confirming.show(deployment)}
        aria-label={`Roll back to this version: commit ${shortCommit(deployed)}`}
      >
        Roll back to this version
      </ActionButton>
    );
  };

  const dialog = (
    <ConfirmDialog
      open={confirming.open}
      title={`Roll back ${serviceName}?`}
      confirmLabel={commit ? `Deploy ${shortCommit(commit)}` : 'Deploy'}
      onClose={confirming.close}
      onConfirm={() =>
        commit ? deploy.mutateAsync({ action: 'deploy', body: { git_commit_id: commit } }) : undefined
      }
    >
      {commit && target
        ? `This deploys commit ${shortCommit(commit)}${listed ? ` "${listed.message}"` : ''} again, as deployed on ${formatDateTime(
            target.created_at,
          )}. The commit that runs now is replaced once it is up.`
        : null}
    </ConfirmDialog>
  );
  return { button, dialog };
}
