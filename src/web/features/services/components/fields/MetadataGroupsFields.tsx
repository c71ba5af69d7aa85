import { KeyValueListField } from '../../../../ui/form/KeyValueListField';
import { ListField } from '../../../../ui/form/ListField';
import { MultiSelectField } from '../../../../ui/form/MultiSelectField';
import { TextField } from '../../../../ui/form/TextField';
import { Box } from '../../../../ui/primitives';

const scopes = [
  { value: 'DEPLOYMENTS', label: 'Deployments' },
  { value: 'STATEFUL_SETS', label: 'Stateful sets' },
  { value: 'SERVICES', label: 'Services' },
  { value: 'INGRESS', label: 'Ingress' },
  { value: 'HPA', label: 'Autoscalers' },
  { value: 'PODS', label: 'Pods' },
  { value: 'SECRETS', label: 'Secrets' },
  { value: 'JOBS', label: 'Jobs' },
  { value: 'CRON_JOBS', label: 'Cron jobs' },
] as const;

const full = { gridColumn: '1 / -1' };

/** Named groups of Kubernetes annotations, each applied to the kinds of object it names. */
export function AnnotationsGroupsFields() {
  return (
    <ListField
      name="annotations_groups"
      label="Annotation groups"
      description="Each group adds its annotations to the kinds of object it applies to."
      addLabel="Add annotation group"
      emptyText="No annotation groups."
      rowLabel={(index) => `annotation group ${index + 1}`}
      newRow={() => ({ name: '', annotations: [], scopes: ['DEPLOYMENTS'] })}
      columns="minmax(0, 1fr) minmax(0, 2fr)"
      renderRow={(index, row) => (
        <>
          <TextField name={`${row}.name`} label={`Name of annotation group ${index + 1}`} required />
          <MultiSelectField name={`${row}.scopes`} label="Applies to" options={scopes} />
          <Box sx={full}>
            <KeyValueListField name={`${row}.annotations`} label="Annotations" itemName="annotation" />
          </Box>
        </>
      )}
    />
  );
}

/** Named groups of Kubernetes labels, optionally passed on to the cloud provider's resources. */
export function LabelsGroupsFields() {
  return (
    <ListField
      name="labels_groups"
      label="Label groups"
      description="Each group adds its labels to every object; marked ones also go to the cloud provider’s resources."
      addLabel="Add label group"
      emptyText="No label groups."
      rowLabel={(index) => `label group ${index + 1}`}
      newRow={() => ({ name: '', labels: [] })}
      renderRow={(index, row) => (
        <>
          <TextField name={`${row}.name`} label={`Name of label group ${index + 1}`} required />
          <KeyValueListField
            name={`${row}.labels`}
            label="Labels"
            itemName="label"
            toggle={{ name: 'propagate_to_cloud_provider', label: 'Cloud' }}
          />
        </>
      )}
    />
  );
}
