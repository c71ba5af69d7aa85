import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';

/**
 * An icon button that is on or off (aria-pressed) and acts at once, e.g. "Skip web in environment deployments".
 * Light enough for hundreds on a page: its name shows as a native tooltip.
 */
export function ToggleIconButton({
  label,
  pressed,
  onChange,
  icon,
  pressedIcon = icon,
  disabled,
}: {
  label: string;
  pressed: boolean;
  onChange: (pressed: boolean) => void;
  icon: ReactNode;
  pressedIcon?: ReactNode;
  disabled?: boolean;
}) {
  return (
    <IconButton
      aria-label={label}
      aria-pressed={pressed}
      title={label}
      size="small"
      disabled={disabled}
      color={pressed ? 'warning' : 'default'}
      onClick={() => onChange(!pressed)}
      sx={{ p: 0.25, color: pressed ? undefined : 'text.secondary' }}
    >
      {pressed ? pressedIcon : icon}
    </IconButton>
  );
}
