import { useMemo, useState } from 'react';
import type { VariableResponse } from '../../../../contract';
import { plural } from '../../../lib/format';
import { ActionsDialog } from '../../../ui/ActionsDialog';
import { describeError } from '../../../ui/errors';
import { OutlinedField } from '../../../ui/OutlinedField';
import { Alert, Box, Button, Stack, Typography } from '../../../ui/primitives';
import {
  createVariable,
  deleteVariable,
  editRequestOf,
  editVariable,
  runEach,
  useRefreshAfterChange,
} from '../api/saveVariables';
import { formatDotenv } from '../model/dotenv';
import type { VariableLevel } from '../model/levels';
import { diffRaw, type RawChange, type RawDiff } from '../model/rawDiff';
import { isRawEditable } from '../model/rows';

const monospace = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 };

/**
 * The page's own plain variables as one `.env` text to edit at once. Saving first shows what would be created,
 * changed and deleted; secrets, files, aliases and inherited variables stay out of the text and as they are.
 */
export function RawEditor({
  variables,
  level,
  canWrite,
}: {
  variables: readonly VariableResponse[];
  level: VariableLevel;
  canWrite: boolean;
}) {
  const editable = useMemo(
    () =>
      variables
        .filter((variable) => isRawEditable(variable, level))
        .map((variable) => ({ id: variable.id, key: variable.key, value: variable.value ?? '' }))
        .sort((a, b) => a.key.localeCompare(b.key)),
    [variables, level],
  );
  const reserved = useMemo(
    () =>
      new Set(
        variables.filter((variable) => !isRawEditable(variable, level)).map((variable) => variable.key),
      ),
    [variables, level],
  );
  const [startedFrom, setStartedFrom] = useState(editable);
  const [text, setText] = useState(() => formatDotenv(editable));
  const [diff, setDiff] = useState<RawDiff | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // After a save the lists are read again: the text and its baseline follow them once, as saved.
  const [adoptNext, setAdoptNext] = useState(false);
  if (adoptNext && startedFrom !== editable) {
    setAdoptNext(false);
    setStartedFrom(editable);
    setText(formatDotenv(editable));
  }
  const refresh = useRefreshAfterChange();
  const byId = new Map(variables.map((variable) => [variable.id, variable]));

  const save = async (changes: RawDiff) => {
    setSaving(true);
    setFailure(null);
    const failures = [
      ...(await runEach(changes.creates, (change) =>
        createVariable({
          key: change.key,
          value: change.after ?? '',
          is_secret: false,
          variable_scope: level.scope,
          variable_parent_id: level.parentId,
        }),
      )),
      ...(await runEach(changes.updates, (change) =>
        editVariable(change.id, editRequestOf(byId.get(change.id)!, { value: change.after ?? '' })),
      )),
      ...(await runEach(changes.deletes, (change) => deleteVariable(change.id))),
    ];
    setAdoptNext(true);
    await refresh();
    setSaving(false);
    if (failures.length > 0) {
      const first = describeError(failures[0]!.error, `save ${failures[0]!.item.key}`);
      setFailure(`${plural(failures.length, 'change')} could not be saved. ${first.title}`);
      return;
    }
    setDiff(null);
  };

  const outdated = startedFrom !== editable && !saving;
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        One KEY=value per line, for the plain variables of {level.label.toLowerCase()}. Secrets, files,
        aliases and inherited variables are not in the text and stay as they are.
      </Typography>
      {outdated ? (
        <Alert
          severity="info"
          action={
            <Button
              size="small"
              onClick={() => {
                setStartedFrom(editable);
                setText(formatDotenv(editable));
              }}
            >
              Reload
            </Button>
          }
        >
          The variables changed since the text was made; reload it to start from them.
        </Alert>
      ) : null}
      <OutlinedField
        label="Variables as text"
        value={text}
        onChange={(event) => setText(event.target.value)}
        multiline
        minRows={12}
        disabled={!canWrite}
        htmlInput={{ spellCheck: false, style: monospace }}
      />
      <Stack direction="row" spacing={1}>
        <Button
          variant="contained"
          disabled={!canWrite}
          onClick={() => setDiff(diffRaw(startedFrom, text, reserved))}
        >
          Review changes
        </Button>
        <Button onClick={() => setText(formatDotenv(startedFrom))}>Discard edits</Button>
      </Stack>
      {diff ? (
        <ActionsDialog
          open
          title="Review changes"
          onClose={() => setDiff(null)}
          actions={[
            { label: 'Keep editing', onClick: () => setDiff(null) },
            {
              label: diff.unchanged ? 'Nothing to save' : `Save ${plural(changeCount(diff), 'change')}`,
              onClick: () => void save(diff),
              primary: true,
              disabled: diff.unchanged || diff.problems.length > 0,
              loading: saving,
            },
          ]}
        >
          <DiffPreview diff={diff} failure={failure} />
        </ActionsDialog>
      ) : null}
    </Stack>
  );
}

const changeCount = (diff: RawDiff) => diff.creates.length + diff.updates.length + diff.deletes.length;

function DiffPreview({ diff, failure }: { diff: RawDiff; failure: string | null }) {
  return (
    <Stack spacing={1.5}>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      {diff.problems.length > 0 ? (
        <Alert severity="error">
          Fix these lines first:
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {diff.problems.map((problem) => (
              <li key={`${problem.line}-${problem.message}`}>{problem.message}</li>
            ))}
          </Box>
        </Alert>
      ) : null}
      {diff.unchanged && diff.problems.length === 0 ? (
        <Typography variant="body2">The text holds the same variables as now.</Typography>
      ) : null}
      <ChangeList title="Created" sign="+" color="success.main" changes={diff.creates} />
      <ChangeList title="Changed" sign="~" color="warning.main" changes={diff.updates} />
      <ChangeList title="Deleted" sign="−" color="error.main" changes={diff.deletes} />
    </Stack>
  );
}

function ChangeList({
  title,
  sign,
  color,
  changes,
}: {
  title: string;
  sign: string;
  color: string;
  changes: readonly RawChange[];
}) {
  if (changes.length === 0) return null;
  return (
    <Box component="section" aria-label={`${title} (${changes.length})`}>
      <Typography variant="subtitle2">
        {title} ({changes.length})
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', ...monospace }}>
        {changes.map((change) => (
          <Box component="li" key={change.key} sx={{ py: 0.25, overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ color, fontWeight: 700, mr: 1 }} aria-hidden>
              {sign}
            </Box>
            <strong>{change.key}</strong>
            {change.before !== undefined && change.after !== undefined ? (
              <>
                :{' '}
                <Box component="del" sx={{ color: 'text.secondary' }}>
                  {change.before}
                </Box>{' '}
                → {change.after}
              </>
            ) : change.after !== undefined ? (
              <>={change.after}</>
            ) : null}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
