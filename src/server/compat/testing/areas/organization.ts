import { expect, it } from 'vitest';
import type {
  BillingInfoRequest,
  GitTokenRequest,
  OrganizationApiTokenCreateRequest,
  OrganizationWebhookCreateRequest,
  TerraformVariableParsingRequest,
} from 'qovery-typescript-axios';
import type { CompatArea } from '../area';
import { refusal } from '../clients';
import { UNKNOWN_ID } from '../world';

// The organization's own operations through the official client: settings, tokens, roles, members, billing,
// webhooks and git tokens.

export const organizationArea: CompatArea = {
  title: 'the organization through the official client',
  file: import.meta.filename,
  tests(world) {
    it('reads and edits the organization, and lists the roles it offers', async () => {
      const { admin, seeded } = world();
      const orgId = seeded.organizationId;
      const { data: list } = await admin.OrganizationMainCallsApi.listOrganization();
      expect(list.results?.map((organization) => organization.id)).toContain(orgId);
      const { data: organization } = await admin.OrganizationMainCallsApi.getOrganization(orgId);
      expect(organization.id).toBe(orgId);
      const { data: edited } = await admin.OrganizationMainCallsApi.editOrganization(orgId, {
        name: organization.name,
        description: 'Edited through the official client',
      });
      expect(edited.description).toBe('Edited through the official client');
      const { data: roles } = await admin.OrganizationMainCallsApi.listOrganizationAvailableRoles(orgId);
      expect(roles.results?.map((role) => role.name)).toContain('ADMIN');
      expect(await refusal(admin.OrganizationMainCallsApi.getOrganization(UNKNOWN_ID))).toBe(404);
      expect(
        await refusal(world().reader.OrganizationMainCallsApi.editOrganization(orgId, { name: 'x' })),
      ).toBe(403);
    });

    it('creates, lists and deletes API tokens', async () => {
      const { admin, seeded, sample } = world();
      const orgId = seeded.organizationId;
      const request = sample<OrganizationApiTokenCreateRequest>('createOrganizationApiToken', {
        name: 'compat-token',
        role_id: undefined,
      });
      const { data: created } = await admin.OrganizationApiTokenApi.createOrganizationApiToken(
        orgId,
        request,
      );
      expect(created.token).toMatch(/^plt_/);
      const { data: tokens } = await admin.OrganizationApiTokenApi.listOrganizationApiTokens(orgId);
      expect(tokens.results?.map((token) => token.id)).toContain(created.id);
      await admin.OrganizationApiTokenApi.deleteOrganizationApiToken(orgId, created.id);
      expect(await refusal(admin.OrganizationApiTokenApi.deleteOrganizationApiToken(orgId, UNKNOWN_ID))).toBe(
        404,
      );
      expect(
        await refusal(world().reader.OrganizationApiTokenApi.createOrganizationApiToken(orgId, request)),
      ).toBe(403);
    });

    it('creates, reads, edits with some projects only, lists and deletes custom roles', async () => {
      const { admin, seeded } = world();
      const orgId = seeded.organizationId;
      const { data: role } = await admin.OrganizationCustomRoleApi.createOrganizationCustomRole(orgId, {
        name: 'compat-role',
      });
      const { data: edited } = await admin.OrganizationCustomRoleApi.editOrganizationCustomRole(
        orgId,
        role.id ?? '',
        {
          name: 'compat-role',
          description: 'One project',
          cluster_permissions: [],
          project_permissions: [
            {
              project_id: seeded.projectId,
              is_admin: false,
              permissions: (['DEVELOPMENT', 'PREVIEW', 'STAGING', 'PRODUCTION'] as const).map((type) => ({
                environment_type: type,
                permission: 'VIEWER',
              })),
            },
          ],
        },
      );
      expect(edited.project_permissions?.map((entry) => entry.project_id)).toEqual([seeded.projectId]);
      const { data: read } = await admin.OrganizationCustomRoleApi.getOrganizationCustomRole(
        orgId,
        role.id ?? '',
      );
      expect(read.name).toBe('compat-role');
      const { data: roles } = await admin.OrganizationCustomRoleApi.listOrganizationCustomRoles(orgId);
      expect(roles.results?.map((entry) => entry.id)).toContain(role.id);
      await admin.OrganizationCustomRoleApi.deleteOrganizationCustomRole(orgId, role.id ?? '');
      expect(
        await refusal(admin.OrganizationCustomRoleApi.getOrganizationCustomRole(orgId, UNKNOWN_ID)),
      ).toBe(404);
    });

    it('invites, lists, reads and deletes invitations; lists members, changes a role and removes a member', async () => {
      const { admin, seeded, t } = world();
      const orgId = seeded.organizationId;
      const { data: invitation } = await admin.MembersApi.postInviteMember(orgId, {
        email: 'compat@example.com',
        role: 'VIEWER',
      });
      expect(invitation.email).toBe('compat@example.com');
      const { data: invited } = await admin.MembersApi.getOrganizationInvitedMembers(orgId);
      expect(invited.results?.map((entry) => entry.id)).toContain(invitation.id);
      const { data: read } = await admin.MembersApi.getMemberInvitation(orgId, invitation.id);
      expect(read.email).toBe('compat@example.com');
      await admin.MembersApi.deleteInviteMember(orgId, invitation.id);

      const person = await t.createPerson([{ organizationId: orgId, role: 'VIEWER' }]);
      const { data: members } = await admin.MembersApi.getOrganizationMembers(orgId);
      const member = members.results?.find((entry) => entry.email === person.email);
      expect(member?.role_name).toBe('VIEWER');
      const developer = (
        await admin.OrganizationMainCallsApi.listOrganizationAvailableRoles(orgId)
      ).data.results?.find((role) => role.name === 'DEVELOPER');
      await admin.MembersApi.editOrganizationMemberRole(orgId, {
        user_id: member?.id ?? '',
        role_id: developer?.id ?? '',
      });
      await admin.MembersApi.deleteMember(orgId, { user_id: member?.id ?? '' });
      expect(await refusal(admin.MembersApi.getMemberInvitation(orgId, UNKNOWN_ID))).toBe(404);
      expect(
        await refusal(
          world().reader.MembersApi.postInviteMember(orgId, { email: 'x@example.com', role: 'VIEWER' }),
        ),
      ).toBe(403);
    });

    it('reads and edits the billing information', async () => {
      const { admin, seeded, sample } = world();
      const orgId = seeded.organizationId;
      const request = sample<BillingInfoRequest>('editOrganizationBillingInfo');
      const { data: edited } = await admin.BillingApi.editOrganizationBillingInfo(orgId, request);
      expect(edited.email).toBe(request.email);
      const { data: read } = await admin.BillingApi.getOrganizationBillingInfo(orgId);
      expect(read.email).toBe(request.email);
    });

    it('creates, reads, edits, lists, shows the events of and deletes webhooks', async () => {
      const { admin, seeded, sample } = world();
      const orgId = seeded.organizationId;
      const request = sample<OrganizationWebhookCreateRequest>('createOrganizationWebhook');
      const { data: created } = await admin.OrganizationWebhookApi.createOrganizationWebhook(orgId, request);
      expect(created.target_url).toBe(request.target_url);
      const { data: read } = await admin.OrganizationWebhookApi.getOrganizationWebhook(orgId, created.id);
      expect(read.id).toBe(created.id);
      const { data: edited } = await admin.OrganizationWebhookApi.editOrganizationWebhook(orgId, created.id, {
        ...request,
        description: 'edited',
      });
      expect(edited.description).toBe('edited');
      const { data: hooks } = await admin.OrganizationWebhookApi.listOrganizationWebHooks(orgId);
      expect(hooks.results?.map((hook) => hook.id)).toContain(created.id);
      const { data: events } = await admin.OrganizationWebhookApi.listWebhookEvent(orgId, created.id);
      expect(Array.isArray(events.results)).toBe(true);
      await admin.OrganizationWebhookApi.deleteOrganizationWebhook(orgId, created.id);
      expect(await refusal(admin.OrganizationWebhookApi.getOrganizationWebhook(orgId, UNKNOWN_ID))).toBe(404);
    });

    it('creates, reads, edits, lists and deletes git tokens, and parses terraform variables with one', async () => {
      const { admin, seeded, sample } = world();
      const orgId = seeded.organizationId;
      const request = sample<GitTokenRequest>('createGitToken', { name: 'compat-git' });
      const { data: created } = await admin.OrganizationMainCallsApi.createGitToken(orgId, request);
      expect(created.name).toBe('compat-git');
      const { data: read } = await admin.OrganizationMainCallsApi.getOrganizationGitToken(orgId, created.id);
      expect(read.type).toBe(request.type);
      const { data: edited } = await admin.OrganizationMainCallsApi.editGitToken(orgId, created.id, {
        ...request,
        description: 'edited',
      });
      expect(edited.description).toBe('edited');
      const { data: tokens } = await admin.OrganizationMainCallsApi.listOrganizationGitTokens(orgId);
      expect(tokens.results?.map((token) => token.id)).toContain(created.id);
      await admin.OrganizationMainCallsApi.deleteGitToken(orgId, created.id);
      // The sample's repository is on this machine: read without a token, which goes only to its own host.
      const parseRequest = sample<TerraformVariableParsingRequest>('parseTerraformVariablesFromGitRepo');
      const { data: parsed } = await admin.OrganizationMainCallsApi.parseTerraformVariablesFromGitRepo(
        orgId,
        {
          git_repository: { ...parseRequest.git_repository, git_token_id: undefined },
        },
      );
      expect(parsed.results?.length).toBeGreaterThan(0);
      expect(await refusal(admin.OrganizationMainCallsApi.getOrganizationGitToken(orgId, UNKNOWN_ID))).toBe(
        404,
      );
    });
  },
};
