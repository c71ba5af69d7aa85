import { NumberField } from '../../../../ui/form/NumberField';
import { Box } from '../../../../ui/primitives';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } };

/** CPU, memory and GPU of each instance, for applications, containers and jobs. */
export function ResourcesFields() {
  return (
    <Box sx={grid}>
      <NumberField name="cpu" label="CPU" unit="mCPU" required helperText="1000 millicores make one CPU." />
      <NumberField name="memory" label="Memory" unit="MB" required helperText="1024 MB make 1 GB." />
      <NumberField name="gpu" label="GPU" unit="GPU" required helperText="0 for none." />
    </Box>
  );
}

/** How many instances run, for applications and containers. */
export function InstancesFields() {
  return (
    <Box sx={{ ...grid, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
      <NumberField
        name="min_running_instances"
        label="Minimum instances"
        required
        helperText="0 stops the service without deleting it."
      />
      <NumberField
        name="max_running_instances"
        label="Maximum instances"
        required
        helperText="-1 for no limit."
      />
    </Box>
  );
}

/** How long and how often a job may run. */
export function JobLimitsFields() {
  return (
    <Box sx={{ ...grid, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
      <NumberField
        name="max_duration_seconds"
        label="Maximum duration"
        unit="s"
        required
        helperText="The run is stopped after this long."
      />
      <NumberField
        name="max_nb_restart"
        label="Restarts after a failure"
        required
        helperText="0 to never retry."
      />
    </Box>
  );
}
