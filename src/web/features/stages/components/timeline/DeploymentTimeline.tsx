import { useMemo } from 'react';
import type { EnvironmentDeployment } from '../../../../../contract';
import { Box, Stack, Typography } from '../../../../ui/primitives';
import { timelineOf, type Timeline, type TimelinePhaseKind } from '../../model/timeline';
import { criticalOutline, phaseColors, TimelineChart } from './TimelineChart';
import { TimelineTable } from './TimelineTable';
import { durationLabel, phaseWords } from './words';

const legendKinds: readonly TimelinePhaseKind[] = ['queued', 'build', 'deploy'];

function Legend() {
  const swatch = { width: 14, height: 10, borderRadius: 0.5, display: 'inline-block' } as const;
  return (
    <Stack direction="row" useFlexGap spacing={2} aria-hidden sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {legendKinds.map((kind) => (
        <Stack key={kind} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <Box sx={{ ...swatch, bgcolor: phaseColors[kind] }} />
          <Typography variant="caption">{phaseWords[kind]}</Typography>
        </Stack>
      ))}
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
        <Box sx={{ ...swatch, bgcolor: 'error.main' }} />
        <Typography variant="caption">Failed</Typography>
      </Stack>
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
        <Box sx={{ ...swatch, outline: criticalOutline, outlineOffset: 1 }} />
        <Typography variant="caption">Critical path (outlined)</Typography>
      </Stack>
    </Stack>
  );
}

/** The services on the critical path, stage by stage, in words. */
function criticalPathText(timeline: Timeline): string {
  const services = timeline.lanes.flatMap((lane) =>
    lane.rows
      .filter((row) => row.phases.some((phase) => phase.critical))
      .map((row) => `${lane.name}: ${row.name}`),
  );
  return services.length ? `Critical path: ${services.join(', then ')}.` : 'No service has started yet.';
}

/**
 * One deployment of the environment as a Gantt chart: its stages as lanes, each service's queued, build and deploy
 * phases as bars, the chain of phases that set the end time outlined, and the same facts as a table. `now` is when
 * the deployment was read: what still runs ends there, so bars grow with each answer.
 */
export function DeploymentTimeline({ deployment, now }: { deployment: EnvironmentDeployment; now: number }) {
  const timeline = useMemo(() => timelineOf(deployment, now), [deployment, now]);
  const running = deployment.status === 'QUEUED' || deployment.status === 'RUNNING';
  return (
    <Stack spacing={2} component="section" aria-label="Deployment timeline">
      <Stack spacing={0.5}>
        <Typography variant="body2">
          {running ? 'Running for' : 'Took'} {durationLabel(timeline.span)}. {criticalPathText(timeline)}
        </Typography>
        <Legend />
      </Stack>
      <Box sx={{ overflowX: 'auto' }}>
        <TimelineChart timeline={timeline} />
      </Box>
      <TimelineTable timeline={timeline} />
    </Stack>
  );
}
