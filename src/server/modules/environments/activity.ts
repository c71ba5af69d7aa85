/** What an environment's deployment queue holds: a request running, or only requests waiting. */
export type DeploymentActivity = 'RUNNING' | 'QUEUED';

/** What deleting an environment, or what holds environments, needs to know of their deployments. */
export interface EnvironmentActivity {
  /** `RUNNING` when a deployment runs on the environment, `QUEUED` when requests only wait, else null. */
  activityOf(environmentId: string): Promise<DeploymentActivity | null>;
}

/** For code that deletes without a deployment engine. */
export const idle: EnvironmentActivity = { activityOf: async () => null };

export interface BusyEnvironment {
  environment: { id: string; name: string };
  activity: DeploymentActivity;
}

/** The first of the environments (in the order given) with a deployment running or waiting, if any. */
export async function busyEnvironmentOf(
  activity: EnvironmentActivity,
  environments: readonly { id: string; name: string }[],
): Promise<BusyEnvironment | null> {
  const found = await Promise.all(environments.map((environment) => activity.activityOf(environment.id)));
  const index = found.findIndex((state) => state !== null);
  const environment = environments[index];
  const state = found[index];
  return environment && state ? { environment, activity: state } : null;
}

/**
 * Why a project (or an organization) holding a busy environment cannot be deleted: its services would go
 * while a deployment acts on them.
 */
export function busyMessage(holder: string, busy: BusyEnvironment): string {
  const what = busy.activity === 'RUNNING' ? 'under way' : 'waiting';
  return `${holder} has a deployment ${what} in environment ${busy.environment.name}: cancel it or wait for it to end.`;
}
