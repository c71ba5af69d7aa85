/**
 * Failed sign-ins slow down further tries of the same account, in two budgets, as Microsoft Entra's smart lockout
 * and Cognito's adaptive throttling do:
 *
 * - per account and address: a few failures are free, then each one doubles the wait before the next try from
 *   that address (30 s, 1 min, 2 min, … at most 15 min). Someone guessing from one address slows down at once, and
 *   the account's owner elsewhere is not affected.
 * - per account, from addresses it has not signed in from lately: a larger budget, then the same doubling for all
 *   of them together, which slows down guesses spread over many addresses. An address the account signed in from
 *   in the last 30 days keeps only its own budget, so an attack from elsewhere does not lock the owner out there.
 *
 * A try is counted as failed before its password is checked, and counted back once it succeeds: tries sent at
 * once cannot all pass before the first failure is known. While a wait runs, a try is refused without looking at
 * the password (the right one too), and alike for an account that does not exist. The counts live in this
 * process's memory, as the rate limit's do: a restart forgets them.
 */

export interface SignInBackOffPolicy {
  /** Failures of one account from one address before tries from there must wait. */
  freeFailuresPerAddress: number;
  /** Failures of one account from unfamiliar addresses, all together, before tries from any of them must wait. */
  freeFailuresPerAccount: number;
  /** The first wait; each further failure doubles it. */
  firstWaitMs: number;
  longestWaitMs: number;
  /** A count with no failure for this long starts again from zero. */
  forgetAfterMs: number;
  /** How long an address stays familiar to an account after a sign-in from it. */
  familiarForMs: number;
  /** The most entries each table holds; the oldest go first (a flood of made-up accounts cannot fill memory). */
  maxEntries: number;
}

export const signInBackOffPolicy: SignInBackOffPolicy = {
  freeFailuresPerAddress: 5,
  freeFailuresPerAccount: 50,
  firstWaitMs: 30_000,
  longestWaitMs: 15 * 60_000,
  forgetAfterMs: 60 * 60_000,
  familiarForMs: 30 * 24 * 60 * 60_000,
  maxEntries: 100_000,
};

/** A try allowed (and counted as failed until it says otherwise), or how long to wait before the next one. */
export type SignInTry =
  { readonly allowed: true; succeeded(): void } | { readonly allowed: false; waitMs: number };

interface FailureCount {
  failures: number;
  lastFailureAt: number;
  /** No try before this time (epoch milliseconds). */
  until: number;
}

/** A Map that forgets its oldest entries beyond `max`; `set` makes an entry the newest. */
function boundedMap<V>(max: number) {
  const entries = new Map<string, V>();
  return {
    get: (key: string) => entries.get(key),
    delete: (key: string) => entries.delete(key),
    set(key: string, value: V) {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > max) entries.delete(entries.keys().next().value as string);
    },
  };
}

export function signInBackOff(policy: SignInBackOffPolicy = signInBackOffPolicy) {
  const byAddress = boundedMap<FailureCount>(policy.maxEntries);
  const byAccount = boundedMap<FailureCount>(policy.maxEntries);
  const familiar = boundedMap<number>(policy.maxEntries);

  const waitAfter = (failures: number, free: number) =>
    failures < free ? 0 : Math.min(policy.longestWaitMs, policy.firstWaitMs * 2 ** (failures - free));

  const current = (count: FailureCount | undefined, now: number) =>
    count && now - count.lastFailureAt < policy.forgetAfterMs ? count : undefined;

  function counted(table: typeof byAddress, key: string, free: number, now: number, change: 1 | -1) {
    const count = current(table.get(key), now) ?? { failures: 0, lastFailureAt: now, until: 0 };
    const failures = Math.max(0, count.failures + change);
    if (failures === 0) table.delete(key);
    else table.set(key, { failures, lastFailureAt: now, until: now + waitAfter(failures, free) });
  }

  return {
    /** Asks to try `account`'s password from `address` at `now`. */
    attempt(account: string, address: string, now: number): SignInTry {
      const accountKey = account.trim().toLowerCase();
      const pairKey = `${accountKey}\n${address}`;
      const lastSignIn = familiar.get(pairKey);
      const isFamiliar = lastSignIn !== undefined && now - lastSignIn < policy.familiarForMs;
      const pairUntil = current(byAddress.get(pairKey), now)?.until ?? 0;
      const accountUntil = isFamiliar ? 0 : (current(byAccount.get(accountKey), now)?.until ?? 0);
      const until = Math.max(pairUntil, accountUntil);
      if (until > now) return { allowed: false, waitMs: until - now };

      counted(byAddress, pairKey, policy.freeFailuresPerAddress, now, 1);
      if (!isFamiliar) counted(byAccount, accountKey, policy.freeFailuresPerAccount, now, 1);
      return {
        allowed: true,
        succeeded() {
          byAddress.delete(pairKey);
          if (!isFamiliar) counted(byAccount, accountKey, policy.freeFailuresPerAccount, now, -1);
          familiar.set(pairKey, now);
        },
      };
    },
  };
}

export type SignInBackOff = ReturnType<typeof signInBackOff>;
