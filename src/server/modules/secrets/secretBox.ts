import { createCipheriv, createDecipheriv } from 'node:crypto';
import type { RandomSource } from '../../runtime';

/** Seals secrets people give the platform (git tokens, registry credentials, secret variables) for storage. */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

const ALGORITHM = 'aes-256-gcm';
/** A format tag, so the scheme can change without guessing what older values are. */
const FORMAT = 'v1';
const IV_BYTES = 12;
const KEY_BYTES = 32;

/**
 * AES-256-GCM with a fresh nonce per value; the authentication tag makes a tampered or foreign value fail to
 * open instead of opening into garbage. A sealed value reads `v1.<nonce>.<tag>.<ciphertext>` (base64url).
 */
export function createSecretBox(key: Buffer, randomBytes: RandomSource): SecretBox {
  if (key.length !== KEY_BYTES) throw new Error(`A secret box needs a ${KEY_BYTES}-byte key`);
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, key, iv);
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [FORMAT, iv, cipher.getAuthTag(), ciphertext]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [format, iv, tag, ciphertext] = sealed.split('.');
      if (format !== FORMAT || iv === undefined || tag === undefined || ciphertext === undefined) {
        throw new Error('Not a sealed value');
      }
      const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
