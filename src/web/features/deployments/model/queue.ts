import type { QueuedDeploymentRequest } from '../../../../contract';
import { formatDateTime } from '../../../lib/format';
import { triggerText } from './format';
import { actionWords } from './words';

/** The requests waiting behind the one that runs, first in line first. */
export function waitingRequests(queue: readonly QueuedDeploymentRequest[]): QueuedDeploymentRequest[] {
  return queue.filter((request) => request.status === 'QUEUED').sort((a, b) => a.position - b.position);
}

const ordinal = new Intl.PluralRules('en', { type: 'ordinal' });
const suffixes: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };
const nth = (position: number) => `${position}${suffixes[ordinal.select(position)] ?? 'th'}`;

export const requestWho = (request: QueuedDeploymentRequest) =>
  triggerText(request.triggered_by, request.origin);

/** "Deploy", as the queue and its confirmation name a request. */
export const requestName = (request: QueuedDeploymentRequest) => actionWords[request.action];

/** The services a request covers, by name where known: "all 3 services", "web, orders-db", "2 services". */
export function coverageText(
  request: QueuedDeploymentRequest,
  names: ReadonlyMap<string, string> | undefined,
): string | null {
  const count = request.services.length;
  if (count === 0) return null;
  const services = count === 1 ? '1 service' : `${count} services`;
  if (!names) return services;
  if (names.size > 1 && count === names.size && request.services.every(({ id }) => names.has(id))) {
    return count === 2 ? 'both services' : `all ${services}`;
  }
  const known = request.services.flatMap(({ id }) => {
    const name = names.get(id);
    return name ? [name] : [];
  });
  if (known.length !== count) return services;
  return known.length <= 3 ? known.join(', ') : `${known.slice(0, 2).join(', ')} and ${count - 2} more`;
}

/** The words of withdrawing a waiting request. */
export const withdrawal = {
  question: (request: QueuedDeploymentRequest, environment: string) =>
    `Withdraw the waiting ${requestName(request)} of ${environment}?`,
  consequence: (request: QueuedDeploymentRequest, names: ReadonlyMap<string, string> | undefined) => {
    const coverage = coverageText(request, names);
    return (
      `The ${requestName(request)}${coverage ? ` of ${coverage}` : ''} requested by ${requestWho(request)} ` +
      `on ${formatDateTime(request.created_at)} (${nth(request.position)} in line) leaves the queue and will ` +
      'not run. The deployment under way goes on.'
    );
  },
  confirmLabel: 'Withdraw',
  accepted: (request: QueuedDeploymentRequest, environment: string) =>
    `Withdrew the waiting ${requestName(request)} of ${environment}.`,
  attempt: (request: QueuedDeploymentRequest, environment: string) =>
    `withdraw the ${requestName(request)} of ${environment}`,
  gone: (request: QueuedDeploymentRequest) =>
    `The ${requestName(request)} no longer waits: it has started or ended meanwhile.`,
};
