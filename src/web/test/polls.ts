import { type QueryClient, type TimeoutProvider, timeoutManager } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Polling in component tests. Every poll of the console runs on TanStack Query's intervals (a query's
 * `refetchInterval`, and the log's follower, which uses the same timeout manager): here they never fire by
 * themselves. A test that wants the next poll fires it, so requests are counted over a window the test decides,
 * never over however much real time the machine took. Every other timer stays real.
 */
const held = new Map<number, { callback: () => void; milliseconds: number }>();
let lastId = 0;

const heldPollsProvider: TimeoutProvider<number> = {
  setTimeout: (callback, delay) => Number(setTimeout(callback, delay)),
  clearTimeout: (id) => clearTimeout(id),
  setInterval(callback, milliseconds) {
    lastId += 1;
    held.set(lastId, { callback, milliseconds });
    return lastId;
  },
  clearInterval: (id) => {
    if (id !== undefined) held.delete(id);
  },
};

/** Holds the polls of every query client created after this (setup.ts installs it before any test). */
export function holdPolls(): void {
  timeoutManager.setTimeoutProvider(heldPollsProvider);
}

export const polls = {
  /** The intervals of the polls waiting, in the order they were set. */
  intervals: (): number[] => [...held.values()].map((poll) => poll.milliseconds),
  /**
   * Runs every poll waiting once, as if its interval had just passed; answers how many ran. What they ask for is
   * on its way when this returns: await what it shows, or `settled` before counting requests.
   */
  fire(): number {
    const due = [...held.values()];
    for (const poll of due) poll.callback();
    return due.length;
  },
  /** Forgets the polls of a test that ended. */
  reset(): void {
    held.clear();
  },
};

/**
 * Resolves once the client has nothing under way (no query fetching, no mutation running): with polls held, nothing
 * more is sent until the test acts, so requests counted then are all there will be.
 */
export async function settled(queryClient: QueryClient): Promise<void> {
  await waitFor(() => expect(queryClient.isFetching() + queryClient.isMutating()).toBe(0));
}
