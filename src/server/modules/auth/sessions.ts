import { jwtVerify, SignJWT } from 'jose';
import type { Session } from '../../../contract';
import type { Runtime } from '../../runtime';

export interface SessionSettings {
  secret: string;
  ttlSeconds: number;
}

const ALGORITHM = 'HS256';

/** People's sessions: short-lived JWTs signed with the installation's secret. */
export function createSessionTokens(settings: SessionSettings, runtime: Pick<Runtime, 'clock' | 'newId'>) {
  const key = new TextEncoder().encode(settings.secret);

  return {
    async issue(userId: string): Promise<Session> {
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
    },

    /** The person a valid, unexpired token names; null for anything else. */
    async verify(token: string): Promise<{ userId: string } | null> {
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
    },
  };
}

export type SessionTokens = ReturnType<typeof createSessionTokens>;
