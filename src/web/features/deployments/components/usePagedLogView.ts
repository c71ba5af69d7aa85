import type { QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { DeploymentLogLine } from '../../../../contract';
import type { LogPaging } from '../../../ui/logs/LogViewer';
import { type LogEntry, logText } from '../../../ui/logs/logView';
import { type FetchLogPage, usePagedLog } from '../api/usePagedLog';

/**
 * A log read page by page (see usePagedLog) as the viewer shows it: its entries, and the paging that loads older
 * lines, searches those not loaded and downloads the whole log. `toEntries` must keep its identity between
 * renders (a callback or a module function), else the entries are made again on every render.
 */
export function usePagedLogView(
  key: QueryKey,
  fetchPage: FetchLogPage,
  options: { live: boolean; pollMs: number | false },
  toEntries: (lines: readonly DeploymentLogLine[]) => LogEntry[],
) {
  const log = usePagedLog(key, fetchPage, options);
  const entries = useMemo(() => toEntries(log.lines), [toEntries, log.lines]);
  const { wholeLog } = log;
  const paging: LogPaging = useMemo(
    () => ({ ...log.paging, wholeText: async () => logText(toEntries(await wholeLog())) }),
    [log.paging, wholeLog, toEntries],
  );
  return { latest: log.latest, entries, paging, removedByRetention: log.removedByRetention };
}
