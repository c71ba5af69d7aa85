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
import {
  clustersUsing,
  countCredentials,
  type CredentialsProvider,
  type CredentialsRow,
  deleteCredentials,
  findCredentials,
  insertCredentials,
  listCredentials,
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

/**
 * Access to cloud provider accounts, one family of records per provider. The secret parts are sealed with the
 * installation's key and never answered; credentials clusters are made with cannot be deleted.
 */
export function createCloudCredentialsService(db: Database, runtime: Runtime, secrets: SecretBox) {
  const { clock, newId } = runtime;

  async function rowOf(organizationId: string, provider: CredentialsProvider, id: string) {
    const row = await findCredentials(db, organizationId, provider, id);
    if (!row) throw new NotFoundError(`${labels[provider]} credentials ${id} not found`);
    return row;
  }

  const duplicateName = (error: unknown, provider: CredentialsProvider, name: string): Error | null =>
    isUniqueViolation(error, 'cloud_provider_credentials_org_provider_name_unique')
      ? invalidBody([
          {
            path: ['name'],
            message: `${labels[provider]} credentials named "${name}" already exist in this organization`,
          },
        ])
      : null;

  function forSegment<S extends CloudProviderSegment>(segment: S) {
    const provider: CredentialsProvider = cloudProviderSegments[segment];
    return {
      list(organizationId: string, window: PageWindow | null): Promise<Page<CloudProviderCredentials>> {
        return pageOf(window, {
          rows: async (window) =>
            (await listCredentials(db, organizationId, provider, window)).map(toResponse),
          count: () => countCredentials(db, organizationId, provider),
        });
      },

      async get(organizationId: string, id: string): Promise<CloudProviderCredentials> {
        return toResponse(await rowOf(organizationId, provider, id));
      },

      async create(
        organizationId: string,
        request: CredentialsRequest<S>,
      ): Promise<CloudProviderCredentials> {
        const now = clock.now();
        const id = newId();
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
        return toResponse(await rowOf(organizationId, provider, id));
      },

      async edit(
        organizationId: string,
        id: string,
        request: CredentialsRequest<S>,
      ): Promise<CloudProviderCredentials> {
        await rowOf(organizationId, provider, id);
        try {
          await updateCredentials(db, id, {
            name: request.name,
            sealedSecrets: secrets.seal(JSON.stringify(secretPartsOf(request))),
            updatedAt: clock.now(),
          });
        } catch (error) {
          throw duplicateName(error, provider, request.name) ?? error;
        }
        return toResponse(await rowOf(organizationId, provider, id));
      },

      async delete(organizationId: string, id: string): Promise<void> {
        const row = await rowOf(organizationId, provider, id);
        const users = await clustersUsing(db, id);
        if (users.length > 0) {
          const names = users.map((name) => `"${name}"`).join(', ');
          throw new ConflictError(
            `${labels[provider]} credentials "${row.name}" are used by clusters ${names}: ` +
              'give those clusters other credentials, or delete them, first',
          );
        }
        await deleteCredentials(db, id);
      },
    };
  }

  return {
    aws: forSegment('aws'),
    scaleway: forSegment('scaleway'),
    gcp: forSegment('gcp'),
    azure: forSegment('azure'),

    /** The credentials a cluster names, with their secret parts; null when they do not exist here. */
    async open(
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
    },
  };
}

export type CloudCredentialsService = ReturnType<typeof createCloudCredentialsService>;
