import { z } from 'zod';

/** How a kind of registry authenticates, which decides the credential fields shown. */
export type CredentialStyle = 'login' | 'accessKey' | 'accessKeyAndRegion';

/** The credential fields as the form holds them: plain strings, blank for "not given". */
export const credentialValues = z.object({
  username: z.string(),
  password: z.string(),
  access_key_id: z.string(),
  secret_access_key: z.string(),
  region: z.string(),
});
export type CredentialValues = z.infer<typeof credentialValues>;
export type CredentialField = keyof CredentialValues;

export const credentialFields: Record<CredentialStyle, readonly CredentialField[]> = {
  login: ['username', 'password'],
  accessKey: ['access_key_id', 'secret_access_key'],
  accessKeyAndRegion: ['access_key_id', 'secret_access_key', 'region'],
};

export const credentialLabels: Record<CredentialField, { label: string; secret: boolean }> = {
  username: { label: 'Username', secret: false },
  password: { label: 'Password or access token', secret: true },
  access_key_id: { label: 'Access key ID', secret: false },
  secret_access_key: { label: 'Secret access key', secret: true },
  region: { label: 'Region', secret: false },
};

/**
 * Stored credentials never come back, so an edit either keeps them, replaces them with what is typed, or removes
 * them. Without stored credentials, typing some adds them.
 */
export const credentialsAction = z.enum(['keep', 'replace', 'remove']);
export type CredentialsAction = z.infer<typeof credentialsAction>;

export const blankCredentials: CredentialValues = {
  username: '',
  password: '',
  access_key_id: '',
  secret_access_key: '',
  region: '',
};

/** The `config` to send: absent keeps what is stored, `{}` removes it, otherwise the filled fields of the style. */
export function configOf(
  values: CredentialValues,
  action: CredentialsAction,
  style: CredentialStyle,
): { config?: Partial<CredentialValues> } {
  if (action === 'keep') return {};
  if (action === 'remove') return { config: {} };
  const filled = credentialFields[style]
    .map((field) => [field, values[field].trim()] as const)
    .filter(([, value]) => value !== '');
  return filled.length > 0 ? { config: Object.fromEntries(filled) } : {};
}
