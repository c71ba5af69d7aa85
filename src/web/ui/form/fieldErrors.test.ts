import { describe, expect, it } from 'vitest';
import { flattenFieldErrors, isUnder } from './fieldErrors';

describe('flattenFieldErrors', () => {
  it('lists nested errors by path, including fields named "type" and list errors', () => {
    const errors = {
      name: { type: 'too_small', message: 'is required' },
      healthchecks: {
        readiness_probe: { type: { http: { port: { type: 'custom', message: 'port 80 is not declared' } } } },
      },
      ports: Object.assign([undefined, { internal_port: { type: 'custom', message: 'is taken' } }], {
        root: { type: 'custom', message: 'needs a port' },
      }),
      root: { server: { type: 'server', message: 'The server failed.' } },
    };
    expect(flattenFieldErrors(errors as never)).toEqual([
      { path: 'name', message: 'is required' },
      { path: 'healthchecks.readiness_probe.type.http.port', message: 'port 80 is not declared' },
      { path: 'ports.1.internal_port', message: 'is taken' },
      { path: 'ports', message: 'needs a port' },
    ]);
  });

  it('tells whether a path lies under another', () => {
    expect(isUnder('ports.1.name', 'ports')).toBe(true);
    expect(isUnder('ports', 'ports')).toBe(true);
    expect(isUnder('portsExtra', 'ports')).toBe(false);
  });
});
