import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Probe, ProbeType } from '../../../../../contract';
import { LinesField } from '../../../../ui/form/LinesField';
import { NumberField } from '../../../../ui/form/NumberField';
import { SelectField } from '../../../../ui/form/SelectField';
import { TextField } from '../../../../ui/form/TextField';
import { SegmentedControl } from '../../../../ui/SegmentedControl';
import { Box, Paper, Stack, Typography } from '../../../../ui/primitives';

type ProbeKind = 'none' | 'tcp' | 'http' | 'grpc' | 'exec';

const kinds = [
  { value: 'none', label: 'None' },
  { value: 'tcp', label: 'TCP' },
  { value: 'http', label: 'HTTP' },
  { value: 'grpc', label: 'gRPC' },
  { value: 'exec', label: 'Command' },
] as const;

const schemes = [
  { value: 'HTTP', label: 'HTTP' },
  { value: 'HTTPS', label: 'HTTPS' },
] as const;

function probeTypeFor(kind: Exclude<ProbeKind, 'none'>, port: number): ProbeType {
  switch (kind) {
    case 'tcp':
      return { tcp: { port, host: null } };
    case 'http':
      return { http: { path: '/', scheme: 'HTTP', port } };
    case 'grpc':
      return { grpc: { service: null, port } };
    case 'exec':
      return { exec: { command: [] } };
  }
}

const kindOf = (probe: Probe | null | undefined): ProbeKind =>
  probe ? ((Object.keys(probe.type)[0] as ProbeKind | undefined) ?? 'none') : 'none';

interface ProbeFieldsProps {
  name: `healthchecks.${'readiness_probe' | 'liveness_probe'}`;
  title: string;
  description: string;
  /** The port a new probe targets: the service's first port. */
  defaultPort: number | undefined;
}

/** One probe: how it checks the service (TCP, HTTP, gRPC, a command) and how often. */
export function ProbeFields({ name, title, description, defaultPort }: ProbeFieldsProps) {
  const { setValue } = useFormContext();
  const probe = useWatch({ name }) as Probe | null | undefined;
  const kind = kindOf(probe);
  const choose = (next: ProbeKind) => {
    if (next === kind) return;
    const type = next === 'none' ? null : probeTypeFor(next, defaultPort ?? 8080);
    const timing = probe ?? {
      initial_delay_seconds: 30,
      period_seconds: 10,
      timeout_seconds: 5,
      success_threshold: 1,
      failure_threshold: 3,
    };
    setValue(name, type ? { ...timing, type } : null, { shouldDirty: true, shouldValidate: false });
  };
  const typePath = `${name}.type.${kind}`;
  const headingId = useId();

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack spacing={2}>
        <div>
          <Typography variant="h3" id={headingId}>
            {title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {description}
          </Typography>
        </div>
        <SegmentedControl label={`${title} check`} value={kind} options={kinds} onChange={choose} />
        {kind === 'tcp' || kind === 'http' || kind === 'grpc' ? (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
            <NumberField name={`${typePath}.port`} label={`${title} port`} required />
            {kind === 'http' ? (
              <>
                <TextField name={`${typePath}.path`} label={`${title} path`} monospace required />
                <SelectField name={`${typePath}.scheme`} label={`${title} scheme`} options={schemes} />
              </>
            ) : null}
            {kind === 'grpc' ? (
              <TextField
                name={`${typePath}.service`}
                label={`${title} gRPC service`}
                monospace
                emptyAs={null}
              />
            ) : null}
          </Box>
        ) : null}
        {kind === 'exec' ? (
          <LinesField
            name={`${typePath}.command`}
            label={`${title} command`}
            placeholder={'cat\n/tmp/healthy'}
            helperText="One argument per line; the check passes when the command exits with 0."
          />
        ) : null}
        {kind !== 'none' ? (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: {
                xs: '1fr 1fr',
                sm: 'repeat(3, minmax(0, 1fr))',
                xl: 'repeat(5, minmax(0, 1fr))',
              },
            }}
          >
            <NumberField name={`${name}.initial_delay_seconds`} label="Initial delay" unit="s" required />
            <NumberField name={`${name}.period_seconds`} label="Period" unit="s" required />
            <NumberField name={`${name}.timeout_seconds`} label="Timeout" unit="s" required />
            <NumberField name={`${name}.success_threshold`} label="Successes" required />
            <NumberField name={`${name}.failure_threshold`} label="Failures" required />
          </Box>
        ) : null}
      </Stack>
    </Paper>
  );
}
