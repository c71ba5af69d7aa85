import { useMemo, useState } from 'react';
import type { VariableResponse } from '../../../../contract';
import { plural } from '../../../lib/format';
import { ActionsDialog } from '../../../ui/ActionsDialog';
import { describeError } from '../../../ui/errors';
import { FilePickerButton } from '../../../ui/FilePickerButton';
import { InlineCheckbox } from '../../../ui/InlineCheckbox';
import { InlineSelect } from '../../../ui/InlineSelect';
import { MaskedValue } from '../../../ui/MaskedValue';
import { OutlinedField } from '../../../ui/OutlinedField';
import { Alert, Box, Stack, Typography } from '../../../ui/primitives';
import type { Column } from '../../../ui/table/tableView';
import { useTableView } from '../../../ui/table/useTableView';
import { ToggleSwitch } from '../../../ui/ToggleSwitch';
import { VirtualTable } from '../../../ui/table/VirtualTable';
import { importVariables, useRefreshAfterChange } from '../api/saveVariables';
import { parseDotenv, type DotenvProblem } from '../model/dotenv';
import { existingAt, importOutcome, planImport, type ImportPlanRow } from '../model/importPlan';
import type { VariableContext, VariableLevel } from '../model/levels';

type Step =
  | { name: 'source' }
  | { name: 'review'; rows: ImportPlanRow[]; problems: DotenvProblem[] }
  | { name: 'done'; imported: string[]; skipped: string[]; total: number };

/**
 * Imports a `.env` file: paste or choose it, review each row (its scope, secret or not, left out or not) with an
 * overwrite switch, then read what was imported and what was left as it was.
 */
export function ImportDialog({
  open,
  onClose,
  context,
  levels,
  variables,
}: {
  open: boolean;
  onClose: () => void;
  context: VariableContext;
  levels: readonly VariableLevel[];
  variables: readonly VariableResponse[];
}) {
  const [text, setText] = useState('');
  const [step, setStep] = useState<Step>({ name: 'source' });
  const [overwrite, setOverwrite] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const refresh = useRefreshAfterChange();

  const review = () => {
    const parsed = parseDotenv(text);
    setStep({
      name: 'review',
      rows: planImport(parsed.entries, levels.length - 1),
      problems: parsed.problems,
    });
  };

  const send = async (rows: ImportPlanRow[]) => {
    const chosen = rows.filter((row) => row.included);
    setSending(true);
    setFailure(null);
    try {
      const ownLevel = levels.at(-1)!;
      const answer = await importVariables(
        chosen.map((row) => ({
          name: row.key,
          value: row.value,
          level: levels[row.level]!,
          isSecret: row.isSecret,
        })),
        overwrite,
        {
          service: context.service ? { id: context.service.id, scope: ownLevel.scope } : undefined,
          existing: variables,
        },
      );
      setStep({ name: 'done', ...importOutcome(chosen, answer) });
      await refresh();
    } catch (error) {
      const described = describeError(error, 'import these variables');
      setFailure([described.title, described.detail].filter(Boolean).join(' '));
    } finally {
      setSending(false);
    }
  };

  if (step.name === 'source')
    return (
      <ActionsDialog
        open={open}
        onClose={onClose}
        title="Import a .env file"
        actions={[
          { label: 'Cancel', onClick: onClose },
          { label: 'Review', onClick: review, primary: true, disabled: text.trim() === '' },
        ]}
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Paste KEY=value lines or choose a file. You review every variable, its scope and whether it is a
            secret before anything is saved.
          </Typography>
          <Box>
            <FilePickerButton label="Choose a file" accept=".env,.txt,text/plain" onText={setText} />
          </Box>
          <OutlinedField
            label=".env content"
            value={text}
            onChange={(event) => setText(event.target.value)}
            multiline
            minRows={8}
            htmlInput={{ spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } }}
          />
        </Stack>
      </ActionsDialog>
    );

  if (step.name === 'done')
    return (
      <ActionsDialog
        open={open}
        onClose={onClose}
        title="Import finished"
        actions={[{ label: 'Close', onClick: onClose, primary: true }]}
      >
        <Stack spacing={1.5} role="status">
          <Alert severity={step.imported.length > 0 ? 'success' : 'info'}>
            Imported {step.imported.length} of {plural(step.total, 'variable')}.
          </Alert>
          {step.imported.length > 0 ? (
            <Typography variant="body2">
              Imported: <KeyList keys={step.imported} />
            </Typography>
          ) : null}
          {step.skipped.length > 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Left as they were (already defined; switch on Overwrite to replace them):{' '}
              <KeyList keys={step.skipped} />
            </Typography>
          ) : null}
        </Stack>
      </ActionsDialog>
    );

  const { rows, problems } = step;
  const update = (index: number, change: Partial<ImportPlanRow>) =>
    setStep({ ...step, rows: rows.map((row, at) => (at === index ? { ...row, ...change } : row)) });
  const included = rows.filter((row) => row.included).length;
  return (
    <ActionsDialog
      open={open}
      onClose={onClose}
      title="Review the import"
      width="lg"
      actions={[
        { label: 'Back', onClick: () => setStep({ name: 'source' }) },
        {
          label: `Import ${plural(included, 'variable')}`,
          onClick: () => void send(rows),
          primary: true,
          disabled: included === 0,
          loading: sending,
        },
      ]}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        {problems.length > 0 ? (
          <Alert severity="warning">
            {plural(problems.length, 'line')} left out: {problems.map((problem) => problem.message).join(' ')}
          </Alert>
        ) : null}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <ToggleSwitch label="Overwrite existing variables" checked={overwrite} onChange={setOverwrite} />
          <Typography variant="body2">
            Overwrite variables already defined at the chosen scope (otherwise they are left as they are)
          </Typography>
        </Stack>
        <ImportRows
          rows={rows}
          levels={levels}
          variables={variables}
          overwrite={overwrite}
          onChange={update}
        />
      </Stack>
    </ActionsDialog>
  );
}

