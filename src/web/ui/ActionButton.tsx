import Button, { type ButtonProps } from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { useFocusFallbackWhenDisabled, type FocusFallback } from './focusFallback';

interface Guarded {
  /** When set, the action is unavailable and this says why (shown as a tooltip and as the description). */
  disabledReason?: string | undefined;
}

// A disabled button takes no pointer events by default, so its tooltip (the reason) would never show on hover.
const reasonOnHover = { '&.Mui-disabled': { pointerEvents: 'auto', cursor: 'not-allowed' } } as const;

// Tooltips here are `disableInteractive`: the reason shows while the pointer or the focus is on the button, and only
// then. An interactive tooltip stays open while the pointer crosses it, over the action beside (Add stage, the next
// button of a toolbar), and takes the click meant for that action.

/**
 * A button that explains itself when it cannot be used, e.g. for lack of permission. Given `focusFallback`, a
 * button disabled while it has the focus (its action now under way) hands the focus there rather than to the page.
 */
export function ActionButton({
  disabledReason,
  disabled,
  sx,
  focusFallback,
  onFocus,
  onBlur,
  ...props
}: ButtonProps & Guarded & { focusFallback?: FocusFallback }) {
  const isDisabled = Boolean(disabled) || Boolean(disabledReason);
  const focus = useFocusFallbackWhenDisabled(isDisabled, focusFallback);
  // Always inside the tooltip (empty when enabled), so the button stays the same element as permissions load.
  return (
    <Tooltip title={disabledReason ?? ''} describeChild disableInteractive>
      <Button
        disabled={isDisabled}
        sx={[reasonOnHover, ...(Array.isArray(sx) ? sx : [sx])]}
        onFocus={(event) => {
          focus.onFocus();
          onFocus?.(event);
        }}
        onBlur={(event) => {
          focus.onBlur();
          onBlur?.(event);
        }}
        {...props}
      />
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
    <Tooltip title={disabledReason ?? label} describeChild={Boolean(disabledReason)} disableInteractive>
      <IconButton
        aria-label={label}
        size="small"
        color={color}
        onClick={onClick}
        disabled={Boolean(disabledReason)}
        sx={reasonOnHover}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );
}
