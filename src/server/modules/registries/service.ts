import type { z } from 'zod';
import type {
  ContainerRegistry,
  containerRegistryRequest,
  HelmRepository,
  helmRepositoryRequest,
} from '../../../contract';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import type { RegistryFamily } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../domain/errors';
import { type Page, pageOf, type PageWindow } from '../../domain/paging';
import type { Runtime } from '../../runtime';
import type { SecretBox } from '../secrets';
import { deleteUnlessUsed } from '../shared/dependents';
import { iso } from '../shared/timestamps';
import {
  countRegistries,
  deleteRegistry,
  findRegistry,
  insertRegistry,
  listRegistries,
  type RegistryRow,
  updateRegistry,
} from './queries';

type ContainerRegistryRequest = z.output<typeof containerRegistryRequest>;
type HelmRepositoryRequest = z.output<typeof helmRepositoryRequest>;

/** How each family is named to people, and answered. */
const families = {
  CONTAINER: {
    label: 'Container registry',
    noun: 'container registry',
    toResponse: (row: RegistryRow): ContainerRegistry => ({
      ...commonFields(row),
      kind: row.kind as ContainerRegistry['kind'],
    }),
  },
  HELM: {
    label: 'Helm repository',
    noun: 'helm repository',
    toResponse: (row: RegistryRow): HelmRepository => ({
      ...commonFields(row),
      kind: row.kind as HelmRepository['kind'],
      skip_tls_verification: row.skipTlsVerification,
    }),
  },
} as const;

function commonFields(row: RegistryRow) {
  return {
    id: row.id,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    name: row.name,
    description: row.description,
    url: row.url,
    has_credentials: row.sealedCredentials !== null,
    associated_services_count: row.serviceCount,
  };
}

type Credentials = ContainerRegistryRequest['config'];

/** Credentials without their blank fields, sealed; null when nothing is left. */
function sealedCredentials(credentials: NonNullable<Credentials>, secrets: SecretBox): string | null {
  const filled = Object.fromEntries(Object.entries(credentials).filter(([, value]) => value?.trim()));
  return Object.keys(filled).length > 0 ? secrets.seal(JSON.stringify(filled)) : null;
}

type ResponseOf<F extends RegistryFamily> = F extends 'CONTAINER' ? ContainerRegistry : HelmRepository;
type RequestOf<F extends RegistryFamily> = F extends 'CONTAINER'
  ? ContainerRegistryRequest
  : HelmRepositoryRequest;

/**
 * Container registries and helm repositories: where images and charts come from. Credentials go in sealed and
 * never come out; one in use by services cannot be deleted.
 */
export function createRegistryService<F extends RegistryFamily>(
  db: Database,
  runtime: Runtime,
  secrets: SecretBox,
  family: F,
) {
  const { clock, newId } = runtime;
  const { label, noun } = families[family];
  // The family picks the response shape; F ties it to the requests and responses of this instance.
  const toResponse = families[family].toResponse as (row: RegistryRow) => ResponseOf<F>;

  const duplicateName = (error: unknown, name: string): Error | null =>
    isUniqueViolation(error, 'registries_org_family_name_unique')
      ? new ConflictError(`A ${noun} named "${name}" already exists in this organization`)
      : null;

  async function rowOf(organizationId: string, id: string): Promise<RegistryRow> {
    const row = await findRegistry(db, organizationId, family, id);
    if (!row) throw new NotFoundError(`${label} ${id} not found`);
    return row;
  }

  const get = async (organizationId: string, id: string) => toResponse(await rowOf(organizationId, id));

  return {
    get,

    list(organizationId: string, window: PageWindow | null): Promise<Page<ResponseOf<F>>> {
      return pageOf(window, {
        rows: async (window) => (await listRegistries(db, organizationId, family, window)).map(toResponse),
        count: () => countRegistries(db, organizationId, family),
      });
    },

    async create(organizationId: string, request: RequestOf<F>): Promise<ResponseOf<F>> {
      const now = clock.now();
      const id = newId();
      try {
        await insertRegistry(db, {
          id,
          organizationId,
          family,
          name: request.name,
          kind: request.kind,
          description: request.description ?? '',
          url: request.url,
          skipTlsVerification: 'skip_tls_verification' in request ? request.skip_tls_verification : false,
          sealedCredentials: request.config ? sealedCredentials(request.config, secrets) : null,
          createdAt: now,
          updatedAt: now,
        });
      } catch (error) {
        throw duplicateName(error, request.name) ?? error;
      }
      return get(organizationId, id);
    },

    /** Credentials left out stay as they are; sent, they replace the stored ones. */
    async edit(organizationId: string, id: string, request: RequestOf<F>): Promise<ResponseOf<F>> {
      const current = await rowOf(organizationId, id);
      try {
        await updateRegistry(db, id, {
          name: request.name,
          kind: request.kind,
          description: request.description ?? '',
          url: request.url,
          skipTlsVerification: 'skip_tls_verification' in request ? request.skip_tls_verification : false,
          sealedCredentials: request.config
            ? sealedCredentials(request.config, secrets)
            : current.sealedCredentials,
          updatedAt: clock.now(),
        });
      } catch (error) {
        throw duplicateName(error, request.name) ?? error;
      }
      return get(organizationId, id);
    },

    async delete(organizationId: string, id: string): Promise<void> {
      const row = await rowOf(organizationId, id);
      await deleteUnlessUsed(db, { registryId: id }, `${label} "${row.name}"`, () => deleteRegistry(db, id));
    },
  };
}

export type RegistryService<F extends RegistryFamily> = ReturnType<typeof createRegistryService<F>>;
