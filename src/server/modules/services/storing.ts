import type { AnyService, ServiceKind } from '../../../contract';
import { noteEnvironmentChanges } from '../../db/changeFeed';
import { isUniqueViolation } from '../../db/errors';
import { ConflictError, invalidBody } from '../../domain/errors';
import { placeInDefaultStage } from '../deploymentStages';
import type { EnvironmentPlacement } from '../environments';
import { loadReferences, type References } from '../shared/references';
import type { RequestOf, ResponseOf, ServiceRecord } from './definition';
import type { ServiceManagerDeps } from './deps';
import { serviceDefinitions } from './kinds';
import { insertService, replaceDependencies, updateService } from './queries';
import { serviceProblems } from './rules';
import { referencedIds } from './sites';
import { deployedCommitOf, serviceResponse } from './views';

/** Service names are unique in their environment whatever the type, ignoring case. */
function duplicateName(error: unknown, name: string): Error | null {
  return isUniqueViolation(error, 'services_environment_name_unique')
    ? new ConflictError(`A service named "${name}" already exists in this environment`)
    : null;
}

/**
 * Checks what only the server can check, then turns the request into the configuration to store; with the
 * references it loaded to check them, which are all the stored configuration names.
 */
export async function configFor<K extends ServiceKind>(
  { db, runtime, secrets }: ServiceManagerDeps,
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
  const config = definition.toConfig(request, previous, {
    now: runtime.clock.now(),
    newId: runtime.newId,
    secrets,
    references,
  });
  // Each definition stores an object of its own shape in the jsonb column.
  return { config: config as Record<string, unknown>, references };
}

/** Writes the service's row, what its configuration refers to and its built-in variables, together. */
export async function store(
  { db, runtime, anchorBuiltIns }: ServiceManagerDeps,
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
      await anchorBuiltIns(tx, response, placement);
      await noteEnvironmentChanges(tx, { environmentIds: [record.environmentId] });
    });
  } catch (error) {
    throw duplicateName(error, record.name) ?? error;
  }
}

/**
 * The response of a service as it is stored, from the record and what its validation loaded: the row is not read
 * back. A new service has nothing deployed; an edited one shows the commit that runs.
 */
export async function storedResponse<K extends ServiceKind>(
  { deployments }: ServiceManagerDeps,
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
