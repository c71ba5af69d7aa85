import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MuiTextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import { fieldSentence } from '../errors';

export interface SelectOption<V> {
  value: V;
  label: string;
  /** One line under the label in the menu. */
  description?: string;
  /** Why the option cannot be chosen, shown under its label in place of the description. */
  disabledReason?: string;
}

export interface SelectFieldProps<V> {
  name: string;
  label: string;
  options: readonly SelectOption<V>[];
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
}

/** An option that cannot be chosen reads as such, while the reason under it stays legible. */
const unavailableOption = {
  whiteSpace: 'normal',
  '&.Mui-disabled': { opacity: 1 },
  '&.Mui-disabled .MuiListItemText-primary': { color: 'text.disabled' },
} as const;

const same = (a: unknown, b: unknown) => a === b || (a == null && b == null);

/**
 * A select bound to a field of the surrounding <Form> by name. Options carry typed values (numbers, null);
 * the menu addresses them by position.
 */
export function SelectField<V extends string | number | boolean | null>({
  name,
  label,
  options,
  helperText,
  required,
  disabled,
}: SelectFieldProps<V>) {
  const { field, fieldState } = useController({ name });
  const selected = options.findIndex((option) => same(option.value, field.value));
  // A value outside the options fails whatever the schema says about its shape: nothing chosen yet, or a value
  // stored before (or outside) the choices offered, which the menu cannot show.
  const unknown = selected < 0 && field.value !== undefined && field.value !== null && field.value !== '';
  const error = fieldState.error
    ? selected < 0
      ? unknown
        ? `is “${String(field.value)}”, which is not one of the choices: choose one`
        : 'is required'
      : fieldState.error.message
    : undefined;
  return (
    <MuiTextField
      select
      label={label}
      name={field.name}
      inputRef={field.ref}
      value={selected >= 0 ? String(selected) : ''}
      onBlur={field.onBlur}
      onChange={(event) => field.onChange(options[Number(event.target.value)]?.value)}
      required={required}
      disabled={disabled || field.disabled}
      error={Boolean(error)}
      helperText={error ? fieldSentence(label, error) : helperText}
      fullWidth
      slotProps={{
        select: {
          renderValue: (value) => options[Number(value)]?.label ?? '',
          // A long reason wraps inside a menu no wider than the screen, rather than widening it past the field.
          MenuProps: { slotProps: { paper: { sx: { maxWidth: 'min(560px, calc(100vw - 32px))' } } } },
        },
      }}
    >
      {options.map((option, index) => (
        <MenuItem
          key={option.label}
          value={String(index)}
          disabled={Boolean(option.disabledReason)}
          sx={unavailableOption}
        >
          <ListItemText primary={option.label} secondary={option.disabledReason ?? option.description} />
        </MenuItem>
      ))}
    </MuiTextField>
  );
}
