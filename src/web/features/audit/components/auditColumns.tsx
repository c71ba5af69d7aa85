import ExpandIcon from '@mui/icons-material/ChevronRight';
import type { AuditEvent } from '../../../../contract';
import { formatDateTime } from '../../../lib/format';
import { TextLink } from '../../../ui/links';
import { Box, Button, Typography } from '../../../ui/primitives';
import type { Column } from '../../../ui/table/tableView';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { targetLinkOf } from '../model/targetLink';
import { eventTypeWords, originWords, subTargetTypeWords, targetTypeWords } from '../model/words';

export const diffIdOf = (event: AuditEvent) => `audit-event-${event.id}`;

const captionSx = { color: 'text.secondary', display: 'block' } as const;

/** The columns of a table of events; the time opens the row's diff. */
export function auditColumns({
  organizationId,
  openIds,
  onToggle,
  deleted,
  showPlace = true,
}: {
  organizationId: string;
  openIds: ReadonlySet<string>;
  onToggle: (event: AuditEvent) => void;
  /** The targets deleted by an event read: no link leads to them. */
  deleted: ReadonlySet<string>;
  /** The project and environment column; a project's or environment's own activity may leave it out. */
  showPlace?: boolean;
}): Column<AuditEvent>[] {
  const columns: Column<AuditEvent>[] = [
    {
      id: 'time',
      header: 'Time',
      render: (event) => {
        const open = openIds.has(event.id);
        return (
          <Button
            size="small"
            onClick={() => onToggle(event)}
            aria-expanded={open}
            aria-controls={open ? diffIdOf(event) : undefined}
            sx={{ whiteSpace: 'nowrap', ml: -1 }}
            startIcon={
              <ExpandIcon
                sx={{ transition: 'transform 150ms', transform: open ? 'rotate(90deg)' : 'none' }}
              />
            }
          >
            <time dateTime={event.timestamp}>{formatDateTime(event.timestamp)}</time>
            <VisuallyHidden>, what changed</VisuallyHidden>
          </Button>
        );
      },
    },
    {
      id: 'who',
      header: 'By',
      render: (event) => (
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" noWrap title={event.triggered_by ?? undefined}>
            {event.triggered_by ?? 'Unknown'}
          </Typography>
          <Typography variant="caption" sx={captionSx}>
            {originWords[event.origin]}
          </Typography>
        </Box>
      ),
    },
    {
      id: 'action',
      header: 'Action',
      render: (event) => (
        <>
          <Typography variant="body2">{eventTypeWords[event.event_type]}</Typography>
          {event.sub_target_type ? (
            <Typography variant="caption" sx={captionSx}>
              {subTargetTypeWords[event.sub_target_type]}
            </Typography>
          ) : null}
        </>
      ),
    },
    {
      id: 'target',
      header: 'Target',
      grow: true,
      render: (event) => {
        const to = targetLinkOf(organizationId, event, deleted);
        const name = event.target_name || '(no name)';
        return (
          <Box sx={{ minWidth: 0 }}>
            {to ? (
              <TextLink to={to} truncate={name}>
                {name}
              </TextLink>
            ) : (
              <Typography variant="body2" noWrap title={name}>
                {name}
              </Typography>
            )}
            <Typography variant="caption" sx={captionSx}>
              {targetTypeWords[event.target_type]}
            </Typography>
          </Box>
        );
      },
    },
  ];
  if (!showPlace) return columns;
  return [
    ...columns,
    {
      id: 'place',
      header: 'Project / environment',
      hideBelow: 'md',
      render: (event) =>
        event.project_id ? (
          <>
            <Typography variant="body2" noWrap>
              {event.project_name || 'Deleted project'}
            </Typography>
            {event.environment_id ? (
              <Typography variant="caption" sx={captionSx} noWrap>
                {event.environment_name || 'Deleted environment'}
              </Typography>
            ) : null}
          </>
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Organization
          </Typography>
        ),
    },
  ];
}
