import { expect, it } from 'vitest';
import { apiClient, expectStatus } from '../../../testing/api';
import type { CompatArea } from '../area';
import { refusal } from '../clients';
import { UNKNOWN_ID } from '../world';

// A service's commits and the organization's services through the official client.

const gitRepository = (name: string) => ({ url: `https://github.com/acme/${name}.git`, branch: 'main' });

export const commitsArea: CompatArea = {
  title: 'commits and every service of the organization through the official client',
  file: import.meta.filename,
  tests(world) {
    it('lists the commits of each kind of service built from git, the same on every call', async () => {
      const { admin, seeded, t } = world();
      // A job and a helm service built from git (the seeded ones take an image and a chart repository).
      const api = apiClient(t, seeded.adminToken);
      const job = expectStatus(
        await api.post(`/environment/${seeded.environmentId}/job`, {
          name: 'compat-commits-job',
          source: { docker: { git_repository: gitRepository('report'), dockerfile_path: 'Dockerfile' } },
          schedule: { cronjob: { scheduled_at: '0 3 * * *' } },
        }),
        201,
      );
      const helm = expectStatus(
        await api.post(`/environment/${seeded.environmentId}/helm`, {
          name: 'compat-commits-helm',
          source: { git_repository: gitRepository('charts') },
        }),
        201,
      );

      const { data: first } = await admin.ApplicationMainCallsApi.listApplicationCommit(
        seeded.services.application,
      );
      const { data: again } = await admin.ApplicationMainCallsApi.listApplicationCommit(
        seeded.services.application,
      );
      expect(first.results?.length).toBeGreaterThan(0);
      expect(again.results?.map((commit) => commit.git_commit_id)).toEqual(
        first.results?.map((commit) => commit.git_commit_id),
      );
      const { data: jobCommits } = await admin.JobMainCallsApi.listJobCommit(job.id);
      const { data: helmCommits } = await admin.HelmMainCallsApi.listHelmCommit(helm.id);
      const { data: terraformCommits } = await admin.TerraformMainCallsApi.listTerraformCommit(
        seeded.services.terraform,
      );
      for (const list of [jobCommits, helmCommits, terraformCommits]) {
        expect(list.results?.[0]?.git_commit_id).toMatch(/^[0-9a-f]{40}$/);
      }
      expect(await refusal(admin.ApplicationMainCallsApi.listApplicationCommit(UNKNOWN_ID))).toBe(404);
      await api.delete(`/job/${job.id}`);
      await api.delete(`/helm/${helm.id}`);
    });

    it('lists every service of the organization, filtered by project and environment', async () => {
      const { admin, seeded } = world();
      const api = admin.OrganizationMainCallsApi;
      const { data: all } = await api.listServicesByOrganizationId(seeded.organizationId);
      const ids = (all.results ?? []).map((service) => service.id);
      expect(ids).toEqual(expect.arrayContaining(Object.values(seeded.services)));
      const { data: inEnvironment } = await api.listServicesByOrganizationId(
        seeded.organizationId,
        seeded.projectId,
        seeded.environmentId,
      );
      expect((inEnvironment.results ?? []).length).toBeGreaterThan(0);
      expect(await refusal(api.listServicesByOrganizationId(UNKNOWN_ID))).toBe(404);
    });
  },
};
