import { describe, expect, it } from 'vitest';
import { defaultBaseUrl, sessionStore } from './sessionStore';

const KEY = 'platform-console.session';
const stored = (value: unknown) => {
  window.localStorage.setItem(KEY, typeof value === 'string' ? value : JSON.stringify(value));
  sessionStore.reload();
  return sessionStore.get();
};

describe('the stored session', () => {
  it('comes back as it was saved, API token or bearer token', () => {
    sessionStore.signIn('https://api.example.com', { kind: 'token', token: 'tok' });
    sessionStore.reload();
    expect(sessionStore.get()).toEqual({
      baseUrl: 'https://api.example.com',
      credential: { kind: 'token', token: 'tok' },
      ended: null,
    });
    const expiresAt = Date.now() + 60_000;
    const jwt = { kind: 'jwt', token: 'jwt', issuedAt: 1, expiresAt };
    expect(stored({ baseUrl: 'https://b', credential: jwt, extra: true })).toEqual({
      baseUrl: 'https://b',
      credential: jwt,
      ended: null,
    });
    expect(stored({ baseUrl: 'https://b', credential: null }).credential).toBeNull();
  });

  it('is ignored when it is not one the console wrote', () => {
    const nothing = { baseUrl: defaultBaseUrl(), credential: null, ended: null };
    expect(stored('not json')).toEqual(nothing);
    expect(stored({ credential: null })).toEqual(nothing);
    expect(stored({ baseUrl: '', credential: null })).toEqual(nothing);
    expect(stored({ baseUrl: 'https://b', credential: { kind: 'token', token: '' } })).toEqual(nothing);
    expect(stored({ baseUrl: 'https://b', credential: { kind: 'jwt', token: 't', issuedAt: 1 } })).toEqual(
      nothing,
    );
    expect(stored({ baseUrl: 'https://b', credential: { kind: 'basic', token: 't' } })).toEqual(nothing);
  });

  it('has ended when its bearer token expired', () => {
    const credential = { kind: 'jwt', token: 'jwt', issuedAt: 1, expiresAt: Date.now() - 1 };
    expect(stored({ baseUrl: 'https://b', credential })).toEqual({
      baseUrl: 'https://b',
      credential: null,
      ended: 'expired',
    });
  });
});
