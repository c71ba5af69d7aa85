import type { QueryClient } from '@tanstack/react-query';
import { stageKeys } from './keys';

/**
 * Drops a read of the stages under way as a change to them is sent: read before the change, it could answer after
 * the change's own answer and put the stages back as they were. The change moves the change feed on, which asks for
 * the stages again once it is written.
 */
export const dropStageReadsUnderWay = (queryClient: QueryClient, environmentId: string) =>
  queryClient.cancelQueries({ queryKey: stageKeys.list(environmentId) });
