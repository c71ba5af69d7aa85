import Box from '@mui/material/Box';
import { memo } from 'react';
import { highlightParts, levelLabel, type LogEntry, type LogMatch } from './logView';

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

interface LogRowProps {
  entry: LogEntry;
  /** This line's matches and the overall index of the first one. */
  matches: readonly LogMatch[] | undefined;
  firstMatch: number;
  currentMatch: number;
}

/** One line: time, level (when not info), source, then the text with the search matches marked. */
export const LogRow = memo(function LogRow({ entry, matches, firstMatch, currentMatch }: LogRowProps) {
  const parts = matches ? highlightParts(entry.text, matches, firstMatch) : [{ text: entry.text }];
  return (
    <>
      <Box component="span" sx={{ color: 'text.secondary', mr: 1.5, userSelect: 'none' }}>
        {clockTime(entry.time)}
      </Box>
      {entry.level !== 'info' ? (
        <Box
          component="span"
          sx={{ color: entry.level === 'error' ? 'error.main' : 'warning.main', fontWeight: 600, mr: 1 }}
        >
          {levelLabel(entry.level)}
        </Box>
      ) : null}
      {entry.source ? (
        <Box component="span" sx={{ color: 'primary.main', mr: 1 }}>
          [{entry.source}]
        </Box>
      ) : null}
      {parts.map((part, index) =>
        part.match === undefined ? (
          <span key={index}>{part.text}</span>
        ) : (
          <Box
            key={index}
            component="mark"
            data-current={part.match === currentMatch || undefined}
            sx={(theme) => ({
              color: 'inherit',
              borderRadius: 0.5,
              backgroundColor: theme.alpha((theme.vars ?? theme).palette.warning.main, 0.35),
              '&[data-current]': {
                backgroundColor: (theme.vars ?? theme).palette.warning.main,
                color: (theme.vars ?? theme).palette.warning.contrastText,
              },
            })}
          >
            {part.text}
          </Box>
        ),
      )}
    </>
  );
});
