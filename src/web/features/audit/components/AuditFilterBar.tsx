import {
  auditEventType,
  auditTargetType,
  deploymentOrigin,
  type AuditTargetList,
} from '../../../../contract';
import { InlineSelect } from '../../../ui/InlineSelect';
import { Button } from '../../../ui/primitives';
import type { AuditLogFilters, FilterName, Range } from '../model/filters';
import { eventTypeWords, originWords, targetTypeWords } from '../model/words';
import { PersonFilter } from './PersonFilter';
import { TimeRangeFilter } from './TimeRangeFilter';

const ANY = '';

function choices<V extends string>(all: string, values: readonly V[], words: Record<V, string>) {
  return [{ value: ANY, label: all }, ...values.map((value) => ({ value, label: words[value] }))];
}

const eventTypeChoices = choices('All actions', auditEventType.options, eventTypeWords);
const targetTypeChoices = choices('All kinds', auditTargetType.options, targetTypeWords);
const originChoices = choices('All origins', deploymentOrigin.options, originWords);

/** The log's filters, each changing the address (which the table reads). */
export function AuditFilterBar({
  filters,
  targets,
  targetName,
  onFilter,
  onRange,
  onClear,
}: {
  filters: AuditLogFilters;
  /** The targets the other filters' events name, once read. */
  targets: AuditTargetList['targets'] | undefined;
  /** The name of the chosen target when the targets read do not list it (a link from its page). */
  targetName: string | undefined;
  onFilter: (name: FilterName, value: string | undefined) => void;
  onRange: (range: Range) => void;
  onClear: () => void;
}) {
  const targetChoices = [
    { value: ANY, label: 'All targets' },
    ...(filters.targetId && !targets?.some((target) => target.id === filters.targetId)
      ? [{ value: filters.targetId, label: targetName ?? 'The chosen target' }]
      : []),
    ...(targets ?? []).map((target) => ({ value: target.id, label: target.name || target.id })),
  ];
  const filtered =
    Object.entries(filters).some(([name, value]) => name !== 'range' && value) || filters.range !== 'all';
  return (
    <>
      <TimeRangeFilter
        range={filters.range}
        from={filters.from}
        to={filters.to}
        onRange={onRange}
        onInstant={onFilter}
      />
      <PersonFilter value={filters.triggeredBy ?? ''} onApply={(value) => onFilter('triggeredBy', value)} />
      <InlineSelect
        label="Action"
        value={filters.eventType ?? ANY}
        options={eventTypeChoices}
        onChange={(value) => onFilter('eventType', value)}
      />
      <InlineSelect
        label="Kind"
        value={filters.targetType ?? ANY}
        options={targetTypeChoices}
        onChange={(value) => onFilter('targetType', value)}
      />
      <InlineSelect
        label="Target"
        value={filters.targetId ?? ANY}
        options={targetChoices}
        onChange={(value) => onFilter('targetId', value)}
      />
      <InlineSelect
        label="Origin"
        value={filters.origin ?? ANY}
        options={originChoices}
        onChange={(value) => onFilter('origin', value)}
      />
      {filtered ? (
        <Button size="small" onClick={onClear}>
          Clear filters
        </Button>
      ) : null}
    </>
  );
}
