import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { fieldSentence } from '../errors';

export interface SwitchFieldProps {
  name: string;
  label: string;
  /** One line under the label saying what turning it on does. */
  helperText?: string;
  disabled?: boolean;
}

/** An on/off switch bound to a boolean field of the surrounding <Form> by name. */
export function SwitchField({ name, label, helperText, disabled }: SwitchFieldProps) {
  const { field, fieldState } = useController({ name });
  const helperId = useId();
  const error = fieldState.error?.message;
  const help = error ? fieldSentence(label, error) : helperText;
  return (
    <Stack spacing={0}>
      <FormControlLabel
        label={label}
        sx={{ mr: 0, alignSelf: 'flex-start' }}
        control={
          <Switch
            name={field.name}
            checked={Boolean(field.value)}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            disabled={disabled || field.disabled}
            slotProps={{ input: { ref: field.ref, 'aria-describedby': help ? helperId : undefined } }}
          />
        }
      />
      {help ? (
        <FormHelperText id={helperId} error={Boolean(error)} sx={{ mt: -0.5, ml: 6 }}>
          {help}
        </FormHelperText>
      ) : null}
    </Stack>
  );
}
