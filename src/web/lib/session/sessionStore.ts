import { z } from 'zod';
import { createStore } from '../store';

const STORAGE_KEY = 'platform-console.session';

const credentialSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('token'), token: z.string().min(1) }),
  /** A bearer token from sign-in; times in milliseconds since the epoch. */
  z.object({ kind: z.literal('jwt'), token: z.string().min(1), issuedAt: z.number(), expiresAt: z.number() }),
]);
export type Credential = z.infer<typeof credentialSchema>;

const storedSchema = z.object({ baseUrl: z.string().min(1), credential: credentialSchema.nullable() });

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

export function authorizationHeader(credential: Credential): string {
  return credential.kind === 'token' ? `Token ${credential.token}` : `Bearer ${credential.token}`;
}

function read(storage: Storage, now: number): SessionState {
  let stored: z.infer<typeof storedSchema> | undefined;
  try {
    stored = storedSchema.parse(JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null'));
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
