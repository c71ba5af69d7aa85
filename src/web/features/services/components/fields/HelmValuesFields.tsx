import { KeyValueListField } from '../../../../ui/form/KeyValueListField';
import { ListField } from '../../../../ui/form/ListField';
import { TextField } from '../../../../ui/form/TextField';
import { Box } from '../../../../ui/primitives';

/** Values that override the chart's defaults: single keys (as --set does) and whole values files. */
export function HelmValuesFields() {
  return (
    <>
      <KeyValueListField
        name="values_override.set"
        label="Values"
        description="Passed as --set: the value is read as YAML (numbers, booleans)."
        itemName="value"
        keyLabel="Key"
        emptyText="No values set."
      />
      <KeyValueListField
        name="values_override.set_string"
        label="String values"
        description="Passed as --set-string: the value stays text."
        itemName="string value"
        emptyText="No string values set."
      />
      <KeyValueListField
        name="values_override.set_json"
        label="JSON values"
        description="Passed as --set-json."
        itemName="JSON value"
        emptyText="No JSON values set."
      />
      <ListField
        name="values_override.raw_files"
        label="Values files"
        description="Whole values files, applied in order after the chart's own."
        addLabel="Add values file"
        emptyText="No values files."
        rowLabel={(index) => `values file ${index + 1}`}
        newRow={() => ({ name: 'values.yaml', content: '' })}
        renderRow={(index, row) => (
          <>
            <TextField name={`${row}.name`} label={`Name of values file ${index + 1}`} required monospace />
            <Box>
              <TextField
                name={`${row}.content`}
                label={`Content of values file ${index + 1}`}
                multiline
                minRows={4}
                monospace
              />
            </Box>
          </>
        )}
      />
    </>
  );
}
