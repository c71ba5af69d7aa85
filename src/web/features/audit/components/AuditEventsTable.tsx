import { useState, type ReactNode } from 'react';
import type { AuditEvent } from '../../../../contract';
import { DataTable } from '../../../ui/table/DataTable';
import { deletedTargetsOf } from '../model/targetLink';
import { auditColumns, diffIdOf } from './auditColumns';
import { EventDiff } from './EventDiff';

/** Events latest first, as the API orders them; each row opens what it changed. */
export function AuditEventsTable({
  organizationId,
  events,
  label,
  showPlace,
  toolbar,
  empty,
  noRowsText,
}: {
  organizationId: string;
  events: readonly AuditEvent[] | undefined;
  label: string;
  showPlace?: boolean;
  toolbar?: ReactNode;
  empty?: ReactNode;
  noRowsText?: string;
}) {
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(new Set());
  const toggle = (event: AuditEvent) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (!next.delete(event.id)) next.add(event.id);
      return next;
    });
  return (
    <DataTable
      label={label}
      columns={auditColumns({
        organizationId,
        openIds,
        onToggle: toggle,
        deleted: deletedTargetsOf(events ?? []),
        showPlace,
      })}
      rows={events}
      getRowId={(event) => event.id}
      rowDetail={(event) => (openIds.has(event.id) ? <EventDiff event={event} id={diffIdOf(event)} /> : null)}
      toolbar={toolbar}
      empty={empty}
      noRowsText={noRowsText}
    />
  );
}
