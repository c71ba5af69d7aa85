import { useController, useFormContext } from 'react-hook-form';
import { fieldSentence } from '../errors';
import { OutlinedField } from '../OutlinedField';

export interface TextFieldProps {
  name: string;
  label: string;
  helperText?: string;
  type?: 'text' | 'email' | 'password' | 'url';
  autoComplete?: string;
  placeholder?: string;
  required?: boolean;
  multiline?: boolean;
  minRows?: number;
  autoFocus?: boolean;
  disabled?: boolean;
  /** Clearing the field stores null instead of '' (for nullable fields such as URLs). */
  emptyAs?: null;
  /** Monospaced input, for identifiers and secrets. */
  monospace?: boolean;
  /** Checks the value on every keystroke rather than on submit (a cron expression). */
  validateOnChange?: boolean;
}

/** A text input bound to a field of the surrounding <Form> by name. */
export function TextField({
  name,
  label,
  helperText,
  emptyAs,
  monospace,
  validateOnChange,
  disabled,
  ...props
}: TextFieldProps) {
  const { field, fieldState } = useController({ name });
  const { trigger } = useFormContext();
  const error = fieldState.error?.message;
  return (
    <OutlinedField
      {...props}
      label={label}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onBlur={field.onBlur}
      onChange={(event) => {
        field.onChange(event.target.value === '' && emptyAs === null ? null : event.target.value);
        if (validateOnChange) void trigger(name);
      }}
      disabled={disabled || field.disabled}
      error={Boolean(error)}
      helperText={error ? fieldSentence(label, error) : helperText}
      htmlInput={monospace ? { style: { fontFamily: 'monospace' } } : undefined}
    />
  );
}
