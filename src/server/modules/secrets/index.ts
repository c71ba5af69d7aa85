export { resolveSecretBox } from './encryptionKey';
export { createSecretBox, type SecretBox } from './secretBox';
