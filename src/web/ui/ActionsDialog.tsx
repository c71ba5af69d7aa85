import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface DialogAction {
  label: string;
  onClick: () => void;
  /** The step's main action is contained; others are text buttons. */
  primary?: boolean;
  disabled?: boolean;
  loading?: boolean;
}

/**
 * A dialog of several steps (choose, review, done): its content and buttons change with the step, each step titled
 * on its own. A stray click outside does not close it, so what was typed or chosen is not lost; on a phone it takes
 * the whole screen.
 */
export function ActionsDialog({
  open,
  title,
  children,
  actions,
  onClose,
  width = 'md',
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  actions: readonly DialogAction[];
  onClose: () => void;
  width?: 'sm' | 'md' | 'lg';
}) {
  const titleId = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleRef = useFocusOnNextStep(open, title);
  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') onClose();
      }}
      maxWidth={width}
      fullWidth
      fullScreen={phone}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} ref={titleRef} tabIndex={-1} sx={{ '&:focus': { outline: 'none' } }}>
        {title}
      </DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        {actions.map((action) => (
          <Button
            key={action.label}
            variant={action.primary ? 'contained' : 'text'}
            onClick={action.onClick}
            disabled={action.disabled}
            loading={action.loading}
          >
            {action.label}
          </Button>
        ))}
      </DialogActions>
    </Dialog>
  );
}

/**
 * The button that led to the next step (Review, Import) goes with the step, and the focus with it: it would fall
 * out of the dialog. Each new step takes the focus on its title, which a screen reader then reads out; Tab goes on
 * into the step.
 */
function useFocusOnNextStep(open: boolean, title: string) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  const shownTitle = useRef(title);
  useEffect(() => {
    const stepChanged = shownTitle.current !== title;
    shownTitle.current = title;
    if (open && stepChanged) titleRef.current?.focus();
  }, [open, title]);
  return titleRef;
}
