import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useDeferredValue, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { downloadText } from './download';
import { LogRow, LOG_ROW_HEIGHT, logRowsSx } from './LogRow';
import { LogToolbar } from './LogToolbar';
import {
  countLevels,
  filterByLevel,
  findMatches,
  logText,
  stepMatch,
  type LogEntry,
  type LogLevel,
  type LogMatch,
} from './logView';

export interface LogViewerProps {
  /** Names the log, e.g. "Deployment log"; the search box and the scroll area are named after it. */
  label: string;
  entries: readonly LogEntry[];
  /** The name of the downloaded file. */
  fileName: string;
  /** Shown in place of the lines when there are none. */
  emptyText?: string;
  /** Said above the lines, about them (e.g. that some were removed). */
  notice?: string;
  /** More controls at the end of the toolbar (how many lines to load). */
  toolbar?: ReactNode;
  height?: number | string | Record<string, number | string>;
}

// Lines closer than this to the end count as "at the end": following goes on.
const END_SLACK_PX = LOG_ROW_HEIGHT * 2;

/**
 * A long log, rendered a screenful at a time so 100,000 lines scroll smoothly. It follows new lines while scrolled
 * to the end (scrolling up stops that; Follow or scrolling back down resumes it), searches with highlights and
 * next/previous, filters by level, wraps long lines on request and downloads what it holds as a text file.
 */
export function LogViewer({
  label,
  entries,
  fileName,
  emptyText,
  notice,
  toolbar,
  height = 480,
}: LogViewerProps) {
  const [levels, setLevels] = useState<ReadonlySet<LogLevel>>(new Set());
  const [search, setSearch] = useState('');
  const needle = useDeferredValue(search.trim());
  const [current, setCurrent] = useState(-1);
  const [wrap, setWrap] = useState(false);
  const [following, setFollowing] = useState(true);
  const scrollArea = useRef<HTMLDivElement>(null);

  const shown = useMemo(() => filterByLevel(entries, levels), [entries, levels]);
  const levelCounts = useMemo(() => countLevels(entries), [entries]);
  const { matches, byRow } = useMemo(() => indexMatches(shown, needle), [shown, needle]);
  const longest = useMemo(() => shown.reduce((max, entry) => Math.max(max, entry.text.length), 0), [shown]);
  // A new search starts at its first match; a match count that shrank keeps the current one in range.
  const [searched, setSearched] = useState(needle);
  if (searched !== needle) {
    setSearched(needle);
    setCurrent(matches.length > 0 ? 0 : -1);
  } else if (current >= matches.length && current !== -1) {
    setCurrent(matches.length - 1);
  }

  // The virtualizer hands out fresh measurements on every scroll; nothing here relies on memoizing around it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scrollArea.current,
    estimateSize: () => LOG_ROW_HEIGHT,
    overscan: 25,
    getItemKey: (index) => shown[index]?.id ?? index,
  });

  useLayoutEffect(() => {
    virtualizer.measure();
  }, [wrap, virtualizer]);

  useLayoutEffect(() => {
    if (following && shown.length > 0) virtualizer.scrollToIndex(shown.length - 1, { align: 'end' });
  }, [following, shown.length, virtualizer]);

  const match = matches[current];
  useLayoutEffect(() => {
    if (match) virtualizer.scrollToIndex(match.row, { align: 'center' });
  }, [match, virtualizer]);

  const items = virtualizer.getVirtualItems();

  const step = (direction: 1 | -1) => {
    setFollowing(false);
    setCurrent((index) => stepMatch(index, matches.length, direction));
  };

  return (
    <Stack spacing={1.5}>
      <LogToolbar
        label={label}
        search={search}
        onSearch={setSearch}
        current={current}
        matchCount={matches.length}
        onStep={step}
        levels={levels}
        levelCounts={levelCounts}
        onLevels={setLevels}
        wrap={wrap}
        onWrap={setWrap}
        following={following}
        onFollow={setFollowing}
        canDownload={entries.length > 0}
        onDownload={() => downloadText(fileName, logText(entries))}
        extra={toolbar}
      />
      {notice ? (
        <Alert severity="info" variant="outlined">
          {notice}
        </Alert>
      ) : null}
      <Paper
        variant="outlined"
        ref={scrollArea}
        role="region"
        aria-label={label}
        tabIndex={0}
        onScroll={(event) => {
          const area = event.currentTarget;
          const atEnd = area.scrollHeight - area.scrollTop - area.clientHeight <= END_SLACK_PX;
          if (atEnd !== following) setFollowing(atEnd);
        }}
        sx={{
          // Without a line there is nothing to scroll: a short box says so rather than a tall empty one.
          height: entries.length === 0 ? 'auto' : height,
          minHeight: 96,
          overflow: 'auto',
          overscrollBehavior: 'contain',
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: 12.5,
          lineHeight: `${LOG_ROW_HEIGHT}px`,
          bgcolor: 'background.default',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      >
        {shown.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', p: 2, fontFamily: 'inherit' }}>
            {entries.length === 0 ? (emptyText ?? 'No log lines yet.') : 'No lines of the chosen levels.'}
          </Typography>
        ) : (
          <Box
            data-wrap={wrap || undefined}
            sx={logRowsSx}
            style={{
              height: virtualizer.getTotalSize(),
              // Unwrapped, the area scrolls sideways as far as the longest line (plus time, level and source).
              width: wrap ? '100%' : `max(100%, calc(${longest}ch + 28ch))`,
            }}
          >
            {/* The rows sit one after the other in a block moved to the first one's place: no row has a style of
                its own, so the browser computes one style for all of them rather than one per row. */}
            <div style={{ transform: `translateY(${items[0]?.start ?? 0}px)` }}>
              {items.map((item) => {
                const entry = shown[item.index]!;
                const rowMatches = byRow.get(item.index);
                return (
                  <div
                    key={item.key}
                    data-index={item.index}
                    ref={wrap ? virtualizer.measureElement : undefined}
                    data-level={entry.level}
                  >
                    <LogRow
                      entry={entry}
                      matches={rowMatches?.matches}
                      firstMatch={rowMatches?.first ?? 0}
                      currentMatch={current}
                    />
                  </div>
                );
              })}
            </div>
          </Box>
        )}
      </Paper>
    </Stack>
  );
}

function indexMatches(entries: readonly LogEntry[], needle: string) {
  const matches = findMatches(entries, needle);
  const byRow = new Map<number, { first: number; matches: LogMatch[] }>();
  matches.forEach((match, index) => {
    const row = byRow.get(match.row);
    if (row) row.matches.push(match);
    else byRow.set(match.row, { first: index, matches: [match] });
  });
  return { matches, byRow };
}
