import type { AuditEvent } from '../../../../contract';
import { Box, Typography } from '../../../ui/primitives';
import { fieldChangesOf, shownValue } from '../model/diff';

export const diffCellSx = {
  py: 0.5,
  pr: 2,
  verticalAlign: 'top',
  textAlign: 'left',
  fontFamily: 'monospace',
  fontSize: 13,
  overflowWrap: 'anywhere',
} as const;

/** What an event changed, field by field: before and after, a secret's "changed" as the API says it. */
export function EventDiff({ event, id }: { event: AuditEvent; id: string }) {
  const changes = fieldChangesOf(event.change);
  if (changes === undefined)
    return (
      <Typography id={id} variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        {event.change}
      </Typography>
    );
  if (changes.length === 0)
    return (
      <Typography id={id} variant="body2" sx={{ color: 'text.secondary' }}>
        No field changed: the event records the action alone.
      </Typography>
    );
  return (
    <Box
      id={id}
      component="table"
      aria-label={`What changed in ${event.target_name || 'the target'}`}
      sx={{ borderCollapse: 'collapse', width: '100%', tableLayout: 'fixed' }}
    >
      <thead>
        <tr>
          {['Field', 'Before', 'After'].map((header) => (
            <Box
              component="th"
              key={header}
              scope="col"
              sx={{ ...diffCellSx, fontFamily: 'inherit', color: 'text.secondary', fontWeight: 500 }}
            >
              {header}
            </Box>
          ))}
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.field}>
            <Box component="th" scope="row" sx={{ ...diffCellSx, fontWeight: 500 }}>
              {change.field}
            </Box>
            {change.secret ? (
              <Box component="td" colSpan={2} sx={{ ...diffCellSx, fontStyle: 'italic' }}>
                {change.said}
              </Box>
            ) : (
              <>
                <Box component="td" sx={{ ...diffCellSx, color: 'error.main' }}>
                  {shownValue(change.before)}
                </Box>
                <Box component="td" sx={{ ...diffCellSx, color: 'success.main' }}>
                  {shownValue(change.after)}
                </Box>
              </>
            )}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
