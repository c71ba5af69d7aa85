import { describe, expect, it } from 'vitest';
import { id } from '../../../contract';
import { isWellFormedId, malformedRouteId } from './routeIds';

const samples = [
  '0bb758e7-1d2a-4c3b-9e4f-5a6b7c8d9e0f',
  '0BB758E7-1D2A-4C3B-9E4F-5A6B7C8D9E0F',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '0bb758e7-1d2a-9c3b-9e4f-5a6b7c8d9e0f',
  '0bb758e7-1d2a-4c3b-7e4f-5a6b7c8d9e0f',
  '0bb758e7-1d2a-4c3b-9e4f-5a6b7c8d9e0',
  '0bb758e71d2a4c3b9e4f5a6b7c8d9e0f',
  ' 0bb758e7-1d2a-4c3b-9e4f-5a6b7c8d9e0f',
  'not-an-id',
  '42',
  '',
];

describe('route ids', () => {
  it('takes as well formed exactly the ids the contract accepts', () => {
    for (const sample of samples) expect(isWellFormedId(sample), sample).toBe(id.safeParse(sample).success);
    expect(samples.filter(isWellFormedId)).toHaveLength(4);
  });

  it('names the outermost malformed id of an address', () => {
    expect(malformedRouteId({ organizationId: samples[0], projectId: '42', environmentId: 'x' })).toEqual({
      param: 'projectId',
      value: '42',
    });
    expect(malformedRouteId({ organizationId: samples[0] })).toBeUndefined();
  });
});
