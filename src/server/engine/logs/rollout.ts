import { between } from '../random';
import { info, type LineDraft, type LogSubject, slug, warning } from './context';

const nodes = (count: number) => `${count} node${count === 1 ? '' : 's'}`;

/** The cluster takes the deployment with as many nodes ready as its settings allow, no more, no fewer. */
export function deploymentQueueLines({ deployment, random }: LogSubject): LineDraft[] {
  const { cluster } = deployment.snapshot;
  if (!cluster) {
    return [
      info('Waiting for the cluster to accept the deployment'),
      info('Deployment slot acquired on the cluster'),
    ];
  }
  const { name, minNodes, maxNodes } = cluster;
  const ready = between(random, minNodes, Math.max(minNodes, maxNodes));
  const range = minNodes === maxNodes ? '' : `; it scales between ${minNodes} and ${maxNodes}`;
  return [
    info(`Waiting for cluster ${name} to accept the deployment`),
    info(`Deployment slot acquired on cluster ${name} (${nodes(ready)} ready${range})`),
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

/** The replicas a rollout waits for, as a few steps when there are many. */
function rolloutProgress(resource: string, replicas: number): LineDraft[] {
  const counts = [...new Set([0, 1, 2, 3].map((quarter) => Math.floor((replicas * quarter) / 4)))];
  const shown = replicas <= 4 ? Array.from({ length: replicas }, (_, ready) => ready) : counts;
  return shown.map((ready) =>
    info(
      `Waiting for deployment "${resource}" rollout to finish: ${ready} of ${replicas} updated replicas are available...`,
    ),
  );
}

/** Starts the service's minimum of instances, and an autoscaler up to its maximum when the two differ. */
function workloadLines({ deployment, resource, namespace }: LogSubject): LineDraft[] {
  const job = deployment.snapshot.job;
  if (job?.jobType === 'CRON') {
    return [
      info(`Applying kubernetes manifests to namespace ${namespace}`),
      info(`cronjob.batch/${resource} configured`),
      info(`Next runs follow the schedule "${job.schedule ?? '* * * * *'}"`),
    ];
  }
  const { min, max } = deployment.snapshot.instances ?? { min: 1, max: 1 };
  const ceiling = max === -1 ? 'no upper limit' : `at most ${max}`;
  const autoscaler =
    max === min
      ? []
      : [
          info(
            `horizontalpodautoscaler.autoscaling/${resource} configured (at least ${min}, ${ceiling} replicas)`,
          ),
        ];
  const applied = [
    info(`Applying kubernetes manifests to namespace ${namespace}`),
    info(`deployment.apps/${resource} configured (${min} replica${min === 1 ? '' : 's'})`),
    info(`service/${resource} configured`),
    ...autoscaler,
  ];
  if (min === 0) return [...applied, info(`deployment "${resource}" runs no replica until it is scaled up`)];
  return [
    ...applied,
    ...rolloutProgress(resource, min),
    info(`deployment "${resource}" successfully rolled out (${min} of ${min} replicas available)`),
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
  if (kind === 'cronjob') {
    return [info(`Suspending cronjob.batch/${resource}`), info(`cronjob.batch/${resource} suspended`)];
  }
  return [
    info(`Scaling ${kind} ${resource} to 0 replicas`),
    info(`${kind}.apps/${resource} scaled`),
    info('Waiting for pods to terminate'),
    info(`All pods of ${resource} are stopped`),
  ];
}

/** A rollout restart replaces every running replica: a database's one, a deployment's minimum of instances. */
function restartLines(subject: LogSubject): LineDraft[] {
  const { resource } = subject;
  const kind = kindOf(subject);
  const replicas = kind === 'statefulset' ? 1 : (subject.deployment.snapshot.instances?.min ?? 1);
  const pending =
    replicas === 0
      ? []
      : [
          info(
            `Waiting for ${kind} "${resource}" rollout to finish: ${replicas} old replicas are pending termination...`,
          ),
        ];
  return [
    info(`kubectl rollout restart ${kind}/${resource}`),
    info(`${kind}.apps/${resource} restarted`),
    ...pending,
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
  const port = deployment.snapshot.ports.find((exposed) => exposed.publiclyAccessible)?.internalPort;
  return [
    info(`ingress.networking.k8s.io/${resource} configured`),
    info(`Certificate ${resource}-tls is ready`),
    info(`https://${host} now routes to ${resource}${port ? `:${port}` : ''}`),
  ];
}
