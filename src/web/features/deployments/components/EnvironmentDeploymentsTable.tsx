import ExpandIcon from '@mui/icons-material/ChevronRight';
import LogIcon from '@mui/icons-material/ReceiptLongOutlined';
import BoardIcon from '@mui/icons-material/ViewWeekOutlined';
import type { EnvironmentDeployment } from '../../../../contract';
import { formatDateTime } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { ActionIconButton } from '../../../ui/ActionButton';
import { ButtonLink } from '../../../ui/links';
import { Box, Button, Stack, Typography } from '../../../ui/primitives';
import { DataTable } from '../../../ui/table/DataTable';
import type { Column } from '../../../ui/table/tableView';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { isLive, serviceOutcome } from '../model/environmentHistory';
import { secondsBetween, triggerCell } from '../model/format';
import { actionColumn, durationColumn, stateColumn } from './deploymentColumns';
import { EnvironmentDeploymentProgress } from './EnvironmentDeploymentProgress';
import { useNow } from './useNow';

interface EnvironmentDeploymentsTableProps {
  organizationId: string;
  projectId: string;
  deployments: readonly EnvironmentDeployment[];
  /** The deployment whose stages are shown under its row. */
  openId: string | null;
  onToggle: (deployment: EnvironmentDeployment) => void;
  onViewLog: (deployment: EnvironmentDeployment) => void;
}

const startedAt = (deployment: EnvironmentDeployment) => deployment.started_at ?? deployment.created_at;
const detailId = (deployment: EnvironmentDeployment) => `environment-deployment-${deployment.id}`;

/** An environment's deployments, newest first: each opens its stages under its row and its log in a dialog. */
export function EnvironmentDeploymentsTable({
  organizationId,
  projectId,
  deployments,
  openId,
  onToggle,
  onViewLog,
}: EnvironmentDeploymentsTableProps) {
  const now = useNow(deployments.some(isLive));
  const columns: Column<EnvironmentDeployment>[] = [
    {
      id: 'started',
      header: 'Started',
      render: (deployment) => {
        const open = deployment.id === openId;
        return (
          <Button
            size="small"
            onClick={() => onToggle(deployment)}
            aria-expanded={open}
            aria-controls={open ? detailId(deployment) : undefined}
            startIcon={
              <ExpandIcon
                sx={{ transition: 'transform 150ms', transform: open ? 'rotate(90deg)' : 'none' }}
              />
            }
            sx={{ ml: -1, fontWeight: 500, whiteSpace: 'nowrap' }}
          >
            {formatDateTime(startedAt(deployment))}
          </Button>
        );
      },
    },
    actionColumn(false),
    stateColumn(false),
    durationColumn(
      (deployment) =>
        deployment.total_duration_sec ?? secondsBetween(deployment.started_at, deployment.ended_at, now),
      false,
    ),
    {
      id: 'triggeredBy',
      header: 'Triggered by',
      hideBelow: 'lg',
      render: (deployment) => triggerCell(deployment.triggered_by, deployment.origin),
    },
    {
      id: 'services',
      header: 'Services',
      hideBelow: 'sm',
      render: (deployment) => {
        const { total, failed } = serviceOutcome(deployment);
        return (
          <>
            {total}
            {failed > 0 ? (
              <Typography component="span" variant="body2" sx={{ color: 'error.main', fontWeight: 500 }}>
                {` · ${failed} failed`}
              </Typography>
            ) : null}
          </>
        );
      },
    },
  ];
  return (
    <DataTable
      label="Deployment history"
      columns={[
        ...columns,
        {
          id: 'log',
          header: <VisuallyHidden>Log</VisuallyHidden>,
          align: 'right',
          width: 1,
          // Narrow screens have no room for it: the row opened offers it instead.
          hideBelow: 'sm',
          render: (deployment) => (
            <ActionIconButton
              label="View log"
              icon={<LogIcon fontSize="small" />}
              onClick={() => onViewLog(deployment)}
            />
          ),
        },
      ]}
      rows={deployments}
      getRowId={(deployment) => deployment.id}
      rowDetail={(deployment) =>
        deployment.id === openId ? (
          <Stack
            id={detailId(deployment)}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ pl: { sm: 3 }, alignItems: { xs: 'stretch', sm: 'flex-start' } }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <EnvironmentDeploymentProgress
                organizationId={organizationId}
                projectId={projectId}
                deployment={deployment}
                variant="stages"
              />
            </Box>
            <Stack direction="row" spacing={1} sx={{ alignSelf: 'flex-start', flexShrink: 0 }}>
              <ButtonLink
                size="small"
                startIcon={<BoardIcon />}
                to={paths.environmentStages(
                  organizationId,
                  projectId,
                  deployment.environment_id,
                  deployment.id,
                )}
              >
                Open on the stage board
              </ButtonLink>
              <Button
                size="small"
                startIcon={<LogIcon />}
                onClick={() => onViewLog(deployment)}
                // Wider screens have it in the row.
                sx={{ display: { sm: 'none' } }}
              >
                View log
              </Button>
            </Stack>
          </Stack>
        ) : null
      }
    />
  );
}
