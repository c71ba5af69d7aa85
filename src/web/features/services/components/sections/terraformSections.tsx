import { GitRepositoryFields } from '../fields/GitRepositoryFields';
import { TerraformEngineFields } from '../fields/TerraformEngineFields';
import { TerraformResourcesFields } from '../fields/TerraformResourcesFields';
import { TerraformVariablesFields } from '../fields/TerraformVariablesFields';
import { generalSection } from './commonSections';
import type { FormSection } from './formSection';

const source: FormSection = {
  id: 'source',
  label: 'Source',
  description: 'The repository and folder that hold the .tf files.',
  fields: ['terraform_files_source'],
  content: <GitRepositoryFields name="terraform_files_source.git_repository" />,
};

const engine: FormSection = {
  id: 'engine',
  label: 'Engine',
  description: 'What runs the code, at which version, and where its state is kept.',
  fields: ['engine', 'provider_version', 'backend'],
  content: <TerraformEngineFields />,
};

const variables: FormSection = {
  id: 'variables',
  label: 'Variables',
  description:
    'The values of the code’s input variables, passed as -var. Secret values are stored sealed and never shown again.',
  fields: ['terraform_variables_source'],
  content: <TerraformVariablesFields />,
};

const resources: FormSection = {
  id: 'resources',
  label: 'Resources',
  description: 'What the job running the engine gets, and how deployments start.',
  fields: ['job_resources', 'timeout_sec', 'auto_deploy_config', 'use_cluster_credentials'],
  content: <TerraformResourcesFields />,
};

export const terraformCreationSteps = (): FormSection[] => [
  generalSection(true),
  source,
  engine,
  variables,
  resources,
];

export const terraformSettingsSections = (): FormSection[] => [
  generalSection(),
  source,
  engine,
  variables,
  resources,
];
