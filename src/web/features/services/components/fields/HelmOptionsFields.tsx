import { LinesField } from '../../../../ui/form/LinesField';
import { NumberField } from '../../../../ui/form/NumberField';
import { SwitchField } from '../../../../ui/form/SwitchField';
import { Box } from '../../../../ui/primitives';

/** How the chart is installed: time allowed, extra arguments to helm, cluster-wide objects. */
export function HelmOptionsFields() {
  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
        <NumberField name="timeout_sec" label="Timeout" unit="s" required />
        <LinesField
          name="arguments"
          label="Helm arguments"
          minRows={1}
          helperText="Added to helm upgrade, one per line."
        />
      </Box>
      <SwitchField
        name="allow_cluster_wide_resources"
        label="Allow cluster-wide resources"
        helperText="Lets the chart create objects outside its namespace, such as CRDs or cluster roles."
      />
    </>
  );
}
