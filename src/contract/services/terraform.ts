import { z } from 'zod';
import { gitRepository, gitRepositoryRequest, serviceBase, serviceRequestBase } from './common';
import { singleLine, text, trimmedLine } from '../text';

export const terraformEngine = z.enum(['TERRAFORM', 'OPEN_TOFU']);

/** Exactly one backend is given; the rule is checked on the request. */
export const terraformBackend = z.object({
  kubernetes: z.object({}).nullable().optional(),
  user_provided: z.object({}).nullable().optional(),
});
export const backendKinds = ['kubernetes', 'user_provided'] as const;

/**
 * Secret values never come back, so an edit sends a secret variable without its value (null) to keep the stored
 * one; a variable that is not secret always carries its value.
 */
export const terraformVariable = z.object({
  key: trimmedLine().min(1, 'is required'),
  value: text().nullable().optional(),
  secret: z.boolean().default(false),
});

export const terraformFields = serviceRequestBase.extend({
  auto_deploy_config: z
    .object({
      auto_deploy: z.boolean().default(false),
      terraform_action: z.enum(['DEFAULT', 'PLAN_ONLY']).default('DEFAULT'),
    })
    .default({ auto_deploy: false, terraform_action: 'DEFAULT' }),
  terraform_files_source: z.object({ git_repository: gitRepositoryRequest }),
  terraform_variables_source: z
    .object({
      tf_var_file_paths: z.array(singleLine()).default([]),
      tf_vars: z.array(terraformVariable).default([]),
    })
    .default({ tf_var_file_paths: [], tf_vars: [] }),
  backend: terraformBackend,
  engine: terraformEngine.default('TERRAFORM'),
  provider_version: z
    .object({
      explicit_version: trimmedLine().min(1, 'is required').default('1.9.0'),
      read_from_terraform_block: z.boolean().default(false),
    })
    .default({ explicit_version: '1.9.0', read_from_terraform_block: false }),
  job_resources: z
    .object({
      cpu_milli: z.number().int().min(10, 'must be at least 10 millicores').default(500),
      ram_mib: z.number().int().min(1, 'must be at least 1 MiB').default(512),
      gpu: z.number().int().min(0, 'must be 0 or more').default(0),
      storage_gib: z.number().int().min(1, 'must be at least 1 GiB').default(1),
    })
    .default({ cpu_milli: 500, ram_mib: 512, gpu: 0, storage_gib: 1 }),
  timeout_sec: z.number().int('must be an integer').min(0, 'must be 0 or more').default(1800),
  use_cluster_credentials: z.boolean().default(false),
  /** Command name (plan, apply, ...) to extra arguments prepended to it. */
  action_extra_arguments: z.record(singleLine(), z.array(text())).default({}),
  dockerfile_fragment: z
    .object({ type: z.literal('file'), path: trimmedLine().min(1, 'is required') })
    .nullable()
    .default(null),
});

export const terraformRequest = terraformFields.superRefine((value, ctx) => {
  const given = backendKinds.filter((kind) => value.backend[kind] != null);
  if (given.length !== 1) {
    ctx.addIssue({
      code: 'custom',
      path: ['backend'],
      message: `needs exactly one backend (${backendKinds.join(' or ')}), got ${given.length}`,
    });
  }
  const seen = new Set<string>();
  value.terraform_variables_source.tf_vars.forEach((variable, index) => {
    if (seen.has(variable.key)) {
      ctx.addIssue({
        code: 'custom',
        path: ['terraform_variables_source', 'tf_vars', index, 'key'],
        message: `"${variable.key}" is set twice`,
      });
    }
    seen.add(variable.key);
    if (!variable.secret && variable.value == null) {
      ctx.addIssue({
        code: 'custom',
        path: ['terraform_variables_source', 'tf_vars', index, 'value'],
        message: 'is required for a variable that is not secret',
      });
    }
  });
});
export type TerraformRequest = z.input<typeof terraformRequest>;

export const terraform = serviceBase.extend({
  service_type: z.literal('TERRAFORM'),
  auto_deploy: z.boolean(),
  auto_deploy_config: z.object({ auto_deploy: z.boolean(), terraform_action: text() }),
  terraform_files_source: z.object({ git: z.object({ git_repository: gitRepository }) }),
  terraform_variables_source: z.object({
    tf_var_file_paths: z.array(text()),
    /** Secret values never come back. */
    tf_vars: z.array(z.object({ key: text(), value: text().nullable(), secret: z.boolean() })),
  }),
  backend: z.object({
    kubernetes: z.object({}).nullable().optional(),
    user_provided: z.object({}).nullable().optional(),
  }),
  engine: terraformEngine,
  provider_version: z.object({ explicit_version: text(), read_from_terraform_block: z.boolean() }),
  job_resources: z.object({
    cpu_milli: z.number().int(),
    ram_mib: z.number().int(),
    gpu: z.number().int(),
    storage_gib: z.number().int(),
  }),
  timeout_sec: z.number().int(),
  use_cluster_credentials: z.boolean(),
  action_extra_arguments: z.record(text(), z.array(text())),
  dockerfile_fragment: z.object({ type: z.literal('file'), path: text() }).nullable(),
});
export type Terraform = z.infer<typeof terraform>;

export const terraformVariableDefinition = z.object({
  key: text(),
  sensitive: z.boolean(),
  source: text(),
  nullable: z.boolean(),
  default: text().nullable(),
  description: text().nullable(),
});
export type TerraformVariableDefinition = z.infer<typeof terraformVariableDefinition>;

export const terraformVariableParsingRequest = z.object({ git_repository: gitRepositoryRequest });
