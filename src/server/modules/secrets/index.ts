export { resolveSecretBox } from './encryptionKey';
export type { SecretBox } from './secretBox';
