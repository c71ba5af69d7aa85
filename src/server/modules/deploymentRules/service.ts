import type { Database } from '../../db/database';
import type { Runtime } from '../../runtime';
import type { NewEnvironmentRules } from '../environments';
import { withDeps } from '../shared/withDeps';
import type { DeploymentRuleDeps } from './deps';
import { applySchedule, editEnvironmentRule, getEnvironmentRule, placementFor } from './environmentRules';
import { createRule, deleteRule, editRule, getRule, listRules, orderRules } from './projectRules';

export function createDeploymentRuleService(db: Database, runtime: Runtime) {
  const deps: DeploymentRuleDeps = { db, runtime };
  return {
    listProjectRules: withDeps(deps, listRules),
    createProjectRule: withDeps(deps, createRule),
    getProjectRule: withDeps(deps, getRule),
    editProjectRule: withDeps(deps, editRule),
    deleteProjectRule: withDeps(deps, deleteRule),
    orderProjectRules: withDeps(deps, orderRules),
    getEnvironmentRule: withDeps(deps, getEnvironmentRule),
    editEnvironmentRule: withDeps(deps, editEnvironmentRule),
  };
}

export type DeploymentRuleService = ReturnType<typeof createDeploymentRuleService>;

/** What environment creation uses of the project's rules. */
export function newEnvironmentRules(db: Database, runtime: Runtime): NewEnvironmentRules {
  const deps: DeploymentRuleDeps = { db, runtime };
  return {
    placementFor: withDeps(deps, placementFor),
    applySchedule: withDeps(deps, applySchedule),
  };
}
