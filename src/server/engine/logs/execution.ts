import { between, hex } from '../random';
import { info, type LineDraft, type LogSubject } from './context';

function terraformLines({ deployment, random }: LogSubject): LineDraft[] {
  const openTofu = deployment.snapshot.terraform?.engine === 'OPEN_TOFU';
  const tool = openTofu ? 'tofu' : 'terraform';
  const name = openTofu ? 'OpenTofu' : 'Terraform';
  const init = [
    info(`${tool} init -input=false`),
    info('Initializing the backend...'),
    info('Initializing provider plugins...'),
    info(`${name} has been successfully initialized!`),
  ];
  const resources = between(random, 2, 12);
  switch (deployment.subAction) {
    case 'TERRAFORM_FORCE_UNLOCK_STATE':
      return [
        ...init,
        info(`${tool} force-unlock -force ${hex(random, 8)}`),
        info(`${name} state has been successfully unlocked!`),
      ];
    case 'TERRAFORM_MIGRATE_STATE':
      return [
        info(`${tool} init -migrate-state -force-copy`),
        info('Successfully migrated the state to the configured backend'),
      ];
    case 'TERRAFORM_DESTROY':
      return [
        ...init,
        info(`${tool} destroy -auto-approve`),
        info(`Plan: 0 to add, 0 to change, ${resources} to destroy.`),
        info(`Destroy complete! Resources: ${resources} destroyed.`),
      ];
    default: {
      const changed = between(random, 0, 3);
      const plan = [
        info(`${tool} plan -input=false -out=plan.tfplan`),
        info(`Plan: ${resources} to add, ${changed} to change, 0 to destroy.`),
      ];
      if (deployment.subAction === 'TERRAFORM_PLAN_ONLY')
        return [...init, ...plan, info('Plan only: nothing applied')];
      return [
        ...init,
        ...plan,
        info(`${tool} apply -input=false plan.tfplan`),
        info(`Apply complete! Resources: ${resources} added, ${changed} changed, 0 destroyed.`),
      ];
    }
  }
}

const jobEvents = { STOP: 'on_stop', UNINSTALL: 'on_delete', DELETE: 'on_delete' } as const;

function jobLines({ deployment, random, resource }: LogSubject): LineDraft[] {
  const event = jobEvents[deployment.action as keyof typeof jobEvents] ?? 'on_start';
  const pod = `${resource}-${hex(random, 5)}`;
  const tasks = between(random, 2, 4);
  return [
    info(`Starting the ${event} run of job ${resource}`),
    info(`pod/${pod} created`),
    ...Array.from({ length: tasks }, (_, task) => info(`[${pod}] task ${task + 1}/${tasks} done`)),
    info(`Job ${resource} completed with exit code 0`),
  ];
}

export function executionLines(subject: LogSubject): LineDraft[] {
  return subject.deployment.serviceType === 'TERRAFORM' ? terraformLines(subject) : jobLines(subject);
}
