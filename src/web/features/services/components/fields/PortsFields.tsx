import { useFormContext, useWatch } from 'react-hook-form';
import type { PortRequest } from '../../../../../contract';
import { ListField } from '../../../../ui/form/ListField';
import { NumberField } from '../../../../ui/form/NumberField';
import { SelectField } from '../../../../ui/form/SelectField';
import { SwitchField } from '../../../../ui/form/SwitchField';
import { TextField } from '../../../../ui/form/TextField';

const protocols = [
  { value: 'HTTP', label: 'HTTP' },
  { value: 'GRPC', label: 'gRPC' },
  { value: 'TCP', label: 'TCP' },
  { value: 'UDP', label: 'UDP' },
] as const;

/** The ports an application or container listens on, and which of them the internet reaches. */
export function PortsFields() {
  const { getValues } = useFormContext<{ ports: PortRequest[] }>();
  return (
    <ListField<PortRequest>
      name="ports"
      label="Ports"
      hideLabel
      addLabel="Add port"
      emptyText="No ports: nothing can reach the service."
      rowLabel={(index) => `port ${index + 1}`}
      newRow={() => ({
        name: '',
        internal_port: nextFreePort(getValues('ports')),
        external_port: null,
        protocol: 'HTTP',
        publicly_accessible: false,
      })}
      columns="minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1fr) auto"
      renderRow={(index, row) => <PortRow index={index} row={row} />}
    />
  );
}

function PortRow({ index, row }: { index: number; row: string }) {
  const isPublic = useWatch({ name: `${row}.publicly_accessible` }) as boolean | undefined;
  const n = index + 1;
  return (
    <>
      <NumberField name={`${row}.internal_port`} label={`Port ${n}`} required />
      <SelectField name={`${row}.protocol`} label={`Protocol of port ${n}`} options={protocols} />
      <TextField name={`${row}.name`} label={`Name of port ${n}`} monospace placeholder="http" />
      <SwitchField name={`${row}.publicly_accessible`} label="Public" />
      {isPublic ? (
        <NumberField
          name={`${row}.external_port`}
          label={`External port of port ${n}`}
          emptyAs={null}
          placeholder="443"
          helperText="Leave empty for 443."
        />
      ) : null}
    </>
  );
}

function nextFreePort(ports: readonly PortRequest[] | undefined): number {
  const used = new Set((ports ?? []).map((port) => port.internal_port));
  let candidate = 8080;
  while (used.has(candidate)) candidate += 1;
  return candidate;
}
