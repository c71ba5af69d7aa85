import { serviceKindNames, serviceKinds, type AuditEvent } from '../../../../contract';
import { paths } from '../../../lib/paths';

/**
 * Where an event's target is shown, or `undefined` when it is gone or has no page: deleted by an event the log
 * holds (`deleted`, the ids of targets whose deletion is among the events read), or its project or environment gone
 * (the API then answers their names empty).
 */
export function targetLinkOf(
  organizationId: string,
  event: AuditEvent,
  deleted: ReadonlySet<string>,
): string | undefined {
  const { target_id: id, project_id: projectId, environment_id: environmentId } = event;
  if (!id || deleted.has(id)) return undefined;
  const projectGone = projectId !== null && !event.project_name;
  const environmentGone = environmentId !== null && !event.environment_name;
  switch (event.target_type) {
    case 'PROJECT':
      return projectGone ? undefined : paths.project(organizationId, id);
    case 'ENVIRONMENT':
      return projectId && !projectGone && !environmentGone
        ? paths.environment(organizationId, projectId, id)
        : undefined;
    case 'CLUSTER':
      return paths.cluster(organizationId, id);
    case 'WEBHOOK':
      return paths.webhooks(organizationId);
    case 'CONTAINER_REGISTRY':
      return paths.containerRegistries(organizationId);
    case 'HELM_REPOSITORY':
      return paths.helmRepositories(organizationId);
    case 'MEMBERS_AND_ROLES':
      return paths.members(organizationId);
    case 'ORGANIZATION':
      return paths.generalSettings(organizationId);
    default: {
      const kind = serviceKindNames.find((name) => serviceKinds[name].type === event.target_type);
      return kind && projectId && environmentId && !projectGone && !environmentGone
        ? paths.service(organizationId, projectId, environmentId, kind, id)
        : undefined;
    }
  }
}

/** The targets whose deletion is among `events`: a sub-target's deletion (a variable) leaves its target there. */
export function deletedTargetsOf(events: readonly AuditEvent[]): Set<string> {
  return new Set(
    events.flatMap((event) =>
      event.event_type === 'DELETE' && event.sub_target_type === null && event.target_id
        ? [event.target_id]
        : [],
    ),
  );
}
