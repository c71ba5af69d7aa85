import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MuiTextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import { fieldSentence } from '../errors';
import type { SelectOption } from './SelectField';

export interface MultiSelectFieldProps<V extends string> {
  name: string;
  label: string;
  options: readonly SelectOption<V>[];
  helperText?: string;
  disabled?: boolean;
}

/** Several values out of a fixed set, bound to an array field of the surrounding <Form> by name. */
export function MultiSelectField<V extends string>({
  name,
  label,
  options,
  helperText,
  disabled,
}: MultiSelectFieldProps<V>) {
  const { field, fieldState } = useController({ name });
  const selected: V[] = Array.isArray(field.value) ? (field.value as V[]) : [];
  const error = fieldState.error?.message;
  const labelOf = (value: V) => options.find((option) => option.value === value)?.label ?? value;
  return (
    <MuiTextField
      select
      label={label}
      name={field.name}
      inputRef={field.ref}
      value={selected}
      onBlur={field.onBlur}
      onChange={(event) => {
        // A multiple select answers the chosen values, not the text its event type declares (or, autofilled, a
        // comma-separated text).
        const value: unknown = event.target.value;
        const chosen = new Set<unknown>(
          typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : [],
        );
        // Keep the options' order whatever the order of clicks.
        field.onChange(options.map((option) => option.value).filter((option) => chosen.has(option)));
      }}
      disabled={disabled || field.disabled}
      error={Boolean(error)}
      helperText={error ? fieldSentence(label, error) : helperText}
      fullWidth
      size="small"
      slotProps={{
        select: {
          multiple: true,
          renderValue: (value) => (value as V[]).map(labelOf).join(', '),
        },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} dense>
          <Checkbox size="small" checked={selected.includes(option.value)} sx={{ p: 0.5, mr: 1 }} />
          <ListItemText primary={option.label} secondary={option.description} />
        </MenuItem>
      ))}
    </MuiTextField>
  );
}
