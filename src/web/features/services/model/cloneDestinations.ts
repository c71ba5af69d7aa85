import {
  environmentTypeLabels,
  type Environment,
  type Permissions,
  type RouteFields,
} from '../../../../contract';
import { placeOf } from '../../../lib/identity';
import { decisionAt } from '../../../lib/permissions';

export interface CloneDestination {
  environment: Environment;
  /** Why the copy may not land there (the server would refuse it); absent where it may. */
  refusal?: string;
}

/** The project's name as the permissions answer gives it (it lists only the projects the role reads). */
export function projectNameIn(permissions: Permissions | undefined, projectId: string): string | undefined {
  return permissions?.projects.find((project) => project.project_id === projectId)?.project_name;
}

/**
 * The environments a service may be cloned to, each with the reason it may not when the role lacks, at the
 * environment's project and type, what the clone's target needs there (what creating a service there needs). The
 * server checks the target the same way; without a permissions answer every environment is offered, and the
 * server's refusal shows on the form.
 */
export function cloneDestinations(
  environments: readonly Environment[],
  permissions: Permissions | undefined,
  clone: Pick<RouteFields, 'access' | 'target'>,
): CloneDestination[] {
  const access = clone.target?.access ?? clone.access;
  return environments.map((environment) => {
    if (!permissions) return { environment };
    const decision = decisionAt(permissions, access, placeOf(environment));
    if (decision.allowed) return { environment };
    // The role's own words (what it holds, what is needed) are on its page; the menu keeps to where and why.
    const type = environmentTypeLabels[environment.mode].toLowerCase();
    const project = projectNameIn(permissions, environment.project.id) ?? 'this project';
    return {
      environment,
      refusal: `Your role cannot create services in ${type} environments of ${project}.`,
    };
  });
}

/** Where the form starts: the service's own environment when the copy may land there, else the first that may. */
export function preferredDestination(
  destinations: readonly CloneDestination[],
  sourceEnvironmentId: string,
): string | undefined {
  const open = destinations.filter((destination) => !destination.refusal);
  const own = open.find((destination) => destination.environment.id === sourceEnvironmentId);
  return (own ?? open[0])?.environment.id;
}
