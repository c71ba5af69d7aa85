import { Link as RouterLink } from 'react-router';
import type { ServiceDeployment } from '../../../../contract';
import { formatDateTime, plural } from '../../../lib/format';
import { Box, Stack, Tooltip, Typography } from '../../../ui/primitives';
import { durationBars, type DurationBar } from '../model/durations';
import { formatDuration } from '../model/format';

const CHART_HEIGHT = 88;
const MARK_SIZE = 10;

const startedAt = (deployment: ServiceDeployment) => deployment.started_at ?? deployment.created_at;

function describe(bar: DurationBar): string {
  return `${formatDateTime(startedAt(bar.deployment))}: ${bar.version}, ${bar.state}, ${formatDuration(bar.seconds)}`;
}

/** A failure's mark above its bar, so it reads without telling colours apart. */
function FailureMark() {
  return (
    <svg width={MARK_SIZE} height={MARK_SIZE} viewBox="0 0 10 10" aria-hidden data-mark="failed">
      <path
        d="M1.5 1.5 L8.5 8.5 M8.5 1.5 L1.5 8.5"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
      />
    </svg>
  );
}

function Bar({ bar, longest, path }: { bar: DurationBar; longest: number; path: string }) {
  const share = longest > 0 ? Math.max(bar.seconds / longest, 0.02) : 0.02;
  return (
    <Tooltip
      describeChild
      title={
        <>
          <div>{formatDateTime(startedAt(bar.deployment))}</div>
          <div>{bar.version}</div>
          <div>
            {bar.state}, {formatDuration(bar.seconds)}
          </div>
        </>
      }
    >
      <Box
        component={RouterLink}
        to={path}
        aria-label={describe(bar)}
        data-failed={bar.failed || undefined}
        sx={{
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'flex-end',
          alignItems: 'center',
          color: bar.failed ? 'error.main' : 'primary.main',
          borderRadius: 0.5,
          '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
          '&:focus-visible': {
            outline: (theme) => `2px solid ${theme.vars?.palette.primary.main ?? theme.palette.primary.main}`,
            outlineOffset: 1,
          },
        }}
      >
        {bar.failed ? <FailureMark /> : null}
        <svg width="100%" height={share * (CHART_HEIGHT - MARK_SIZE - 2)} aria-hidden>
          <rect width="100%" height="100%" rx={2} fill="currentColor" />
        </svg>
      </Box>
    </Tooltip>
  );
}

/**
 * How long a service's last deployments took, a bar each, oldest on the left: a build that slowly got slower shows
 * as a slope. Failures are in the error colour and marked with a cross; each bar names its deployment and opens it.
 */
export function DeploymentDurationsChart({
  deployments,
  deploymentPath,
}: {
  /** Newest first, as the history answers. */
  deployments: readonly ServiceDeployment[];
  deploymentPath: (deployment: ServiceDeployment) => string;
}) {
  const bars = durationBars(deployments);
  if (bars.length === 0) return null;
  const longest = Math.max(...bars.map((bar) => bar.seconds));
  const failures = bars.filter((bar) => bar.failed).length;
  return (
    <Stack component="figure" spacing={0.5} aria-labelledby="deployment-durations" sx={{ m: 0 }}>
      <Stack
        direction="row"
        useFlexGap
        spacing={1}
        sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography id="deployment-durations" component="figcaption" variant="subtitle2">
          {bars.length === 1
            ? 'Duration of the last deployment'
            : `Duration of the last ${plural(bars.length, 'deployment')}`}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          Longest {formatDuration(longest)}
          {failures ? `, ${plural(failures, 'failure')} marked ✕` : ''}, oldest on the left
        </Typography>
      </Stack>
      <Box
        role="list"
        aria-label="Deployments by duration"
        sx={{
          display: 'flex',
          alignItems: 'flex-end',
          gap: '2px',
          height: CHART_HEIGHT,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {bars.map((bar) => (
          <Box
            key={bar.deployment.id}
            role="listitem"
            sx={{ flex: '1 1 0', maxWidth: 24, minWidth: 4, height: '100%' }}
          >
            <Bar bar={bar} longest={longest} path={deploymentPath(bar.deployment)} />
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
