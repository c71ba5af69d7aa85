import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AuditEvent } from '../../../../contract';
import { formatDateTime } from '../../../lib/format';
import { ErrorState } from '../../../ui/ErrorState';
import { InlineSelect } from '../../../ui/InlineSelect';
import { OutlinedField } from '../../../ui/OutlinedField';
import { Button, Stack, Typography } from '../../../ui/primitives';
import { SectionHeader } from '../../../ui/SectionHeader';
import { configurationAtQueryOptions } from '../api/configurationAt';
import { auditEventsQueryOptions } from '../api/getEvents';
import { isoOf, localInputValue } from '../model/localTime';
import { eventTypeWords } from '../model/words';
import { ConfigurationChanges } from './ConfigurationChanges';
import { RECENT_ACTIVITY_SIZE } from './RecentActivity';

const HOUR = 60 * 60 * 1000;
const presets = [
  { label: '1 hour ago', before: HOUR },
  { label: 'Yesterday', before: 24 * HOUR },
] as const;

/** Just before an event: the moment its change (and any of the same instant) had not yet been made. */
const justBefore = (event: AuditEvent) => new Date(Date.parse(event.timestamp) - 1).toISOString();

/**
 * The environment's configuration compared with a past moment of the person's choosing: a date and time, a preset,
 * or just before one of the recent events.
 */
export function CompareWithMoment({
  organizationId,
  environmentId,
}: {
  organizationId: string;
  environmentId: string;
}) {
  const [moment, setMoment] = useState<string>();
  const [eventId, setEventId] = useState('');
  // The recent activity's own query: the events shown above, read once.
  const events = useQuery(
    auditEventsQueryOptions(organizationId, {
      'environment-id': environmentId,
      'page-size': RECENT_ACTIVITY_SIZE,
    }),
  );
  const configuration = useQuery({
    ...configurationAtQueryOptions(environmentId, moment ?? ''),
    enabled: moment !== undefined,
  });
  const choose = (iso: string | undefined, fromEvent = '') => {
    setEventId(fromEvent);
    if (iso) setMoment(iso);
  };
  const eventOptions = [
    { value: '', label: 'Choose an event' },
    ...(events.data?.events ?? []).map((event) => ({
      value: event.id,
      label: `${formatDateTime(event.timestamp)}: ${eventTypeWords[event.event_type]} ${event.target_name}`,
    })),
  ];
  const chooseEvent = (id: string) => {
    const event = events.data?.events.find((candidate) => candidate.id === id);
    choose(event && justBefore(event), id);
  };
  return (
    <section aria-labelledby="compare-moment-title">
      <SectionHeader
        id="compare-moment-title"
        title="Compare with a past moment"
        description="The configuration of the environment, its services and their variables then, rebuilt from the audit log, against now."
      />
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <OutlinedField
            label="Moment"
            type="datetime-local"
            placeholder=" "
            value={localInputValue(moment)}
            onChange={(event) => choose(isoOf(event.target.value))}
            fullWidth={false}
            sx={{ width: 260 }}
          />
          {presets.map((preset) => (
            <Button
              key={preset.label}
              variant="outlined"
              size="small"
              onClick={() => choose(new Date(Date.now() - preset.before).toISOString())}
            >
              {preset.label}
            </Button>
          ))}
          {eventOptions.length > 1 ? (
            <InlineSelect label="Just before" value={eventId} options={eventOptions} onChange={chooseEvent} />
          ) : null}
        </Stack>
        {moment === undefined ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Choose a moment to see what changed since then, per service and field.
          </Typography>
        ) : configuration.isError ? (
          <ErrorState
            error={configuration.error}
            action="compare the environment with that moment"
            onRetry={() => void configuration.refetch()}
          />
        ) : configuration.data ? (
          <ConfigurationChanges answer={configuration.data} />
        ) : (
          <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
            Rebuilding the configuration at {formatDateTime(moment)}…
          </Typography>
        )}
      </Stack>
    </section>
  );
}
