import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';

export interface OutlinedFieldProps extends Pick<
  OutlinedInputProps,
  | 'value'
  | 'onChange'
  | 'onBlur'
  | 'onFocus'
  | 'inputRef'
  | 'name'
  | 'type'
  | 'autoComplete'
  | 'autoFocus'
  | 'placeholder'
  | 'multiline'
  | 'minRows'
  | 'disabled'
  | 'required'
  | 'error'
  | 'startAdornment'
  | 'endAdornment'
  | 'sx'
> {
  label: string;
  helperText?: ReactNode;
  /** Attributes for the <input> itself (readOnly, spellCheck, style). */
  htmlInput?: OutlinedInputProps['inputProps'];
  fullWidth?: boolean;
  /** Keeps the label visually hidden: for search boxes whose placeholder says the same. */
  hideLabel?: boolean;
}

/**
 * A labelled outlined text input with helper text. Built from MUI's parts rather than its TextField, which also
 * bundles every select and input variant; the markup and accessibility are the same.
 */
export function OutlinedField({
  label,
  helperText,
  htmlInput,
  fullWidth = true,
  hideLabel,
  required,
  error,
  disabled,
  sx,
  ...input
}: OutlinedFieldProps) {
  const id = useId();
  const helperId = helperText ? `${id}-helper-text` : undefined;
  // A placeholder is only seen when the label sits above the input rather than over it.
  const labelAbove = input.placeholder ? true : undefined;
  return (
    <FormControl
      fullWidth={fullWidth}
      size="small"
      required={required}
      error={error}
      disabled={disabled}
      sx={sx}
    >
      {hideLabel ? null : (
        <InputLabel htmlFor={id} shrink={labelAbove}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        {...input}
        id={id}
        label={hideLabel ? undefined : label}
        notched={hideLabel ? undefined : labelAbove}
        inputProps={{ ...htmlInput, 'aria-label': hideLabel ? label : undefined }}
        aria-describedby={helperId}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
