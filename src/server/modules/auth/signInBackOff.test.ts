import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../testing/testApp';
import { type SignInBackOffPolicy, signInBackOffPolicy } from './signInBackOff';

// Guessing a password through POST /auth/signin, as an attacker would: from one address, then from many.

/** The product's budgets, the per-account one smaller: each failed try costs a password hash, and 50 take long. */
const policy: SignInBackOffPolicy = { ...signInBackOffPolicy, freeFailuresPerAccount: 8 };

let t: TestApp;
beforeAll(async () => {
  // The per-address request budget is left out of the way: this is about the back-off alone.
  t = await testApp({ config: { anonymousRateLimitPerHour: 1_000_000 }, signInBackOff: policy });
});
afterAll(() => t.close());

const signIn = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password }, remoteAddress });

const { freeFailuresPerAddress, freeFailuresPerAccount, firstWaitMs } = policy;

describe('failed sign-ins to one account', () => {
  it('make the address that sent them wait, the right password too, while the owner signs in from elsewhere', async () => {
    const org = await t.createOrganization();
    const { email, password } = org.admin;
    for (let guess = 0; guess < freeFailuresPerAddress; guess += 1) {
      expect((await signIn(email, `guess-${guess}`, '203.0.113.66')).statusCode).toBe(401);
    }

    const refused = await signIn(email, password, '203.0.113.66');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(firstWaitMs / 1000));
    expect(refused.json()).toEqual({
      status: 429,
      error: 'Too Many Requests',
      message: `Too many failed sign-ins to this account; try again in ${firstWaitMs / 1000} seconds`,
    });
    expect((await signIn(email, password, '198.51.100.7')).statusCode).toBe(200);

    // Each failure after the wait doubles the next one.
    await t.advance(firstWaitMs);
    expect((await signIn(email, 'one more guess', '203.0.113.66')).statusCode).toBe(401);
    const longer = await signIn(email, password, '203.0.113.66');
    expect(longer.statusCode).toBe(429);
    expect(longer.headers['retry-after']).toBe(String((2 * firstWaitMs) / 1000));

    await t.advance(2 * firstWaitMs);
    expect((await signIn(email, password, '203.0.113.66')).statusCode).toBe(200);
    // A success forgets the failures from that address.
    expect((await signIn(email, 'a typo', '203.0.113.66')).statusCode).toBe(401);
  });

  it('from many addresses slow down every address new to the account, never one it signed in from', async () => {
    const org = await t.createOrganization();
    const { email, password } = org.admin;
    expect((await signIn(email, password, '198.51.100.20')).statusCode).toBe(200);

    for (let guess = 0; guess < freeFailuresPerAccount; guess += 1) {
      const address = `192.0.2.${guess + 1}`;
      expect((await signIn(email, `guess-${guess}`, address)).statusCode, address).toBe(401);
    }

    const newAddress = await signIn(email, password, '203.0.113.200');
    expect(newAddress.statusCode).toBe(429);
    expect(newAddress.headers['retry-after']).toBe(String(firstWaitMs / 1000));
    expect((await signIn(email, password, '198.51.100.20')).statusCode).toBe(200);
  });

  it('of an account that does not exist are answered alike, telling nothing of who has one', async () => {
    const email = `${t.unique('nobody')}@example.com`;
    for (let guess = 0; guess < freeFailuresPerAddress; guess += 1) {
      expect((await signIn(email, `guess-${guess}`, '203.0.113.67')).statusCode).toBe(401);
    }
    const refused = await signIn(email, 'guess', '203.0.113.67');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      `Too many failed sign-ins to this account; try again in ${firstWaitMs / 1000} seconds`,
    );
  });

  it('sent at once cannot all be checked before the first failure counts', async () => {
    const org = await t.createOrganization();
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, guess) => signIn(org.admin.email, `guess-${guess}`, '203.0.113.68')),
    );
    const statuses = guesses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(freeFailuresPerAddress);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - freeFailuresPerAddress);
  });
});
