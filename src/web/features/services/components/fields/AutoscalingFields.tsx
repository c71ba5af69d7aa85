import { useFormContext, useWatch } from 'react-hook-form';
import { ListField } from '../../../../ui/form/ListField';
import { NumberField } from '../../../../ui/form/NumberField';
import { SelectField } from '../../../../ui/form/SelectField';
import { SwitchField } from '../../../../ui/form/SwitchField';
import { TextField } from '../../../../ui/form/TextField';
import { SegmentedControl } from '../../../../ui/SegmentedControl';
import { Box, Stack } from '../../../../ui/primitives';

const roles = [
  { value: 'PRIMARY', label: 'Primary', description: 'Drives the number of instances.' },
  { value: 'SAFETY', label: 'Safety', description: 'Keeps a floor when primary scalers fail.' },
] as const;

/** Event-driven scaling with KEDA: how often scalers are polled and which scalers decide. */
export function AutoscalingFields() {
  const { setValue } = useFormContext();
  const autoscaling = useWatch({ name: 'autoscaling' }) as object | null | undefined;
  const enabled = Boolean(autoscaling);
  return (
    <Stack spacing={2}>
      <SegmentedControl
        label="Scaling"
        description="A fixed range keeps between the minimum and maximum instances set in Resources."
        value={enabled ? 'keda' : 'fixed'}
        options={[
          { value: 'fixed', label: 'Fixed range' },
          { value: 'keda', label: 'Event-driven (KEDA)' },
        ]}
        onChange={(next) =>
          setValue(
            'autoscaling',
            next === 'keda'
              ? { mode: 'KEDA', polling_interval_seconds: 30, cooldown_period_seconds: 300, scalers: [] }
              : null,
            { shouldDirty: true },
          )
        }
      />
      {enabled ? (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <NumberField
              name="autoscaling.polling_interval_seconds"
              label="Polling interval"
              unit="s"
              required
            />
            <NumberField
              name="autoscaling.cooldown_period_seconds"
              label="Cooldown period"
              unit="s"
              required
              helperText="How long to wait after the last event before scaling down."
            />
          </Box>
          <ListField
            name="autoscaling.scalers"
            label="Scalers"
            addLabel="Add scaler"
            emptyText="No scalers: the service keeps its minimum instances."
            rowLabel={(index) => `scaler ${index + 1}`}
            newRow={() => ({ scaler_type: '', enabled: true, role: 'PRIMARY', config_yaml: '' })}
            columns="minmax(0, 2fr) minmax(0, 1fr) auto"
            renderRow={(index, row) => (
              <>
                <TextField
                  name={`${row}.scaler_type`}
                  label={`Type of scaler ${index + 1}`}
                  required
                  monospace
                  placeholder="prometheus"
                />
                <SelectField name={`${row}.role`} label={`Role of scaler ${index + 1}`} options={roles} />
                <SwitchField name={`${row}.enabled`} label="Enabled" />
                <Box sx={{ gridColumn: '1 / -1' }}>
                  <TextField
                    name={`${row}.config_yaml`}
                    label={`Configuration of scaler ${index + 1}`}
                    multiline
                    minRows={3}
                    monospace
                    helperText="The trigger's metadata, in YAML."
                  />
                </Box>
              </>
            )}
          />
        </>
      ) : null}
    </Stack>
  );
}
