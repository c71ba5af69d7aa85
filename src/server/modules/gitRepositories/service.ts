import { isAbsolute } from 'node:path';
import type { z } from 'zod';
import type {
  GitRepositoryListing,
  gitProviderSegment,
  TerraformVariableDefinition,
  terraformVariableParsingRequest,
} from '../../../contract';
import {
  type DomainError,
  type FieldProblem,
  invalidBody,
  InvalidFieldError,
  InvalidRequestError,
} from '../../domain/errors';
import {
  cloneCredentials,
  type GitProviderClient,
  gitProviderClient,
  GitProviderError,
  gitProviderRefusal,
  isTokenGitHost,
  tokenGitHost,
} from '../gitProviders';
import type { GitTokenService } from '../gitTokens';
import { withDeps } from '../shared/withDeps';
import { outboundFetch } from '../../outbound/fetch';
import type { OutboundPolicy } from '../../outbound/policy';
import {
  parseTerraformVariables,
  TerraformSourceError,
  type TerraformSourceErrorKind,
} from '../terraformVariables';

type ProviderSegment = z.output<typeof gitProviderSegment>;
type ParsingRequest = z.output<typeof terraformVariableParsingRequest>;

export interface GitRepositoryOptions {
  /**
   * Whether Terraform sources may be file:// URLs or paths on the server's own disk. Off in service: people
   * must not read the host's repositories through the API; on for tests, which make repositories locally.
   */
  allowLocalSources: boolean;
  /** Where calls to git providers' APIs and clones may go (see OutboundPolicy). */
  outbound: OutboundPolicy;
  /** Why a git host could not be read, for the server's log: the answer gives one text for every reason. */
  logFailure: (message: string, detail: string) => void;
}

/** Which field of the request a Terraform source failure is about. */
const sourceFieldOf: Record<TerraformSourceErrorKind, string | null> = {
  address: 'url',
  unreadable: 'url',
  path_not_found: 'root_path',
  no_terraform_files: 'root_path',
  parse_error: null,
};

const repositoryField = (field: string, message: string): FieldProblem => ({
  path: ['git_repository', field],
  message,
});

/** A source that cannot be read is about what the caller sent. */
function terraformSourceFailure(error: TerraformSourceError): DomainError {
  const field = sourceFieldOf[error.kind];
  return field
    ? invalidBody([repositoryField(field, error.message)])
    : new InvalidRequestError(error.message);
}

const isLocalSource = (url: string) => /^file:\/\//i.test(url) || isAbsolute(url);

/** What the repository operations work with: the organization's git tokens, and where calls may go. */
export interface GitRepositoryDeps {
  tokens: GitTokenService;
  options: GitRepositoryOptions;
}

function providerFailure({ options }: GitRepositoryDeps, error: unknown): unknown {
  if (!(error instanceof GitProviderError)) return error;
  if (error.detail) options.logFailure(error.message, error.detail);
  return gitProviderRefusal(error);
}

/** A provider client with the token, which must be of the organization and of the provider in the path. */
async function clientFor(
  deps: GitRepositoryDeps,
  organizationId: string,
  segment: ProviderSegment,
  tokenId: string,
): Promise<GitProviderClient> {
  const credentials = await deps.tokens.credentialsOf(organizationId, tokenId);
  const invalidToken = (message: string) =>
    new InvalidFieldError('query', [{ path: ['gitTokenId'], message }]);
  if (!credentials) throw invalidToken('must be a git token of this organization');
  if (credentials.type.toLowerCase() !== segment) {
    throw invalidToken(
      `git token "${credentials.name}" is a ${credentials.type} token, not a ${segment} one`,
    );
  }
  try {
    return gitProviderClient({
      type: credentials.type,
      token: credentials.token,
      workspace: credentials.workspace,
      gitApiUrl: credentials.gitApiUrl,
      fetch: outboundFetch(deps.options.outbound),
    });
  } catch (error) {
    throw providerFailure(deps, error);
  }
}

