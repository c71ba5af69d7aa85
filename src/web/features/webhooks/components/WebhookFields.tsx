import { useWatch } from 'react-hook-form';
import { CheckboxGroupField } from '../../../ui/form/CheckboxGroupField';
import { LinesField } from '../../../ui/form/LinesField';
import { SegmentedField } from '../../../ui/form/SegmentedField';
import { SwitchField } from '../../../ui/form/SwitchField';
import { TextField } from '../../../ui/form/TextField';
import { Typography } from '../../../ui/primitives';
import { eventOptions, kindOptions, kindWords, modeOptions } from './webhookWords';
import type { WebhookKind } from '../../../../contract';

/** The fields of a webhook, shared by create and edit. */
export function WebhookFields() {
  const kind = useWatch({ name: 'kind' }) as WebhookKind;
  return (
    <>
      <TextField
        name="target_url"
        label="Target URL"
        type="url"
        required
        autoFocus
        monospace
        autoComplete="off"
        placeholder="https://example.com/hooks/deployments"
      />
      <div>
        <SegmentedField name="kind" label="Kind" options={kindOptions} />
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {kindWords[kind].description}
        </Typography>
      </div>
      <CheckboxGroupField name="events" label="Events" options={eventOptions} required />
      <SwitchField name="enabled" label="Enabled" helperText="Deliver events as they happen." />
      <TextField name="description" label="Description" multiline minRows={2} />
      <LinesField
        name="project_names_filter"
        label="Project names"
        helperText="Only projects whose name matches one of these, one per line; * matches anything. Empty: every project."
        placeholder={'web\nshop-*'}
      />
      <CheckboxGroupField
        name="environment_types_filter"
        label="Environment types"
        options={modeOptions}
        helperText="Only environments of the checked types. None checked: every type."
        row
      />
    </>
  );
}
