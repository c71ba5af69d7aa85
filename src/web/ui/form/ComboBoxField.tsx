import Autocomplete from '@mui/material/Autocomplete';
import MuiTextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import { fieldSentence } from '../errors';

export interface ComboBoxFieldProps {
  name: string;
  label: string;
  /** The values to choose from; typing filters them. */
  options: readonly string[];
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
}

/** A value picked from a long list (time zones) by typing part of it, bound to a field by name. */
export function ComboBoxField({ name, label, options, helperText, required, disabled }: ComboBoxFieldProps) {
  const { field, fieldState } = useController({ name });
  const error = fieldState.error?.message;
  return (
    <Autocomplete
      options={options}
      value={typeof field.value === 'string' && field.value !== '' ? field.value : null}
      onChange={(_event, value) => field.onChange(value ?? '')}
      onBlur={field.onBlur}
      disabled={disabled || field.disabled}
      autoHighlight
      size="small"
      renderInput={(params) => (
        <MuiTextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={label}
          required={required}
          error={Boolean(error)}
          helperText={error ? fieldSentence(label, error) : helperText}
        />
      )}
    />
  );
}
