import Button, { type ButtonProps } from '@mui/material/Button';
import { useFormState } from 'react-hook-form';

interface SubmitButtonProps extends Pick<ButtonProps, 'children' | 'color' | 'startIcon' | 'form'> {
  /** Only enabled once something changed (edit forms). */
  requireChanges?: boolean;
  /** Submitting is not possible (the form says why, e.g. in an alert above it). */
  disabled?: boolean;
}

/** Submits the surrounding <Form>, showing progress while it runs. */
export function SubmitButton({ requireChanges, disabled, ...props }: SubmitButtonProps) {
  const { isSubmitting, isDirty } = useFormState();
  return (
    <Button
      type="submit"
      variant="contained"
      loading={isSubmitting}
      disabled={disabled || (requireChanges && !isDirty)}
      {...props}
    />
  );
}
