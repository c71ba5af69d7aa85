import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import IconButton from '@mui/material/IconButton';
import type { HTMLAttributes, Ref } from 'react';

export interface DragHandleProps extends Omit<HTMLAttributes<HTMLButtonElement>, 'color'> {
  /** The accessible name, e.g. "Move web". */
  label: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The grip something is dragged by, and where keyboard users pick it up (Space or Enter). The drag library's
 * attributes and listeners are spread onto it.
 */
export function DragHandle({ label, ref, ...rest }: DragHandleProps) {
  return (
    <IconButton
      ref={ref}
      aria-label={label}
      title={label}
      size="small"
      disableRipple
      // Touch drags must not scroll the page instead.
      sx={{ p: 0.25, color: 'text.secondary', cursor: 'grab', touchAction: 'none', borderRadius: 1 }}
      {...rest}
    >
      <DragIndicatorIcon fontSize="small" />
    </IconButton>
  );
}
