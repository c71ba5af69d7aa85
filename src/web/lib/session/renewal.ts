import { authEndpoints, type Session } from '../../../contract';
import { isApiError } from '../api/ApiError';
import { call } from '../api/client';
import { bearerCredential } from './bearer';
import { sessionStore, type SessionStore } from './sessionStore';

/** Renew when three quarters of the token's life have passed. */
const RENEW_AT_SHARE = 0.75;
/** After a failure that may pass (network, server error), try again this much later while the token lives. */
const RETRY_AFTER_MS = 30_000;
/** setTimeout cannot wait longer than this. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * Keeps a bearer session alive by exchanging its token before it expires. When the server refuses, or the token
 * expires before a renewal succeeds, the session ends as expired (the auth guard then sends the person to sign in).
 * Returns a function that stops it.
 */
export function startSessionRenewal(
  store: SessionStore = sessionStore,
  refresh: () => Promise<Session> = () => call(authEndpoints.refresh),
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let plannedFor: string | undefined;

  const plan = (delayMs: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void renew(), Math.min(Math.max(0, delayMs), MAX_TIMEOUT_MS));
  };

  const renew = async () => {
    const credential = store.get().credential;
    if (credential?.kind !== 'jwt') return;
    if (Date.now() >= credential.expiresAt) {
      store.signOut('expired');
      return;
    }
    try {
      store.renew(bearerCredential(await refresh(), Date.now()));
    } catch (error) {
      // Someone signed in or out meanwhile: that session is not this one's business.
      if (store.get().credential?.token !== credential.token) return;
      const refused = isApiError(error) && (error.status === 401 || error.status === 403);
      if (refused) store.signOut('expired');
      else plan(Math.min(RETRY_AFTER_MS, credential.expiresAt - Date.now()));
    }
  };

  const follow = () => {
    const credential = store.get().credential;
    if (credential?.kind !== 'jwt') {
      clearTimeout(timer);
      plannedFor = undefined;
      return;
    }
    if (credential.token === plannedFor) return;
    plannedFor = credential.token;
    const renewAt = credential.issuedAt + (credential.expiresAt - credential.issuedAt) * RENEW_AT_SHARE;
    plan(renewAt - Date.now());
  };

  follow();
  const unsubscribe = store.subscribe(follow);
  return () => {
    unsubscribe();
    clearTimeout(timer);
  };
}
