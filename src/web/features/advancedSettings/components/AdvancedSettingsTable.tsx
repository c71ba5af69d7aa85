import RestoreIcon from '@mui/icons-material/Restore';
import { useState } from 'react';
import type { SettingTable } from '../../../../contract';
import { InlineCheckbox } from '../../../ui/InlineCheckbox';
import { Alert, Box, Button, Chip, Stack, Typography } from '../../../ui/primitives';
import { DataTable } from '../../../ui/table/DataTable';
import type { Column } from '../../../ui/table/tableView';
import { formatValue, parseValue, problemOf, type SettingRow, settingRows } from '../model/settingRows';
import { SettingValueEditor } from './SettingValueEditor';

interface Props {
  /** What the settings belong to, in the table's name: "application", "cluster". */
  owner: string;
  table: SettingTable;
  saved: Record<string, unknown>;
  saving: boolean;
  /** Why the settings cannot be edited (the role reads only); undefined when they can. */
  readOnlyReason?: string | undefined;
  onSave: (changes: Record<string, unknown>) => Promise<unknown>;
}

/**
 * Every advanced setting with its value, default and what it does: changed ones highlighted, edited in place,
 * checked by the contract's schema of each key, and saved together.
 */
export function AdvancedSettingsTable({ owner, table, saved, saving, readOnlyReason, onSave }: Props) {
  const [edits, setEdits] = useState<Record<string, unknown>>({});
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [changedOnly, setChangedOnly] = useState(false);

  const rows = settingRows(table, saved, edits);
  const pending = rows.filter((row) => row.pending);
  const problems = new Map(
    pending.flatMap((row) => {
      const problem = problemOf(row.key, row.setting, row.value);
      return problem ? [[row.key, problem] as const] : [];
    }),
  );
  const setValue = (key: string, value: unknown) => setEdits((current) => ({ ...current, [key]: value }));
  const setText = (row: SettingRow, text: string) => {
    setTexts((current) => ({ ...current, [row.key]: text }));
    setValue(row.key, parseValue(row.setting, text));
  };
  const reset = (row: SettingRow) => {
    setTexts(({ [row.key]: _dropped, ...rest }) => rest);
    setValue(row.key, row.setting.defaultValue);
  };
  const discard = () => {
    setEdits({});
    setTexts({});
  };
  const save = async () => {
    await onSave(Object.fromEntries(pending.map((row) => [row.key, row.value])));
    discard();
  };

  const columns: Column<SettingRow>[] = [
    {
      id: 'key',
      header: 'Key',
      sortValue: (row) => row.key,
      render: (row) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography
            component="code"
            sx={{
              fontFamily: 'monospace',
              fontSize: 13,
              fontWeight: row.changed ? 700 : 400,
              // Long keys wrap at any character rather than push the values out of sight.
              whiteSpace: 'normal',
              wordBreak: 'break-all',
              minWidth: { xs: 120, md: 280 },
              maxWidth: { xs: 140, md: 360 },
            }}
          >
            {row.key}
          </Typography>
          {row.pending ? (
            <Chip size="small" color="warning" variant="outlined" label="Edited" />
          ) : row.changed ? (
            <Chip size="small" color="primary" variant="outlined" label="Changed" />
          ) : null}
        </Stack>
      ),
    },
    {
      id: 'value',
      header: 'Value',
      render: (row) => (
        <SettingValueEditor
          settingKey={row.key}
          setting={row.setting}
          value={row.value}
          text={texts[row.key]}
          problem={problems.get(row.key) ?? null}
          readOnlyReason={readOnlyReason}
          onValue={(value) => setValue(row.key, value)}
          onText={(text) => setText(row, text)}
        />
      ),
    },
    {
      id: 'default',
      header: 'Default',
      hideBelow: 'md',
      render: (row) => (
        <Typography
          component="code"
          title={formatValue(row.setting.defaultValue)}
          sx={{
            display: 'block',
            maxWidth: 200,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            fontFamily: 'monospace',
            fontSize: 13,
            color: 'text.secondary',
          }}
        >
          {formatValue(row.setting.defaultValue) || '—'}
        </Typography>
      ),
    },
    {
      id: 'description',
      header: 'What it does',
      grow: true,
      hideBelow: 'sm',
      sortValue: (row) => row.setting.description,
      render: (row) => row.setting.description,
    },
  ];

  const changedCount = rows.filter((row) => row.changed).length;
  return (
    <Stack spacing={2}>
      <Alert severity="info" role="note">
        {readOnlyReason
          ? `You can read these settings but not change them: ${readOnlyReason.replace(/\.$/, '')}.`
          : `Saved changes apply at the ${owner}'s next deployment: redeploy it to apply them.`}
      </Alert>
      {problems.size > 0 ? <Alert severity="error">{[...problems.values()].join('; ')}</Alert> : null}
      <DataTable
        label={`Advanced settings of the ${owner}`}
        columns={columns}
        rows={changedOnly ? rows.filter((row) => row.changed) : rows}
        getRowId={(row) => row.key}
        initialSort={{ column: 'key', direction: 'asc' }}
        search={{ label: 'Search settings', text: (row) => `${row.key} ${row.setting.description}` }}
        noRowsText="No setting matches."
        rowDetail={(row) => {
          const problem = problems.get(row.key);
          return problem ? (
            <Typography variant="body2" sx={{ color: 'error.main' }}>
              {problem}
            </Typography>
          ) : null;
        }}
        rowActions={(row) =>
          readOnlyReason ? null : (
            <Button
              size="small"
              startIcon={<RestoreIcon fontSize="small" />}
              aria-label={`Reset ${row.key} to its default`}
              disabled={!row.changed}
              onClick={() => reset(row)}
            >
              Reset
            </Button>
          )
        }
        toolbar={
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <InlineCheckbox
              label={`Changed from default (${changedCount})`}
              showLabel
              checked={changedOnly}
              onChange={setChangedOnly}
            />
            {readOnlyReason ? null : (
              <>
                <Button
                  variant="contained"
                  disabled={pending.length === 0 || problems.size > 0 || saving}
                  onClick={() => void save()}
                >
                  {pending.length === 0
                    ? 'Save'
                    : `Save ${pending.length} ${pending.length === 1 ? 'change' : 'changes'}`}
                </Button>
                <Button disabled={pending.length === 0 || saving} onClick={discard}>
                  Discard
                </Button>
              </>
            )}
          </Box>
        }
      />
    </Stack>
  );
}
