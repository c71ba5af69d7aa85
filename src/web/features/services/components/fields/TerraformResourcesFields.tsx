import { NumberField } from '../../../../ui/form/NumberField';
import { SelectField } from '../../../../ui/form/SelectField';
import { SwitchField } from '../../../../ui/form/SwitchField';
import { Box } from '../../../../ui/primitives';

const actions = [
  { value: 'DEFAULT', label: 'Plan and apply' },
  { value: 'PLAN_ONLY', label: 'Plan only' },
] as const;

/** What the job that runs the engine gets, and how deployments start. */
export function TerraformResourcesFields() {
  return (
    <>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <NumberField name="job_resources.cpu_milli" label="CPU" unit="mCPU" required />
        <NumberField name="job_resources.ram_mib" label="Memory" unit="MiB" required />
        <NumberField name="job_resources.gpu" label="GPU" unit="GPU" required />
        <NumberField name="job_resources.storage_gib" label="Storage" unit="GiB" required />
        <NumberField name="timeout_sec" label="Timeout" unit="s" required helperText="Per command." />
        <SelectField name="auto_deploy_config.terraform_action" label="Deployment runs" options={actions} />
      </Box>
      <SwitchField
        name="auto_deploy_config.auto_deploy"
        label="Deploy on every commit"
        helperText="Runs the deployment when the branch receives a commit."
      />
      <SwitchField
        name="use_cluster_credentials"
        label="Use the cluster's cloud credentials"
        helperText="Gives the engine the credentials of the cluster the environment runs on."
      />
    </>
  );
}
