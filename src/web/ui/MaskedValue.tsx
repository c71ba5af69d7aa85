import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { CopyButton, PlainCopyButton } from './CopyButton';
import { tooltipProps } from './DelegatedTooltip';
import { PlainIcon } from './plainIcons';
import { PLAIN_ICON_BUTTON } from './plainIconButton';

const MASK = '••••••••';
const monospaceSx = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: 13,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minWidth: 0,
} as const;

/** What a value over several lines shows: its first, with the count of the others. */
const firstLineOf = (value: string) => {
  const lines = value.split('\n');
  return lines.length > 1 ? `${lines[0]} … (+${lines.length - 1} lines)` : value;
};

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
  const shown = firstLineOf(value);
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

/**
 * `MaskedValue` as plain elements, for rows of a table mounted by the dozen while it scrolls: styled once by
 * `maskedValueRules` (and `plainIconButtonRules`) on a container, its tooltips from the `TooltipScope` around the
 * table. Same names, same look.
 */
export function PlainMaskedValue({ value, name }: { value: string | null; name: string }) {
  const [revealed, setRevealed] = useState(false);
  if (value === null)
    return (
      <span className="masked-value masked-secret">
        <PlainIcon name="lock" />
        <span className="masked-text" aria-label={`${name}: secret, not shown`}>
          {MASK}
        </span>
      </span>
    );
  const action = revealed ? `Hide ${name}` : `Reveal ${name}`;
  return (
    <span className="masked-value">
      <span
        className="masked-text"
        data-revealed={revealed || undefined}
        title={revealed ? value : undefined}
      >
        {revealed ? (value === '' ? '(empty)' : firstLineOf(value)) : MASK}
      </span>
      <button
        type="button"
        className={PLAIN_ICON_BUTTON}
        aria-label={action}
        aria-pressed={revealed}
        {...tooltipProps(action)}
        onClick={() => setRevealed((shownNow) => !shownNow)}
      >
        <PlainIcon name={revealed ? 'visibilityOff' : 'visibility'} />
      </button>
      <PlainCopyButton value={value} label={`Copy ${name}`} />
    </span>
  );
}

/** How `PlainMaskedValue` looks: `MaskedValue`'s row of text and buttons, set once on a container. */
export const maskedValueRules = (theme: Theme) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    '& .masked-value': {
      display: 'flex',
      flexDirection: 'row',
      alignItems: 'center',
      gap: theme.spacing(0.25),
      minWidth: 0,
    },
    '& .masked-secret': { gap: theme.spacing(0.75), color: palette.text.secondary },
    '& .masked-secret > .plain-icon': { fontSize: 16 },
    '& .masked-text': { ...monospaceSx, color: palette.text.secondary, flexShrink: 1 },
    '& .masked-text[data-revealed]': { color: palette.text.primary },
  };
};
