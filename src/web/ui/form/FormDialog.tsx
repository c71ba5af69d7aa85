import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { refocusIfLost, type FocusFallback } from '../focusFallback';
import { Form, type FormProps } from './Form';
import { FormAlert } from './FormAlert';
import { GuardedSubmitButton } from './GuardedSubmitButton';

type FormDialogProps<S extends z.ZodType<FieldValues, FieldValues>, R = never> = Omit<
  FormProps<S, R>,
  'layout' | 'id'
> & {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  submitLabel: string;
  /** Where the focus goes once the dialog has closed, if what opened it can no longer take it. */
  focusFallback?: FocusFallback;
  /** Submitting is not possible, e.g. for lack of permission: said above the fields and on the submit button. */
  disabledReason?: string | undefined;
};

/**
 * The form between the dialog and its parts takes the dialog's column layout on, so that the fields scroll and the
 * title and the actions stay in view however long the form (without it the whole dialog scrolls, the submit button
 * below the fold of a 900 px high window).
 */
const actionsInView = {
  '& > form': { display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 },
} as const;

/** A dialog holding one form: title, fields, Cancel and a submit button. Each opening starts from defaultValues. */
export function FormDialog<S extends z.ZodType<FieldValues, FieldValues>, R = never>({
  open,
  onClose,
  title,
  description,
  submitLabel,
  children,
  focusFallback,
  disabledReason,
  ...formProps
}: FormDialogProps<S, R>) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      slotProps={{
        // The dialog gives the focus back to what opened it; when that can no longer take it, to the fallback.
        transition: { onExited: (node: HTMLElement) => refocusIfLost(focusFallback, node) },
        paper: { sx: actionsInView },
      }}
    >
      <Form {...formProps} layout="bare">
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {description ? <DialogContentText>{description}</DialogContentText> : null}
            {disabledReason ? <Alert severity="info">{disabledReason}</Alert> : null}
            <FormAlert />
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <GuardedSubmitButton disabledReason={disabledReason}>{submitLabel}</GuardedSubmitButton>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
