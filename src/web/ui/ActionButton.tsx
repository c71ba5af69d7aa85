import Button, { type ButtonProps } from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';

interface Guarded {
  /** When set, the action is unavailable and this says why (shown as a tooltip and as the description). */
  disabledReason?: string | undefined;
}

/** A button that explains itself when it cannot be used, e.g. for lack of permission. */
export function ActionButton({ disabledReason, disabled, ...props }: ButtonProps & Guarded) {
  // Always inside the tooltip (empty when enabled), so the button stays the same element as permissions load.
  return (
    <Tooltip title={disabledReason ?? ''} describeChild>
      <Button disabled={disabled || Boolean(disabledReason)} {...props} />
    </Tooltip>
  );
}

/** An icon-only button: `label` is its accessible name and its tooltip. */
export function ActionIconButton({
  label,
  icon,
  onClick,
  disabledReason,
  color,
}: Guarded & {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  color?: 'default' | 'error' | 'primary';
}) {
  return (
    <Tooltip title={disabledReason ?? label} describeChild={Boolean(disabledReason)}>
      <IconButton
        aria-label={label}
        size="small"
        color={color}
        onClick={onClick}
        disabled={Boolean(disabledReason)}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );
}
