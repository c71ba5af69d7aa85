import Stack from '@mui/material/Stack';
import { CopyButton } from './CopyButton';
import { OutlinedField } from './OutlinedField';

/** A value to copy (a new token): read-only, monospaced, selected on focus, with a copy button. */
export function SecretValue({
  label,
  value,
  copyLabel,
}: {
  label: string;
  value: string;
  copyLabel: string;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
      <OutlinedField
        label={label}
        value={value}
        onFocus={(event) => (event.target as HTMLInputElement).select()}
        htmlInput={{ readOnly: true, spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } }}
      />
      <CopyButton value={value} label={copyLabel} variant="button" />
    </Stack>
  );
}
