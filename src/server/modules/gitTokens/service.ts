import type { z } from 'zod';
import type { GitProvider, GitToken, gitTokenEditRequest, gitTokenRequest } from '../../../contract';
import type { Database } from '../../db/database';
import { noteEnvironmentChanges } from '../../db/changeFeed';
import { isUniqueViolation } from '../../db/errors';
import { ConflictError, invalidBody, NotFoundError } from '../../domain/errors';
import { type Page, pageOf, type PageWindow } from '../../domain/paging';
import { type OutboundPolicy, targetProblem } from '../../outbound/policy';
import type { Runtime } from '../../runtime';
import { defaultGitApiUrl } from '../gitProviders';
import type { SecretBox } from '../secrets';
import { deleteUnlessUsed } from '../shared/dependents';
import { iso } from '../shared/timestamps';
import { withDeps } from '../shared/withDeps';
import {
  countGitTokens,
  deleteGitToken as deleteGitTokenRow,
  findGitToken,
  type GitTokenRow,
  insertGitToken,
  listGitTokens as listGitTokenRows,
  updateGitToken,
} from './queries';

type CreateRequest = z.output<typeof gitTokenRequest>;
type EditRequest = z.output<typeof gitTokenEditRequest>;

/** The value is never part of it: it goes in, sealed, and only the platform's calls to the provider use it. */
export function toGitToken(row: GitTokenRow): GitToken {
  return {
    id: row.id,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    name: row.name,
    description: row.description,
    type: row.type,
    workspace: row.workspace,
    git_api_url: row.gitApiUrl ?? defaultGitApiUrl(row.type),
    associated_services_count: row.serviceCount,
    // Providers do not tell when a token expires through the APIs used here.
    expired_at: null,
  };
}

/** What the platform needs to call a provider or clone a repository with a token. */
export interface GitTokenCredentials {
  name: string;
  type: GitProvider;
  token: string;
  workspace: string | null;
  gitApiUrl: string | null;
}

function duplicateName(error: unknown, name: string): Error | null {
  return isUniqueViolation(error, 'git_tokens_org_name_unique')
    ? new ConflictError(`A git token named "${name}" already exists in this organization`)
    : null;
}

const optionalText = (value: string | undefined) => value?.trim() || null;

/** What the git token operations work with: `outbound` says where a token's API address may point. */
export interface GitTokenDeps {
  db: Database;
  runtime: Runtime;
  secrets: SecretBox;
  outbound: OutboundPolicy;
}

/** Calls to the provider check the address again; this tells people when they save the token. */
async function checkApiUrl({ outbound }: GitTokenDeps, gitApiUrl: string | undefined): Promise<void> {
  const url = optionalText(gitApiUrl);
  const problem = url === null ? null : await targetProblem(url, outbound);
  if (problem) throw invalidBody([{ path: ['git_api_url'], message: problem }]);
}

async function rowOf({ db }: GitTokenDeps, organizationId: string, id: string): Promise<GitTokenRow> {
  const row = await findGitToken(db, organizationId, id);
  if (!row) throw new NotFoundError(`Git token ${id} not found`);
  return row;
}

export async function getGitToken(deps: GitTokenDeps, organizationId: string, id: string): Promise<GitToken> {
  return toGitToken(await rowOf(deps, organizationId, id));
}

export function listGitTokens(
  { db }: GitTokenDeps,
  organizationId: string,
  window: PageWindow | null,
): Promise<Page<GitToken>> {
  return pageOf(window, {
    rows: async (window) => (await listGitTokenRows(db, organizationId, window)).map(toGitToken),
    count: () => countGitTokens(db, organizationId),
  });
}

export async function createGitToken(
  deps: GitTokenDeps,
  organizationId: string,
  request: CreateRequest,
): Promise<GitToken> {
  const { db, runtime, secrets } = deps;
  await checkApiUrl(deps, request.git_api_url);
  const now = runtime.clock.now();
  const id = runtime.newId();
  try {
    await insertGitToken(db, {
      id,
      organizationId,
      name: request.name,
      description: request.description ?? '',
      type: request.type,
      sealedToken: secrets.seal(request.token),
      workspace: optionalText(request.workspace),
      gitApiUrl: optionalText(request.git_api_url),
      createdAt: now,
      updatedAt: now,
    });
  } catch (error) {
    throw duplicateName(error, request.name) ?? error;
  }
  return getGitToken(deps, organizationId, id);
}

/** Without `token`, the stored value stays. The provider stays while services use the token. */
export async function editGitToken(
  deps: GitTokenDeps,
  organizationId: string,
  id: string,
  request: EditRequest,
): Promise<GitToken> {
  const { db, runtime, secrets } = deps;
  const current = await rowOf(deps, organizationId, id);
  await checkApiUrl(deps, request.git_api_url);
  if (request.type !== current.type && current.serviceCount > 0) {
    throw invalidBody([
      { path: ['type'], message: `cannot change while services use this ${current.type} token` },
    ]);
  }
  try {
    await db.transaction(async (tx) => {
      await updateGitToken(tx, id, {
        name: request.name,
        description: request.description ?? '',
        type: request.type,
        sealedToken: request.token ? secrets.seal(request.token) : current.sealedToken,
        workspace: optionalText(request.workspace),
        gitApiUrl: optionalText(request.git_api_url),
        updatedAt: runtime.clock.now(),
      });
      // The services naming it show its name: their environments' kept lists are made again.
      if (current.serviceCount > 0) await noteEnvironmentChanges(tx, { organizationId });
    });
  } catch (error) {
    throw duplicateName(error, request.name) ?? error;
  }
  return getGitToken(deps, organizationId, id);
}

export async function deleteGitToken(deps: GitTokenDeps, organizationId: string, id: string): Promise<void> {
  const row = await rowOf(deps, organizationId, id);
  await deleteUnlessUsed(deps.db, { gitTokenId: id }, `Git token "${row.name}"`, async () => {
    await deleteGitTokenRow(deps.db, organizationId, id);
  });
}

/** The token of the organization with its value opened, or null when there is no such token. */
export async function gitTokenCredentials(
  { db, secrets }: GitTokenDeps,
  organizationId: string,
  id: string,
): Promise<GitTokenCredentials | null> {
  const row = await findGitToken(db, organizationId, id);
  if (!row) return null;
  return {
    name: row.name,
    type: row.type,
    token: secrets.open(row.sealedToken),
    workspace: row.workspace,
    gitApiUrl: row.gitApiUrl,
  };
}

export function createGitTokenService(
  db: Database,
  runtime: Runtime,
  secrets: SecretBox,
  outbound: OutboundPolicy,
) {
  const deps: GitTokenDeps = { db, runtime, secrets, outbound };
  return {
    get: withDeps(deps, getGitToken),
    list: withDeps(deps, listGitTokens),
    create: withDeps(deps, createGitToken),
    edit: withDeps(deps, editGitToken),
    delete: withDeps(deps, deleteGitToken),
    credentialsOf: withDeps(deps, gitTokenCredentials),
  };
}

export type GitTokenService = ReturnType<typeof createGitTokenService>;
