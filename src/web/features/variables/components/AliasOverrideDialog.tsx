import { z } from 'zod';
import { description, variableKey, variableValue, type VariableResponse } from '../../../../contract';
import { FormDialog } from '../../../ui/form/FormDialog';
import { SelectField } from '../../../ui/form/SelectField';
import { TextField } from '../../../ui/form/TextField';
import { createAlias, createOverride, useRefreshAfterChange } from '../api/saveVariables';
import { scopeLabel, type VariableLevel } from '../model/levels';

const aliasSchema = z.object({ key: variableKey, level: z.string(), description });
const overrideSchema = z.object({ value: variableValue, level: z.string(), description });

export type DerivedKind = 'alias' | 'override';

/**
 * An alias (a new key for the original's value) or an override (the original's key with another value), at one of
 * the levels the rules allow from this page: `levels` holds only those.
 */
export function AliasOverrideDialog({
  kind,
  original,
  levels,
  open,
  onClose,
}: {
  kind: DerivedKind;
  original: VariableResponse;
  levels: readonly VariableLevel[];
  open: boolean;
  onClose: () => void;
}) {
  const refresh = useRefreshAfterChange();
  const levelField = (
    <SelectField
      name="level"
      label="Scope"
      options={levels.map((level, index) => ({ value: String(index), label: level.label }))}
      helperText={
        kind === 'override'
          ? `Only scopes narrower than the original’s (${scopeLabel(original.scope).toLowerCase()}).`
          : 'The alias reaches what this scope reaches.'
      }
    />
  );
  const levelOf = (index: string) => levels[Number(index)] ?? levels.at(-1)!;
  const nullable = (text: string) => (text === '' ? null : text);

  if (kind === 'alias')
    return (
      <FormDialog
        open={open}
        onClose={onClose}
        title={`Create alias of ${original.key}`}
        description={`A new key that takes the value of ${original.key}${original.is_secret ? ' (a secret, kept hidden)' : ''}.`}
        submitLabel="Create alias"
        schema={aliasSchema}
        defaultValues={{ key: '', level: String(levels.length - 1), description: '' }}
        onSubmit={async (values) => {
          await createAlias(original.id, values.key, levelOf(values.level), nullable(values.description));
          await refresh();
          onClose();
        }}
        conflictField="key"
        action="create aliases here"
      >
        {levelField}
        <TextField name="key" label="Alias key" required autoFocus monospace autoComplete="off" />
        <TextField name="description" label="Description" autoComplete="off" />
      </FormDialog>
    );
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={`Override ${original.key}`}
      description={`${original.key} takes this value instead at the chosen scope and under it.`}
      submitLabel="Create override"
      schema={overrideSchema}
      defaultValues={{ value: '', level: String(levels.length - 1), description: '' }}
      onSubmit={async (values) => {
        await createOverride(original.id, values.value, levelOf(values.level), nullable(values.description));
        await refresh();
        onClose();
      }}
      conflictField="value"
      action="create overrides here"
    >
      {levelField}
      <TextField
        name="value"
        label="Value"
        autoFocus
        monospace
        multiline={!original.is_secret}
        type={original.is_secret ? 'password' : 'text'}
        autoComplete="off"
      />
      <TextField name="description" label="Description" autoComplete="off" />
    </FormDialog>
  );
}
