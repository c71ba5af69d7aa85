import { ActionButton } from '../ActionButton';
import { SubmitButton, type SubmitButtonProps } from './SubmitButton';

interface GuardedSubmitButtonProps extends SubmitButtonProps {
  /** Submitting is not possible, and why: the button's tooltip and accessible description. */
  disabledReason: string | undefined;
}

/** A SubmitButton that, when submitting is not possible, says why (e.g. for lack of permission). */
export function GuardedSubmitButton({
  disabledReason,
  requireChanges,
  disabled,
  ...props
}: GuardedSubmitButtonProps) {
  if (disabledReason)
    return <ActionButton type="submit" variant="contained" disabledReason={disabledReason} {...props} />;
  return <SubmitButton requireChanges={requireChanges} disabled={disabled} {...props} />;
}
