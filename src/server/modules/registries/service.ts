import type { z } from 'zod';
import type {
  ContainerRegistry,
  containerRegistryRequest,
  HelmRepository,
  helmRepositoryRequest,
} from '../../../contract';
import type { Database } from '../../db/database';
import { noteEnvironmentChanges } from '../../db/changeFeed';
import { isUniqueViolation } from '../../db/errors';
import type { RegistryFamily } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../domain/errors';
import { type Page, pageOf, type PageWindow } from '../../domain/paging';
import type { Runtime } from '../../runtime';
import type { SecretBox } from '../secrets';
import { deleteUnlessUsed } from '../shared/dependents';
import { iso } from '../shared/timestamps';
import { withDeps } from '../shared/withDeps';
import {
  countRegistries,
  deleteRegistry as deleteRegistryRow,
  findRegistry,
  insertRegistry,
  listRegistries as listRegistryRows,
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

/** What the registry operations work with: `family` is the one (container registries or helm repositories) served. */
export interface RegistryDeps<F extends RegistryFamily> {
  db: Database;
  runtime: Runtime;
  secrets: SecretBox;
  family: F;
}

// The family picks the response shape; F ties it to the requests and responses of this instance.
const toResponseOf = <F extends RegistryFamily>(family: F) =>
  families[family].toResponse as (row: RegistryRow) => ResponseOf<F>;

function duplicateName(family: RegistryFamily, error: unknown, name: string): Error | null {
  return isUniqueViolation(error, 'registries_org_family_name_unique')
    ? new ConflictError(`A ${families[family].noun} named "${name}" already exists in this organization`)
    : null;
}

async function rowOf<F extends RegistryFamily>(
  { db, family }: RegistryDeps<F>,
  organizationId: string,
  id: string,
): Promise<RegistryRow> {
  const row = await findRegistry(db, organizationId, family, id);
  if (!row) throw new NotFoundError(`${families[family].label} ${id} not found`);
  return row;
}

export async function getRegistry<F extends RegistryFamily>(
  deps: RegistryDeps<F>,
  organizationId: string,
  id: string,
): Promise<ResponseOf<F>> {
  return toResponseOf(deps.family)(await rowOf(deps, organizationId, id));
}

export function listRegistries<F extends RegistryFamily>(
  { db, family }: RegistryDeps<F>,
  organizationId: string,
  window: PageWindow | null,
): Promise<Page<ResponseOf<F>>> {
  return pageOf(window, {
    rows: async (window) =>
      (await listRegistryRows(db, organizationId, family, window)).map(toResponseOf(family)),
    count: () => countRegistries(db, organizationId, family),
  });
}

export async function createRegistry<F extends RegistryFamily>(
  deps: RegistryDeps<F>,
  organizationId: string,
  request: RequestOf<F>,
): Promise<ResponseOf<F>> {
  const { db, runtime, secrets, family } = deps;
  const now = runtime.clock.now();
  const id = runtime.newId();
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
    throw duplicateName(family, error, request.name) ?? error;
  }
  return getRegistry(deps, organizationId, id);
}

/** Credentials left out stay as they are; sent, they replace the stored ones. */
export async function editRegistry<F extends RegistryFamily>(
  deps: RegistryDeps<F>,
  organizationId: string,
  id: string,
  request: RequestOf<F>,
): Promise<ResponseOf<F>> {
  const { db, runtime, secrets, family } = deps;
  const current = await rowOf(deps, organizationId, id);
  try {
    await db.transaction(async (tx) => {
      await updateRegistry(tx, id, {
        name: request.name,
        kind: request.kind,
        description: request.description ?? '',
        url: request.url,
        skipTlsVerification: 'skip_tls_verification' in request ? request.skip_tls_verification : false,
        sealedCredentials: request.config
          ? sealedCredentials(request.config, secrets)
          : current.sealedCredentials,
        updatedAt: runtime.clock.now(),
      });
      // The services naming it show its name, kind and address: their environments' kept lists are made again.
      await noteEnvironmentChanges(tx, { organizationId });
    });
  } catch (error) {
    throw duplicateName(family, error, request.name) ?? error;
  }
  return getRegistry(deps, organizationId, id);
}

/** Refused while services use it. */
export async function deleteRegistry<F extends RegistryFamily>(
  deps: RegistryDeps<F>,
  organizationId: string,
  id: string,
): Promise<void> {
  const row = await rowOf(deps, organizationId, id);
  const what = `${families[deps.family].label} "${row.name}"`;
  await deleteUnlessUsed(deps.db, { registryId: id }, what, () => deleteRegistryRow(deps.db, id));
}

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
  const deps: RegistryDeps<F> = { db, runtime, secrets, family };
  return {
    get: withDeps(deps, getRegistry<F>),
    list: withDeps(deps, listRegistries<F>),
    create: withDeps(deps, createRegistry<F>),
    edit: withDeps(deps, editRegistry<F>),
    delete: withDeps(deps, deleteRegistry<F>),
  };
}

export type RegistryService<F extends RegistryFamily> = ReturnType<typeof createRegistryService<F>>;