function KeyList({ keys }: { keys: readonly string[] }) {
  return (
    <Box component="span" sx={{ fontFamily: 'monospace', wordBreak: 'break-word' }}>
      {keys.join(', ')}
    </Box>
  );
}

type IndexedRow = ImportPlanRow & { index: number };
// On a phone, a row holds its key, its value, then its scope select and secret switch.
const IMPORT_STACKED_ROW_HEIGHT = 112;
const indexOf = (row: IndexedRow) => String(row.index);

function ImportRows({
  rows,
  levels,
  variables,
  overwrite,
  onChange,
}: {
  rows: readonly ImportPlanRow[];
  levels: readonly VariableLevel[];
  variables: readonly VariableResponse[];
  overwrite: boolean;
  onChange: (index: number, change: Partial<ImportPlanRow>) => void;
}) {
  const indexed = useMemo(() => rows.map((row, index) => ({ ...row, index })), [rows]);
  const columns: Column<IndexedRow>[] = [
    {
      id: 'included',
      header: '',
      width: 44,
      render: (row) => (
        <InlineCheckbox
          label={`Import ${row.key}`}
          checked={row.included}
          onChange={(included) => onChange(row.index, { included })}
        />
      ),
    },
    {
      id: 'key',
      header: 'Key',
      width: '26%',
      primary: true,
      render: (row) => (
        <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
          {row.key}
        </Box>
      ),
    },
    {
      id: 'value',
      header: 'Value',
      grow: true,
      stackOnPhone: 'line',
      render: (row) => <MaskedValue value={row.value} name={row.key} />,
    },
    {
      id: 'scope',
      header: 'Scope',
      width: 210,
      stackOnPhone: 'inline',
      render: (row) => (
        <InlineSelect
          label={`Scope of ${row.key}`}
          hideLabel
          value={row.level}
          options={levels.map((level, index) => ({ value: index, label: level.label }))}
          onChange={(level) => onChange(row.index, { level })}
        />
      ),
    },
    {
      id: 'secret',
      header: 'Secret',
      width: 96,
      stackOnPhone: 'inline',
      render: (row) => (
        <ToggleSwitch
          label={`${row.key} is a secret`}
          checked={row.isSecret}
          onChange={(isSecret) => onChange(row.index, { isSecret })}
        />
      ),
    },
    {
      id: 'status',
      header: 'Result',
      width: 160,
      hideBelow: 'sm',
      render: (row) =>
        !row.included
          ? 'Left out'
          : existingAt(row, levels, variables)
            ? overwrite
              ? 'Overwrites'
              : 'Skipped: exists'
            : 'New',
    },
  ];
  const view = useTableView<IndexedRow>(indexed, columns);
  return (
    <VirtualTable
      label="Variables to import"
      columns={columns}
      view={view}
      getRowId={indexOf}
      maxHeight="50vh"
      stackedRowHeight={IMPORT_STACKED_ROW_HEIGHT}
    />
  );
}
