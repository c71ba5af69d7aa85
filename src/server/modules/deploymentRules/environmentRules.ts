import {
  type DeploymentSchedule,
  type EnvironmentDeploymentRule,
  type EnvironmentDeploymentRuleEditRequest,
  matchesWildcard,
} from '../../../contract';
import type { Transaction } from '../../db/database';
import { NotFoundError } from '../../domain/errors';
import type { RulePlacement } from '../environments';
import type { DeploymentRuleDeps } from './deps';
import {
  environmentCreatedAt,
  findEnvironmentRule,
  listProjectRules,
  type NewEnvironmentRuleRow,
  saveEnvironmentRule,
} from './queries';
import { nextTransition } from './schedule/transitions';
import { defaultEnvironmentRule, toEnvironmentRule } from './views';

type ParsedEdit = DeploymentSchedule &
  Pick<EnvironmentDeploymentRuleEditRequest, 'on_demand_preview' | 'auto_preview'>;

/** When the schedule acts next from `now`: never while auto stop is off. */
function nextAfter(schedule: DeploymentSchedule, now: Date): Date | null {
  return schedule.auto_stop ? (nextTransition(schedule, now)?.at ?? null) : null;
}

function scheduleValues(schedule: DeploymentSchedule, now: Date) {
  return {
    autoStop: schedule.auto_stop,
    timezone: schedule.timezone,
    startTime: schedule.start_time,
    stopTime: schedule.stop_time,
    weekdays: schedule.weekdays,
    // A new schedule acts from its next transition on: what the old one did stays done.
    lastTransitionAt: null,
    nextTransitionAt: nextAfter(schedule, now),
    updatedAt: now,
  } satisfies Partial<NewEnvironmentRuleRow>;
}

export async function getEnvironmentRule(
  { db }: DeploymentRuleDeps,
  environmentId: string,
): Promise<EnvironmentDeploymentRule> {
  const row = await findEnvironmentRule(db, environmentId);
  if (row) return toEnvironmentRule(row);
  const createdAt = await environmentCreatedAt(db, environmentId);
  if (!createdAt) throw new NotFoundError(`Environment ${environmentId} not found`);
  return toEnvironmentRule(defaultEnvironmentRule(environmentId, createdAt));
}

export async function editEnvironmentRule(
  { db, runtime }: DeploymentRuleDeps,
  environmentId: string,
  ruleId: string,
  request: ParsedEdit,
): Promise<EnvironmentDeploymentRule> {
  const createdAt = await environmentCreatedAt(db, environmentId);
  if (!createdAt) throw new NotFoundError(`Environment ${environmentId} not found`);
  if (ruleId !== environmentId) {
    throw new NotFoundError(`Deployment rule ${ruleId} is not the rule of environment ${environmentId}`);
  }
  const current =
    (await findEnvironmentRule(db, environmentId)) ?? defaultEnvironmentRule(environmentId, createdAt);
  const now = runtime.clock.now();
  const row = await saveEnvironmentRule(db, {
    environmentId,
    ...scheduleValues(request, now),
    onDemandPreview: request.on_demand_preview ?? current.onDemandPreview,
    autoPreview: request.auto_preview ?? current.autoPreview,
    createdAt: now,
  });
  return toEnvironmentRule(row);
}

/** The first rule of the project, in the rules' order, whose wildcard matches the new environment's name. */
export async function placementFor(
  { db }: DeploymentRuleDeps,
  projectId: string,
  name: string,
): Promise<RulePlacement | null> {
  const rule = (await listProjectRules(db, projectId)).find((candidate) =>
    matchesWildcard(candidate.wildcard, name),
  );
  if (!rule) return null;
  return {
    mode: rule.mode,
    clusterId: rule.clusterId,
    schedule: {
      auto_stop: rule.autoStop,
      timezone: rule.timezone,
      start_time: rule.startTime,
      stop_time: rule.stopTime,
      weekdays: rule.weekdays,
    },
  };
}

export async function applySchedule(
  { runtime }: DeploymentRuleDeps,
  tx: Transaction,
  environmentId: string,
  schedule: DeploymentSchedule,
): Promise<void> {
  const now = runtime.clock.now();
  await saveEnvironmentRule(tx, { environmentId, ...scheduleValues(schedule, now), createdAt: now });
}
