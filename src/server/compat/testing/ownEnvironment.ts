import type { ServiceKind } from '../../../contract';
import { expectStatus } from '../../testing/api';
import { oneOfEachKind } from '../../testing/deployments';
import type { EveryResource } from '../../testing/everyResource';
import { type Sample, sampler } from './samples';

/** An environment an area has to itself, in the seeded project, with one service of each kind. */
export interface OwnEnvironment {
  environmentId: string;
  services: Record<ServiceKind, string>;
  /** The samples (`testing/requestSamples.ts`) naming this environment and its services, not the seeded ones. */
  sample: Sample;
}

/**
 * Made in-process (seeding is not what is tested), so that an area deploying, uninstalling or filling an
 * environment leaves the seeded one as the other areas expect it, whatever order the areas run in.
 */
export async function ownEnvironment(
  seeded: EveryResource,
  terraformRepository: string,
  name: string,
): Promise<OwnEnvironment> {
  const created = await seeded.api.post(`/project/${seeded.projectId}/environment`, {
    name,
    mode: 'DEVELOPMENT',
  });
  const environmentId: string = expectStatus(created, 201).id;
  const services = await oneOfEachKind({ ...seeded, environmentId });
  return {
    environmentId,
    services,
    sample: sampler({ ...seeded, environmentId, services }, terraformRepository),
  };
}
