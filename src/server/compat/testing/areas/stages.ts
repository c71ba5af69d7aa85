import { expect, it } from 'vitest';
import type { CompatArea } from '../area';
import { refusal } from '../clients';
import { UNKNOWN_ID } from '../world';

// Deployment stages through the official client.

export const stagesArea: CompatArea = {
  title: 'deployment stages through the official client',
  file: import.meta.filename,
  tests(world) {
    it('creates, lists, reads, edits, moves and deletes stages, and moves a service in, skipped', async () => {
      const { admin, seeded } = world();
      const stages = admin.DeploymentStageMainCallsApi;
      const { data: created } = await stages.createEnvironmentDeploymentStage(seeded.environmentId, {
        name: 'compat-stage',
      });
      expect(created.deployment_order).toBeGreaterThan(0);
      const { data: list } = await stages.listEnvironmentDeploymentStage(seeded.environmentId);
      expect(list.results?.map((stage) => stage.id)).toContain(created.id);
      const { data: read } = await stages.getDeploymentStage(created.id);
      expect(read.name).toBe('compat-stage');
      const { data: edited } = await stages.editDeploymentStage(created.id, {
        name: 'compat-stage',
        description: 'edited',
      });
      expect(edited.description).toBe('edited');
      const [first] = seeded.stageIds;
      const { data: before } = await stages.moveBeforeDeploymentStage(created.id, first);
      expect(before.results?.findIndex((stage) => stage.id === created.id)).toBeLessThan(
        before.results?.findIndex((stage) => stage.id === first) ?? 0,
      );
      const { data: after } = await stages.moveAfterDeploymentStage(created.id, first);
      expect(after.results?.findIndex((stage) => stage.id === created.id)).toBeGreaterThan(
        after.results?.findIndex((stage) => stage.id === first) ?? 0,
      );
      const service = seeded.services.container;
      const { data: attached } = await stages.attachServiceToDeploymentStage(created.id, service, {
        is_skipped: true,
      });
      const member = attached.results
        ?.find((stage) => stage.id === created.id)
        ?.services?.find((entry) => entry.service_id === service);
      expect(member?.is_skipped).toBe(true);
      const { data: ofService } = await stages.getServiceDeploymentStage(service);
      expect(ofService.id).toBe(created.id);
      const { data: withStages } = await admin.EnvironmentMainCallsApi.getEnvironmentStatusesWithStages(
        seeded.environmentId,
      );
      expect(withStages.stages?.map((entry) => entry.stage?.id)).toContain(created.id);
      await stages.attachServiceToDeploymentStage(first, service, {});
      await stages.deleteDeploymentStage(created.id);
      expect(await refusal(stages.getDeploymentStage(UNKNOWN_ID))).toBe(404);
      expect(
        await refusal(
          world().reader.DeploymentStageMainCallsApi.createEnvironmentDeploymentStage(seeded.environmentId, {
            name: 'nope',
          }),
        ),
      ).toBe(403);
    });
  },
};
