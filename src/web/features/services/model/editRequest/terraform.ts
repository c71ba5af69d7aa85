import { terraformFields, type Terraform, type TerraformRequest } from '../../../../../contract';
import { generalRequestOf, gitRepositoryRequestOf } from './shared';

const terraformAction = terraformFields.shape.auto_deploy_config.unwrap().shape.terraform_action;

export const terraformEditRequestOf = (terraform: Terraform): TerraformRequest => ({
  ...generalRequestOf(terraform),
  auto_deploy_config: {
    auto_deploy: terraform.auto_deploy_config.auto_deploy,
    // The record reads the action as free text; an edit only sends what a request may hold.
    terraform_action: terraformAction.catch('DEFAULT').parse(terraform.auto_deploy_config.terraform_action),
  },
  terraform_files_source: {
    git_repository: gitRepositoryRequestOf(terraform.terraform_files_source.git.git_repository),
  },
  terraform_variables_source: {
    tf_var_file_paths: [...terraform.terraform_variables_source.tf_var_file_paths],
    // Secret values never come back: null keeps the stored value.
    tf_vars: terraform.terraform_variables_source.tf_vars.map(({ key, value, secret }) => ({
      key,
      value: secret ? null : (value ?? ''),
      secret,
    })),
  },
  backend: {
    kubernetes: terraform.backend.kubernetes ?? null,
    user_provided: terraform.backend.user_provided ?? null,
  },
  engine: terraform.engine,
  provider_version: { ...terraform.provider_version },
  job_resources: { ...terraform.job_resources },
  timeout_sec: terraform.timeout_sec,
  use_cluster_credentials: terraform.use_cluster_credentials,
  action_extra_arguments: Object.fromEntries(
    Object.entries(terraform.action_extra_arguments).map(([command, args]) => [command, [...args]]),
  ),
  dockerfile_fragment: terraform.dockerfile_fragment && { ...terraform.dockerfile_fragment },
});
