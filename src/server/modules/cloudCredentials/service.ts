import {
  type CloudProviderCredentials,
  cloudProviderSegments,
  type CloudProviderSegment,
  type CredentialsRequest,
} from '../../../contract';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { ConflictError, invalidBody, NotFoundError } from '../../domain/errors';
import { type Page, pageOf, type PageWindow } from '../../domain/paging';
import type { Runtime } from '../../runtime';
import type { SecretBox } from '../secrets';
import { iso } from '../shared/timestamps';
import { withDeps } from '../shared/withDeps';
import {
  clustersUsing,
  countCredentials,
  type CredentialsProvider,
  type CredentialsRow,
  deleteCredentials as deleteCredentialsRow,
  findCredentials,
  insertCredentials,
  listCredentials as listCredentialsRows,
  updateCredentials,
} from './queries';

const labels: Record<CredentialsProvider, string> = {
  AWS: 'AWS',
  SCW: 'Scaleway',
  GCP: 'GCP',
  AZURE: 'Azure',
};

function toResponse(row: CredentialsRow): CloudProviderCredentials {
  return {
    id: row.id,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    name: row.name,
    cloud_provider: row.cloudProvider,
    cluster_count: row.clusterCount,
  };
}

/** The secret parts of a request: every field but the name. */
function secretPartsOf(request: { name: string } & Record<string, string>): Record<string, string> {
  const { name: _name, ...secretParts } = request;
  return secretParts;
}

/** Stored credentials as the cluster lifecycle uses them: who they are, and their secret parts opened. */
export interface OpenedCredentials {
  id: string;
  name: string;
  cloudProvider: CredentialsProvider;
  secretParts: Record<string, string>;
}

export interface CloudCredentialsDeps {
  db: Database;
  runtime: Runtime;
  secrets: SecretBox;
}

/** The operations of one provider's credentials: `segment` names it in paths, typing its requests. */
export interface ProviderCredentialsDeps<S extends CloudProviderSegment> extends CloudCredentialsDeps {
  segment: S;
}

const providerOf = (segment: CloudProviderSegment): CredentialsProvider => cloudProviderSegments[segment];

async function rowOf(db: Database, organizationId: string, provider: CredentialsProvider, id: string) {
  const row = await findCredentials(db, organizationId, provider, id);
  if (!row) throw new NotFoundError(`${labels[provider]} credentials ${id} not found`);
  return row;
}

function duplicateName(error: unknown, provider: CredentialsProvider, name: string): Error | null {
  return isUniqueViolation(error, 'cloud_provider_credentials_org_provider_name_unique')
    ? invalidBody([
        {
          path: ['name'],
          message: `${labels[provider]} credentials named "${name}" already exist in this organization`,
        },
      ])
    : null;
}

export function listCredentials<S extends CloudProviderSegment>(
  { db, segment }: ProviderCredentialsDeps<S>,
  organizationId: string,
  window: PageWindow | null,
): Promise<Page<CloudProviderCredentials>> {
  const provider = providerOf(segment);
  return pageOf(window, {
    rows: async (window) => (await listCredentialsRows(db, organizationId, provider, window)).map(toResponse),
    count: () => countCredentials(db, organizationId, provider),
  });
}

export async function getCredentials<S extends CloudProviderSegment>(
  { db, segment }: ProviderCredentialsDeps<S>,
  organizationId: string,
  id: string,
): Promise<CloudProviderCredentials> {
  return toResponse(await rowOf(db, organizationId, providerOf(segment), id));
}

export async function createCredentials<S extends CloudProviderSegment>(
  { db, runtime, secrets, segment }: ProviderCredentialsDeps<S>,
  organizationId: string,
  request: CredentialsRequest<S>,
): Promise<CloudProviderCredentials> {
  const provider = providerOf(segment);
  const now = runtime.clock.now();
  const id = runtime.newId();
  try {
    await insertCredentials(db, {
      id,
      organizationId,
      cloudProvider: provider,
      name: request.name,
      sealedSecrets: secrets.seal(JSON.stringify(secretPartsOf(request))),
      createdAt: now,
      updatedAt: now,
    });
  } catch (error) {
    throw duplicateName(error, provider, request.name) ?? error;
  }
  return toResponse(await rowOf(db, organizationId, provider, id));
}

export async function editCredentials<S extends CloudProviderSegment>(
  { db, runtime, secrets, segment }: ProviderCredentialsDeps<S>,
  organizationId: string,
  id: string,
  request: CredentialsRequest<S>,
): Promise<CloudProviderCredentials> {
  const provider = providerOf(segment);
  await rowOf(db, organizationId, provider, id);
  try {
    await updateCredentials(db, id, {
      name: request.name,
      sealedSecrets: secrets.seal(JSON.stringify(secretPartsOf(request))),
      updatedAt: runtime.clock.now(),
    });
  } catch (error) {
    throw duplicateName(error, provider, request.name) ?? error;
  }
  return toResponse(await rowOf(db, organizationId, provider, id));
}

/** Refused while clusters are made with them. */
export async function deleteCredentials<S extends CloudProviderSegment>(
  { db, segment }: ProviderCredentialsDeps<S>,
  organizationId: string,
  id: string,
): Promise<void> {
  const provider = providerOf(segment);
  const row = await rowOf(db, organizationId, provider, id);
  const users = await clustersUsing(db, id);
  if (users.length > 0) {
    const names = users.map((name) => `"${name}"`).join(', ');
    throw new ConflictError(
      `${labels[provider]} credentials "${row.name}" are used by clusters ${names}: ` +
        'give those clusters other credentials, or delete them, first',
    );
  }
  await deleteCredentialsRow(db, id);
}

/** The credentials a cluster names, with their secret parts; null when they do not exist here. */
export async function openCredentials(
  { db, secrets }: CloudCredentialsDeps,
  organizationId: string,
  provider: CredentialsProvider,
  id: string,
): Promise<OpenedCredentials | null> {
  const row = await findCredentials(db, organizationId, provider, id);
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    cloudProvider: row.cloudProvider,
    secretParts: JSON.parse(secrets.open(row.sealedSecrets)) as Record<string, string>,
  };
}

function providerCredentials<S extends CloudProviderSegment>(deps: CloudCredentialsDeps, segment: S) {
  const providerDeps: ProviderCredentialsDeps<S> = { ...deps, segment };
  return {
    list: withDeps(providerDeps, listCredentials<S>),
    get: withDeps(providerDeps, getCredentials<S>),
    create: withDeps(providerDeps, createCredentials<S>),
    edit: withDeps(providerDeps, editCredentials<S>),
    delete: withDeps(providerDeps, deleteCredentials<S>),
  };
}

/**
 * Access to cloud provider accounts, one family of records per provider. The secret parts are sealed with the
 * installation's key and never answered; credentials clusters are made with cannot be deleted.
 */
export function createCloudCredentialsService(db: Database, runtime: Runtime, secrets: SecretBox) {
  const deps: CloudCredentialsDeps = { db, runtime, secrets };
  return {
    aws: providerCredentials(deps, 'aws'),
    scaleway: providerCredentials(deps, 'scaleway'),
    gcp: providerCredentials(deps, 'gcp'),
    azure: providerCredentials(deps, 'azure'),
    open: withDeps(deps, openCredentials),
  };
}

export type CloudCredentialsService = ReturnType<typeof createCloudCredentialsService>;
