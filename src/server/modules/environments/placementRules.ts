import type { DeploymentSchedule, EnvironmentMode } from '../../../contract';
import type { Transaction } from '../../db/database';

/** What a project's deployment rule gives a new environment whose name its wildcard matches. */
export interface RulePlacement {
  mode: EnvironmentMode;
  clusterId: string;
  schedule: DeploymentSchedule;
}

/**
 * The project's deployment rules as environment creation uses them (the deployment rules family provides them,
 * composed in `modules/index.ts`).
 */
export interface NewEnvironmentRules {
  /** What the first rule of the project whose wildcard matches `name` gives, in the rules' order; null for none. */
  placementFor(projectId: string, name: string): Promise<RulePlacement | null>;
  /** Gives the new environment the rule's schedule, in the transaction creating it. */
  applySchedule(tx: Transaction, environmentId: string, schedule: DeploymentSchedule): Promise<void>;
}

export const noRules: NewEnvironmentRules = {
  placementFor: () => Promise.resolve(null),
  applySchedule: () => Promise.resolve(),
};
