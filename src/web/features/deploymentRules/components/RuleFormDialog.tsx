import {
  type Cluster,
  projectDeploymentRuleRequest,
  type ProjectDeploymentRuleRequest,
} from '../../../../contract';
import { shownInForm } from '../../../lib/mutations';
import { timeZoneOptions } from '../../../lib/timeZones';
import { ComboBoxField } from '../../../ui/form/ComboBoxField';
import { FormDialog } from '../../../ui/form/FormDialog';
import { SelectField } from '../../../ui/form/SelectField';
import { SwitchField } from '../../../ui/form/SwitchField';
import { TextField } from '../../../ui/form/TextField';
import { WeekScheduleField } from '../../../ui/form/WeekScheduleField';
import { useCreateProjectRule } from '../api/projectRules';

const modes = [
  { value: 'DEVELOPMENT', label: 'Development' },
  { value: 'STAGING', label: 'Staging' },
  { value: 'PRODUCTION', label: 'Production' },
] as const;

/** A new rule: which new environments it catches, where they go and when they run. */
export function RuleFormDialog({
  projectId,
  clusters,
  open,
  onClose,
}: {
  projectId: string;
  clusters: Cluster[];
  open: boolean;
  onClose: () => void;
}) {
  const create = useCreateProjectRule(projectId, { onError: shownInForm, onSuccess: onClose });
  const defaults: ProjectDeploymentRuleRequest = {
    name: '',
    wildcard: '',
    mode: 'DEVELOPMENT',
    cluster_id: clusters.find((cluster) => cluster.is_default)?.id ?? clusters[0]?.id ?? '',
    auto_stop: true,
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    start_time: '08:00',
    stop_time: '19:00',
    weekdays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'],
  };
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="New deployment rule"
      description="A new environment whose name matches the wildcard gets the rule's type, cluster and schedule (the first matching rule, in the list's order)."
      submitLabel="Create rule"
      schema={projectDeploymentRuleRequest}
      defaultValues={defaults}
      conflictField="name"
      action="create deployment rules in this project"
      onSubmit={(values) => create.mutateAsync(values)}
    >
      <TextField name="name" label="Name" required />
      <TextField
        name="wildcard"
        label="Wildcard"
        helperText="* stands for any characters, ? for one: feat-*"
        required
      />
      <SelectField name="mode" label="Type" options={modes} required />
      <SelectField
        name="cluster_id"
        label="Cluster"
        options={clusters.map((cluster) => ({ value: cluster.id, label: cluster.name }))}
        required
      />
      <SwitchField
        name="auto_stop"
        label="Auto stop"
        helperText="Start and stop its environments at these hours."
      />
      <ComboBoxField
        name="timezone"
        label="Time zone"
        options={timeZoneOptions(defaults.timezone)}
        required
      />
      <WeekScheduleField label="Hours they run" />
    </FormDialog>
  );
}
