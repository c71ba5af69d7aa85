import Button, { type ButtonProps } from '@mui/material/Button';
import { useFormState } from 'react-hook-form';
import { ActionButton } from '../ActionButton';

interface SubmitButtonProps extends Pick<ButtonProps, 'children' | 'color' | 'startIcon' | 'form'> {
  /** Only enabled once something changed (edit forms). */
  requireChanges?: boolean;
  /** Submitting is not possible (the form says why, e.g. in an alert above it). */
  disabled?: boolean;
  /** Submitting is not possible, and why: the button's tooltip and accessible description. */
  disabledReason?: string | undefined;
}

/** Submits the surrounding <Form>, showing progress while it runs. */
export function SubmitButton({ requireChanges, disabled, disabledReason, ...props }: SubmitButtonProps) {
  const { isSubmitting, isDirty } = useFormState();
  const unavailable = disabled || (requireChanges && !isDirty);
  if (disabledReason)
    return <ActionButton type="submit" variant="contained" disabledReason={disabledReason} {...props} />;
  return (
    <Button type="submit" variant="contained" loading={isSubmitting} disabled={unavailable} {...props} />
  );
}
