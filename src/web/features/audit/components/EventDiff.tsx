import type { AuditEvent } from '../../../../contract';
import { Box, Typography } from '../../../ui/primitives';
import { fieldChangesOf, shownValue } from '../model/diff';
import { diffCellSx, DiffTable, FieldName } from './DiffTable';

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
    <DiffTable
      id={id}
      label={`What changed in ${event.target_name || 'the target'}`}
      headers={['Field', 'Before', 'After']}
    >
      {changes.map((change) => (
        <tr key={change.field}>
          <Box component="th" scope="row" sx={{ ...diffCellSx, fontWeight: 500 }}>
            <FieldName field={change.field} />
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
    </DiffTable>
  );
}
