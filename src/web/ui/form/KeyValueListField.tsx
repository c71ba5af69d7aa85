import { ListField } from './ListField';
import { SwitchField } from './SwitchField';
import { TextField } from './TextField';

export interface KeyValueListFieldProps {
  /** An array field of `{ key, value }` records (plus the switch's field, if any). */
  name: string;
  label: string;
  description?: string;
  /** Names one entry, e.g. "label"; used for "Add label" and "Remove label 2". */
  itemName: string;
  keyLabel?: string;
  valueLabel?: string;
  /** A boolean per entry, e.g. "Secret". */
  toggle?: { name: string; label: string };
  /** Value inputs grow to several lines (file contents). */
  multilineValue?: boolean;
  emptyText?: string;
  disabled?: boolean;
}

/** Key and value pairs (labels, annotations, variables) edited as rows. */
export function KeyValueListField({
  name,
  label,
  description,
  itemName,
  keyLabel = 'Key',
  valueLabel = 'Value',
  toggle,
  multilineValue,
  emptyText,
  disabled,
}: KeyValueListFieldProps) {
  return (
    <ListField
      name={name}
      label={label}
      description={description}
      addLabel={`Add ${itemName}`}
      emptyText={emptyText ?? `No ${itemName}s.`}
      rowLabel={(index) => `${itemName} ${index + 1}`}
      newRow={() => ({ key: '', value: '', ...(toggle ? { [toggle.name]: false } : {}) })}
      columns={toggle ? 'minmax(0, 2fr) minmax(0, 3fr) auto' : 'minmax(0, 2fr) minmax(0, 3fr)'}
      disabled={disabled}
      renderRow={(index, row) => (
        <>
          <TextField name={`${row}.key`} label={`${keyLabel} ${index + 1}`} monospace required />
          <TextField
            name={`${row}.value`}
            label={`${valueLabel} ${index + 1}`}
            monospace
            multiline={multilineValue}
            minRows={multilineValue ? 3 : undefined}
          />
          {toggle ? <SwitchField name={`${row}.${toggle.name}`} label={toggle.label} /> : null}
        </>
      )}
    />
  );
}
