import type { DeploymentLogLine, ServiceDeployment } from '../../../../contract';
import type { LogEntry } from '../../../ui/logs/logView';
import { logLevels, stepWords } from './words';

/** "45 s", "2 min 05 s", "1 h 02 min". */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return '—';
  const total = Math.max(0, Math.round(seconds));
  if (total < 60) return `${total} s`;
  const minutes = Math.floor(total / 60);
  if (minutes < 60) return `${minutes} min ${String(total % 60).padStart(2, '0')} s`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** Seconds between two times, the second one defaulting to now (for what is still running). */
export function secondsBetween(from: string | null, to: string | null, now: number): number | null {
  if (!from) return null;
  const end = to ? Date.parse(to) : now;
  const start = Date.parse(from);
  if (Number.isNaN(start) || Number.isNaN(end)) return null;
  return Math.max(0, (end - start) / 1000);
}

/** How long a deployment took, or has been running so far. */
export function deploymentSeconds(deployment: ServiceDeployment, now: number): number | null {
  if (deployment.total_duration_sec !== null) return deployment.total_duration_sec;
  return secondsBetween(deployment.started_at, deployment.ended_at, now);
}

const shortCommit = (commit: string) => commit.slice(0, 7);

/** What was deployed, as people name it: the image tag, the chart version, or the branch and commit. */
export function versionText(version: ServiceDeployment['version']): string {
  if (version.image_tag) return version.image_tag;
  const commit = version.git_commit_id ? shortCommit(version.git_commit_id) : null;
  const git = version.branch && commit ? `${version.branch}@${commit}` : (version.branch ?? commit);
  if (version.chart_version) return git ? `${version.chart_version} (${git})` : version.chart_version;
  return git ?? `config ${version.config_version.slice(0, 7)}`;
}

/** "Demo User via Console", or only the origin when nobody is named. */
export function triggerText(by: string | null, origin: string): string {
  return by ? `${by} via ${origin}` : origin;
}

/** A log line for the viewer; `service` names the service that wrote it in a log of several services. */
export function toLogEntry(line: DeploymentLogLine, service?: string): LogEntry {
  const step = line.step ? stepWords[line.step].tag : null;
  return {
    id: line.id,
    time: line.created_at,
    level: logLevels[line.level],
    text: line.message,
    source: service ? (step ? `${service}/${step}` : service) : step,
  };
}
