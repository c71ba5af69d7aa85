import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { refocusIfLost, type FocusFallback } from './focusFallback';
import { OutlinedField } from './OutlinedField';

export interface ConfirmDialogProps {
  open: boolean;
  /** A question naming the action, e.g. "Delete project?" */
  title: string;
  /** Names what is affected and what follows, e.g. "This deletes the project web and its 3 environments." */
  children: ReactNode;
  /** Names the action again on the button, e.g. "Delete project". */
  confirmLabel: string;
  destructive?: boolean;
  /** When set, the person types this (usually the name) before confirming. */
  confirmText?: string;
  /** Runs the action; the dialog stays open and shows progress until it settles. */
  onConfirm: () => unknown;
  onClose: () => void;
  /** Where the focus goes once the dialog has closed, if what opened it can no longer take it. */
  focusFallback?: FocusFallback;
}

/** Asks before an action that cannot be undone. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
      // The dialog gives the focus back to what opened it; when that can no longer take it, to the fallback.
      slotProps={{
        transition: { onExited: (node: HTMLElement) => refocusIfLost(props.focusFallback, node) },
      }}
    >
      <ConfirmDialogBody {...props} titleId={titleId} />
    </Dialog>
  );
}

function ConfirmDialogBody({
  title,
  children,
  confirmLabel,
  destructive,
  confirmText,
  onConfirm,
  onClose,
  titleId,
}: ConfirmDialogProps & { titleId: string }) {
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState(false);
  const confirmed = confirmText === undefined || typed.trim() === confirmText;

  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
    } catch {
      // The action reports its own failure; the dialog stays open to try again.
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography component="div" variant="body2">
            {children}
          </Typography>
          {confirmText !== undefined ? (
            <OutlinedField
              label={`Type ${confirmText} to confirm`}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              autoFocus
              htmlInput={{ spellCheck: false }}
            />
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus={confirmText === undefined}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          disabled={!confirmed}
          loading={pending}
          onClick={() => void confirm()}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </>
  );
}
