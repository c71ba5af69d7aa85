import type { AnyService, CloneServiceRequest, Link, ServiceKind } from '../../../contract';
import { serviceKinds } from '../../../contract';
import { noteEnvironmentChanges } from '../../db/changeFeed';
import type { Database, Transaction } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { ConflictError, invalidBody, NotFoundError } from '../../domain/errors';
import { type Page, pageOf, type PageWindow } from '../../domain/paging';
import type { Runtime } from '../../runtime';
import { placeInDefaultStage } from '../deploymentStages';
import { type EnvironmentPlacement, findEnvironmentPlacement } from '../environments';
import type { SecretBox } from '../secrets';
import { listCustomDomainNames } from '../shared/customDomainNames';
import { loadReferences, type References } from '../shared/references';
import type { RequestOf, ResponseOf, ServiceRecord } from './definition';
import type { ServicePorts } from './builtInsPort';
import { withoutDeployments } from './deployments';
import { serviceDefinitions } from './kinds';
import { defaultIconUri } from './kinds/common';
import { linksOf } from './links';
import { renewIdentities } from './nested';
import {
  countServices,
  deleteService,
  findService,
  insertService,
  listServices,
  replaceDependencies,
  updateService,
} from './queries';
import { serviceProblems } from './rules';
import { referencedIds } from './sites';
import { deployedCommitOf, serviceResponse, serviceResponses } from './views';

type Db = Database | Transaction;

/** Service names are unique in their environment whatever the type, ignoring case. */
function duplicateName(error: unknown, name: string): Error | null {
  return isUniqueViolation(error, 'services_environment_name_unique')
    ? new ConflictError(`A service named "${name}" already exists in this environment`)
    : null;
}

