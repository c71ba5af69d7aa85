import { DataTable } from '../../../../ui/table/DataTable';
import type { Column } from '../../../../ui/table/tableView';
import type { Timeline, TimelinePhaseKind } from '../../model/timeline';
import { durationLabel, phaseWords } from './words';

export interface TimelineTableRow {
  id: string;
  stage: string;
  service: string;
  phase: TimelinePhaseKind;
  start: number;
  duration: number;
  critical: boolean;
  failed: boolean;
  running: boolean;
}

/** Every bar of the timeline as a row, in the order they are drawn. */
export function timelineRows(timeline: Timeline): TimelineTableRow[] {
  return timeline.lanes.flatMap((lane) =>
    lane.rows.flatMap((row) =>
      row.phases.map((phase) => ({
        id: phase.id,
        stage: lane.name,
        service: row.name,
        phase: phase.kind,
        start: phase.start,
        duration: phase.end - phase.start,
        critical: phase.critical,
        failed: phase.failed,
        running: phase.running,
      })),
    ),
  );
}

function phaseText(row: TimelineTableRow): string {
  const words = phaseWords[row.phase];
  if (row.failed) return `${words} (failed)`;
  return row.running ? `${words} (running)` : words;
}

const columns: readonly Column<TimelineTableRow>[] = [
  { id: 'stage', header: 'Stage', render: (row) => row.stage, sortValue: (row) => row.stage },
  {
    id: 'service',
    header: 'Service',
    render: (row) => row.service,
    sortValue: (row) => row.service,
    grow: true,
  },
  { id: 'phase', header: 'Phase', render: phaseText, sortValue: (row) => row.phase },
  {
    id: 'start',
    header: 'Start',
    render: (row) => `+${durationLabel(row.start)}`,
    sortValue: (row) => row.start,
    align: 'right',
  },
  {
    id: 'duration',
    header: 'Duration',
    render: (row) => durationLabel(row.duration),
    sortValue: (row) => row.duration,
    align: 'right',
  },
  {
    id: 'critical',
    header: 'Critical path',
    render: (row) => (row.critical ? 'Yes' : 'No'),
    sortValue: (row) => (row.critical ? 0 : 1),
  },
];

/** The timeline's facts for keyboard and screen-reader users (and anyone who wants the numbers). */
export function TimelineTable({ timeline }: { timeline: Timeline }) {
  return (
    <DataTable
      label="Deployment phases"
      columns={columns}
      rows={timelineRows(timeline)}
      getRowId={(row) => row.id}
      noRowsText="No service has started yet."
    />
  );
}
