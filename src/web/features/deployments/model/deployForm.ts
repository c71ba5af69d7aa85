import { z } from 'zod';
import type { AnyService, TerraformDeployAction } from '../../../../contract';

export type DeployFieldName = 'git_commit_id' | 'image_tag' | 'chart_version';

export interface DeployField {
  name: DeployFieldName;
  label: string;
  helperText: string;
  required: boolean;
}

export interface DeployForm {
  fields: DeployField[];
  defaults: Record<DeployFieldName, string> & { terraform_action: TerraformDeployAction | null };
  /** Terraform can plan only, unlock or migrate its state instead of applying. */
  terraformActions: boolean;
  /** The branch whose commits the commit field offers; null without one. */
  commitBranch: string | null;
}

const commit = (branch: string): DeployField => ({
  name: 'git_commit_id',
  label: 'Commit',
  helperText: `Leave empty to deploy the latest commit of ${branch}.`,
  required: false,
});

/** The versions a deploy of this service may pin, from what its type's deploy call takes. */
export function deployForm(service: AnyService): DeployForm {
  const defaults: DeployForm['defaults'] = {
    git_commit_id: '',
    image_tag: '',
    chart_version: '',
    terraform_action: null,
  };
  const form = (fields: DeployField[], extra: Partial<DeployForm['defaults']> = {}): DeployForm => ({
    fields,
    defaults: { ...defaults, ...extra },
    terraformActions: service.service_type === 'TERRAFORM',
    commitBranch: null,
  });
  const fromGit = (branch: string): DeployForm => ({ ...form([commit(branch)]), commitBranch: branch });
  switch (service.service_type) {
    case 'APPLICATION':
      return fromGit(service.git_repository.branch);
    case 'CONTAINER':
      return form(
        [
          {
            name: 'image_tag',
            label: 'Image tag',
            helperText: `The tag of ${service.image_name} to deploy.`,
            required: true,
          },
        ],
        { image_tag: service.tag },
      );
    case 'DATABASE':
      return form([]);
    case 'JOB':
      if (service.source.image) {
        return form([
          {
            name: 'image_tag',
            label: 'Image tag',
            helperText: `Leave empty to deploy ${service.source.image.image_name}:${service.source.image.tag}.`,
            required: false,
          },
        ]);
      }
      return service.source.docker ? fromGit(service.source.docker.git_repository.branch) : form([]);
    case 'HELM':
      if (service.source.repository) {
        return form([
          {
            name: 'chart_version',
            label: 'Chart version',
            helperText: `Leave empty to deploy ${service.source.repository.chart_name} ${service.source.repository.chart_version}.`,
            required: false,
          },
        ]);
      }
      return service.source.git ? fromGit(service.source.git.git_repository.branch) : form([]);
    case 'TERRAFORM':
      return fromGit(service.terraform_files_source.git.git_repository.branch);
  }
}

/** Checks what the form needs (a container's tag); the API checks the rest with the contract's schemas. */
export function deployFormSchema(form: DeployForm) {
  const text = (field: DeployField | undefined) =>
    field?.required ? z.string().trim().min(1, 'is required') : z.string().trim();
  const field = (name: DeployFieldName) => form.fields.find((candidate) => candidate.name === name);
  return z.object({
    git_commit_id: text(field('git_commit_id')),
    image_tag: text(field('image_tag')),
    chart_version: text(field('chart_version')),
    terraform_action: z.enum(['PLAN', 'FORCE_UNLOCK', 'MIGRATE_STATE']).nullable(),
  });
}

export type DeployFormValues = z.output<ReturnType<typeof deployFormSchema>>;

/** The deploy call's body: the versions given, nothing for those left empty. */
export function deployBody(form: DeployForm, values: DeployFormValues): object | undefined {
  if (form.fields.length === 0 && !form.terraformActions) return undefined;
  const body: Record<string, string> = {};
  for (const field of form.fields) if (values[field.name] !== '') body[field.name] = values[field.name];
  if (form.terraformActions && values.terraform_action) body.action = values.terraform_action;
  return body;
}

export const terraformActionOptions: {
  value: TerraformDeployAction | null;
  label: string;
  description: string;
}[] = [
  { value: null, label: 'Plan and apply', description: 'Change the infrastructure to match the code.' },
  { value: 'PLAN', label: 'Plan only', description: 'Show what would change, change nothing.' },
  { value: 'FORCE_UNLOCK', label: 'Force unlock', description: 'Release a state lock left by a failed run.' },
  {
    value: 'MIGRATE_STATE',
    label: 'Migrate state',
    description: 'Move the state to the configured backend.',
  },
];
