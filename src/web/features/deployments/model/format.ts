import type { DeploymentLogLine, DeploymentOrigin, ServiceDeployment } from '../../../../contract';
import type { LogEntry } from '../../../ui/logs/logView';
import { formatDuration, secondsBetween } from '../../../lib/format';
import { logLevels, originWords, stepWords } from './words';

// Durations are read by other features too; they live in lib/ and stay importable from here.
export { formatDuration, secondsBetween };

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

/**
 * Who asked, as it follows "by": "Demo User via Console", the origin alone when nobody is named, and "the platform
 * at first start" for what the platform did on its own (its `triggered_by` names the occasion).
 */
export function triggerText(by: string | null, origin: DeploymentOrigin): string {
  const where = originWords[origin];
  if (origin === 'PLATFORM_INTERNAL') return by ? `${where} at ${by}` : where;
  return by ? `${by} via ${where}` : where;
}

/** Who asked, as a table's cell begins it: names stay as written, the platform's own words take a capital. */
export function triggerCell(by: string | null, origin: DeploymentOrigin): string {
  const text = triggerText(by, origin);
  return origin === 'PLATFORM_INTERNAL' ? text.charAt(0).toUpperCase() + text.slice(1) : text;
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
