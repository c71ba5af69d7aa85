import type { ServiceDeployment } from '../../../../contract';
import { StepTimeline } from '../../../ui/StepTimeline';
import { formatDuration, secondsBetween } from '../model/format';
import { stepTimelineStatus, stepWords } from '../model/words';

/** A deployment's steps in order, with how long each took (or has taken so far). */
export function DeploymentSteps({ deployment, now }: { deployment: ServiceDeployment; now: number }) {
  return (
    <StepTimeline
      label="Steps"
      steps={deployment.steps.map((step, index) => {
        const seconds =
          step.duration_sec ??
          (step.status === 'ONGOING' ? secondsBetween(step.started_at, null, now) : null);
        return {
          key: `${step.step_name}-${index}`,
          label: stepWords[step.step_name].label,
          status: stepTimelineStatus[step.status],
          duration: seconds === null ? undefined : formatDuration(seconds),
        };
      })}
    />
  );
}
