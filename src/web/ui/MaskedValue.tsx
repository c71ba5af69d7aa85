import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { CopyButton } from './CopyButton';

const MASK = '••••••••';
const monospaceSx = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: 13,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minWidth: 0,
} as const;

/**
 * A value on one line, hidden until asked: a secret (`value` null) stays hidden and says so, any other value can be
 * revealed and copied. A value over several lines shows its first, with the count of the others.
 */
export function MaskedValue({ value, name }: { value: string | null; name: string }) {
  const [revealed, setRevealed] = useState(false);
  if (value === null)
    return (
      <Stack
        direction="row"
        spacing={0.75}
        sx={{ alignItems: 'center', color: 'text.secondary', minWidth: 0 }}
      >
        <LockOutlinedIcon sx={{ fontSize: 16 }} aria-hidden />
        <Box component="span" sx={monospaceSx} aria-label={`${name}: secret, not shown`}>
          {MASK}
        </Box>
      </Stack>
    );
  const lines = value.split('\n');
  const shown = lines.length > 1 ? `${lines[0]} … (+${lines.length - 1} lines)` : value;
  return (
    <Stack direction="row" spacing={0.25} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Box
        component="span"
        sx={{ ...monospaceSx, color: revealed ? 'text.primary' : 'text.secondary', flexShrink: 1 }}
        title={revealed ? value : undefined}
      >
        {revealed ? (value === '' ? '(empty)' : shown) : MASK}
      </Box>
      <Tooltip title={revealed ? `Hide ${name}` : `Reveal ${name}`}>
        <IconButton
          size="small"
          aria-label={revealed ? `Hide ${name}` : `Reveal ${name}`}
          aria-pressed={revealed}
          onClick={() => setRevealed((shownNow) => !shownNow)}
        >
          {revealed ? (
            <VisibilityOffOutlinedIcon fontSize="small" />
          ) : (
            <VisibilityOutlinedIcon fontSize="small" />
          )}
        </IconButton>
      </Tooltip>
      <CopyButton value={value} label={`Copy ${name}`} />
    </Stack>
  );
}
