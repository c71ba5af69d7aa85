import { describe, expect, it } from 'vitest';
import { allEndpoints } from '../../contract';

const LOWER = '0d8f1c3e-5b6a-4c2d-9e8f-1a2b3c4d5e6f';
const UPPER = LOWER.toUpperCase();

/** The path parameters an endpoint names, as `{name}` in its path. */
const pathParams = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');

// The route layer validates every path with its descriptor's schemas, and the contract's `id` reads in lowercase:
// an id in capitals names the same record and is stored as every other id is (the engine once choked on one).
describe('ids in paths', () => {
  it('are read in lowercase by every endpoint, however they were written', () => {
    const readAsWritten: string[] = [];
    let checked = 0;
    for (const endpoint of allEndpoints) {
      for (const name of pathParams(endpoint.path)) {
        const parsed = endpoint.params?.shape[name]?.safeParse(UPPER);
        // Parameters that are not ids (a git provider's name, say) refuse a UUID: nothing to normalize there.
        if (!parsed?.success) continue;
        checked += 1;
        if (parsed.data !== LOWER) readAsWritten.push(`${endpoint.operationId}: ${name}`);
      }
    }
    expect(readAsWritten).toEqual([]);
    expect(checked).toBeGreaterThan(150);
  });
});
