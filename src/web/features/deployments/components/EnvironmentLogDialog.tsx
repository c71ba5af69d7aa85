import type { EnvironmentDeployment } from '../../../../contract';
import { formatDateTime } from '../../../lib/format';
import { serviceStates } from '../../../lib/deployments/serviceStates';
import { type LogPaging, LogViewer } from '../../../ui/logs/LogViewer';
import { MessageDialog } from '../../../ui/MessageDialog';
import { LoadingLines, PageState, type QueryState } from '../../../ui/PageState';
import { Stack, Typography } from '../../../ui/primitives';
import { StatusChip } from '../../../ui/status/StatusChip';
import { isLive } from '../model/environmentHistory';
import { partlyRemovedLogText, removedLogText } from '../model/logRetention';
import { actionWords } from '../model/words';
import {
  type EnvironmentDeploymentLog,
  useEarlierEnvironmentLog,
  useLatestEnvironmentLog,
} from './useEnvironmentDeploymentLog';

export interface EnvironmentLogDialogProps {
  open: boolean;
  onClose: () => void;
  environmentName: string;
  deployment: EnvironmentDeployment;
  /** It is the environment's latest deployment (the one the environment's log follows). */
  latest: boolean;
}

/** An environment deployment's log, every service's lines, following new ones while it runs. */
export function EnvironmentLogDialog({
  open,
  onClose,
  environmentName,
  deployment,
  latest,
}: EnvironmentLogDialogProps) {
  const live = latest && isLive(deployment);
  const started = deployment.started_at ?? deployment.created_at;
  const body = {
    live,
    fileName: `${environmentName}-${deployment.action.toLowerCase()}-${started}.txt`,
  };
  return (
    <MessageDialog
      open={open}
      onClose={onClose}
      width="lg"
      title={`Log: ${actionWords[deployment.action]} of ${environmentName}`}
    >
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <StatusChip {...serviceStates[deployment.state]} live="Deployment status" />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Started {formatDateTime(started)}
            {live ? ' · new lines appear as they are written' : ''}
          </Typography>
        </Stack>
        {latest ? (
          <LatestLog deployment={deployment} {...body} />
        ) : (
          <EarlierLog deployment={deployment} {...body} />
        )}
      </Stack>
    </MessageDialog>
  );
}

interface LogBodyProps {
  deployment: EnvironmentDeployment;
  live: boolean;
  fileName: string;
}

/** The latest deployment's log, page by page from the environment's log. */
function LatestLog({ deployment, ...body }: LogBodyProps) {
  const { log, paging } = useLatestEnvironmentLog(deployment);
  return <LogBody log={log} paging={paging} {...body} />;
}

/** An earlier deployment's log, put together from its services' logs. */
function EarlierLog({ deployment, ...body }: LogBodyProps) {
  return <LogBody log={useEarlierEnvironmentLog(deployment)} {...body} />;
}

function LogBody({
  log,
  paging,
  live,
  fileName,
}: {
  log: QueryState<EnvironmentDeploymentLog>;
  paging?: LogPaging;
  live: boolean;
  fileName: string;
}) {
  return (
    <PageState query={log} action="read the log of this deployment" pending={<LoadingLines lines={8} />}>
      {({ entries, removed }) => (
        <LogViewer
          label="Environment log"
          entries={entries}
          fileName={fileName}
          emptyText={
            removed?.all
              ? removedLogText(removed.keptPerService)
              : live
                ? 'Waiting for the first lines…'
                : 'This deployment wrote no log lines.'
          }
          notice={removed && !removed.all ? partlyRemovedLogText(removed) : undefined}
          height={{ xs: 'calc(100vh - 360px)', md: 'min(560px, calc(100vh - 320px))' }}
          paging={paging}
        />
      )}
    </PageState>
  );
}