async function ask<T>(
  deps: GitRepositoryDeps,
  client: GitProviderClient,
  call: (client: GitProviderClient) => Promise<T>,
): Promise<T> {
  try {
    return await call(client);
  } catch (error) {
    throw providerFailure(deps, error);
  }
}

export async function listRepositories(
  deps: GitRepositoryDeps,
  organizationId: string,
  segment: ProviderSegment,
  tokenId: string,
  search: string | undefined,
): Promise<GitRepositoryListing[]> {
  const client = await clientFor(deps, organizationId, segment, tokenId);
  return ask(deps, client, (provider) => provider.listRepositories({ search }));
}

export async function listBranches(
  deps: GitRepositoryDeps,
  organizationId: string,
  segment: ProviderSegment,
  tokenId: string,
  repositoryName: string,
): Promise<{ name: string }[]> {
  const client = await clientFor(deps, organizationId, segment, tokenId);
  return ask(deps, client, (provider) => provider.listBranches(repositoryName));
}

/** The variables a Terraform module in a repository declares, read from a clone. */
export async function terraformVariablesOf(
  deps: GitRepositoryDeps,
  organizationId: string,
  request: ParsingRequest,
): Promise<TerraformVariableDefinition[]> {
  const { options } = deps;
  const repository = request.git_repository;
  const url = repository.url.trim();
  const local = options.allowLocalSources && isLocalSource(url);
  const remote = URL.canParse(url) ? new URL(url) : null;
  if (!local && remote?.protocol !== 'https:') {
    throw invalidBody([repositoryField('url', 'must be an https:// URL of a git repository')]);
  }
  const credentials = repository.git_token_id
    ? await tokenCredentials(
        deps,
        organizationId,
        repository.git_token_id,
        repository.provider,
        local ? null : remote,
      )
    : null;
  try {
    return await parseTerraformVariables({
      url,
      branch: repository.branch,
      rootPath: repository.root_path,
      credentials,
      outbound: options.outbound,
      allowLocal: options.allowLocalSources,
    });
  } catch (error) {
    if (!(error instanceof TerraformSourceError)) throw error;
    if (error.detail) options.logFailure('Terraform source not read', error.detail);
    throw terraformSourceFailure(error);
  }
}

/**
 * The clone credentials of a git token of the organization, for a repository on the token's own host only
 * (see tokenGitHost): refused otherwise before anything is sent.
 */
async function tokenCredentials(
  { tokens }: GitRepositoryDeps,
  organizationId: string,
  tokenId: string,
  provider: ParsingRequest['git_repository']['provider'],
  repository: URL | null,
) {
  const token = await tokens.credentialsOf(organizationId, tokenId);
  if (!token)
    throw invalidBody([repositoryField('git_token_id', 'must be a git token of this organization')]);
  if (provider && provider !== token.type) {
    throw invalidBody([
      repositoryField('provider', `must be ${token.type}, the provider of git token "${token.name}"`),
    ]);
  }
  if (!repository || !isTokenGitHost(token.type, token.gitApiUrl, repository)) {
    const host = tokenGitHost(token.type, token.gitApiUrl) ?? 'the host of its git API URL';
    const named = repository ? repository.hostname : 'a repository on this machine';
    throw invalidBody([
      repositoryField(
        'git_token_id',
        `git token "${token.name}" is sent only to ${host}; the url names ${named}`,
      ),
    ]);
  }
  return cloneCredentials(token.type, token.token);
}

/** Repositories and branches through a git token, and the variables of a Terraform module in a repository. */
export function createGitRepositoryService(tokens: GitTokenService, options: GitRepositoryOptions) {
  const deps: GitRepositoryDeps = { tokens, options };
  return {
    listRepositories: withDeps(deps, listRepositories),
    listBranches: withDeps(deps, listBranches),
    parseTerraformVariables: withDeps(deps, terraformVariablesOf),
  };
}

export type GitRepositoryService = ReturnType<typeof createGitRepositoryService>;
