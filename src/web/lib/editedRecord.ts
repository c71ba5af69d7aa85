import { type QueryKey, useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';

/** What ui/form/Form's `edits` takes (kept structural: lib does not import the form). */
export interface EditedRecord<R, V> {
  record: R;
  name: string;
  valuesOf: (record: R) => V;
  loadLatest: () => Promise<R>;
  onReload: (latest: R) => void;
}

interface EditedRecordOptions<R, V, K extends QueryKey> {
  /** The copy the form opens with, e.g. a row of a list (lists carry no versions); none for a form that creates. */
  opened: R | undefined;
  /** The record's own query, read afresh as the form opens and again after a save is refused. */
  query: UseQueryOptions<R, Error, R, K> & { queryKey: K };
  /** Names the record in the conflict dialog, e.g. "the project web". */
  name: string;
  valuesOf: (record: R) => V;
}

/**
 * What an edit form (`edits` of ui/form/Form) needs of one record: the version it edits, which is the record read
 * afresh as the form opens (its GET carries the version a save sends back), or the copy it was opened with until
 * then; how to read the latest after a refused save; and how to take it into the cache when the person chooses it.
 */
export function useEditedRecord<R, V, K extends QueryKey>(
  options: EditedRecordOptions<R, V, K> & { opened: R },
): EditedRecord<R, V>;
export function useEditedRecord<R, V, K extends QueryKey>(
  options: EditedRecordOptions<R, V, K>,
): EditedRecord<R, V> | undefined;
export function useEditedRecord<R, V, K extends QueryKey>({
  opened,
  query,
  name,
  valuesOf,
}: EditedRecordOptions<R, V, K>): EditedRecord<R, V> | undefined {
  const queryClient = useQueryClient();
  const fresh = useQuery({ ...query, staleTime: 0, enabled: opened !== undefined });
  if (opened === undefined) return undefined;
  return {
    record: fresh.data ?? opened,
    name,
    valuesOf,
    loadLatest: () => queryClient.fetchQuery({ ...query, staleTime: 0 }),
    onReload: (latest: R) => queryClient.setQueryData<R>(query.queryKey as QueryKey, latest),
  };
}
