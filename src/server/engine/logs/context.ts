import type { LogLevel } from '../../../contract/deployments';
import type { Random } from '../random';
import type { DeploymentRecord } from '../records';

/** A line before it gets its time and id. */
export interface LineDraft {
  level: LogLevel;
  message: string;
  /** How long the tool works after printing it, when the line (or the next) says so; see `lineOffsets`. */
  spanMs?: number;
}

export const info = (message: string, spanMs?: number): LineDraft =>
  spanMs === undefined ? { level: 'INFO', message } : { level: 'INFO', message, spanMs };
export const warning = (message: string): LineDraft => ({ level: 'WARNING', message });

/** What a step's log lines talk about, named as Kubernetes, git and the registry would name it. */
export interface LogSubject {
  deployment: DeploymentRecord;
  random: Random;
  /** The Kubernetes name of the service's workload. */
  resource: string;
  namespace: string;
  /** The repository of the service's images in the cluster registry. */
  registryRepository: string;
  commit: string | null;
  /** How long the step ran, in milliseconds: the lines that say how long something took share it. */
  lengthMs: number;
}

const short = (id: string) => id.replace(/-/g, '').slice(0, 8);

export function slug(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 30) || 'service'
  );
}

export function subjectOf(deployment: DeploymentRecord, random: Random, lengthMs: number): LogSubject {
  const resource = `${slug(deployment.serviceName)}-z${short(deployment.serviceId)}`;
  return {
    deployment,
    random,
    resource,
    namespace: `env-z${short(deployment.environmentId)}`,
    registryRepository: `registry.platform.local/z${short(deployment.serviceId)}`,
    commit: deployment.version.gitCommitId,
    lengthMs,
  };
}

export function repositoryName(url: string): string {
  const last = url
    .replace(/\.git$/, '')
    .split('/')
    .filter(Boolean)
    .at(-1);
  return last ?? 'repository';
}
