import type { Session } from '../../../contract';
import type { Credential } from './sessionStore';

/**
 * The credential for a bearer session. Its life is measured on this machine's clock from `expires_in`, so a clock
 * that differs from the server's does not shorten or stretch it.
 */
export function bearerCredential(session: Session, now: number): Credential {
  return {
    kind: 'jwt',
    token: session.access_token,
    issuedAt: now,
    expiresAt: now + session.expires_in * 1000,
  };
}
