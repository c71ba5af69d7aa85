import type {
  DeployAllRequest,
  EnvironmentServiceIdsRequest,
  RebootServicesRequest,
  TerraformDeployAction,
} from '../../contract/deployments';
import type { DeployOverrides } from './records';
import type { TargetSelection } from './requests';

/** The body of a service's deploy call, whatever its type, as versions to pin. */
export interface DeployBody {
  git_commit_id?: string;
  image_tag?: string;
  chart_version?: string;
  values_override_git_commit_id?: string;
  action?: TerraformDeployAction | null;
}

export function overridesOf(body: DeployBody | undefined): DeployOverrides {
  return {
    gitCommitId: body?.git_commit_id ?? null,
    imageTag: body?.image_tag ?? null,
    chartVersion: body?.chart_version ?? null,
    valuesOverrideGitCommitId: body?.values_override_git_commit_id ?? null,
    terraformAction: body?.action ?? null,
  };
}

/** `POST /environment/{id}/service/deploy`: each listed service with the versions given for it. */
export function deployAllTargets(body: DeployAllRequest): TargetSelection[] {
  return [
    ...(body.applications ?? []).map(({ application_id, ...rest }) => ({
      serviceId: application_id,
      overrides: overridesOf(rest),
    })),
    ...(body.databases ?? []).map((serviceId) => ({ serviceId, overrides: {} })),
    ...[
      ...(body.containers ?? []),
      ...(body.jobs ?? []),
      ...(body.helms ?? []),
      ...(body.terraforms ?? []),
    ].map(({ id, ...rest }) => ({ serviceId: id, overrides: overridesOf(rest) })),
  ];
}

/** Stop, uninstall or delete bodies list ids per type; the engine needs them as one list. */
export function selectedTargets(
  body: EnvironmentServiceIdsRequest | RebootServicesRequest,
): TargetSelection[] {
  const lists: (string[] | undefined)[] = Object.values(body);
  return lists.flatMap((ids) => ids ?? []).map((serviceId) => ({ serviceId }));
}
