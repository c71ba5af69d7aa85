import type { DeploymentAction } from '../../contract/deployments';
import type { SettledPlan } from './advancedSettings';
import { isDeploy } from './plan';
import type { ProbeView } from './snapshot';

/**
 * A deploy's new instances count as ready only once their readiness probe has waited its initial delay, so the
 * deployment step of a deploy lasts that much longer (at the engine's pace, on its clock). Other actions start no
 * new instances to wait for, and a service without a readiness probe is ready as soon as it runs.
 */
export function withReadinessDelay(
  plan: SettledPlan,
  probes: readonly ProbeView[],
  context: { action: DeploymentAction; timeScale: number },
): SettledPlan {
  const seconds = probes.find((probe) => probe.probe === 'readiness')?.initialDelaySeconds ?? 0;
  if (!isDeploy(context.action) || seconds <= 0) return plan;
  const delayMs = Math.round(seconds * 1000 * context.timeScale);
  const steps = plan.steps.map((step) =>
    step.name === 'DEPLOYMENT'
      ? {
          ...step,
          durationMs: step.durationMs + delayMs,
          timeoutMs: Math.max(step.timeoutMs, step.durationMs + delayMs),
        }
      : step,
  );
  return { ...plan, steps };
}
