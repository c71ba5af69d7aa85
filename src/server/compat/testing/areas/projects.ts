import { expect, it } from 'vitest';
import type {
  CloneEnvironmentRequest,
  CreateEnvironmentRequest,
  EnvironmentEditRequest,
} from 'qovery-typescript-axios';
import type { CompatArea } from '../area';
import { refusal } from '../clients';
import { UNKNOWN_ID } from '../world';

// Projects and environments through the official client.

export const projectsArea: CompatArea = {
  title: 'projects and environments through the official client',
  file: import.meta.filename,
  tests(world) {
    it('creates, lists, reads, edits and deletes a project', async () => {
      const { admin, seeded } = world();
      const { data: created } = await admin.ProjectsApi.createProject(seeded.organizationId, {
        name: 'compat-project',
        description: 'Made by the official client',
      });
      expect(created.name).toBe('compat-project');
      const { data: projects } = await admin.ProjectsApi.listProject(seeded.organizationId);
      expect(projects.results?.map((project) => project.id)).toContain(created.id);
      const { data: read } = await admin.ProjectMainCallsApi.getProject(created.id);
      expect(read.description).toBe('Made by the official client');
      const { data: edited } = await admin.ProjectMainCallsApi.editProject(created.id, {
        name: 'compat-renamed',
      });
      expect(edited.name).toBe('compat-renamed');
      await admin.ProjectMainCallsApi.deleteProject(created.id);
      expect(await refusal(admin.ProjectMainCallsApi.getProject(created.id))).toBe(404);
      expect(
        await refusal(world().reader.ProjectsApi.createProject(seeded.organizationId, { name: 'nope' })),
      ).toBe(403);
    });

    it('creates, lists, reads, edits, clones and deletes an environment, with its statuses and services', async () => {
      const { admin, seeded, sample } = world();
      const { data: created } = await admin.EnvironmentsApi.createEnvironment(
        seeded.projectId,
        sample<CreateEnvironmentRequest>('createEnvironment', { name: 'compat-env', mode: 'DEVELOPMENT' }),
      );
      expect(created.mode).toBe('DEVELOPMENT');
      const { data: environments } = await admin.EnvironmentsApi.listEnvironment(seeded.projectId);
      expect(environments.results?.map((environment) => environment.id)).toContain(created.id);
      const { data: read } = await admin.EnvironmentMainCallsApi.getEnvironment(created.id);
      expect(read.name).toBe('compat-env');
      const { data: edited } = await admin.EnvironmentMainCallsApi.editEnvironment(
        created.id,
        sample<EnvironmentEditRequest>('editEnvironment', { name: 'compat-env-2', mode: 'DEVELOPMENT' }),
      );
      expect(edited.name).toBe('compat-env-2');
      const { data: clone } = await admin.EnvironmentActionsApi.cloneEnvironment(
        seeded.environmentId,
        sample<CloneEnvironmentRequest>('cloneEnvironment', {
          name: 'compat-clone',
          project_id: seeded.projectId,
        }),
      );
      expect(clone.name).toBe('compat-clone');
      const { data: services } = await admin.EnvironmentMainCallsApi.listServicesByEnvironmentId(
        seeded.environmentId,
      );
      expect(services.results?.length).toBeGreaterThan(0);
      const { data: status } = await admin.EnvironmentMainCallsApi.getEnvironmentStatus(seeded.environmentId);
      expect(status.id).toBe(seeded.environmentId);
      const { data: statuses } = await admin.EnvironmentMainCallsApi.getEnvironmentStatuses(
        seeded.environmentId,
      );
      expect(statuses.environment?.id).toBe(seeded.environmentId);
      const { data: projectStatuses } = await admin.EnvironmentsApi.getProjectEnvironmentsStatus(
        seeded.projectId,
      );
      expect(projectStatuses.results?.map((entry) => entry.id)).toContain(seeded.environmentId);
      await admin.EnvironmentMainCallsApi.deleteEnvironment(created.id);
      expect(await refusal(admin.EnvironmentMainCallsApi.getEnvironment(UNKNOWN_ID))).toBe(404);
      expect(
        await refusal(world().reader.EnvironmentsApi.createEnvironment(seeded.projectId, { name: 'nope' })),
      ).toBe(403);
    });
  },
};
