import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  creatableEnvironmentMode,
  matchesWildcard,
  type Environment,
  type ProjectDeploymentRule,
} from '../../../../contract';
import { projectRulesQueryOptions } from '../../../data/deploymentRules/queries';
import { projectsQueryOptions } from '../../../data/projects/queries';
import { shownInForm } from '../../../lib/mutations';
import { useOrganizationPermissions } from '../../../lib/permissions';
import { FormDialog } from '../../../ui/form/FormDialog';
import { SelectField, type SelectOption } from '../../../ui/form/SelectField';
import { SwitchField } from '../../../ui/form/SwitchField';
import { TextField } from '../../../ui/form/TextField';
import { Alert } from '../../../ui/primitives';
import { useCloneEnvironment } from '../api/cloneEnvironment';
import { ClusterField } from './ClusterField';
import { cloneValuesOf, environmentCloneForm, type EnvironmentCloneForm } from './environmentCloneForm';
import { environmentModes, modeOptions } from './environmentModes';

interface CloneEnvironmentDialogProps {
  organizationId: string;
  /** The environment copied; the dialog keeps naming it while it fades out. */
  environment: Environment | undefined;
  open: boolean;
  onClose: () => void;
  onCloned: (copy: Environment) => void;
}

/**
 * Copies an environment with its services, deployment stages and variables under a new name, in its project or
 * another one, optionally taking the destination project's deployment rules as a new environment would.
 */
export function CloneEnvironmentDialog({ environment, ...props }: CloneEnvironmentDialogProps) {
  return environment ? <CloneDialog environment={environment} {...props} /> : null;
}

function CloneDialog({
  organizationId,
  environment,
  open,
  onClose,
  onCloned,
}: CloneEnvironmentDialogProps & { environment: Environment }) {
  const clone = useCloneEnvironment(environment, { onError: shownInForm });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={`Clone environment ${environment.name}`}
      description="The copy gets every service, deployment stage and variable of the environment; nothing is deployed until you deploy it."
      submitLabel="Clone environment"
      schema={environmentCloneForm}
      defaultValues={cloneValuesOf(environment)}
      onSubmit={async (values) => {
        const copy = await clone.mutateAsync(values);
        onClose();
        onCloned(copy);
      }}
      conflictField="name"
      action="clone this environment"
    >
      <CloneFields organizationId={organizationId} environment={environment} />
    </FormDialog>
  );
}

function CloneFields({ organizationId, environment }: { organizationId: string; environment: Environment }) {
  const permissions = useOrganizationPermissions(organizationId);
  const [name, projectId, applyRules] = useWatch<
    EnvironmentCloneForm,
    ['name', 'project_id', 'apply_deployment_rule']
  >({ name: ['name', 'project_id', 'apply_deployment_rule'] });
  const rules = useQuery({ ...projectRulesQueryOptions(projectId), enabled: applyRules && projectId !== '' });
  const rule = applyRules
    ? rules.data?.results.find((each) => matchesWildcard(each.wildcard, name))
    : undefined;
  const decidedBy = rule ? `Decided by the rule “${rule.name}”.` : undefined;
  // The fields show what the rule gives, which is also what the server will do whatever they say.
  const { setValue } = useFormContext<EnvironmentCloneForm>();
  useEffect(() => {
    if (!rule) return;
    const mode = creatableEnvironmentMode.safeParse(rule.mode);
    if (mode.success) setValue('mode', mode.data);
    setValue('cluster_id', rule.cluster_id);
  }, [rule, setValue]);

  const projectList = useQuery(projectsQueryOptions(organizationId));
  const refusalIn = (id: string) => {
    const manage = permissions.data?.projects.find((project) => project.project_id === id)?.manage;
    return manage && !manage.allowed
      ? `${manage.reason ?? 'Your role may not create environments in this project'}.`
      : undefined;
  };
  const projects: SelectOption<string>[] = (projectList.data?.results ?? []).map((project) => ({
    value: project.id,
    label: project.name,
    disabledReason: refusalIn(project.id),
  }));
  if (!projects.some((project) => project.value === environment.project.id)) {
    projects.unshift({ value: environment.project.id, label: 'This environment’s project' });
  }

  return (
    <>
      <TextField name="name" label="Name" required autoFocus autoComplete="off" />
      <SelectField
        name="project_id"
        label="Project"
        options={projects}
        required
        helperText="The copy may go to another project of the organization."
      />
      <SwitchField
        name="apply_deployment_rule"
        label="Apply the project’s deployment rules"
        helperText="The first rule whose wildcard matches the name decides the type, cluster and schedule, as for a new environment."
      />
      {applyRules ? <RuleOutcome rule={rule} loading={rules.isPending} failed={rules.isError} /> : null}
      <SelectField
        name="mode"
        label="Mode"
        options={modeOptions}
        required
        disabled={decidedBy !== undefined}
        helperText={decidedBy ?? 'Tells people what the copy is for.'}
      />
      <ClusterField
        organizationId={organizationId}
        preferredId={environment.cluster_id}
        decidedBy={decidedBy}
      />
    </>
  );
}

function RuleOutcome({
  rule,
  loading,
  failed,
}: {
  rule: ProjectDeploymentRule | undefined;
  loading: boolean;
  failed: boolean;
}) {
  if (failed) {
    return (
      <Alert severity="warning" variant="outlined">
        Could not load the project’s rules: the server still applies them when the copy is made.
      </Alert>
    );
  }
  if (loading) return null;
  return (
    <Alert severity="info" variant="outlined" role="status">
      {rule
        ? `The rule “${rule.name}” (${rule.wildcard}) matches this name: the copy will be ${environmentModes[rule.mode].label.toLowerCase()}${rule.auto_stop ? `, running ${rule.start_time}–${rule.stop_time} ${rule.timezone}` : ''}.`
        : 'No rule of the project matches this name: the copy takes the mode and cluster below.'}
    </Alert>
  );
}
