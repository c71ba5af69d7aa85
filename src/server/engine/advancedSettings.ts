import type { DeploymentAction } from '../../contract/deployments';
import { isDeploy } from './plan';
import type { PlannedFailure, StepRecord } from './records';

export const BUILD_TIMEOUT_KEY = 'build.timeout_max_sec';
export const TERMINATION_GRACE_KEY = 'deployment.termination_grace_period_seconds';

/** What the advanced settings a run honours work on: its planned steps and the failure it will meet. */
export interface SettledPlan {
  steps: StepRecord[];
  failure: PlannedFailure | null;
}

interface PlanContext {
  action: DeploymentAction;
  /** Whether a version of the service runs already, whose instances a deploy replaces. */
  replacesRunning: boolean;
  timeScale: number;
}

const positiveSeconds = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;

const scaledMs = (seconds: number, timeScale: number) => Math.max(1, Math.round(seconds * 1000 * timeScale));

/**
 * A build limited by `build.timeout_max_sec`: one that would run longer stops at the limit and fails there, unless
 * the run fails at an earlier step already (the step that comes first wins, as with the other failures).
 */
function withBuildTimeout(plan: SettledPlan, seconds: number, timeScale: number): SettledPlan {
  const at = plan.steps.findIndex((step) => step.name === 'BUILD');
  const build = plan.steps[at];
  if (!build) return plan;
  const limitMs = scaledMs(seconds, timeScale);
  if (build.durationMs <= limitMs) {
    const steps = plan.steps.map((step, index) => (index === at ? { ...step, timeoutMs: limitMs } : step));
    return { ...plan, steps };
  }
  const failsEarlier =
    plan.failure !== null && plan.steps.findIndex((step) => step.name === plan.failure?.step) < at;
  if (failsEarlier) return plan;
  const steps = plan.steps.map((step, index) =>
    index === at ? { ...step, durationMs: limitMs, timeoutMs: limitMs } : step,
  );
  const failure: PlannedFailure = {
    step: 'BUILD',
    reason: `Build failed: it ran longer than its time limit of ${seconds}s (${BUILD_TIMEOUT_KEY})`,
    details: ['Error: the build was stopped at its time limit'],
  };
  return { steps, failure };
}

/**
 * Instances that stop (a stop, restart, uninstall or delete, or a deploy replacing a running version) wait out
 * their `deployment.termination_grace_period_seconds`, which lengthens the deployment step by as much.
 */
function withTerminationGrace(plan: SettledPlan, seconds: number, context: PlanContext): SettledPlan {
  const stops = !isDeploy(context.action) || context.replacesRunning;
  if (!stops) return plan;
  const graceMs = scaledMs(seconds, context.timeScale);
  const steps = plan.steps.map((step) =>
    step.name === 'DEPLOYMENT'
      ? {
          ...step,
          durationMs: step.durationMs + graceMs,
          timeoutMs: Math.max(step.timeoutMs, step.durationMs + graceMs),
        }
      : step,
  );
  return { ...plan, steps };
}

/**
 * The plan as the service's advanced settings change it. Only the settings changed from their defaults are here
 * (a service at its defaults runs as it always did), by the public API's keys.
 */
export function withAdvancedSettings(
  plan: SettledPlan,
  settings: Record<string, unknown> | undefined,
  context: PlanContext,
): SettledPlan {
  if (!settings) return plan;
  let settled = plan;
  const buildTimeout = positiveSeconds(settings[BUILD_TIMEOUT_KEY]);
  if (buildTimeout !== null) settled = withBuildTimeout(settled, buildTimeout, context.timeScale);
  const grace = positiveSeconds(settings[TERMINATION_GRACE_KEY]);
  if (grace !== null) settled = withTerminationGrace(settled, grace, context);
  return settled;
}
