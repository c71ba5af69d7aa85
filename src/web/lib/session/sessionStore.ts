import { createStore } from '../store';

const STORAGE_KEY = 'platform-console.session';

export type Credential =
  | { kind: 'token'; token: string }
  /** A bearer token from sign-in; times in milliseconds since the epoch. */
  | { kind: 'jwt'; token: string; issuedAt: number; expiresAt: number };

interface Stored {
  baseUrl: string;
  credential: Credential | null;
}

// What this console wrote itself, checked by hand: zod would be the only reason for every page to load it.
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isFilledString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function toCredential(value: unknown): Credential | null | undefined {
  if (value === null) return null;
  if (!isRecord(value) || !isFilledString(value.token)) return undefined;
  if (value.kind === 'token') return { kind: 'token', token: value.token };
  if (value.kind === 'jwt' && isNumber(value.issuedAt) && isNumber(value.expiresAt)) {
    return { kind: 'jwt', token: value.token, issuedAt: value.issuedAt, expiresAt: value.expiresAt };
  }
  return undefined;
}

/** The stored session, or undefined when storage holds none or something else. */
function toStored(value: unknown): Stored | undefined {
  if (!isRecord(value) || !isFilledString(value.baseUrl)) return undefined;
  const credential = toCredential(value.credential);
  return credential === undefined ? undefined : { baseUrl: value.baseUrl, credential };
}

/** Why the last session ended, so the sign-in page can say so. */
export type SessionEnd = 'expired' | 'signed-out';

export interface SessionState {
  /** The API address, e.g. https://console.example.com/api. Kept after signing out to prefill sign-in. */
  baseUrl: string;
  credential: Credential | null;
  ended: SessionEnd | null;
}

export function defaultBaseUrl(): string {
  return `${window.location.origin}/api`;
}

/** Whether the console talks to the API of its own site (the usual case), a trailing slash aside. */
export function isDefaultBaseUrl(baseUrl: string): boolean {
  return baseUrl.trim().replace(/\/+$/, '') === defaultBaseUrl();
}

export function authorizationHeader(credential: Credential): string {
  return credential.kind === 'token' ? `Token ${credential.token}` : `Bearer ${credential.token}`;
}

function read(storage: Storage, now: number): SessionState {
  let stored: Stored | undefined;
  try {
    stored = toStored(JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null'));
  } catch {
    stored = undefined;
  }
  if (!stored) return { baseUrl: defaultBaseUrl(), credential: null, ended: null };
  const expired = stored.credential?.kind === 'jwt' && stored.credential.expiresAt <= now;
  return {
    baseUrl: stored.baseUrl,
    credential: expired ? null : stored.credential,
    ended: expired ? 'expired' : null,
  };
}

function createSessionStore(storage: () => Storage) {
  const store = createStore<SessionState>(read(storage(), Date.now()));

  const save = (next: SessionState) => {
    storage().setItem(STORAGE_KEY, JSON.stringify({ baseUrl: next.baseUrl, credential: next.credential }));
    store.set(next);
  };

  return {
    get: store.get,
    subscribe: store.subscribe,
    signIn(baseUrl: string, credential: Credential) {
      save({ baseUrl, credential, ended: null });
    },
    /** Swaps in a renewed bearer token without ending the session. */
    renew(credential: Credential) {
      if (!store.get().credential) return;
      save({ ...store.get(), credential });
    },
    signOut(reason: SessionEnd) {
      if (!store.get().credential) return;
      save({ ...store.get(), credential: null, ended: reason });
    },
    /** Re-reads storage: another tab signed in or out, or a test reset it. */
    reload() {
      store.set(read(storage(), Date.now()));
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

export const sessionStore: SessionStore = createSessionStore(() => window.localStorage);

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY || event.key === null) sessionStore.reload();
  });
}
