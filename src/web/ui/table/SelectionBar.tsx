import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';

interface SelectionBarProps {
  /** Names the bar for assistive technology, e.g. "Selected services". */
  label: string;
  /** How many rows are chosen; the bar shows while there is at least one. */
  count: number;
  onClear: () => void;
  /** The actions on the chosen rows. */
  children: ReactNode;
}

/**
 * The bar above a table while some of its rows are chosen: how many, what can be done to them, and a way to let go.
 * It stays mounted when it folds away, so a dialog its actions opened can finish closing.
 */
export function SelectionBar({ label, count, onClear, children }: SelectionBarProps) {
  // While it folds away after the selection was cleared, it keeps saying how many there were.
  const [shown, setShown] = useState(count);
  if (count > 0 && count !== shown) setShown(count);

  return (
    <Collapse in={count > 0} timeout={150}>
      {/* Padding rather than a margin, so nothing of the bar takes room once folded. */}
      <Stack sx={{ pb: 1.5 }}>
        <Paper
          variant="outlined"
          role="group"
          aria-label={label}
          sx={(theme) => ({
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            columnGap: 1,
            rowGap: 1,
            px: 1.5,
            py: 1,
            borderColor: 'primary.main',
            backgroundColor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.06),
          })}
        >
          <Typography
            variant="body2"
            aria-live="polite"
            sx={{ fontWeight: 600, whiteSpace: 'nowrap', mr: 1, fontVariantNumeric: 'tabular-nums' }}
          >
            {shown} selected
          </Typography>
          {/* On a narrow screen the count and Clear selection share the first line, the actions the next. */}
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap', order: { xs: 1, sm: 0 }, flexBasis: { xs: '100%', sm: 'auto' } }}
          >
            {children}
          </Stack>
          <Button size="small" onClick={onClear} sx={{ ml: 'auto', mr: -0.5 }}>
            Clear selection
          </Button>
        </Paper>
      </Stack>
    </Collapse>
  );
}
