import { type QueryKey, useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';

interface EditedRecordOptions<R, V, K extends QueryKey> {
  /** The copy the form opens with, e.g. a row of a list (lists carry no versions). */
  opened: R;
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
export function useEditedRecord<R, V, K extends QueryKey>({
  opened,
  query,
  name,
  valuesOf,
}: EditedRecordOptions<R, V, K>) {
  const queryClient = useQueryClient();
  const fresh = useQuery({ ...query, staleTime: 0 });
  return {
    record: fresh.data ?? opened,
    name,
    valuesOf,
    loadLatest: () => queryClient.fetchQuery({ ...query, staleTime: 0 }),
    onReload: (latest: R) => queryClient.setQueryData<R>(query.queryKey as QueryKey, latest),
  };
}
