import { jwtVerify, SignJWT } from 'jose';
import type { Session } from '../../../contract';
import type { Runtime } from '../../runtime';
import { withDeps } from '../shared/withDeps';

export interface SessionSettings {
  secret: string;
  ttlSeconds: number;
}

/** What issuing and verifying sessions work with: `key` is the installation's secret, encoded. */
export interface SessionDeps {
  settings: SessionSettings;
  runtime: Pick<Runtime, 'clock' | 'newId'>;
  key: Uint8Array;
}

const ALGORITHM = 'HS256';

export async function issueSession(
  { settings, runtime, key }: SessionDeps,
  userId: string,
): Promise<Session> {
  const issuedAt = Math.floor(runtime.clock.now().getTime() / 1000);
  const expiresAt = issuedAt + settings.ttlSeconds;
  const accessToken = await new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .setJti(runtime.newId())
    .sign(key);
  return {
    access_token: accessToken,
    token_type: 'Bearer',
    expires_in: settings.ttlSeconds,
    expires_at: new Date(expiresAt * 1000).toISOString(),
  };
}

/** The person a valid, unexpired token names; null for anything else. */
export async function verifySession(
  { runtime, key }: SessionDeps,
  token: string,
): Promise<{ userId: string } | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      currentDate: runtime.clock.now(),
      requiredClaims: ['sub', 'iat', 'exp', 'jti'],
    });
    return payload.sub ? { userId: payload.sub } : null;
  } catch {
    return null;
  }
}

/** People's sessions: short-lived JWTs signed with the installation's secret. */
export function createSessionTokens(settings: SessionSettings, runtime: Pick<Runtime, 'clock' | 'newId'>) {
  const deps: SessionDeps = { settings, runtime, key: new TextEncoder().encode(settings.secret) };
  return {
    issue: withDeps(deps, issueSession),
    verify: withDeps(deps, verifySession),
  };
}

export type SessionTokens = ReturnType<typeof createSessionTokens>;
