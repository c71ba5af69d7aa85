import { randomBytes, randomUUID } from 'node:crypto';

/** Time, identifiers and randomness come from here, so tests and the engine can drive them. */
export interface Runtime {
  clock: Clock;
  newId: IdGenerator;
  randomBytes: RandomSource;
}

export interface Clock {
  now(): Date;
}

/** Makes a new record identifier (a UUID). */
export type IdGenerator = () => string;

/** Cryptographically strong random bytes, for secrets. */
export type RandomSource = (size: number) => Buffer;

export const systemRuntime: Runtime = {
  clock: { now: () => new Date() },
  newId: () => randomUUID(),
  randomBytes: (size) => randomBytes(size),
};