/** Create, read, edit, delete and clone for every type of service, through the kinds table. */
export function createServiceManager(
  db: Db,
  runtime: Runtime,
  secrets: SecretBox,
  { builtIns, deployments = withoutDeployments }: ServicePorts,
) {
  const { clock, newId } = runtime;

  async function placementOf(environmentId: string): Promise<EnvironmentPlacement> {
    const placement = await findEnvironmentPlacement(db, environmentId);
    if (!placement) throw new NotFoundError(`Environment ${environmentId} not found`);
    return placement;
  }

  async function recordOf(kind: ServiceKind, id: string): Promise<ServiceRecord> {
    const record = await findService(db, id, serviceKinds[kind].type);
    if (!record) throw new NotFoundError(`${serviceKinds[kind].label} ${id} not found`);
    return record;
  }

  async function responseOf<K extends ServiceKind>(kind: K, id: string): Promise<ResponseOf<K>> {
    const [response] = await serviceResponses(db, [await recordOf(kind, id)], deployments);
    // The record was read by its kind's type, so its response is of that kind.
    return response as ResponseOf<K>;
  }

  /**
   * Checks what only the server can check, then turns the request into the configuration to store; with the
   * references it loaded to check them, which are all the stored configuration names.
   */
  async function configFor<K extends ServiceKind>(
    kind: K,
    request: RequestOf<K>,
    previous: Record<string, unknown> | null,
    placement: EnvironmentPlacement,
  ): Promise<{ config: Record<string, unknown>; references: References }> {
    const definition = serviceDefinitions[kind];
    const sites = definition.sites(request);
    const references = await loadReferences(db, placement.environment.organizationId, referencedIds([sites]));
    const problems = [
      ...serviceProblems(sites, references, placement),
      ...(definition.problems?.(request, previous) ?? []),
    ];
    if (problems.length > 0) throw invalidBody(problems);
    const config = definition.toConfig(request, previous, { now: clock.now(), newId, secrets, references });
    // Each definition stores an object of its own shape in the jsonb column.
    return { config: config as Record<string, unknown>, references };
  }

  /** Writes the service's row, what its configuration refers to and its built-in variables, together. */
  async function store(
    kind: ServiceKind,
    record: ServiceRecord,
    isNew: boolean,
    response: AnyService,
    placement: EnvironmentPlacement,
  ): Promise<void> {
    const dependencies = referencedIds([serviceDefinitions[kind].sites(record.config)]);
    try {
      await db.transaction(async (tx) => {
        if (isNew) {
          await insertService(tx, record);
          await placeInDefaultStage(tx, record, runtime);
        } else {
          const { name, description, iconUri, config, updatedAt } = record;
          await updateService(tx, record.id, { name, description, iconUri, config, updatedAt });
        }
        await replaceDependencies(tx, record.id, dependencies);
        await builtIns.anchor(tx, response, placement);
        await noteEnvironmentChanges(tx, { environmentIds: [record.environmentId] });
      });
    } catch (error) {
      throw duplicateName(error, record.name) ?? error;
    }
  }

  /**
   * The response of a service as it is stored, from the record and what its validation loaded: the row is not
   * read back. A new service has nothing deployed; an edited one shows the commit that runs.
   */
  async function storedResponse<K extends ServiceKind>(
    kind: K,
    record: ServiceRecord,
    placement: EnvironmentPlacement,
    references: References,
    isNew: boolean,
  ): Promise<ResponseOf<K>> {
    const deployed = isNew ? undefined : (await deployments.deployed([record.id])).get(record.id);
    // The record was stored as this kind, so its response is of that kind.
    return serviceResponse(record, {
      ...placement,
      references,
      deployedCommit: deployedCommitOf(deployed),
    }) as ResponseOf<K>;
  }

  return {
    list<K extends ServiceKind>(
      kind: K,
      environmentId: string,
      window: PageWindow | null,
    ): Promise<Page<ResponseOf<K>>> {
      const type = serviceKinds[kind].type;
      return pageOf(window, {
        rows: async (window) =>
          (await serviceResponses(
            db,
            await listServices(db, environmentId, type, window),
            deployments,
          )) as ResponseOf<K>[],
        count: () => countServices(db, environmentId, type),
      });
    },

    listAll(environmentId: string, window: PageWindow | null): Promise<Page<AnyService>> {
      return pageOf(window, {
        rows: async (window) =>
          serviceResponses(db, await listServices(db, environmentId, null, window), deployments),
        count: () => countServices(db, environmentId, null),
      });
    },

    get: responseOf,

    async create<K extends ServiceKind>(
      kind: K,
      environmentId: string,
      request: RequestOf<K>,
    ): Promise<ResponseOf<K>> {
      const placement = await placementOf(environmentId);
      const { config, references } = await configFor(kind, request, null, placement);
      const now = clock.now();
      const record: ServiceRecord = {
        id: newId(),
        organizationId: placement.environment.organizationId,
        projectId: placement.environment.projectId,
        environmentId,
        type: serviceKinds[kind].type,
        name: request.name,
        description: request.description ?? '',
        iconUri: request.icon_uri ?? defaultIconUri(kind),
        config,
        createdAt: now,
        updatedAt: now,
      };
      const response = await storedResponse(kind, record, placement, references, true);
      await store(kind, record, true, response, placement);
      return response;
    },

    /** PUT replaces every editable field: a description or icon left out goes back to its default. */
    async edit<K extends ServiceKind>(kind: K, id: string, request: RequestOf<K>): Promise<ResponseOf<K>> {
      const current = await recordOf(kind, id);
      const placement = await placementOf(current.environmentId);
      const { config, references } = await configFor(kind, request, current.config, placement);
      const record: ServiceRecord = {
        ...current,
        name: request.name,
        description: request.description ?? '',
        iconUri: request.icon_uri ?? defaultIconUri(kind),
        config,
        updatedAt: clock.now(),
      };
      const response = await storedResponse(kind, record, placement, references, false);
      await store(kind, record, false, response, placement);
      return response;
    },

    /**
     * A service that was ever deployed, or has work waiting, is removed by a DELETE deployment (its row goes when
     * that completes); one that never ran goes at once.
     */
    async delete(kind: ServiceKind, id: string): Promise<void> {
      await recordOf(kind, id);
      if (await deployments.retire(id)) return;
      if (!(await deleteService(db, id, serviceKinds[kind].type))) {
        throw new NotFoundError(`${serviceKinds[kind].label} ${id} not found`);
      }
    },

    /** A deploy that names an image tag makes it the service's (see `withImageTag`): the configuration says what runs. */
    async useImageTag(kind: ServiceKind, id: string, tag: string): Promise<void> {
      const current = await recordOf(kind, id);
      const config = serviceDefinitions[kind].withImageTag?.(current.config, tag);
      if (!config || JSON.stringify(config) === JSON.stringify(current.config)) return;
      await db.transaction(async (tx) => {
        await updateService(tx, id, {
          name: current.name,
          description: current.description,
          iconUri: current.iconUri,
          config: config as Record<string, unknown>,
          updatedAt: clock.now(),
        });
        await noteEnvironmentChanges(tx, { environmentIds: [current.environmentId] });
      });
    },

    /** A copy under a new name, in the same or another environment of the organization, with new ids. */
    async clone<K extends ServiceKind>(
      kind: K,
      id: string,
      request: CloneServiceRequest,
    ): Promise<ResponseOf<K>> {
      const source = await recordOf(kind, id);
      const target = await findEnvironmentPlacement(db, request.environment_id);
      if (!target || target.environment.organizationId !== source.organizationId) {
        throw invalidBody([
          {
            path: ['environment_id'],
            message: `environment ${request.environment_id} is not an environment of this organization`,
          },
        ]);
      }
      const sites = serviceDefinitions[kind].sites(source.config);
      const references = await loadReferences(db, source.organizationId, referencedIds([sites]));
      const problems = serviceProblems(sites, references, target);
      if (problems.length > 0) {
        const reasons = problems.map((problem) => `${problem.path.join('.')} ${problem.message}`).join('; ');
        throw invalidBody([
          { path: ['environment_id'], message: `its cluster cannot run this service: ${reasons}` },
        ]);
      }
      const now = clock.now();
      const record: ServiceRecord = {
        ...source,
        id: newId(),
        projectId: target.environment.projectId,
        environmentId: target.environment.id,
        name: request.name,
        config: renewIdentities(source.config, { newId, now }),
        createdAt: now,
        updatedAt: now,
      };
      const response = await storedResponse(kind, record, target, references, true);
      await store(kind, record, true, response, target);
      return response;
    },

    /** The URLs of what runs: none until a deploy succeeded, and none while stopped. */
    async links(kind: ServiceKind, id: string): Promise<Link[]> {
      const record = await recordOf(kind, id);
      const placement = await placementOf(record.environmentId);
      const deployed = (await deployments.deployed([id])).get(id);
      if (!deployed?.running) return [];
      const ports = serviceDefinitions[kind].publicPorts?.(deployed.configuration ?? record.config) ?? [];
      const domains = await listCustomDomainNames(db, record.id);
      return linksOf(record, ports, placement, domains);
    },
  };
}

export type ServiceManager = ReturnType<typeof createServiceManager>;
