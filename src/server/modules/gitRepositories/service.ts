import type { z } from 'zod';
import type {
  GitRepositoryListing,
  gitProviderSegment,
  TerraformVariableDefinition,
  terraformVariableParsingRequest,
} from '../../../contract';
import {
  describeProblems,
  type DomainError,
  type FieldProblem,
  invalidBody,
  InvalidFieldError,
  InvalidRequestError,
  UpstreamError,
} from '../../domain/errors';
import {
  cloneCredentials,
  type GitProviderClient,
  gitProviderClient,
  GitProviderError,
  gitProviderRefusal,
} from '../gitProviders';
import type { GitTokenService } from '../gitTokens/service';
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
  /** Where calls to git providers' APIs may go (see OutboundPolicy). */
  outbound: OutboundPolicy;
}

/** Which field of the request a Terraform source failure is about. */
const sourceFieldOf: Record<TerraformSourceErrorKind, string | null> = {
  repository_not_found: 'url',
  unreachable: 'url',
  branch_not_found: 'branch',
  path_not_found: 'root_path',
  no_terraform_files: 'root_path',
  parse_error: null,
};

function providerFailure(error: unknown): unknown {
  return error instanceof GitProviderError ? gitProviderRefusal(error) : error;
}

const repositoryField = (field: string, message: string): FieldProblem => ({
  path: ['git_repository', field],
  message,
});

/** A source that cannot be read is about what the caller sent, except a host that cannot be reached. */
function terraformSourceFailure(error: TerraformSourceError): DomainError {
  const field = sourceFieldOf[error.kind];
  if (!field) return new InvalidRequestError(error.message);
  const problem = repositoryField(field, error.message);
  if (error.kind === 'unreachable') return new UpstreamError(describeProblems('body', [problem]));
  return invalidBody([problem]);
}

/** Repositories and branches through a git token, and the variables of a Terraform module in a repository. */
export function createGitRepositoryService(tokens: GitTokenService, options: GitRepositoryOptions) {
  /** A provider client with the token, which must be of the organization and of the provider in the path. */
  async function clientFor(organizationId: string, segment: ProviderSegment, tokenId: string) {
    const credentials = await tokens.credentialsOf(organizationId, tokenId);
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
        fetch: outboundFetch(options.outbound),
      });
    } catch (error) {
      throw providerFailure(error);
    }
  }

  async function ask<T>(
    client: GitProviderClient,
    call: (client: GitProviderClient) => Promise<T>,
  ): Promise<T> {
    try {
      return await call(client);
    } catch (error) {
      throw providerFailure(error);
    }
  }

  return {
    async listRepositories(
      organizationId: string,
      segment: ProviderSegment,
      tokenId: string,
      search: string | undefined,
    ): Promise<GitRepositoryListing[]> {
      const client = await clientFor(organizationId, segment, tokenId);
      return ask(client, (provider) => provider.listRepositories({ search }));
    },

    async listBranches(
      organizationId: string,
      segment: ProviderSegment,
      tokenId: string,
      repositoryName: string,
    ): Promise<{ name: string }[]> {
      const client = await clientFor(organizationId, segment, tokenId);
      return ask(client, (provider) => provider.listBranches(repositoryName));
    },

    async parseTerraformVariables(
      organizationId: string,
      request: ParsingRequest,
    ): Promise<TerraformVariableDefinition[]> {
      const repository = request.git_repository;
      const at = repositoryField;
      if (!options.allowLocalSources && !/^https?:\/\//i.test(repository.url.trim())) {
        throw invalidBody([at('url', 'must be an https:// URL of a git repository')]);
      }
      let credentials = null;
      if (repository.git_token_id) {
        const token = await tokens.credentialsOf(organizationId, repository.git_token_id);
        if (!token) throw invalidBody([at('git_token_id', 'must be a git token of this organization')]);
        if (repository.provider && repository.provider !== token.type) {
          throw invalidBody([
            at('provider', `must be ${token.type}, the provider of git token "${token.name}"`),
          ]);
        }
        credentials = cloneCredentials(token.type, token.token);
      }
      try {
        return await parseTerraformVariables({
          url: repository.url,
          branch: repository.branch,
          rootPath: repository.root_path,
          credentials,
        });
      } catch (error) {
        throw error instanceof TerraformSourceError ? terraformSourceFailure(error) : error;
      }
    },
  };
}

export type GitRepositoryService = ReturnType<typeof createGitRepositoryService>;
