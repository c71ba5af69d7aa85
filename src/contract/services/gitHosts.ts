import type { GitProvider } from './common';

/** The hosts whose provider a repository URL alone tells; any other needs `provider` or a git token. */
const hostedProviders: Record<string, GitProvider> = {
  'github.com': 'GITHUB',
  'gitlab.com': 'GITLAB',
  'bitbucket.org': 'BITBUCKET',
};

/** The hosts above, in words. */
export const HOSTED_PROVIDERS = 'github.com, gitlab.com or bitbucket.org';

/** The host of a repository URL (`https://host/…` or `git@host:…`), lower-cased, or null. */
export function hostOf(url: string | null | undefined): string | null {
  const trimmed = (url ?? '').trim();
  const scp = /^[\w.-]+@([\w.-]+):/.exec(trimmed);
  if (scp?.[1]) return scp[1].toLowerCase();
  return URL.canParse(trimmed) ? new URL(trimmed).hostname.toLowerCase() || null : null;
}

/** The provider of github.com, gitlab.com and bitbucket.org (with or without www.); null for any other host. */
export function providerFromUrl(url: string | null | undefined): GitProvider | null {
  const host = hostOf(url)?.replace(/^www\./, '');
  return (host && hostedProviders[host]) || null;
}
