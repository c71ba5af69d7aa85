import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { fieldSentence } from '../errors';
import type { SelectOption } from './SelectField';

export interface CheckboxGroupFieldProps<V extends string> {
  name: string;
  label: string;
  options: readonly SelectOption<V>[];
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  /** Side by side on wide screens (short labels), or one per line (labels with descriptions). */
  row?: boolean;
}

/** Several values out of a few, each a visible checkbox, bound to an array field of the surrounding <Form>. */
export function CheckboxGroupField<V extends string>({
  name,
  label,
  options,
  helperText,
  required,
  disabled,
  row,
}: CheckboxGroupFieldProps<V>) {
  const { field, fieldState } = useController({ name });
  const helperId = useId();
  const selected: V[] = Array.isArray(field.value) ? (field.value as V[]) : [];
  const error = fieldState.error?.message;
  const help = error ? fieldSentence(label, error) : helperText;
  const toggle = (value: V, on: boolean) => {
    const chosen = new Set(selected);
    if (on) chosen.add(value);
    else chosen.delete(value);
    // Kept in the options' order whatever the order of clicks.
    field.onChange(options.map((option) => option.value).filter((option) => chosen.has(option)));
  };
  return (
    <FormControl
      component="fieldset"
      error={Boolean(error)}
      required={required}
      disabled={disabled || field.disabled}
      aria-describedby={help ? helperId : undefined}
    >
      <FormLabel component="legend" sx={{ fontSize: 14, mb: 0.5 }}>
        {label}
      </FormLabel>
      <FormGroup row={row} onBlur={field.onBlur}>
        {options.map((option, index) => (
          <FormControlLabel
            key={option.value}
            sx={{ alignItems: option.description ? 'flex-start' : 'center', mr: 3 }}
            control={
              <Checkbox
                size="small"
                checked={selected.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
                slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }}
                sx={option.description ? { pt: 0.25 } : undefined}
              />
            }
            label={
              option.description ? (
                <>
                  <Typography variant="body2">{option.label}</Typography>
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {option.description}
                  </Typography>
                </>
              ) : (
                <Typography variant="body2">{option.label}</Typography>
              )
            }
          />
        ))}
      </FormGroup>
      {help ? <FormHelperText id={helperId}>{help}</FormHelperText> : null}
    </FormControl>
  );
}
