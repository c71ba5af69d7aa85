import { type QueryKey, queryOptions, timeoutManager, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { DeploymentLogLine, DeploymentLogList, LogQuery } from '../../../../contract';

/** Lines asked for at a time: the latest first, then older ones as the person scrolls up. */
export const LOG_PAGE_SIZE = 1000;
// The most a page holds (the API's own limit): a search answers the places of this many matching lines at most.
const LOG_PAGE_MAX = 100_000;

export type FetchLogPage = (query: LogQuery, signal?: AbortSignal) => Promise<DeploymentLogList>;

interface HeldLines {
  lines: DeploymentLogLine[];
  /** The place of `lines[0]` in the whole log. */
  firstPosition: number;
  /** The line written last that the follower has: it asks for the lines written after it. */
  lastWritten: string | null;
}

/** Adds followed lines in their place (by time; a line written late may belong before others), once each. */
function withFollowed(held: DeploymentLogLine[], followed: DeploymentLogLine[]): DeploymentLogLine[] {
  const known = new Set(held.map((line) => line.id));
  const fresh = followed.filter((line) => !known.has(line.id));
  if (fresh.length === 0) return held;
  const last = held.at(-1)?.created_at ?? '';
  // Lines placed before the first one held come with the older pages.
  const first = held[0]?.created_at ?? '';
  const placed = fresh.filter((line) => line.created_at >= first);
  if (placed.every((line) => line.created_at >= last)) return [...held, ...placed];
  // A stable sort keeps the writing order of lines of the same instant.
  return [...held, ...placed].sort((a, b) =>
    a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0,
  );
}

/** The latest page of a log: a page may start it before it knows what else it shows, so it arrives sooner. */
export const latestLogPageQueryOptions = (key: QueryKey, fetchPage: FetchLogPage) =>
  queryOptions({
    queryKey: [...key, 'latest'],
    queryFn: ({ signal }) => fetchPage({ limit: LOG_PAGE_SIZE }, signal),
  });

/**
 * A long log read page by page: its latest lines first, older ones on demand, the lines written after the last
 * one while `live`, and the places of matches among the lines not loaded (the server searches them).
 */
export function usePagedLog(
  key: QueryKey,
  fetchPage: FetchLogPage,
  { live, pollMs }: { live: boolean; pollMs: number | false },
) {
  const latest = useQuery(latestLogPageQueryOptions(key, fetchPage));
  const [held, setHeld] = useState<HeldLines | null>(null);
  const [heldFrom, setHeldFrom] = useState<DeploymentLogList | undefined>(undefined);
  if (latest.data !== heldFrom) {
    setHeldFrom(latest.data);
    setHeld(
      latest.data
        ? {
            lines: latest.data.results,
            firstPosition: latest.data.first_position ?? 0,
            lastWritten: latest.data.last_written ?? null,
          }
        : null,
    );
  }

  // The latest held state for callbacks that outlive a render (timers, loads under way).
  const current = useRef(held);
  useLayoutEffect(() => {
    current.current = held;
  }, [held]);

  const [loadingOlder, setLoadingOlder] = useState(false);
  const loading = useRef(false);
  const loadOlder = useCallback(
    async (limit: number) => {
      const from = current.current;
      const first = from?.lines[0];
      if (!from || !first || from.firstPosition === 0 || loading.current) return;
      loading.current = true;
      setLoadingOlder(true);
      try {
        const page = await fetchPage({ before: first.id, limit: Math.min(limit, LOG_PAGE_MAX) });
        setHeld((now) =>
          now && now.lines[0]?.id === first.id
            ? { ...now, lines: [...page.results, ...now.lines], firstPosition: page.first_position ?? 0 }
            : now,
        );
      } finally {
        loading.current = false;
        setLoadingOlder(false);
      }
    },
    [fetchPage],
  );
  const onLoadOlder = useCallback(() => void loadOlder(LOG_PAGE_SIZE), [loadOlder]);
  const onLoadThrough = useCallback(
    (position: number) => {
      const firstPosition = current.current?.firstPosition ?? 0;
      if (position < firstPosition) void loadOlder(firstPosition - position);
    },
    [loadOlder],
  );

  // Following: only the lines written after the last one held, while the deployment runs and once as it ends.
  const { refetch } = latest;
  const followOnce = useCallback(async () => {
    const cursor = current.current?.lastWritten;
    if (!cursor) {
      await refetch();
      return;
    }
    const page = await fetchPage({ after: cursor });
    setHeld((now) =>
      now && now.lastWritten === cursor
        ? { ...now, lines: withFollowed(now.lines, page.results), lastWritten: page.last_written ?? cursor }
        : now,
    );
  }, [fetchPage, refetch]);
  const wasLive = useRef(live);
  useEffect(() => {
    const ended = wasLive.current && !live;
    wasLive.current = live;
    // The lines written as it ended arrive after the last poll: ask once more when it settles.
    if (ended) void followOnce();
    if (!live || pollMs === false) return;
    // On the query client's timers, as the queries' own polls: one place decides how every poll is timed.
    const timer = timeoutManager.setInterval(() => void followOnce(), pollMs);
    return () => timeoutManager.clearInterval(timer);
  }, [live, pollMs, followOnce]);

  const [needle, setNeedle] = useState('');
  const olderCount = held?.firstPosition ?? 0;
  const search = useQuery({
    queryKey: [...key, 'search', needle],
    queryFn: ({ signal }) => fetchPage({ search: needle, limit: LOG_PAGE_MAX }, signal),
    enabled: needle !== '' && olderCount > 0,
  });
  const unloadedMatches =
    needle !== '' && olderCount > 0
      ? (search.data?.match_positions ?? []).filter((position) => position < olderCount)
      : [];

  const wholeLog = useCallback(async () => (await fetchPage({ tail: LOG_PAGE_MAX })).results, [fetchPage]);

  return {
    latest,
    lines: held?.lines ?? [],
    removedByRetention: latest.data?.removed_by_retention,
    paging: {
      olderCount,
      loadingOlder,
      onLoadOlder,
      onLoadThrough,
      onSearch: setNeedle,
      unloadedMatches,
    },
    wholeLog,
  };
}
