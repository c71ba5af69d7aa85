import { between } from '../random';
import { info, type LineDraft, type LogSubject, slug, warning } from './context';

export function deploymentQueueLines({ random }: LogSubject): LineDraft[] {
  return [
    info('Waiting for the cluster to accept the deployment'),
    info(`Deployment slot acquired on the cluster (${between(random, 2, 9)} nodes ready)`),
  ];
}

const databaseEngines = { POSTGRESQL: 'PostgreSQL', MYSQL: 'MySQL', MONGODB: 'MongoDB', REDIS: 'Redis' };

function databaseLines({ deployment, resource, namespace }: LogSubject): LineDraft[] {
  const source = deployment.snapshot.source;
  if (source.kind !== 'database') return [];
  const engine = `${databaseEngines[source.engine]} ${source.version}`;
  if (source.mode === 'MANAGED') {
    return [
      info(`Provisioning managed ${engine} instance ${resource}`),
      info(`Instance ${resource} is available`),
      info(`service/${resource} configured in namespace ${namespace}`),
    ];
  }
  return [
    info(`Applying kubernetes manifests to namespace ${namespace}`),
    info(`statefulset.apps/${resource} configured`),
    info(`service/${resource} configured`),
    info(`persistentvolumeclaim/data-${resource}-0 bound`),
    info(`Waiting for pod ${resource}-0 to be ready`),
    info(`${engine} is ready to accept connections`),
  ];
}

function helmLines({ deployment, random, namespace }: LogSubject): LineDraft[] {
  const release = slug(deployment.serviceName);
  const source = deployment.snapshot.source;
  const chart =
    source.kind === 'chart' ? `${source.chartName} --version ${deployment.version.chartVersion}` : './chart';
  const timeout = deployment.snapshot.timeoutSec ?? 600;
  return [
    info(
      `helm upgrade --install ${release} ${chart} --namespace ${namespace} --atomic --timeout ${timeout}s`,
    ),
    info(`Release "${release}" has been upgraded. Happy Helming!`),
    info(`NAME: ${release}`),
    info(`NAMESPACE: ${namespace}`),
    info('STATUS: deployed'),
    info(`REVISION: ${between(random, 1, 40)}`),
  ];
}

function workloadLines({ deployment, random, resource, namespace }: LogSubject): LineDraft[] {
  const job = deployment.snapshot.job;
  if (job?.jobType === 'CRON') {
    return [
      info(`Applying kubernetes manifests to namespace ${namespace}`),
      info(`cronjob.batch/${resource} configured`),
      info(`Next runs follow the schedule "${job.schedule ?? '* * * * *'}"`),
    ];
  }
  const replicas = between(random, 1, 3);
  return [
    info(`Applying kubernetes manifests to namespace ${namespace}`),
    info(`deployment.apps/${resource} configured`),
    info(`service/${resource} configured`),
    ...Array.from({ length: replicas }, (_, ready) =>
      info(
        `Waiting for deployment "${resource}" rollout to finish: ${ready} of ${replicas} updated replicas are available...`,
      ),
    ),
    info(`deployment "${resource}" successfully rolled out`),
  ];
}

function kindOf(subject: LogSubject): string {
  const { type, job } = subject.deployment.snapshot;
  if (type === 'DATABASE') return 'statefulset';
  return job?.jobType === 'CRON' ? 'cronjob' : 'deployment';
}

function stopLines(subject: LogSubject): LineDraft[] {
  const { resource, deployment } = subject;
  if (deployment.serviceType === 'HELM') {
    return [
      info(`Scaling down the workloads of release ${slug(deployment.serviceName)}`),
      info('All pods stopped'),
    ];
  }
  const kind = kindOf(subject);
  if (kind === 'cronjob') return [info(`cronjob.batch/${resource} suspended`)];
  return [
    info(`Scaling ${kind} ${resource} to 0 replicas`),
    info(`${kind}.apps/${resource} scaled`),
    info('Waiting for pods to terminate'),
    info(`All pods of ${resource} are stopped`),
  ];
}

function restartLines(subject: LogSubject): LineDraft[] {
  const { resource } = subject;
  const kind = kindOf(subject);
  return [
    info(`kubectl rollout restart ${kind}/${resource}`),
    info(`${kind}.apps/${resource} restarted`),
    info(`Waiting for ${kind} "${resource}" rollout to finish: 1 old replicas are pending termination...`),
    info(`${kind} "${resource}" successfully rolled out`),
  ];
}

function removeLines(subject: LogSubject): LineDraft[] {
  const { resource, namespace, deployment } = subject;
  if (deployment.serviceType === 'HELM') {
    const release = slug(deployment.serviceName);
    return [
      info(`helm uninstall ${release} --namespace ${namespace}`),
      info(`release "${release}" uninstalled`),
    ];
  }
  const kind = kindOf(subject);
  const volumes = kind === 'statefulset' ? [info(`persistentvolumeclaim "data-${resource}-0" deleted`)] : [];
  return [
    info(`Deleting the resources of ${deployment.serviceName} in namespace ${namespace}`),
    info(`${kind}.apps "${resource}" deleted`),
    info(`service "${resource}" deleted`),
    ...volumes,
    info(`All resources of ${resource} are deleted`),
  ];
}

const SHOWN_VALUE_LENGTH = 80;
/** What a secret's value shows as in a log. */
export const MASKED_VALUE = '********';

function shownValue(value: string): string {
  const oneLine = JSON.stringify(value).slice(1, -1);
  return oneLine.length > SHOWN_VALUE_LENGTH ? `${oneLine.slice(0, SHOWN_VALUE_LENGTH)}…` : oneLine;
}

/** The variables the deployment gives the service, by key: secrets masked, files by their mount path. */
function variableLines({ deployment }: LogSubject): LineDraft[] {
  const variables = deployment.snapshot.variables ?? [];
  if (variables.length === 0) return [];
  const lines = variables.map((variable) => {
    const value = variable.value === null ? MASKED_VALUE : shownValue(variable.value);
    const file = variable.mountPath ? ` (file ${variable.mountPath})` : '';
    return info(`  ${variable.key}=${value}${file} [${variable.scope}]`);
  });
  const missing = variables.flatMap((variable) =>
    variable.missingReferences.map((key) =>
      warning(`${variable.key} refers to {{${key}}}, which no variable reaching the service defines`),
    ),
  );
  return [info(`Environment variables (${variables.length}):`), ...lines, ...missing];
}

export function deploymentLines(subject: LogSubject): LineDraft[] {
  switch (subject.deployment.action) {
    case 'STOP':
      return stopLines(subject);
    case 'RESTART':
      return restartLines(subject);
    case 'UNINSTALL':
    case 'DELETE':
      return removeLines(subject);
    default:
      if (subject.deployment.serviceType === 'DATABASE') return databaseLines(subject);
      if (subject.deployment.serviceType === 'HELM')
        return [...variableLines(subject), ...helmLines(subject)];
      return [...variableLines(subject), ...workloadLines(subject)];
  }
}

export function routerLines({ deployment, resource }: LogSubject): LineDraft[] {
  const host = `${slug(deployment.serviceName)}-${resource.split('-z').at(-1)}.platform.local`;
  return [
    info(`ingress.networking.k8s.io/${resource} configured`),
    info(`Certificate ${resource}-tls is ready`),
    info(`https://${host} now routes to ${resource}`),
  ];
}
