import Button, { type ButtonProps } from '@mui/material/Button';
import { useFormState } from 'react-hook-form';

export interface SubmitButtonProps extends Pick<ButtonProps, 'children' | 'color' | 'startIcon' | 'form'> {
  /** Only enabled once something changed (edit forms). */
  requireChanges?: boolean;
  /** Submitting is not possible (the form says why, e.g. in an alert above it). */
  disabled?: boolean;
}

/**
 * Submits the surrounding <Form>, showing progress while it runs. One that must say why it is disabled is a
 * GuardedSubmitButton: its tooltip's code stays out of forms that never need one (the sign-in page's).
 */
export function SubmitButton({ requireChanges, disabled, ...props }: SubmitButtonProps) {
  const { isSubmitting, isDirty } = useFormState();
  const unavailable = disabled || (requireChanges && !isDirty);
  return (
    <Button type="submit" variant="contained" loading={isSubmitting} disabled={unavailable} {...props} />
  );
}
