import type { GitProvider } from '../../../contract/services/common';
import { bitbucketClient } from './bitbucket';
import { GitProviderError } from './errors';
import { githubClient } from './github';
import { gitlabClient } from './gitlab';
import { providerLabel, type FetchLike, type ProviderHttp } from './http';
import type { GitProviderClient } from './types';

export interface GitProviderClientOptions {
  type: GitProvider;
  /** The token issued by the provider, as the user registered it. */
  token: string;
  /** The Bitbucket workspace whose repositories are listed; required for Bitbucket, unused elsewhere. */
  workspace?: string | null;
  /** The git token's `git_api_url`: a self-hosted GitLab or a GitHub Enterprise Server; the public API if unset. */
  gitApiUrl?: string | null;
  /** The outbound policy's fetch (outbound/fetch.ts): nothing reaches a provider any other way. */
  fetch: FetchLike;
  /** Per request, body included. */
  timeoutMs?: number;
  /** Pages read per listing at most (100 items each). */
  maxPages?: number;
}

const defaultApiUrls: Record<GitProvider, string> = {
  GITHUB: 'https://api.github.com',
  GITLAB: 'https://gitlab.com/api/v4',
  BITBUCKET: 'https://api.bitbucket.org/2.0',
};

/** The public API of each provider, the `git_api_url` of a token registered without one. */
export function defaultGitApiUrl(type: GitProvider): string {
  return defaultApiUrls[type];
}

/** Where each provider's public repositories are cloned from. */
const publicGitHosts: Record<GitProvider, string> = {
  GITHUB: 'github.com',
  GITLAB: 'gitlab.com',
  BITBUCKET: 'bitbucket.org',
};

const hostName = (url: URL) => url.hostname.toLowerCase().replace(/\.$/, '');

/**
 * The one host git may send a token to: its provider's public host, or the host of the token's own API (a
 * self-hosted GitLab, a GitHub Enterprise Server). Sent anywhere else, it would hand the organization's token to
 * whoever runs that host.
 */
export function tokenGitHost(type: GitProvider, gitApiUrl: string | null): string | null {
  const api = gitApiUrl?.trim().replace(/\/+$/, '');
  if (!api || api === defaultApiUrls[type]) return publicGitHosts[type];
  return URL.canParse(api) ? hostName(new URL(api)) : null;
}

/** Whether a repository URL is on the token's own host (see tokenGitHost). */
export function isTokenGitHost(type: GitProvider, gitApiUrl: string | null, repository: URL): boolean {
  return tokenGitHost(type, gitApiUrl) === hostName(repository);
}

export function gitProviderClient(options: GitProviderClientOptions): GitProviderClient {
  const { type, token } = options;
  const apiUrl = apiBase(type, options.gitApiUrl);
  const http: ProviderHttp = {
    provider: type,
    fetch: options.fetch,
    headers: authHeaders(type, token),
    timeoutMs: options.timeoutMs ?? 10_000,
    origin: new URL(apiUrl).origin,
    maxPages: options.maxPages ?? 10,
  };
  switch (type) {
    case 'GITHUB':
      return githubClient(http, apiUrl);
    case 'GITLAB':
      return gitlabClient(http, apiUrl);
    case 'BITBUCKET': {
      const workspace = options.workspace?.trim();
      if (!workspace) {
        throw new GitProviderError(
          'not_found',
          'This Bitbucket git token has no workspace: edit the token to name the workspace to list',
        );
      }
      return bitbucketClient(http, apiUrl, workspace);
    }
  }
}

function apiBase(type: GitProvider, gitApiUrl: string | null | undefined): string {
  const base = gitApiUrl?.trim() || defaultApiUrls[type];
  const parsed = URL.canParse(base) ? new URL(base) : null;
  if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) {
    throw new GitProviderError(
      'unreachable',
      `The git API URL "${base}" of this ${providerLabel[type]} token is not an http(s) URL`,
    );
  }
  return base.replace(/\/+$/, '');
}

/** How each provider documents sending a personal or access token to its REST API. */
function authHeaders(type: GitProvider, token: string): Record<string, string> {
  switch (type) {
    case 'GITHUB':
      return {
        authorization: `Bearer ${token}`,
        accept: 'application/vnd.github+json',
        'x-github-api-version': '2022-11-28',
        // GitHub refuses requests without a user agent.
        'user-agent': 'platform-console',
      };
    case 'GITLAB':
      return { 'private-token': token };
    case 'BITBUCKET':
      // Workspace, project and repository access tokens are bearer tokens.
      return { authorization: `Bearer ${token}` };
  }
}

export interface GitCredentials {
  username: string;
  password: string;
}

/** The user name each provider expects beside a token when git itself clones over HTTPS. */
export function cloneCredentials(type: GitProvider, token: string): GitCredentials {
  const usernames: Record<GitProvider, string> = {
    GITHUB: 'x-access-token',
    GITLAB: 'oauth2',
    BITBUCKET: 'x-token-auth',
  };
  return { username: usernames[type], password: token };
}
