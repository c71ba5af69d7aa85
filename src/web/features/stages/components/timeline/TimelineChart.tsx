import { Box, Typography, type Theme } from '../../../../ui/primitives';
import { axisTicks, type Timeline, type TimelinePhase, type TimelinePhaseKind } from '../../model/timeline';
import { tickLabel } from './words';

/** Each phase's fill (a palette path, so it follows the theme): waiting is quiet, building and deploying read apart. */
export const phaseColors: Record<TimelinePhaseKind, string> = {
  queued: 'grey.500',
  build: 'info.main',
  deploy: 'primary.main',
};

/** The critical path's outline, in the theme's text colour (through its CSS variables, so the dark theme has its own). */
export const criticalOutline = (theme: Theme) =>
  `2px solid ${theme.vars?.palette.text.primary ?? theme.palette.text.primary}`;

const NAME_WIDTH = { xs: 96, sm: 160 };
const ROW_HEIGHT = 22;

const percent = (value: number, span: number) => `${(value / span) * 100}%`;

function Bar({ phase, span }: { phase: TimelinePhase; span: number }) {
  return (
    <Box
      data-phase={phase.kind}
      data-critical={phase.critical || undefined}
      sx={{
        position: 'absolute',
        left: percent(phase.start, span),
        width: percent(phase.end - phase.start, span),
        minWidth: 3,
        borderRadius: 0.5,
        bgcolor: phase.failed ? 'error.main' : phaseColors[phase.kind],
        // The critical path reads by its outline and a heavier bar, not by a colour of its own.
        outline: phase.critical ? criticalOutline : 'none',
        outlineOffset: 1,
        top: phase.critical ? 3 : 5,
        bottom: phase.critical ? 3 : 5,
        // What still runs ends in a fading edge: its end is only where it stood at the last answer.
        maskImage: phase.running ? 'linear-gradient(to right, black 70%, transparent)' : 'none',
      }}
    />
  );
}

/** Vertical lines at each tick, behind the bars of a track. */
function Grid({ ticks, span }: { ticks: readonly number[]; span: number }) {
  return ticks.map((tick) => (
    <Box
      key={tick}
      sx={{
        position: 'absolute',
        top: 0,
        bottom: 0,
        left: percent(tick, span),
        borderLeft: 1,
        borderColor: 'divider',
      }}
    />
  ));
}

/**
 * The timeline drawn: a lane per stage, a row per service, each phase a bar on one time axis. Hidden from assistive
 * technology: the table beside it says the same.
 */
export function TimelineChart({ timeline }: { timeline: Timeline }) {
  const ticks = axisTicks(timeline.span);
  // The axis ends on its last tick, so the bars keep their place as the span grows between ticks.
  const span = Math.max(ticks.at(-1) ?? 1000, 1000);
  return (
    <Box aria-hidden data-testid="timeline-chart" sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', mb: 0.5 }}>
        <Box sx={{ width: NAME_WIDTH, flexShrink: 0 }} />
        <Box sx={{ position: 'relative', flex: 1, height: 18, mr: 2 }}>
          {ticks.map((tick) => (
            <Typography
              key={tick}
              variant="caption"
              sx={{
                position: 'absolute',
                left: percent(tick, span),
                transform: 'translateX(-50%)',
                color: 'text.secondary',
                whiteSpace: 'nowrap',
                // The first label starts at the axis rather than across it.
                ...(tick === 0 ? { transform: 'none' } : {}),
              }}
            >
              {tickLabel(tick)}
            </Typography>
          ))}
        </Box>
      </Box>
      {timeline.lanes.map((lane) => (
        <Box key={lane.key} sx={{ borderTop: 1, borderColor: 'divider', py: 0.5 }}>
          <Typography variant="overline" component="div" sx={{ lineHeight: 1.8, color: 'text.secondary' }}>
            {lane.name}
          </Typography>
          {lane.rows.map((row) => (
            <Box key={row.serviceId} sx={{ display: 'flex', alignItems: 'center', height: ROW_HEIGHT }}>
              <Typography
                variant="body2"
                noWrap
                sx={{ width: NAME_WIDTH, flexShrink: 0, pr: 1, fontSize: 13 }}
              >
                {row.name}
              </Typography>
              <Box sx={{ position: 'relative', flex: 1, height: '100%', mr: 2 }}>
                <Grid ticks={ticks} span={span} />
                {row.phases.map((phase) => (
                  <Bar key={phase.id} phase={phase} span={span} />
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  );
}
