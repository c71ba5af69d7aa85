import type { EnvironmentDeploymentRule, ProjectDeploymentRule, Weekday } from '../../../contract';
import { iso } from '../shared/timestamps';
import type { EnvironmentRuleRow, ProjectRuleRow } from './queries';

export function toProjectRule(row: ProjectRuleRow): ProjectDeploymentRule {
  return {
    id: row.id,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    name: row.name,
    description: row.description,
    mode: row.mode,
    cluster_id: row.clusterId,
    auto_stop: row.autoStop,
    timezone: row.timezone,
    start_time: row.startTime,
    stop_time: row.stopTime,
    weekdays: row.weekdays,
    wildcard: row.wildcard,
    priority_index: row.priorityIndex,
  };
}

/** An environment's rule is named by the environment's id: each environment has exactly one. */
export function toEnvironmentRule(row: EnvironmentRuleRow): EnvironmentDeploymentRule {
  return {
    id: row.environmentId,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    on_demand_preview: row.onDemandPreview,
    auto_stop: row.autoStop,
    auto_preview: row.autoPreview,
    timezone: row.timezone,
    start_time: row.startTime,
    stop_time: row.stopTime,
    weekdays: row.weekdays,
  };
}

const WORKING_DAYS: Weekday[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'];

/** The rule of an environment nobody gave one: never stopped, its schedule office hours should auto stop be set. */
export function defaultEnvironmentRule(environmentId: string, createdAt: Date): EnvironmentRuleRow {
  return {
    environmentId,
    autoStop: false,
    onDemandPreview: false,
    autoPreview: false,
    timezone: 'UTC',
    startTime: '08:00',
    stopTime: '19:00',
    weekdays: WORKING_DAYS,
    lastTransitionAt: null,
    nextTransitionAt: null,
    createdAt,
    updatedAt: createdAt,
  };
}
