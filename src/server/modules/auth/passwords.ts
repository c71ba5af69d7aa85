import { type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import type { RandomSource } from '../../runtime';

/** scrypt's work factors: what one hash costs in time and memory. */
export type PasswordHashCost = Required<Pick<ScryptOptions, 'N' | 'r' | 'p'>>;

/** What every password the product hashes costs (about 40 ms and 16 MB on one core). */
const COST: PasswordHashCost = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$key`: the parameters travel with the hash, so the cost can rise later. */
export function hashPassword(password: string, randomBytes: RandomSource): Promise<string> {
  return hashPasswordAtCost(password, randomBytes, COST);
}

/**
 * A hash of the given cost, which verifyPassword reads back from the hash. The product hashes every password at
 * its own cost (hashPassword); people a test seeds by the hundred are given a cheaper one (testing/seed.ts).
 */
export async function hashPasswordAtCost(
  password: string,
  randomBytes: RandomSource,
  cost: PasswordHashCost,
): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, n, r, p, salt, key] = stored.split('$');
  if (algorithm !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
