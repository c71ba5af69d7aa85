import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secretBox';

describe('secret box', () => {
  const box = createSecretBox(randomBytes(32), randomBytes);

  it('seals into something else, and opens back', () => {
    const sealed = box.seal('ghp_very-secret-token');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('very-secret');
    expect(box.open(sealed)).toBe('ghp_very-secret-token');
    // A fresh nonce each time: equal secrets do not look equal once sealed.
    expect(box.seal('ghp_very-secret-token')).not.toBe(sealed);
  });

  it('refuses a tampered value and a value sealed with another key', () => {
    const sealed = box.seal('secret');
    const parts = sealed.split('.');
    const flipped = Buffer.from(parts[3] ?? '', 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => box.open([...parts.slice(0, 3), flipped.toString('base64url')].join('.'))).toThrow();
    const other = createSecretBox(randomBytes(32), randomBytes);
    expect(() => other.open(sealed)).toThrow();
    expect(() => box.open('plain text')).toThrow('Not a sealed value');
  });
});
