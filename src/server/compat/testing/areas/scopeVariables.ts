import { expect, it } from 'vitest';
import type { CompatArea } from '../area';
import { refusal } from '../clients';
import { UNKNOWN_ID } from '../world';

// The variables and secrets of environments and projects, and the unified /variable operations, through the
// official client.

export const scopeVariablesArea: CompatArea = {
  title: 'environment, project and unified variables through the official client',
  file: import.meta.filename,
  tests(world) {
    it('of an environment', async () => {
      const { admin, seeded } = world();
      const id = seeded.environmentId;
      const variables = admin.EnvironmentVariableApi;
      const { data: made } = await variables.createEnvironmentEnvironmentVariable(id, {
        key: 'COMPAT',
        value: 'one',
      });
      const listed = await variables.listEnvironmentEnvironmentVariable(id);
      expect(listed.data.results?.map((entry) => entry.id)).toContain(made.id);
      const edited = await variables.editEnvironmentEnvironmentVariable(id, made.id, {
        key: 'COMPAT',
        value: 'two',
      });
      expect(edited.data.value).toBe('two');
      await variables.createEnvironmentEnvironmentVariableAlias(id, seeded.variableId, { key: 'ALIASED' });
      await variables.createEnvironmentEnvironmentVariableOverride(id, seeded.variableId, {
        value: 'overridden',
      });
      await variables.deleteEnvironmentEnvironmentVariable(id, made.id);

      const secrets = admin.EnvironmentSecretApi;
      const { data: secret } = await secrets.createEnvironmentSecret(id, {
        key: 'COMPAT_SECRET',
        value: 's',
      });
      expect((await secrets.listEnvironmentSecrets(id)).data.results?.map((entry) => entry.id)).toContain(
        secret.id,
      );
      await secrets.editEnvironmentSecret(id, secret.id, { key: 'COMPAT_SECRET', value: 't' });
      await secrets.createEnvironmentSecretAlias(id, seeded.secretId, { key: 'SECRET_ALIAS' });
      await secrets.createEnvironmentSecretOverride(id, seeded.secretId, { value: 'overridden' });
      await secrets.deleteEnvironmentSecret(id, secret.id);
      expect(await refusal(secrets.deleteEnvironmentSecret(id, UNKNOWN_ID))).toBe(404);
    });

    it('of a project: an override there is refused, nothing being wider than a project', async () => {
      const { admin, seeded } = world();
      const id = seeded.projectId;
      const variables = admin.ProjectEnvironmentVariableApi;
      const { data: made } = await variables.createProjectEnvironmentVariable(id, {
        key: 'COMPAT',
        value: 'one',
      });
      expect(
        (await variables.listProjectEnvironmentVariable(id)).data.results?.map((entry) => entry.id),
      ).toContain(made.id);
      const edited = await variables.editProjectEnvironmentVariable(id, made.id, {
        key: 'COMPAT',
        value: 'two',
      });
      expect(edited.data.value).toBe('two');
      await variables.createProjectEnvironmentVariableAlias(id, made.id, { key: 'COMPAT_ALIAS' });
      expect(
        await refusal(variables.createProjectEnvironmentVariableOverride(id, made.id, { value: 'x' })),
      ).toBe(400);

      const secrets = admin.ProjectSecretApi;
      const { data: secret } = await secrets.createProjectSecret(id, { key: 'COMPAT_SECRET', value: 's' });
      expect((await secrets.listProjectSecrets(id)).data.results?.map((entry) => entry.id)).toContain(
        secret.id,
      );
      await secrets.editProjectSecret(id, secret.id, { key: 'COMPAT_SECRET', value: 't' });
      await secrets.createProjectSecretAlias(id, secret.id, { key: 'COMPAT_SECRET_ALIAS' });
      expect(await refusal(secrets.createProjectSecretOverride(id, secret.id, { value: 'x' }))).toBe(400);
      const aliases = (await variables.listProjectEnvironmentVariable(id)).data.results ?? [];
      const alias = aliases.find((entry) => entry.key === 'COMPAT_ALIAS');
      await variables.deleteProjectEnvironmentVariable(id, alias?.id ?? '');
      await variables.deleteProjectEnvironmentVariable(id, made.id);
      const secretAliases = (await secrets.listProjectSecrets(id)).data.results ?? [];
      await secrets.deleteProjectSecret(
        id,
        secretAliases.find((entry) => entry.key === 'COMPAT_SECRET_ALIAS')?.id ?? '',
      );
      await secrets.deleteProjectSecret(id, secret.id);
      expect(
        await refusal(world().reader.ProjectSecretApi.createProjectSecret(id, { key: 'NOPE', value: 'x' })),
      ).toBe(403);
    });

    it('through the unified operations', async () => {
      const { admin, seeded } = world();
      const unified = admin.VariableMainCallsApi;
      const app = seeded.services.application;
      const { data: made } = await unified.createVariable({
        key: 'UNIFIED',
        value: 'one',
        is_secret: false,
        variable_scope: 'ENVIRONMENT',
        variable_parent_id: seeded.environmentId,
      });
      expect(made.scope).toBe('ENVIRONMENT');
      const { data: listed } = await unified.listVariables(seeded.environmentId, 'ENVIRONMENT');
      expect(listed.results?.map((entry) => entry.id)).toContain(made.id);
      expect((await unified.editVariable(made.id, { key: 'UNIFIED', value: 'two' })).data.value).toBe('two');
      const { data: alias } = await unified.createVariableAlias(made.id, {
        key: 'UNIFIED_ALIAS',
        alias_scope: 'APPLICATION',
        alias_parent_id: app,
      });
      expect(alias.aliased_variable?.id).toBe(made.id);
      const { data: override } = await unified.createVariableOverride(made.id, {
        value: 'overridden',
        override_scope: 'APPLICATION',
        override_parent_id: app,
      });
      expect(override.overridden_variable?.id).toBe(made.id);
      await unified.deleteVariable(alias.id);
      await unified.deleteVariable(override.id);
      await unified.deleteVariable(made.id);
      const { data: importedVars } = await unified.importEnvironmentVariables(app, 'APPLICATION', {
        overwrite: true,
        vars: [{ name: 'UNIFIED_IMPORT', value: 'x', scope: 'APPLICATION', is_secret: true }],
      });
      expect(importedVars.total_variables_to_import).toBe(1);
      expect(await refusal(unified.deleteVariable(UNKNOWN_ID))).toBe(404);
    });
  },
};
