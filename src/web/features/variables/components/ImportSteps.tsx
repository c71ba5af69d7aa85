import { plural } from '../../../lib/format';
import { ActionsDialog } from '../../../ui/ActionsDialog';
import { FilePickerButton } from '../../../ui/FilePickerButton';
import { OutlinedField } from '../../../ui/OutlinedField';
import { Alert, Box, Stack, Typography } from '../../../ui/primitives';

/** The import's first step: the `.env` text, pasted or read from a file. */
export function ImportSourceStep({
  open,
  onClose,
  text,
  onText,
  onReview,
}: {
  open: boolean;
  onClose: () => void;
  text: string;
  onText: (text: string) => void;
  onReview: () => void;
}) {
  return (
    <ActionsDialog
      open={open}
      onClose={onClose}
      title="Import a .env file"
      actions={[
        { label: 'Cancel', onClick: onClose },
        { label: 'Review', onClick: onReview, primary: true, disabled: text.trim() === '' },
      ]}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Paste KEY=value lines or choose a file. You review every variable, its scope and whether it is a
          secret before anything is saved.
        </Typography>
        <Box>
          <FilePickerButton label="Choose a file" accept=".env,.txt,text/plain" onText={onText} />
        </Box>
        <OutlinedField
          label=".env content"
          value={text}
          onChange={(event) => onText(event.target.value)}
          multiline
          minRows={8}
          htmlInput={{ spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } }}
        />
      </Stack>
    </ActionsDialog>
  );
}

function KeyList({ keys }: { keys: readonly string[] }) {
  return (
    <Box component="span" sx={{ fontFamily: 'monospace', wordBreak: 'break-word' }}>
      {keys.join(', ')}
    </Box>
  );
}

/** The import's last step: what was imported, and what was left as it was. */
export function ImportDoneStep({
  open,
  onClose,
  imported,
  skipped,
  total,
}: {
  open: boolean;
  onClose: () => void;
  imported: readonly string[];
  skipped: readonly string[];
  total: number;
}) {
  return (
    <ActionsDialog
      open={open}
      onClose={onClose}
      title="Import finished"
      actions={[{ label: 'Close', onClick: onClose, primary: true }]}
    >
      <Stack spacing={1.5} role="status">
        <Alert severity={imported.length > 0 ? 'success' : 'info'}>
          Imported {imported.length} of {plural(total, 'variable')}.
        </Alert>
        {imported.length > 0 ? (
          <Typography variant="body2">
            Imported: <KeyList keys={imported} />
          </Typography>
        ) : null}
        {skipped.length > 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Left as they were (already defined; switch on Overwrite to replace them):{' '}
            <KeyList keys={skipped} />
          </Typography>
        ) : null}
      </Stack>
    </ActionsDialog>
  );
}
