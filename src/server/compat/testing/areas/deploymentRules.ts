import { expect, it } from 'vitest';
import type { CompatArea } from '../area';
import { refusal } from '../clients';
import { UNKNOWN_ID } from '../world';

// Deployment rules through the official client: a project's rules and an environment's own.

const schedule = {
  auto_stop: true,
  timezone: 'Europe/Paris',
  start_time: '08:00',
  stop_time: '19:00',
  weekdays: ['MONDAY' as const, 'FRIDAY' as const],
};

export const deploymentRulesArea: CompatArea = {
  title: 'deployment rules through the official client',
  file: import.meta.filename,
  tests(world) {
    it('creates, lists, reads, edits, orders and deletes project rules, which a new environment follows', async () => {
      const { admin, seeded } = world();
      const rules = admin.ProjectDeploymentRuleApi;
      const body = { ...schedule, mode: 'STAGING' as const, cluster_id: seeded.clusterId };
      const { data: first } = await rules.createDeploymentRule(seeded.projectId, {
        ...body,
        name: 'compat-rule',
        wildcard: 'compat-rule-*',
      });
      const { data: second } = await rules.createDeploymentRule(seeded.projectId, {
        ...body,
        name: 'compat-rule-2',
        wildcard: 'compat-rule-?',
      });
      const { data: list } = await rules.listProjectDeploymentRules(seeded.projectId);
      expect(list.results?.map((rule) => rule.id)).toEqual(expect.arrayContaining([first.id, second.id]));
      const { data: read } = await rules.getProjectDeploymentRule(seeded.projectId, first.id);
      expect(read.wildcard).toBe('compat-rule-*');
      const { data: edited } = await rules.editProjectDeployemtnRule(seeded.projectId, first.id, {
        ...body,
        name: 'compat-rule',
        wildcard: 'compat-rule-*',
        auto_stop: false,
      });
      expect(edited.auto_stop).toBe(false);
      const order = [...(list.results ?? [])].map((rule) => rule.id).reverse();
      await rules.updateDeploymentRulesPriorityOrder(seeded.projectId, {
        project_deployment_rule_ids_in_order: order,
      });
      const { data: environment } = await admin.EnvironmentsApi.createEnvironment(seeded.projectId, {
        name: 'compat-rule-x',
        mode: 'PRODUCTION',
      });
      expect(environment.mode).toBe('STAGING');
      const { data: own } = await admin.EnvironmentDeploymentRuleApi.getEnvironmentDeploymentRule(
        environment.id,
      );
      expect(own.auto_stop).toBe(true);
      // A copy follows the rules only when asked to.
      const { data: ruledCopy } = await admin.EnvironmentActionsApi.cloneEnvironment(seeded.environmentId, {
        name: 'compat-rule-y',
        apply_deployment_rule: true,
      });
      expect(ruledCopy.mode).toBe('STAGING');
      await admin.EnvironmentMainCallsApi.deleteEnvironment(ruledCopy.id);
      await admin.EnvironmentMainCallsApi.deleteEnvironment(environment.id);
      await rules.deleteProjectDeploymentRule(seeded.projectId, first.id);
      await rules.deleteProjectDeploymentRule(seeded.projectId, second.id);
      expect(await refusal(rules.getProjectDeploymentRule(seeded.projectId, UNKNOWN_ID))).toBe(404);
      expect(
        await refusal(
          world().reader.ProjectDeploymentRuleApi.createDeploymentRule(seeded.projectId, {
            ...body,
            name: 'nope',
            wildcard: 'nope',
          }),
        ),
      ).toBe(403);
    });

    it('reads and edits an environment’s own rule', async () => {
      const { admin, seeded } = world();
      const api = admin.EnvironmentDeploymentRuleApi;
      const { data: rule } = await api.getEnvironmentDeploymentRule(seeded.environmentId);
      const { data: edited } = await api.editEnvironmentDeploymentRule(seeded.environmentId, rule.id, {
        ...schedule,
        auto_stop: false,
        timezone: 'Asia/Kolkata',
      });
      expect(edited.timezone).toBe('Asia/Kolkata');
      expect(
        await refusal(
          world().reader.EnvironmentDeploymentRuleApi.editEnvironmentDeploymentRule(
            seeded.environmentId,
            rule.id,
            schedule,
          ),
        ),
      ).toBe(403);
    });
  },
};
