import { ListField } from '../../../../ui/form/ListField';
import { NumberField } from '../../../../ui/form/NumberField';
import { TextField } from '../../../../ui/form/TextField';

/** Persistent volumes mounted into each instance. */
export function StorageFields() {
  return (
    <ListField
      name="storage"
      label="Volumes"
      hideLabel
      addLabel="Add volume"
      emptyText="No volumes: files written by the service are lost when it restarts."
      rowLabel={(index) => `volume ${index + 1}`}
      newRow={() => ({ type: 'FAST_SSD', size: 10, mount_point: '' })}
      columns="minmax(0, 1fr) minmax(0, 2fr)"
      renderRow={(index, row) => (
        <>
          <NumberField name={`${row}.size`} label={`Size of volume ${index + 1}`} unit="GB" required />
          <TextField
            name={`${row}.mount_point`}
            label={`Mount point of volume ${index + 1}`}
            required
            monospace
            placeholder="/data"
          />
        </>
      )}
    />
  );
}
