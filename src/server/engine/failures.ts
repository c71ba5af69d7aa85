import type { DeploymentAction, ServiceStepName } from '../../contract/deployments';
import { isDeploy, type PlannedStep } from './plan';
import type { DeployedVersion, PlannedFailure } from './records';
import type { FileExistsProbe, ServiceSnapshot } from './snapshot';

/** Words that make a deployment fail on purpose, so people can see every failure path. */
export const FAIL_BUILD = 'fail-build';
export const FAIL_DEPLOY = 'fail-deploy';
const failOther: Partial<Record<DeploymentAction, string>> = {
  STOP: 'fail-stop',
  RESTART: 'fail-restart',
  UNINSTALL: 'fail-delete',
  DELETE: 'fail-delete',
};

interface Candidate extends PlannedFailure {
  step: ServiceStepName;
}

export interface FailureInput {
  snapshot: ServiceSnapshot;
  action: DeploymentAction;
  steps: PlannedStep[];
  version: DeployedVersion;
}

function joinPath(rootPath: string, path: string): string {
  const root = rootPath.replace(/^\/+|\/+$/g, '');
  const file = path.replace(/^\/+/, '');
  return root ? `${root}/${file}` : file;
}

/** The step where the rollout happens: the job or terraform run when there is one, else the deployment. */
function rolloutStep(steps: PlannedStep[]): ServiceStepName | null {
  const names = steps.map((step) => step.name);
  if (names.includes('EXECUTING')) return 'EXECUTING';
  return names.includes('DEPLOYMENT') ? 'DEPLOYMENT' : null;
}

function deployFailure(snapshot: ServiceSnapshot, marker: string, step: ServiceStepName): Candidate {
  const because = `(${marker} contains "${FAIL_DEPLOY}")`;
  if (step === 'EXECUTING' && snapshot.type === 'TERRAFORM') {
    return {
      step,
      details: ['Error: creating resource: operation error: api error InvalidParameterValue'],
      reason: `terraform apply failed ${because}`,
    };
  }
  if (step === 'EXECUTING') {
    return {
      step,
      details: ['Error: the command returned a non-zero exit status'],
      reason: `Job ${snapshot.name} exited with code 1 ${because}`,
    };
  }
  if (snapshot.type === 'HELM') {
    return {
      step,
      details: [`Error: UPGRADE FAILED: release ${snapshot.name} failed, and has been rolled back`],
      reason: `helm upgrade timed out waiting for the condition ${because}`,
    };
  }
  return {
    step,
    details: [`Back-off restarting failed container ${snapshot.name} (exit code 1)`],
    reason: `Deployment failed: ${snapshot.name} is in CrashLoopBackOff ${because}`,
  };
}

/** Every failure the configuration asks for, in no particular order. */
async function candidates(input: FailureInput, fileExists: FileExistsProbe): Promise<Candidate[]> {
  const { snapshot, action, steps, version } = input;
  const has = (name: ServiceStepName) => steps.some((step) => step.name === name);
  const found: Candidate[] = [];
  const { source } = snapshot;

  if (!isDeploy(action)) {
    const marker = failOther[action];
    const last = steps.at(-1);
    if (marker && last && snapshot.name.includes(marker)) {
      found.push({
        step: last.name,
        details: [],
        reason: `${action} failed (the name contains "${marker}")`,
      });
    }
    return found;
  }

  if (source.kind === 'git' && has('BUILD')) {
    const path = source.dockerfilePath;
    if (path && !(await fileExists(source.repositoryUrl, source.branch, joinPath(source.rootPath, path)))) {
      found.push({
        step: 'BUILD',
        details: [`ERROR: failed to read dockerfile: open ${path}: no such file or directory`],
        reason: `Build failed: ${path} does not exist on branch ${source.branch} of ${source.repositoryUrl}`,
      });
    }
    if (source.branch.includes(FAIL_BUILD)) {
      found.push({
        step: 'BUILD',
        details: ['ERROR: failed to solve: build step 5/6 did not complete successfully: exit code: 2'],
        reason: `Build failed: the build command exited with code 2 (branch ${source.branch} contains "${FAIL_BUILD}")`,
      });
    }
  }
  if (source.kind === 'image' && has('MIRROR_IMAGE') && version.imageTag?.includes(FAIL_BUILD)) {
    found.push({
      step: 'MIRROR_IMAGE',
      details: [`manifest unknown: manifest tagged by "${version.imageTag}" is not found`],
      reason: `Image ${source.imageName}:${version.imageTag} could not be mirrored (the tag contains "${FAIL_BUILD}")`,
    });
  }

  const rollout = rolloutStep(steps);
  if (!rollout) return found;
  const markers = [
    ['branch', version.branch],
    ['image tag', version.imageTag],
    ['chart version', version.chartVersion],
    ['service name', snapshot.name],
  ] as const;
  const marked = markers.find(([, value]) => value?.includes(FAIL_DEPLOY));
  if (marked) found.push(deployFailure(snapshot, `${marked[0]} ${marked[1]}`, rollout));

  if (has('DEPLOYMENT')) {
    const exposed = new Set(snapshot.ports.map((port) => port.internalPort));
    const probe = snapshot.probes.find((view) => view.port !== null && !exposed.has(view.port));
    if (probe) {
      const ports = [...exposed].join(', ') || 'no port';
      found.push({
        step: 'DEPLOYMENT',
        details: [
          `Warning  Unhealthy  ${probe.probe} probe failed: dial tcp :${probe.port}: connect: connection refused`,
        ],
        reason: `Deployment failed: the ${probe.probe} probe checks port ${probe.port}, which the service does not expose (it exposes ${ports})`,
      });
    }
  }
  return found;
}

/** The failure a deployment will meet, if any: the one whose step comes first. */
export async function decideFailure(
  input: FailureInput,
  fileExists: FileExistsProbe,
): Promise<PlannedFailure | null> {
  const order = input.steps.map((step) => step.name);
  const found = await candidates(input, fileExists);
  found.sort((a, b) => order.indexOf(a.step) - order.indexOf(b.step));
  const first = found[0];
  return first ? { step: first.step, reason: first.reason, details: first.details } : null;
}
