import type { z } from 'zod';
import type { terraformFields } from '../../../../contract';
import type { FieldProblem } from '../../../domain/errors';
import type { ServiceDefinition } from '../definition';
import { gitRepositoryView, type StoredGitRepository, storedGitRepository } from '../gitRepository';
import { serviceView } from './common';

type Fields = z.output<typeof terraformFields>;

/** A variable as stored: the value of a secret one is sealed (modules/secrets). */
interface StoredVariable {
  key: string;
  value: string;
  secret: boolean;
}

export interface TerraformConfig {
  auto_deploy_config: Fields['auto_deploy_config'];
  terraform_files_source: { git_repository: StoredGitRepository };
  terraform_variables_source: { tf_var_file_paths: string[]; tf_vars: StoredVariable[] };
  backend: { kubernetes: Record<string, never> | null; user_provided: Record<string, never> | null };
  engine: Fields['engine'];
  provider_version: Fields['provider_version'];
  job_resources: Fields['job_resources'];
  timeout_sec: number;
  use_cluster_credentials: boolean;
  action_extra_arguments: Record<string, string[]>;
  dockerfile_fragment: Fields['dockerfile_fragment'];
}

function storedSecret(previous: TerraformConfig | null, key: string): string | undefined {
  return previous?.terraform_variables_source.tf_vars.find(
    (variable) => variable.secret && variable.key === key,
  )?.value;
}

/** Terraform or OpenTofu files from a git repository, planned and applied by a job on the cluster. */
export const terraformDefinition: ServiceDefinition<'terraform', TerraformConfig> = {
  kind: 'terraform',
  type: 'TERRAFORM',

  sites: (source) => ({
    gitRepositories: [
      {
        path: ['terraform_files_source', 'git_repository'],
        repository: source.terraform_files_source.git_repository,
      },
    ],
    images: [],
    helmRepositories: [],
    resources: [
      {
        cpu: { path: ['job_resources', 'cpu_milli'], millicores: source.job_resources.cpu_milli },
        memory: { path: ['job_resources', 'ram_mib'], megabytes: source.job_resources.ram_mib, unit: 'MiB' },
        gpu: { path: ['job_resources', 'gpu'], count: source.job_resources.gpu },
      },
    ],
  }),

  /** A secret variable sent without its value keeps the stored one, so there must be one. */
  problems: (request, previous) =>
    request.terraform_variables_source.tf_vars.flatMap((variable, index): FieldProblem[] =>
      variable.secret && variable.value == null && storedSecret(previous, variable.key) === undefined
        ? [
            {
              path: ['terraform_variables_source', 'tf_vars', index, 'value'],
              message: `is required: no value is stored for "${variable.key}"`,
            },
          ]
        : [],
    ),

  toConfig: (request, previous, context) => ({
    auto_deploy_config: request.auto_deploy_config,
    terraform_files_source: {
      git_repository: storedGitRepository(request.terraform_files_source.git_repository, context.references),
    },
    terraform_variables_source: {
      tf_var_file_paths: request.terraform_variables_source.tf_var_file_paths,
      tf_vars: request.terraform_variables_source.tf_vars.map(({ key, value, secret }) => {
        if (!secret) return { key, value: value ?? '', secret };
        const sealed = value == null ? storedSecret(previous, key) : context.secrets.seal(value);
        if (sealed === undefined) throw new Error(`No value for the secret variable ${key}`);
        return { key, value: sealed, secret };
      }),
    },
    backend: {
      kubernetes: request.backend.kubernetes ? {} : null,
      user_provided: request.backend.user_provided ? {} : null,
    },
    engine: request.engine,
    provider_version: request.provider_version,
    job_resources: request.job_resources,
    timeout_sec: request.timeout_sec,
    use_cluster_credentials: request.use_cluster_credentials,
    action_extra_arguments: request.action_extra_arguments,
    dockerfile_fragment: request.dockerfile_fragment,
  }),

  toResponse: (record, config, view) => ({
    ...serviceView(record),
    service_type: 'TERRAFORM',
    ...config,
    auto_deploy: config.auto_deploy_config.auto_deploy,
    terraform_files_source: {
      git: {
        git_repository: gitRepositoryView(
          config.terraform_files_source.git_repository,
          view.references,
          view.deployedCommit,
        ),
      },
    },
    terraform_variables_source: {
      tf_var_file_paths: config.terraform_variables_source.tf_var_file_paths,
      tf_vars: config.terraform_variables_source.tf_vars.map(({ key, value, secret }) => ({
        key,
        value: secret ? null : value,
        secret,
      })),
    },
  }),
};
