import type { SxProps, Theme } from '@mui/material/styles';
import { memo } from 'react';
import { highlightParts, levelLabel, type LogEntry, type LogMatch, withControlsShown } from './logView';

const clock = new Intl.DateTimeFormat(undefined, {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

function clockTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : clock.format(date);
}

export const LOG_ROW_HEIGHT = 20;

/**
 * How the rows and their parts look, set once on the element holding the rows. Rows are plain elements with no
 * style of their own: a position per row through `sx` left a CSS rule behind for every position a row ever took
 * (some 30,000 after scrolling through 100,000 lines), and inline it made the browser compute every new row's
 * style afresh; both cost frames while scrolling (`npm run bench:logs` shows it).
 */
export const logRowsSx: SxProps<Theme> = (theme) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    '& [data-index]': {
      px: 1.5,
      whiteSpace: 'pre',
      overflowWrap: 'normal',
      minHeight: LOG_ROW_HEIGHT,
    },
    '&[data-wrap] [data-index]': { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
    // A light tint: at 0.1 the error-coloured level label falls under 4.5:1 on it.
    '& [data-level="error"]': { backgroundColor: theme.alpha(palette.error.main, 0.06) },
    '& .log-time': { color: 'text.secondary', mr: 1.5, userSelect: 'none' },
    '& .log-level': { color: 'warning.main', fontWeight: 600, mr: 1 },
    '& [data-level="error"] .log-level': { color: 'error.main' },
    '& .log-source': { color: 'primary.main', mr: 1 },
    '& mark': {
      color: 'inherit',
      borderRadius: 0.5,
      backgroundColor: theme.alpha(palette.warning.main, 0.35),
    },
    '& mark[data-current]': { backgroundColor: palette.warning.main, color: palette.warning.contrastText },
  };
};

interface LogRowProps {
  entry: LogEntry;
  /** This line's matches and the overall index of the first one. */
  matches: readonly LogMatch[] | undefined;
  firstMatch: number;
  currentMatch: number;
}

/**
 * One line: time, level (when not info), source, then the text with the search matches marked and its control
 * characters written out. Styled by `logRowsSx` on the rows' parent.
 */
export const LogRow = memo(function LogRow({ entry, matches, firstMatch, currentMatch }: LogRowProps) {
  const parts = matches ? highlightParts(entry.text, matches, firstMatch) : [{ text: entry.text }];
  return (
    <>
      <span className="log-time">{clockTime(entry.time)}</span>
      {entry.level !== 'info' ? <span className="log-level">{levelLabel(entry.level)}</span> : null}
      {entry.source ? <span className="log-source">[{entry.source}]</span> : null}
      {parts.map((part, index) =>
        part.match === undefined ? (
          <span key={index}>{withControlsShown(part.text)}</span>
        ) : (
          <mark key={index} data-current={part.match === currentMatch || undefined}>
            {withControlsShown(part.text)}
          </mark>
        ),
      )}
    </>
  );
});
