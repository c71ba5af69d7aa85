import { guideStepKeys, type Guide, type GuideStepKey, type GuideUpdate } from '../../../contract';
import type { Database } from '../../db/database';
import { DEMO_ORGANIZATION_SETTING, readSetting } from '../../db/settings';
import type { Principal } from '../../domain/principal';
import type { ReadReach } from '../../domain/reach';
import type { Runtime } from '../../runtime';
import { iso } from '../shared/timestamps';
import { withDeps } from '../shared/withDeps';
import {
  deployedSince,
  findOrStartProgress,
  guideEnvironment,
  guideProjectId,
  guideService,
  type GuideProgressRow,
  stagesArranged,
  updateProgress,
  variableAndSecretSince,
} from './queries';

const holderOf = (principal: Principal) =>
  principal.kind === 'user' ? `user:${principal.userId}` : `api_token:${principal.tokenId}`;

export interface GuideDeps {
  db: Database;
  runtime: Runtime;
}

async function view(
  db: Database,
  principal: Principal,
  organizationId: string,
  reach: ReadReach | null,
  row: GuideProgressRow,
): Promise<Guide> {
  const since = row.startedAt;
  const projectId = await guideProjectId(db, organizationId, since, reach);
  const environment = projectId ? await guideEnvironment(db, projectId, since, reach) : null;
  const service = environment ? await guideService(db, environment.id, since) : null;
  const done: Record<GuideStepKey, boolean> = {
    project: projectId !== null,
    environment: environment !== null,
    service: service !== null,
    stages: environment !== null && service !== null && (await stagesArranged(db, environment.id)),
    variables:
      projectId !== null &&
      environment !== null &&
      service !== null &&
      (await variableAndSecretSince(
        db,
        { projectId, environmentId: environment.id, serviceId: service.id },
        since,
      )),
    deploy: environment !== null && (await deployedSince(db, environment.id, since)),
    logs: row.logsOpenedAt !== null,
  };
  const skipped = new Set(row.skippedSteps);
  const steps = guideStepKeys.map((key) => ({
    key,
    done: done[key],
    skipped: !done[key] && skipped.has(key),
  }));
  const demoOrganizationId = await readSetting(db, DEMO_ORGANIZATION_SETTING);
  return {
    organization_id: organizationId,
    started_at: iso(row.startedAt),
    offer:
      principal.kind === 'user' &&
      organizationId === demoOrganizationId &&
      row.offeredAt === null &&
      row.dismissedAt === null,
    dismissed: row.dismissedAt !== null,
    steps,
    completed: steps.every((step) => step.done || step.skipped),
    project_id: projectId,
    environment_id: environment?.id ?? null,
    service_id: service?.id ?? null,
    service_type: service?.type ?? null,
  };
}

export async function getGuide(
  { db, runtime }: GuideDeps,
  principal: Principal,
  organizationId: string,
  reach: ReadReach | null,
): Promise<Guide> {
  const row = await findOrStartProgress(db, holderOf(principal), organizationId, runtime.clock.now());
  return view(db, principal, organizationId, reach, row);
}

export async function editGuide(
  { db, runtime }: GuideDeps,
  principal: Principal,
  organizationId: string,
  reach: ReadReach | null,
  update: GuideUpdate,
): Promise<Guide> {
  const holder = holderOf(principal);
  const now = runtime.clock.now();
  const row = await findOrStartProgress(db, holder, organizationId, now);
  await updateProgress(db, holder, organizationId, {
    updatedAt: now,
    ...(update.restart ? { startedAt: now, skippedSteps: [], logsOpenedAt: null, dismissedAt: null } : {}),
    ...(update.skipped_steps ? { skippedSteps: [...new Set(update.skipped_steps)] } : {}),
    ...(update.dismissed === undefined ? {} : { dismissedAt: update.dismissed ? now : null }),
    ...(update.offered && row.offeredAt === null ? { offeredAt: now } : {}),
    ...(update.logs_opened && (update.restart || row.logsOpenedAt === null) ? { logsOpenedAt: now } : {}),
  });
  const updated = await findOrStartProgress(db, holder, organizationId, now);
  return view(db, principal, organizationId, reach, updated);
}

/**
 * The guided first release: each step is ticked from the platform's records (what was made since the guide
 * started), so doing it anywhere (the console, the API) counts; a person's skips, the offer and the logs opened are
 * kept per person and organization. `reach` is what the caller's role reads (null: everything): a project or an
 * environment out of it is passed over as if it were not there, so the guide never names one.
 */
export function createGuideService(db: Database, runtime: Runtime) {
  const deps: GuideDeps = { db, runtime };
  return {
    get: withDeps(deps, getGuide),
    edit: withDeps(deps, editGuide),
  };
}

export type GuideService = ReturnType<typeof createGuideService>;
