import { useWatch } from 'react-hook-form';
import { SelectField } from '../../../ui/form/SelectField';
import { SwitchField } from '../../../ui/form/SwitchField';
import { TextField } from '../../../ui/form/TextField';
import type { VariableLevel } from '../model/levels';

/**
 * The fields of a variable. Creating one chooses where it goes and whether it is a secret; a file variable takes a
 * mount path and its content in a larger editor.
 */
export function VariableFields({
  levels,
  creating,
  secret,
}: {
  /** Where a new variable may go (creation only). */
  levels: readonly VariableLevel[];
  creating: boolean;
  /** An existing secret, whose value is never shown. */
  secret: boolean;
}) {
  const isFile = useWatch({ name: 'is_file' }) as boolean;
  const isSecret = useWatch({ name: 'is_secret' }) as boolean;
  return (
    <>
      {creating && levels.length > 1 ? (
        <SelectField
          name="level"
          label="Scope"
          options={levels.map((level, index) => ({ value: String(index), label: level.label }))}
          helperText="A wider scope reaches every environment or service under it."
        />
      ) : null}
      <TextField name="key" label="Key" required autoFocus monospace autoComplete="off" />
      <SwitchField
        name="is_file"
        label="Mount as a file"
        helperText="The value is written to a file at the mount path rather than given as an environment variable."
      />
      {isFile ? (
        <TextField
          name="mount_path"
          label="Mount path"
          required
          monospace
          autoComplete="off"
          placeholder="/etc/app/config.yaml"
        />
      ) : null}
      <TextField
        name="value"
        label={isFile ? 'File content' : 'Value'}
        type={isSecret && !isFile ? 'password' : 'text'}
        multiline={isFile || !isSecret}
        minRows={isFile ? 8 : 1}
        monospace
        autoComplete="off"
        helperText={
          secret
            ? 'Secrets are never shown again: leave empty to keep the current value.'
            : 'Write {{OTHER_KEY}} to use the value of another variable.'
        }
      />
      {creating ? (
        <SwitchField
          name="is_secret"
          label="Secret"
          helperText="Stored encrypted; its value is never shown or exported again."
        />
      ) : null}
      {isFile ? (
        <SwitchField name="enable_interpolation_in_file" label="Resolve {{KEY}} references in the file" />
      ) : null}
      <TextField name="description" label="Description" autoComplete="off" />
    </>
  );
}
