import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type Database, databaseConnectionEndpoints } from '../../../../contract';
import { serviceKeys } from '../../../data/services/keys';
import { call } from '../../../lib/api/client';
import { invalidateEnvironmentViews } from '../../../lib/environmentViews';
import { errorNotice, useNotify } from '../../../ui/notice';

/** The versions a database can move to: its engine's, from its current major version up. */
export const databaseVersionsQueryOptions = (databaseId: string) =>
  queryOptions({
    queryKey: serviceKeys.databaseVersions(databaseId),
    queryFn: ({ signal }) => call(databaseConnectionEndpoints.versions, { params: { databaseId }, signal }),
    staleTime: 5 * 60_000,
  });

/**
 * Reads the master credentials. The server records every reading in the audit log, so they are read when the
 * person asks (a mutation: never cached, refetched or retried behind their back), once per ask.
 */
export function useRevealCredentials(databaseId: string) {
  const notify = useNotify();
  return useMutation({
    mutationFn: () => call(databaseConnectionEndpoints.credentials, { params: { databaseId } }),
    onError: (error) => notify(errorNotice(error, 'reveal the password')),
  });
}

/** A new random master password; the database's status then says a redeploy is needed. */
export function useRotatePassword(database: Database) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: () =>
      call(databaseConnectionEndpoints.rotateCredentials, {
        params: { databaseId: database.id },
        body: {},
      }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: serviceKeys.detail('database', database.id) }),
        invalidateEnvironmentViews(queryClient, database.environment.id),
      ]);
      notify({
        severity: 'success',
        message: `New password for ${database.name}. Redeploy it for the password to take effect.`,
      });
    },
    onError: (error) => notify(errorNotice(error, 'rotate the password')),
  });
}
