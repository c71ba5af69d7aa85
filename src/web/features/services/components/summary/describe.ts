import type { z } from 'zod';
import type { GitRepositoryRequest, PortRequest, probe as probeSchema } from '../../../../../contract';
import { formatCpu, formatMemory, protocolLabels } from '../../model/words';

// Values of a request in words, for summaries and overviews. Inputs are form values: defaults may be missing.

export const orDash = (text: string | null | undefined) => (text ? text : '—');

export const describeRepository = (git: Partial<GitRepositoryRequest> | undefined) =>
  git?.url
    ? `${git.url} @ ${git.branch || 'main'}${git.root_path && git.root_path !== '/' ? ` (${git.root_path})` : ''}`
    : '—';

export const describePort = (port: Partial<PortRequest>) =>
  [
    `${port.internal_port ?? '?'} ${protocolLabels[port.protocol ?? 'HTTP'] ?? port.protocol}`,
    port.name ? `“${port.name}”` : null,
    port.publicly_accessible ? `public${port.external_port ? ` on ${port.external_port}` : ''}` : 'private',
  ]
    .filter(Boolean)
    .join(' · ');

export const describeList = <T>(items: readonly T[] | undefined, each: (item: T) => string, none: string) =>
  items && items.length > 0 ? items.map(each).join('\n') : none;

export function describeProbe(probe: z.input<typeof probeSchema> | null | undefined): string {
  if (!probe?.type) return 'None';
  const { type } = probe;
  const every = probe.period_seconds ? `, every ${probe.period_seconds} s` : '';
  if ('tcp' in type) return `TCP on port ${type.tcp.port}${every}`;
  if ('http' in type)
    return `${type.http.scheme ?? 'HTTP'} GET ${type.http.path ?? '/'} on port ${type.http.port}${every}`;
  if ('grpc' in type) return `gRPC on port ${type.grpc.port}${every}`;
  return `Command ${type.exec.command.join(' ')}${every}`;
}

export const describeResources = (values: { cpu?: number; memory?: number; gpu?: number }) =>
  [
    typeof values.cpu === 'number' ? formatCpu(values.cpu) : null,
    typeof values.memory === 'number' ? formatMemory(values.memory) : null,
    values.gpu ? `${values.gpu} GPU` : null,
  ]
    .filter(Boolean)
    .join(' · ');

export const describeCommand = (
  command: { entrypoint?: string | null; arguments?: string[] } | null | undefined,
) =>
  command
    ? [command.entrypoint, ...(command.arguments ?? [])].filter(Boolean).join(' ') ||
      'The image’s own command'
    : '—';
