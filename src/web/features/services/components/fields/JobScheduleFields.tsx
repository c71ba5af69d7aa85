import { useFormContext, useWatch } from 'react-hook-form';
import type { JobRequest } from '../../../../../contract';
import { ComboBoxField } from '../../../../ui/form/ComboBoxField';
import { SelectField } from '../../../../ui/form/SelectField';
import { TextField } from '../../../../ui/form/TextField';
import { SegmentedControl } from '../../../../ui/SegmentedControl';
import { Box, Paper, Stack, Typography } from '../../../../ui/primitives';
import { CommandFields } from './CommandFields';
import { useBranchSwitch } from './useBranchSwitch';
import { timeZoneOptions } from '../../../../lib/timeZones';

type Trigger = 'cron' | 'lifecycle';
type Schedule = JobRequest['schedule'];
type LifecycleEvent = 'on_start' | 'on_stop' | 'on_delete';

const freshSchedule = (trigger: Trigger): Schedule =>
  trigger === 'cron'
    ? { cronjob: { scheduled_at: '0 * * * *', timezone: 'Etc/UTC', arguments: [], entrypoint: null } }
    : { cronjob: null, on_start: { arguments: [], entrypoint: null }, lifecycle_type: 'GENERIC' };

const timeZones = timeZoneOptions('Etc/UTC');

const events: { event: LifecycleEvent; label: string; description: string }[] = [
  {
    event: 'on_start',
    label: 'When the environment starts',
    description: 'Also at each of its deployments.',
  },
  { event: 'on_stop', label: 'When the environment stops', description: 'Before its services stop.' },
  { event: 'on_delete', label: 'When the environment is deleted', description: 'Before it is removed.' },
];

const lifecycleTypes = [
  { value: 'GENERIC', label: 'Generic' },
  { value: 'TERRAFORM', label: 'Terraform' },
  { value: 'CLOUDFORMATION', label: 'CloudFormation' },
] as const;

/** When a job runs: on a cron schedule in a time zone, or on events of its environment. */
export function JobScheduleFields() {
  const schedule = useWatch({ name: 'schedule' }) as Schedule | undefined;
  const trigger: Trigger = schedule?.cronjob ? 'cron' : 'lifecycle';
  const switchTrigger = useBranchSwitch<Trigger>('schedule', freshSchedule);
  return (
    <>
      <SegmentedControl
        label="Runs"
        value={trigger}
        options={[
          { value: 'cron', label: 'On a schedule' },
          { value: 'lifecycle', label: 'On environment events' },
        ]}
        onChange={(next) => switchTrigger(trigger, next)}
      />
      {trigger === 'cron' ? <CronFields /> : <LifecycleFields schedule={schedule} />}
    </>
  );
}

function CronFields() {
  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          name="schedule.cronjob.scheduled_at"
          label="Schedule"
          required
          monospace
          validateOnChange
          placeholder="0 2 * * *"
          helperText="Minute, hour, day of month, month, day of week — or @hourly, @daily, @weekly."
        />
        <ComboBoxField name="schedule.cronjob.timezone" label="Time zone" options={timeZones} required />
      </Box>
      <CommandFields prefix="schedule.cronjob." />
    </>
  );
}

function LifecycleFields({ schedule }: { schedule: Schedule | undefined }) {
  const { setValue } = useFormContext();
  return (
    <Stack spacing={2}>
      <SelectField name="schedule.lifecycle_type" label="Kind of lifecycle job" options={lifecycleTypes} />
      {events.map(({ event, label, description }) => {
        const command = schedule?.[event];
        return (
          <Paper key={event} variant="outlined" sx={{ p: 2 }}>
            <Stack spacing={2}>
              <SegmentedControl
                label={label}
                description={description}
                value={command ? 'run' : 'skip'}
                options={[
                  { value: 'skip', label: 'Do nothing' },
                  { value: 'run', label: 'Run the job' },
                ]}
                onChange={(next) =>
                  setValue(`schedule.${event}`, next === 'run' ? { arguments: [], entrypoint: null } : null, {
                    shouldDirty: true,
                  })
                }
              />
              {command ? <CommandFields prefix={`schedule.${event}.`} label={eventLabel[event]} /> : null}
            </Stack>
          </Paper>
        );
      })}
      <ScheduleProblem />
    </Stack>
  );
}

const eventLabel: Record<LifecycleEvent, string> = {
  on_start: 'on start',
  on_stop: 'on stop',
  on_delete: 'on delete',
};

/** The rule about the schedule as a whole (at least one event), which belongs to no single field. */
function ScheduleProblem() {
  const { formState } = useFormContext();
  const error = (formState.errors.schedule as { message?: string } | undefined)?.message;
  if (!error) return null;
  return (
    <Typography role="alert" variant="body2" color="error">
      The schedule {error}.
    </Typography>
  );
}
