import type { AuditEvent } from '../../../../contract';
import { Chip } from '../../../ui/primitives';
import type { AuditLogFilters, FilterName } from '../model/filters';

/** The project and environment filters a link from their pages set, each with a way to drop it. */
export function PlaceFilterChips({
  filters,
  events,
  onRemove,
}: {
  filters: AuditLogFilters;
  events: readonly AuditEvent[];
  onRemove: (name: FilterName) => void;
}) {
  const projectName = events.find((event) => event.project_id === filters.projectId)?.project_name;
  const environmentName = events.find(
    (event) => event.environment_id === filters.environmentId,
  )?.environment_name;
  return (
    <>
      {filters.projectId ? (
        <Chip
          size="small"
          label={`Project: ${projectName || filters.projectId}`}
          onDelete={() => onRemove('projectId')}
        />
      ) : null}
      {filters.environmentId ? (
        <Chip
          size="small"
          label={`Environment: ${environmentName || filters.environmentId}`}
          onDelete={() => onRemove('environmentId')}
        />
      ) : null}
    </>
  );
}
