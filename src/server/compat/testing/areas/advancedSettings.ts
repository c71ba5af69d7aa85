import { expect, it } from 'vitest';
import type { CompatArea } from '../area';
import { refusal } from '../clients';
import { UNKNOWN_ID } from '../world';

// The advanced settings of each kind of service and of a cluster through the official client.

export const advancedSettingsArea: CompatArea = {
  title: 'advanced settings through the official client',
  file: import.meta.filename,
  tests(world) {
    it("reads the defaults and each record's settings, and edits them (201), of every kind", async () => {
      const { admin, reader, seeded } = world();
      const own = await world().ownEnvironment('compat-advanced-settings');
      const { services } = own;

      const { data: applicationDefaults } =
        await admin.ApplicationsApi.getDefaultApplicationAdvancedSettings();
      expect(applicationDefaults['build.timeout_max_sec']).toBe(1800);
      const application = admin.ApplicationConfigurationApi;
      const edited = await application.editAdvancedSettings(services.application, {
        'build.timeout_max_sec': 900,
      });
      expect(edited.status).toBe(201);
      expect(edited.data['build.timeout_max_sec']).toBe(900);
      expect((await application.getAdvancedSettings(services.application)).data).toEqual(edited.data);

      const { data: containerDefaults } = await admin.ContainersApi.getDefaultContainerAdvancedSettings();
      const container = admin.ContainerConfigurationApi;
      expect((await container.getContainerAdvancedSettings(services.container)).data).toEqual(
        containerDefaults,
      );
      const { data: grace } = await container.editContainerAdvancedSettings(services.container, {
        'deployment.termination_grace_period_seconds': 30,
      });
      expect(grace['deployment.termination_grace_period_seconds']).toBe(30);

      const { data: jobDefaults } = await admin.JobsApi.getDefaultJobAdvancedSettings();
      const job = admin.JobConfigurationApi;
      expect((await job.getJobAdvancedSettings(services.job)).data).toEqual(jobDefaults);
      const { data: history } = await job.editJobAdvancedSettings(services.job, {
        'cronjob.failed_jobs_history_limit': 3,
      });
      expect(history['cronjob.failed_jobs_history_limit']).toBe(3);

      const { data: helmDefaults } = await admin.HelmsApi.getDefaultHelmAdvancedSettings();
      const helm = admin.HelmConfigurationApi;
      expect((await helm.getHelmAdvancedSettings(services.helm)).data).toEqual(helmDefaults);
      const { data: cors } = await helm.editHelmAdvancedSettings(services.helm, {
        'network.ingress.enable_cors': true,
      });
      expect(cors['network.ingress.enable_cors']).toBe(true);

      const clusters = admin.ClustersApi;
      const { data: clusterDefaults } = await clusters.getDefaultClusterAdvancedSettings();
      const { data: retention } = await clusters.editClusterAdvancedSettings(
        seeded.organizationId,
        seeded.clusterId,
        { 'loki.log_retention_in_week': 4 },
      );
      expect(retention).toEqual({ ...clusterDefaults, 'loki.log_retention_in_week': 4 });
      expect(
        (await clusters.getClusterAdvancedSettings(seeded.organizationId, seeded.clusterId)).data,
      ).toEqual(retention);
      await clusters.editClusterAdvancedSettings(seeded.organizationId, seeded.clusterId, clusterDefaults);

      expect(
        await refusal(
          reader.ApplicationConfigurationApi.editAdvancedSettings(services.application, {
            'build.timeout_max_sec': 60,
          }),
        ),
      ).toBe(403);
      expect(await refusal(application.getAdvancedSettings(UNKNOWN_ID))).toBe(404);
    });
  },
};
