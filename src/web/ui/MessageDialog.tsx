import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, type ReactNode } from 'react';

/** A dialog that tells something and is closed with one button. */
export function MessageDialog({
  open,
  title,
  children,
  closeLabel = 'Close',
  onClose,
  width = 'sm',
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  closeLabel?: string;
  onClose: () => void;
  /** Wider for what reads as a list or a log; `lg` (a log) takes the whole of a phone's screen. */
  width?: 'sm' | 'md' | 'lg';
}) {
  const titleId = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      // Only the button closes it: a stray click outside must not lose what it shows.
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') onClose();
      }}
      maxWidth={width}
      fullWidth
      fullScreen={width === 'lg' && phone}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {closeLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
