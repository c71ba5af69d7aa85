import InputAdornment from '@mui/material/InputAdornment';
import { useController } from 'react-hook-form';
import { fieldSentence } from '../errors';
import { OutlinedField } from '../OutlinedField';

export interface NumberFieldProps {
  name: string;
  label: string;
  helperText?: string;
  /** Shown after the value, e.g. "MB" or "millicores". */
  unit?: string;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  placeholder?: string;
  /** Clearing the field stores null (for optional numbers); otherwise an empty field is an error. */
  emptyAs?: null;
}

const WHOLE_NUMBER = /^-?\d+$/;

/**
 * A whole-number input bound to a field of the surrounding <Form> by name. It stores a number; text that is not
 * one yet (a lone "-") is kept as typed, so the schema rejects it and the field says why.
 */
export function NumberField({
  name,
  label,
  helperText,
  unit,
  emptyAs,
  disabled,
  ...props
}: NumberFieldProps) {
  const { field, fieldState } = useController({ name });
  const value: unknown = field.value;
  const error = fieldState.error ? problem(value, fieldState.error.message) : undefined;
  return (
    <OutlinedField
      {...props}
      label={label}
      name={field.name}
      inputRef={field.ref}
      value={value === null || value === undefined ? '' : String(value)}
      onBlur={field.onBlur}
      onChange={(event) => {
        const text = event.target.value.trim();
        if (text === '') field.onChange(emptyAs === null ? null : '');
        else field.onChange(WHOLE_NUMBER.test(text) ? Number(text) : text);
      }}
      disabled={disabled || field.disabled}
      error={Boolean(error)}
      helperText={error ? fieldSentence(label, error) : helperText}
      htmlInput={{ inputMode: 'numeric', autoComplete: 'off' }}
      endAdornment={unit ? <InputAdornment position="end">{unit}</InputAdornment> : undefined}
    />
  );
}

/** Schema messages about types ("expected number, received string") read better in words about the field. */
function problem(value: unknown, message: string | undefined): string {
  if (value === '' || value === null || value === undefined) return 'is required';
  if (typeof value === 'string') return 'must be a whole number';
  return message ?? 'is not valid';
}
