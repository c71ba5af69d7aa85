import { useState } from 'react';
import type { VariableResponse } from '../../../../contract';
import { plural } from '../../../lib/format';
import { ActionsDialog } from '../../../ui/ActionsDialog';
import { describeError } from '../../../ui/errors';
import { Alert, Stack, Typography } from '../../../ui/primitives';
import { ToggleSwitch } from '../../../ui/ToggleSwitch';
import { importVariables, useRefreshAfterChange } from '../api/saveVariables';
import { parseDotenv, type DotenvProblem } from '../model/dotenv';
import { importOutcome, planImport, type ImportPlanRow } from '../model/importPlan';
import type { VariableContext, VariableLevel } from '../model/levels';
import { ImportRows } from './ImportRows';
import { ImportDoneStep, ImportSourceStep } from './ImportSteps';

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
    return <ImportSourceStep open={open} onClose={onClose} text={text} onText={setText} onReview={review} />;

  if (step.name === 'done')
    return (
      <ImportDoneStep
        open={open}
        onClose={onClose}
        imported={step.imported}
        skipped={step.skipped}
        total={step.total}
      />
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
