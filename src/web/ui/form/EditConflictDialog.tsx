import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { FieldChange } from './editConflict';

export interface EditConflictDialogProps {
  open: boolean;
  /** The record, e.g. "the application api". */
  name: string;
  changes: readonly FieldChange[];
  /** Discard the form's changes and show the latest version. */
  onReload: () => void;
  /** Save the form's values over the latest version. */
  onOverwrite: () => Promise<unknown> | void;
  /** Back to the form, as it is: nothing is decided yet. */
  onClose: () => void;
}

/**
 * Someone else saved the record since the form was opened: shows what they changed beside what the form holds, and
 * lets the person keep theirs (Reload) or write theirs over it (Overwrite). Closing it decides nothing.
 */
export function EditConflictDialog({
  open,
  name,
  changes,
  onReload,
  onOverwrite,
  onClose,
}: EditConflictDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const [saving, setSaving] = useState(false);
  const overwrite = async () => {
    setSaving(true);
    try {
      await onOverwrite();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
    >
      <DialogTitle id={titleId}>Someone else changed {name}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText id={descriptionId}>
            Someone else changed {name} since you opened it. Your changes are not saved yet.{' '}
            {changes.length > 0
              ? 'Here is what they changed, beside what you have:'
              : 'None of the fields of this form differ from theirs; only other details changed.'}
          </DialogContentText>
          {changes.length > 0 ? <ChangeList changes={changes} /> : null}
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <strong>Reload</strong> discards your changes and shows theirs. <strong>Overwrite</strong> saves
            yours over theirs.
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Button onClick={onClose} disabled={saving} sx={{ mr: 'auto' }}>
          Keep editing
        </Button>
        <Button variant="outlined" onClick={onReload} disabled={saving}>
          Reload
        </Button>
        <Button variant="contained" color="warning" onClick={() => void overwrite()} loading={saving}>
          Overwrite
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function ChangeList({ changes }: { changes: readonly FieldChange[] }) {
  return (
    <Box component="ul" aria-label="Changed fields" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {changes.map((change) => (
        <Box
          component="li"
          key={change.path}
          sx={{
            py: 1.5,
            borderTop: 1,
            borderColor: 'divider',
            '&:last-of-type': { borderBottom: 1, borderColor: 'divider' },
          }}
        >
          <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
            {change.label}
          </Typography>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: { xs: 'auto 1fr', sm: 'auto 1fr auto 1fr' },
              columnGap: 1.5,
              rowGap: 0.5,
              '& dt': { color: 'text.secondary', typography: 'body2' },
              '& dd': { m: 0, typography: 'body2', overflowWrap: 'anywhere', fontFamily: 'monospace' },
            }}
          >
            <dt>Theirs</dt>
            <dd>{change.theirs}</dd>
            <dt>Yours</dt>
            <dd>{change.yours}</dd>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
