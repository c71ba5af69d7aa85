import { expect, it } from 'vitest';
import type { VariableImportRequest } from 'qovery-typescript-axios';
import type { CompatArea } from '../area';

// The variables and secrets of applications, containers and jobs through the official client: each made, listed,
// edited, aliased, overridden (the project's seeded ones) and deleted, and a .env imported.

const imported = (scope: 'APPLICATION' | 'CONTAINER' | 'JOB'): VariableImportRequest => ({
  overwrite: true,
  vars: [{ name: 'IMPORTED', value: 'from .env', scope, is_secret: false }],
});

export const serviceVariablesArea: CompatArea = {
  title: 'service variables through the official client',
  file: import.meta.filename,
  tests(world) {
    it('of an application', async () => {
      const { admin, seeded } = world();
      const id = seeded.services.application;
      const variables = admin.ApplicationEnvironmentVariableApi;
      const { data: made } = await variables.createApplicationEnvironmentVariable(id, {
        key: 'COMPAT',
        value: 'one',
      });
      expect(made.key).toBe('COMPAT');
      const listed = await variables.listApplicationEnvironmentVariable(id);
      expect(listed.data.results?.map((entry) => entry.id)).toContain(made.id);
      const edited = await variables.editApplicationEnvironmentVariable(id, made.id, {
        key: 'COMPAT',
        value: 'two',
      });
      expect(edited.data.value).toBe('two');
      const alias = await variables.createApplicationEnvironmentVariableAlias(id, seeded.variableId, {
        key: 'ALIASED',
      });
      expect(alias.data.aliased_variable?.id).toBe(seeded.variableId);
      const override = await variables.createApplicationEnvironmentVariableOverride(id, seeded.variableId, {
        value: 'overridden',
      });
      expect(override.data.overridden_variable?.id).toBe(seeded.variableId);
      await variables.deleteApplicationEnvironmentVariable(id, made.id);
      const { data: importedVars } = await variables.importEnvironmentVariable(id, imported('APPLICATION'));
      expect(importedVars.successful_imported_variables?.map((entry) => entry.name)).toEqual(['IMPORTED']);

      const secrets = admin.ApplicationSecretApi;
      const { data: secret } = await secrets.createApplicationSecret(id, {
        key: 'COMPAT_SECRET',
        value: 's',
      });
      expect(secret.key).toBe('COMPAT_SECRET');
      expect((await secrets.listApplicationSecrets(id)).data.results?.map((entry) => entry.id)).toContain(
        secret.id,
      );
      await secrets.editApplicationSecret(id, secret.id, { key: 'COMPAT_SECRET', value: 't' });
      await secrets.createApplicationSecretAlias(id, seeded.secretId, { key: 'SECRET_ALIAS' });
      await secrets.createApplicationSecretOverride(id, seeded.secretId, { value: 'overridden' });
      await secrets.deleteApplicationSecret(id, secret.id);
    });

    it('of a container', async () => {
      const { admin, seeded } = world();
      const id = seeded.services.container;
      const variables = admin.ContainerEnvironmentVariableApi;
      const { data: made } = await variables.createContainerEnvironmentVariable(id, {
        key: 'COMPAT',
        value: 'one',
      });
      expect(
        (await variables.listContainerEnvironmentVariable(id)).data.results?.map((entry) => entry.id),
      ).toContain(made.id);
      const edited = await variables.editContainerEnvironmentVariable(id, made.id, {
        key: 'COMPAT',
        value: 'two',
      });
      expect(edited.data.value).toBe('two');
      await variables.createContainerEnvironmentVariableAlias(id, seeded.variableId, { key: 'ALIASED' });
      await variables.createContainerEnvironmentVariableOverride(id, seeded.variableId, {
        value: 'overridden',
      });
      await variables.deleteContainerEnvironmentVariable(id, made.id);
      const { data: importedVars } = await variables.importContainerEnvironmentVariable(
        id,
        imported('CONTAINER'),
      );
      expect(importedVars.total_variables_to_import).toBe(1);

      const secrets = admin.ContainerSecretApi;
      const { data: secret } = await secrets.createContainerSecret(id, { key: 'COMPAT_SECRET', value: 's' });
      expect((await secrets.listContainerSecrets(id)).data.results?.map((entry) => entry.id)).toContain(
        secret.id,
      );
      await secrets.editContainerSecret(id, secret.id, { key: 'COMPAT_SECRET', value: 't' });
      await secrets.createContainerSecretAlias(id, seeded.secretId, { key: 'SECRET_ALIAS' });
      await secrets.createContainerSecretOverride(id, seeded.secretId, { value: 'overridden' });
      await secrets.deleteContainerSecret(id, secret.id);
    });

    it('of a job', async () => {
      const { admin, seeded } = world();
      const id = seeded.services.job;
      const variables = admin.JobEnvironmentVariableApi;
      const { data: made } = await variables.createJobEnvironmentVariable(id, {
        key: 'COMPAT',
        value: 'one',
      });
      expect(
        (await variables.listJobEnvironmentVariable(id)).data.results?.map((entry) => entry.id),
      ).toContain(made.id);
      const edited = await variables.editJobEnvironmentVariable(id, made.id, { key: 'COMPAT', value: 'two' });
      expect(edited.data.value).toBe('two');
      await variables.createJobEnvironmentVariableAlias(id, seeded.variableId, { key: 'ALIASED' });
      await variables.createJobEnvironmentVariableOverride(id, seeded.variableId, { value: 'overridden' });
      await variables.deleteJobEnvironmentVariable(id, made.id);
      const { data: importedVars } = await variables.importJobEnvironmentVariable(id, imported('JOB'));
      expect(importedVars.total_variables_to_import).toBe(1);

      const secrets = admin.JobSecretApi;
      const { data: secret } = await secrets.createJobSecret(id, { key: 'COMPAT_SECRET', value: 's' });
      expect((await secrets.listJobSecrets(id)).data.results?.map((entry) => entry.id)).toContain(secret.id);
      await secrets.editJobSecret(id, secret.id, { key: 'COMPAT_SECRET', value: 't' });
      await secrets.createJobSecretAlias(id, seeded.secretId, { key: 'SECRET_ALIAS' });
      await secrets.createJobSecretOverride(id, seeded.secretId, { value: 'overridden' });
      await secrets.deleteJobSecret(id, secret.id);
    });
  },
};
