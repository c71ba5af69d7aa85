import type {
  ConfigurationChangeKind,
  ConfigurationFieldChange,
  ConfigurationSubjectChange,
  EnvironmentConfigurationAt,
} from '../../../../contract';
import { formatDateTime } from '../../../lib/format';
import { EmptyState } from '../../../ui/EmptyState';
import { Alert, Box, Chip, Stack, Typography } from '../../../ui/primitives';
import { shownValue } from '../model/diff';
import { targetTypeWords } from '../model/words';
import { diffCellSx, DiffTable, FieldName } from './DiffTable';

const changeWords: Record<ConfigurationChangeKind, string> = {
  ADDED: 'Added',
  REMOVED: 'Removed',
  CHANGED: 'Changed',
};
const changeColors = { ADDED: 'success', REMOVED: 'error', CHANGED: 'default' } as const;

function ChangeBadge({ change }: { change: ConfigurationChangeKind }) {
  return <Chip size="small" variant="outlined" color={changeColors[change]} label={changeWords[change]} />;
}

const secretWords: Record<ConfigurationChangeKind, string> = {
  ADDED: 'Secret added (its value is never shown)',
  REMOVED: 'Secret removed (its value is never shown)',
  CHANGED: 'Secret value changed (its value is never shown)',
};

function FieldRow({ change }: { change: ConfigurationFieldChange }) {
  return (
    <tr>
      <Box component="th" scope="row" sx={{ ...diffCellSx, fontWeight: 500 }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 0.5, sm: 1 }}
          sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}
        >
          <FieldName field={change.field} />
          {change.change === 'CHANGED' ? null : <ChangeBadge change={change.change} />}
        </Stack>
      </Box>
      {change.secret ? (
        <Box component="td" colSpan={2} sx={{ ...diffCellSx, fontStyle: 'italic' }}>
          {secretWords[change.change]}
        </Box>
      ) : (
        <>
          <Box component="td" sx={{ ...diffCellSx, color: 'error.main' }}>
            {change.change === 'ADDED' ? '—' : shownValue(change.before)}
          </Box>
          <Box component="td" sx={{ ...diffCellSx, color: 'success.main' }}>
            {change.change === 'REMOVED' ? '—' : shownValue(change.after)}
          </Box>
        </>
      )}
    </tr>
  );
}

function SubjectChanges({ subject }: { subject: ConfigurationSubjectChange }) {
  const titleId = `configuration-change-${subject.id}`;
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id={titleId} variant="h3" component="h3">
          {subject.name}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {targetTypeWords[subject.kind]}
        </Typography>
        <ChangeBadge change={subject.change} />
      </Stack>
      {subject.fields.length === 0 ? null : (
        <DiffTable label={`Changes to ${subject.name}`} headers={['Field', 'Then', 'Now']}>
          {subject.fields.map((change) => (
            <FieldRow key={change.field} change={change} />
          ))}
        </DiffTable>
      )}
    </Box>
  );
}

/** What changed from a past moment to now, per record and field, rebuilt from the audit log. */
export function ConfigurationChanges({ answer }: { answer: EnvironmentConfigurationAt }) {
  const since = formatDateTime(answer.timestamp);
  return (
    <Stack spacing={2}>
      {answer.complete ? null : (
        <Alert severity="warning" variant="outlined">
          The audit log keeps events from {formatDateTime(answer.oldest_retained_event_at)} on: changes made
          before then are not known, so this comparison may miss some.
        </Alert>
      )}
      {answer.changes_since.length === 0 ? (
        <EmptyState
          title={`Nothing changed since ${since}`}
          description="The environment, its services and their variables are configured as they were then."
          level={3}
        />
      ) : (
        answer.changes_since.map((subject) => <SubjectChanges key={subject.id} subject={subject} />)
      )}
    </Stack>
  );
}
