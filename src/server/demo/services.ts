import { serviceKinds } from '../../contract';
import type { Transaction } from '../db/database';
import { createDefaultStages } from '../modules/deploymentStages';
import { insertEnvironment } from '../modules/environments';
import { insertRegistry } from '../modules/registries';
import { resolveSecretBox } from '../modules/secrets';
import { createServiceManager } from '../modules/services';
import { withDeps } from '../modules/shared/withDeps';
import { anchorServiceBuiltIns } from '../modules/variables';
import type { Runtime } from '../runtime';
import { arrangeDemoStages } from './stages';
import { DEMO_CONTAINER_REGISTRY, DEMO_ENVIRONMENTS, DEMO_HELM_REPOSITORY } from './catalog';

/**
 * The demo's registry, helm repository, environments and services, made as the API makes them: each request
 * goes through the contract's schema and the services' own rules, so the demo shows only what people can build.
 */
export async function seedDemoServices(
  tx: Transaction,
  runtime: Runtime,
  organization: { id: string; clusterId: string; projectIds: ReadonlyMap<string, string> },
): Promise<void> {
  const { clock, newId } = runtime;
  const now = clock.now();
  const registryId = newId();
  const helmRepositoryId = newId();
  const timestamps = { createdAt: now, updatedAt: now };
  await insertRegistry(tx, {
    id: registryId,
    organizationId: organization.id,
    family: 'CONTAINER',
    ...DEMO_CONTAINER_REGISTRY,
    ...timestamps,
  });
  await insertRegistry(tx, {
    id: helmRepositoryId,
    organizationId: organization.id,
    family: 'HELM',
    ...DEMO_HELM_REPOSITORY,
    ...timestamps,
  });

  const secrets = await resolveSecretBox(tx, runtime);
  const services = createServiceManager(tx, runtime, secrets, {
    anchorBuiltIns: withDeps({ runtime, secrets }, anchorServiceBuiltIns),
  });
  for (const environment of DEMO_ENVIRONMENTS) {
    const projectId = organization.projectIds.get(environment.project);
    if (!projectId) throw new Error(`The demo has no project ${environment.project}`);
    const environmentId = await insertEnvironment(tx, {
      id: newId(),
      organizationId: organization.id,
      projectId,
      clusterId: organization.clusterId,
      name: environment.name,
      mode: environment.mode,
      ...timestamps,
    });
    await createDefaultStages(tx, environmentId, runtime);
    for (const { kind, request } of environment.services({ registryId, helmRepositoryId })) {
      await services.create(kind, environmentId, serviceKinds[kind].createRequest.parse(request));
    }
    if (environment.stages) await arrangeDemoStages(tx, environmentId, environment.stages, runtime);
  }
}
