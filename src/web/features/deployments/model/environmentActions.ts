import type { EnvironmentStatuses } from '../../../../contract';
import { serviceStates } from '../../../lib/deployments/serviceStates';
import { serviceStatusesOf, statusesInFlight } from '../../../lib/deployments/statuses';

export type EnvironmentActionName = 'deploy' | 'redeploy' | 'stop' | 'cancel' | 'uninstall';

export interface EnvironmentActionSpec {
  label: string;
  question: (name: string) => string;
  consequence: (name: string, serviceCount: number) => string;
  confirmLabel: string;
  destructive: boolean;
  accepted: (name: string) => string;
  /** Completes "Could not …" when it fails. */
  attempt: (name: string) => string;
  refusal: (statuses: EnvironmentStatuses, name: string) => string | undefined;
}

const services = (count: number) => (count === 1 ? '1 service' : `${count} services`);
const stateWords = (statuses: EnvironmentStatuses) =>
  serviceStates[statuses.environment.state].label.toLowerCase();
const serviceCount = (statuses: EnvironmentStatuses) => serviceStatusesOf(statuses).length;
const neverDeployed = (statuses: EnvironmentStatuses) =>
  statuses.environment.deployment_status === 'NEVER_DEPLOYED';

function busy(statuses: EnvironmentStatuses, name: string): string | undefined {
  if (!statusesInFlight(statuses)) return undefined;
  return `A deployment of ${name} is under way: wait for it to end, or cancel it.`;
}

function empty(statuses: EnvironmentStatuses, name: string): string | undefined {
  return serviceCount(statuses) === 0 ? `${name} has no services yet.` : undefined;
}

export const environmentActions: Record<EnvironmentActionName, EnvironmentActionSpec> = {
  deploy: {
    label: 'Deploy',
    question: (name) => `Deploy ${name}?`,
    consequence: (name, count) =>
      `This deploys the ${services(count)} of ${name} with their current configuration, stage by stage: databases first, then applications and the rest.`,
    confirmLabel: 'Deploy',
    destructive: false,
    accepted: (name) => `Deployment of ${name} queued.`,
    attempt: (name) => `deploy ${name}`,
    refusal: (statuses, name) => empty(statuses, name) ?? busy(statuses, name),
  },
  redeploy: {
    label: 'Redeploy',
    question: (name) => `Redeploy ${name}?`,
    consequence: (name, count) =>
      `This deploys the ${services(count)} of ${name} again at the versions deployed last, stage by stage.`,
    confirmLabel: 'Redeploy',
    destructive: false,
    accepted: (name) => `Redeployment of ${name} queued.`,
    attempt: (name) => `redeploy ${name}`,
    refusal: (statuses, name) =>
      empty(statuses, name) ??
      busy(statuses, name) ??
      (neverDeployed(statuses) ? `${name} has never been deployed: deploy it first.` : undefined),
  },
  stop: {
    label: 'Stop',
    question: (name) => `Stop ${name}?`,
    consequence: (name, count) =>
      `This stops the ${services(count)} of ${name}, in the reverse order of a deployment. Their configuration stays; deploying starts them again.`,
    confirmLabel: 'Stop environment',
    destructive: true,
    accepted: (name) => `Stop of ${name} queued.`,
    attempt: (name) => `stop ${name}`,
    refusal: (statuses, name) => {
      if (statuses.environment.state === 'STOPPED') return `${name} is already stopped.`;
      return (
        empty(statuses, name) ??
        busy(statuses, name) ??
        (neverDeployed(statuses) ? `${name} has never been deployed: nothing runs.` : undefined)
      );
    },
  },
  cancel: {
    label: 'Cancel deployment',
    question: (name) => `Cancel the deployment of ${name}?`,
    consequence: (name) =>
      `The services of ${name} under way wind down their current step and end as canceled; the stages after them do not run.`,
    confirmLabel: 'Cancel deployment',
    destructive: true,
    accepted: (name) => `Canceling the deployment of ${name}.`,
    attempt: (name) => `cancel the deployment of ${name}`,
    refusal: (statuses, name) => {
      if (statuses.environment.state === 'CANCELING') return `${name} is already canceling.`;
      return statusesInFlight(statuses)
        ? undefined
        : `Nothing to cancel: ${name} is ${stateWords(statuses)}.`;
    },
  },
  uninstall: {
    label: 'Uninstall',
    question: (name) => `Uninstall ${name}?`,
    consequence: (name, count) =>
      `This removes what the ${services(count)} of ${name} run in the cluster. Their configuration stays, so ${name} can be deployed again.`,
    confirmLabel: 'Uninstall environment',
    destructive: true,
    accepted: (name) => `Uninstall of ${name} queued.`,
    attempt: (name) => `uninstall ${name}`,
    refusal: (statuses, name) => {
      if (statuses.environment.state === 'DELETED') return `${name} is already uninstalled.`;
      return (
        empty(statuses, name) ??
        busy(statuses, name) ??
        (neverDeployed(statuses) ? `${name} has never been deployed: nothing to uninstall.` : undefined)
      );
    },
  },
};

export function environmentActionRefusal(
  action: EnvironmentActionName,
  name: string,
  statuses: EnvironmentStatuses | undefined,
  permission: { allowed: boolean; reason?: string | undefined },
): string | undefined {
  if (!permission.allowed) return permission.reason;
  if (!statuses) return `Checking the state of ${name}…`;
  return environmentActions[action].refusal(statuses, name);
}

export { serviceCount as environmentServiceCount };
