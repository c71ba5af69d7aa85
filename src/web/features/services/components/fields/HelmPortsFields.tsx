import type { z } from 'zod';
import type { helmPortRequest } from '../../../../../contract';
import { ListField } from '../../../../ui/form/ListField';
import { NumberField } from '../../../../ui/form/NumberField';
import { SelectField } from '../../../../ui/form/SelectField';
import { TextField } from '../../../../ui/form/TextField';

type HelmPortRow = z.input<typeof helmPortRequest>;

const protocols = [
  { value: 'HTTP', label: 'HTTP' },
  { value: 'GRPC', label: 'gRPC' },
] as const;

/** The Kubernetes services of the chart that the platform exposes on its domain. */
export function HelmPortsFields() {
  return (
    <ListField<HelmPortRow>
      name="ports"
      label="Exposed ports"
      hideLabel
      addLabel="Add port"
      emptyText="No exposed ports: the chart is reachable inside the cluster only."
      rowLabel={(index) => `port ${index + 1}`}
      newRow={() => ({ service_name: '', internal_port: 80, protocol: 'HTTP', name: '', namespace: null })}
      columns="minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1fr)"
      renderRow={(index, row) => (
        <>
          <TextField
            name={`${row}.service_name`}
            label={`Kubernetes service of port ${index + 1}`}
            required
            monospace
          />
          <NumberField name={`${row}.internal_port`} label={`Port ${index + 1}`} required />
          <SelectField name={`${row}.protocol`} label={`Protocol of port ${index + 1}`} options={protocols} />
          <TextField
            name={`${row}.namespace`}
            label={`Namespace of port ${index + 1}`}
            monospace
            emptyAs={null}
          />
        </>
      )}
    />
  );
}
