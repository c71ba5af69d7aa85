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
  /** When the lines held are the latest part of a longer log: how older ones load and the rest is searched. */
  paging?: LogPaging;
}

/** The log beyond the lines held: older lines load on scrolling up, the server searches those not loaded. */
export interface LogPaging {
  /** Lines placed before the first one held. */
  olderCount: number;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  /** Loads the older lines down to this place in the log (0 is the first line). */
  onLoadThrough: (position: number) => void;
  /** The searched text changed (trimmed; empty when the search is cleared). */
  onSearch: (needle: string) => void;
  /** The places of the matching lines not loaded yet, oldest first. */
  unloadedMatches: readonly number[];
  /** Gives the whole log's text for the download. */
  wholeText: () => Promise<string>;
}

// Closer than this to the top, the next older lines load.
const LOAD_OLDER_SLACK_PX = LOG_ROW_HEIGHT * 20;
// Stepping to a match not loaded loads this many lines more above it, so it shows with what came before.
const MATCH_CONTEXT_LINES = 50;

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
  paging,
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
  const { matches: loadedMatches, byRow } = useMemo(() => indexMatches(shown, needle), [shown, needle]);
  const unloaded = needle === '' ? 0 : (paging?.unloadedMatches.length ?? 0);
  // Matches in lines not loaded come first (they are older); the counter covers both.
  const matches = useMemo(
    () => [...Array.from({ length: unloaded }, () => null), ...loadedMatches],
    [unloaded, loadedMatches],
  );
  const onSearch = paging?.onSearch;
  useLayoutEffect(() => {
    onSearch?.(needle);
  }, [needle, onSearch]);
  const longest = useMemo(() => shown.reduce((max, entry) => Math.max(max, entry.text.length), 0), [shown]);
  // A new search starts at its first match among the lines held (stepping back reaches those not loaded); a
  // match count that shrank keeps the current one in range. Matches of lines not loaded arrive after the search
  // starts: the current one stays the same match. Loading them moves none, it only makes them shown.
  const [searched, setSearched] = useState(needle);
  const [counted, setCounted] = useState({ unloaded, total: matches.length });
  if (searched !== needle) {
    setSearched(needle);
    setCounted({ unloaded, total: matches.length });
    setCurrent(loadedMatches.length > 0 ? unloaded : -1);
  } else if (counted.unloaded !== unloaded || counted.total !== matches.length) {
    setCounted({ unloaded, total: matches.length });
    const arrived = unloaded - counted.unloaded;
    if (current !== -1 && arrived !== 0 && matches.length - counted.total === arrived) {
      setCurrent(current + arrived);
    } else if (current === -1 && loadedMatches.length > 0) {
      setCurrent(unloaded);
    } else if (current >= matches.length) {
      setCurrent(matches.length - 1);
    }
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
  const unloadedPosition = current >= 0 && current < unloaded ? paging?.unloadedMatches[current] : undefined;
  const onLoadThrough = paging?.onLoadThrough;
  useLayoutEffect(() => {
    if (match) virtualizer.scrollToIndex(match.row, { align: 'center' });
  }, [match, virtualizer]);
  useLayoutEffect(() => {
    if (unloadedPosition !== undefined) onLoadThrough?.(Math.max(0, unloadedPosition - MATCH_CONTEXT_LINES));
  }, [unloadedPosition, onLoadThrough]);

  // Older lines put above the ones shown push them down: the scroll moves by as much, so they stay in place.
  const firstShown = shown[0]?.id;
  const previousFirst = useRef(firstShown);
  useLayoutEffect(() => {
    const before = previousFirst.current;
    previousFirst.current = firstShown;
    if (before === undefined || before === firstShown) return;
    const prepended = shown.findIndex((entry) => entry.id === before);
    if (prepended > 0 && scrollArea.current) scrollArea.current.scrollTop += prepended * LOG_ROW_HEIGHT;
  }, [firstShown, shown]);

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
        onDownload={() => {
          if (paging && paging.olderCount > 0)
            void paging.wholeText().then((text) => downloadText(fileName, text));
          else downloadText(fileName, logText(entries));
        }}
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
          if (
            paging &&
            paging.olderCount > 0 &&
            !paging.loadingOlder &&
            area.scrollTop <= LOAD_OLDER_SLACK_PX
          ) {
            paging.onLoadOlder();
          }
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
                      firstMatch={(rowMatches?.first ?? 0) + unloaded}
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
