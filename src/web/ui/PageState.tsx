import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { ErrorState } from './ErrorState';
import { isServerError } from './errors';

/** The part of a query result a page renders from (TanStack Query's result fits). */
export interface QueryState<T> {
  status: 'pending' | 'error' | 'success';
  data: T | undefined;
  error: unknown;
  refetch: () => unknown;
}

export interface PageStateProps<T> {
  query: QueryState<T>;
  /** Completes "Could not …" / "You are not allowed to …" when loading fails, e.g. "view the projects". */
  action: string;
  /** Shown while loading; a few skeleton lines by default. */
  pending?: ReactNode;
  /** When set and true for the data, `empty` is shown instead of the children. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** Shown when the API answers that the record loaded is not there (404): for the page's own record, its not-found page. */
  notFound?: ReactNode;
  children: (data: T) => ReactNode;
}

/** Renders exactly one of: pending, not found, error (with retry), empty, data. */
export function PageState<T>({
  query,
  action,
  pending,
  isEmpty,
  empty,
  notFound,
  children,
}: PageStateProps<T>) {
  if (query.status === 'pending') return <>{pending ?? <LoadingLines />}</>;
  if (query.status === 'error' || query.data === undefined) {
    if (notFound !== undefined && isServerError(query.error) && query.error.status === 404)
      return <>{notFound}</>;
    return <ErrorState error={query.error} action={action} onRetry={() => void query.refetch()} />;
  }
  if (isEmpty?.(query.data) && empty) return <>{empty}</>;
  return <>{children(query.data)}</>;
}

export function LoadingLines({ lines = 4 }: { lines?: number }) {
  return (
    <Box role="status" aria-label="Loading" aria-busy="true">
      <Stack spacing={1}>
        {Array.from({ length: lines }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={28} width={index === 0 ? '40%' : '100%'} />
        ))}
      </Stack>
    </Box>
  );
}
