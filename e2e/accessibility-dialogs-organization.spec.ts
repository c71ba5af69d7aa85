import type { Locator, Page } from '@playwright/test';
import {
  apiTokenEndpoints,
  clusterEndpoints,
  customRoleEndpoints,
  gitTokenEndpoints,
  memberEndpoints,
  webhookEndpoints,
} from '../src/contract/endpoints';
import { paths } from '../src/web/lib/paths';
import { GitTokensPage } from './pages/GitTokensPage';
import { expectDialogUsableByKeyboard, visitDialogByKeyboard as visit } from './support/dialogs';
import { uniqueName } from './support/names';
import { DEMO_HELM_REPOSITORY_NAME, DEMO_REGISTRY_NAME } from './support/seed';
import { expect, openInConsole, test } from './support/sharedPage';

test.describe.configure({ mode: 'parallel' });

/** What everything made here is named from, to find it again in afterAll. */
const PREFIX = 'e2e-dialogs';
/** Where the webhooks made here point: nothing listens there (and those seeded are off, those typed deleted). */
const NOWHERE = 'http://127.0.0.1:9/hooks';

/** Goes to another settings page through the settings' own navigation (no reload) and waits for its heading. */
async function settingsSection(page: Page, link: string, heading: string) {
  await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: link }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: heading })).toBeVisible();
}

/** Submits a dialog's form from the keyboard: what it needs typed in its first field, then Enter. */
function typeAndSubmit(text: string) {
  return async (page: Page, dialog: Locator) => {
    // Back to the start after going round the dialog.
    await dialog.getByRole('textbox').first().focus();
    await page.keyboard.insertText(text);
    await page.keyboard.press('Enter');
  };
}

// As in accessibility-dialogs.spec.ts: each dialog from the keyboard, Tab and Shift+Tab at its ends kept in it, left
// with Escape or submitted, the focus then back on what opened it; each dialog component scanned once (WCAG 2.1 AA in
// the theme the page is in, color-contrast in the other). The confirmations here (revoke, delete, withdraw, lock) are
// ConfirmDialog with other words, which accessibility-dialogs.spec.ts scans in both its forms (with and without a
// name to type): they get the keyboard pass only. What a dialog acts on is seeded once; the tests share one page.
test.describe('dialogs of the organization, by keyboard', () => {
  test.describe.configure({ timeout: 120_000 });

  const seededNames = {
    apiToken: uniqueName(`${PREFIX}-token`),
    gitToken: uniqueName(`${PREFIX}-git`),
    role: uniqueName(`${PREFIX}-role`),
    cluster: uniqueName(`${PREFIX}-cluster`),
    invitee: `${uniqueName(`${PREFIX}-invitee`)}@example.com`,
    webhook: `${NOWHERE}/${uniqueName(`${PREFIX}-hook`)}`,
  };
  let organizationId: string;
  let clusterId: string;
  test.beforeAll(async ({ workerApi: api }) => {
    organizationId = (await api.demoOrganization()).id;
    const params = { organizationId };
    await api.call(apiTokenEndpoints.create, {
      params,
      body: { name: seededNames.apiToken, scope: 'READ', expires_in_days: 1 },
    });
    await api.call(gitTokenEndpoints.create, {
      params,
      body: { name: seededNames.gitToken, type: 'GITLAB', token: 'glpat-e2e' },
    });
    await api.call(customRoleEndpoints.create, { params, body: { name: seededNames.role } });
    await api.call(memberEndpoints.invite, { params, body: { email: seededNames.invitee, role: 'VIEWER' } });
    await api.call(webhookEndpoints.create, {
      params,
      body: { target_url: seededNames.webhook, events: ['DEPLOYMENT_SUCCEEDED'], enabled: false },
    });
    const cluster = await api.call(clusterEndpoints.create, {
      params,
      body: { name: seededNames.cluster, cloud_provider: 'AWS', region: 'eu-west-3' },
    });
    clusterId = cluster.id;
  });

  // Everything made here goes: the seeded records, and those the dialogs typed and submitted (a token, an
  // invitation, a webhook), all named from PREFIX. The shared organization is then as the other specs expect it.
  test.afterAll(async ({ workerApi: api }) => {
    const params = { organizationId };
    const ours = (name: string) => name.startsWith(PREFIX);
    await api.call(clusterEndpoints.delete, { params: { ...params, clusterId } });
    const webhooks = await api.call(webhookEndpoints.list, { params, query: { page_size: 100 } });
    for (const webhook of webhooks.results.filter((candidate) => candidate.target_url.startsWith(NOWHERE))) {
      await api.call(webhookEndpoints.delete, { params: { ...params, webhookId: webhook.id } });
    }
    const gitTokens = await api.call(gitTokenEndpoints.list, { params });
    for (const token of gitTokens.results.filter((candidate) => ours(candidate.name))) {
      await api.call(gitTokenEndpoints.delete, { params: { ...params, gitTokenId: token.id } });
    }
    // The tokens and invitations before the role, which cannot go while one of them holds it.
    const apiTokens = await api.call(apiTokenEndpoints.list, { params });
    for (const token of apiTokens.results.filter((candidate) => ours(candidate.name))) {
      await api.call(apiTokenEndpoints.delete, { params: { ...params, apiTokenId: token.id } });
    }
    const invitations = await api.call(memberEndpoints.listInvitations, { params });
    for (const invitation of invitations.results.filter((candidate) => ours(candidate.email))) {
      await api.call(memberEndpoints.deleteInvitation, { params: { ...params, inviteId: invitation.id } });
    }
    const roles = await api.call(customRoleEndpoints.list, { params });
    for (const role of roles.results.filter((candidate) => ours(candidate.name))) {
      await api.call(customRoleEndpoints.delete, { params: { ...params, customRoleId: role.id } });
    }
  });

  test('API tokens and git tokens', async ({ sharedPage: page }, testInfo) => {
    const main = page.getByRole('main');
    await openInConsole(page, paths.apiTokens(organizationId), 'Organization settings');
    const createToken = main.getByRole('button', { name: 'Create token', exact: true });
    await visit(page, testInfo, {
      label: 'create API token',
      opener: createToken,
      name: 'Create API token',
      leave: async (keyboard, dialog) => {
        await typeAndSubmit(uniqueName(`${PREFIX}-created`))(keyboard, dialog);
        const created = page.getByRole('dialog', { name: 'API token created' });
        await expectDialogUsableByKeyboard(page, testInfo, 'API token created', created);
        await keyboard.keyboard.press('Escape');
        await expect(created).toBeHidden();
      },
    });
    await visit(page, testInfo, {
      label: 'revoke API token',
      opener: main.getByRole('button', { name: `Revoke ${seededNames.apiToken}`, exact: true }),
      name: 'Revoke API token?',
      scanned: false,
    });

    await settingsSection(page, 'Git tokens', 'Git tokens');
    const gitTokens = new GitTokensPage(page);
    await visit(page, testInfo, {
      label: 'add git token (Bitbucket, with its workspace)',
      opener: gitTokens.addButton,
      name: 'Add git token',
      ready: async () => {
        await gitTokens.addDialog.chooseProvider('Bitbucket');
        await expect(gitTokens.addDialog.workspace).toBeVisible();
      },
    });
    for (const [opener, name, scanned] of [
      [`Repositories of ${seededNames.gitToken}`, `Repositories of ${seededNames.gitToken}`, true],
      [`Edit ${seededNames.gitToken}`, `Edit git token ${seededNames.gitToken}`, true],
      [`Delete ${seededNames.gitToken}`, 'Delete git token?', false],
    ] as const) {
      await visit(page, testInfo, {
        label: opener,
        opener: main.getByRole('button', { name: opener, exact: true }),
        name,
        scanned,
      });
    }
  });

  test('container registries and helm repositories', async ({ sharedPage: page }, testInfo) => {
    const main = page.getByRole('main');
    await openInConsole(page, paths.containerRegistries(organizationId), 'Organization settings');
    for (const [link, noun, record] of [
      ['Container registries', 'container registry', DEMO_REGISTRY_NAME],
      ['Helm repositories', 'helm repository', DEMO_HELM_REPOSITORY_NAME],
    ] as const) {
      if (link !== 'Container registries') await settingsSection(page, link, link);
      for (const [opener, name, scanned] of [
        [`Add ${noun}`, `Add ${noun}`, true],
        [`Edit ${record}`, `Edit ${noun} ${record}`, true],
        [`Delete ${record}`, `Delete ${noun}?`, false],
      ] as const) {
        await visit(page, testInfo, {
          label: opener,
          opener: main.getByRole('button', { name: opener, exact: true }),
          name,
          scanned,
        });
      }
    }
  });

  test('webhooks and members', async ({ sharedPage: page }, testInfo) => {
    const main = page.getByRole('main');
    await openInConsole(page, paths.webhooks(organizationId), 'Organization settings');
    await visit(page, testInfo, {
      label: 'create webhook',
      opener: main.getByRole('button', { name: 'Create webhook', exact: true }),
      name: 'Create webhook',
      leave: async (keyboard, dialog) => {
        await typeAndSubmit(`${NOWHERE}/${uniqueName(`${PREFIX}-typed`)}`)(keyboard, dialog);
        const created = page.getByRole('dialog', { name: 'Webhook created' });
        await expectDialogUsableByKeyboard(page, testInfo, 'webhook created', created);
        await keyboard.keyboard.press('Escape');
        await expect(created).toBeHidden();
      },
    });
    await visit(page, testInfo, {
      label: 'webhook deliveries',
      opener: main.getByRole('button', { name: `Deliveries to ${seededNames.webhook}`, exact: true }),
      name: `Deliveries to ${seededNames.webhook}`,
    });
    const webhookMenu = main.getByRole('button', { name: `More actions for ${seededNames.webhook}` });
    for (const [menuItem, name, scanned] of [
      ['Edit', 'Edit webhook', true],
      ['Delete', 'Delete webhook?', false],
    ] as const) {
      await visit(page, testInfo, {
        label: `${menuItem} webhook`,
        opener: webhookMenu,
        menuItem,
        name,
        returnsTo: webhookMenu,
        scanned,
      });
    }

    await settingsSection(page, 'Members', 'Members');
    await visit(page, testInfo, {
      label: 'invite member',
      opener: main.getByRole('button', { name: 'Invite member', exact: true }),
      name: 'Invite member',
      leave: async (keyboard, dialog) => {
        await typeAndSubmit(`${uniqueName(`${PREFIX}-invited`)}@example.com`)(keyboard, dialog);
        const link = page.getByRole('dialog', { name: 'Invitation link' });
        await expectDialogUsableByKeyboard(page, testInfo, 'invitation link', link);
        await keyboard.keyboard.press('Escape');
        await expect(link).toBeHidden();
      },
    });
    await visit(page, testInfo, {
      label: 'withdraw invitation',
      opener: main.getByRole('button', { name: `Withdraw the invitation of ${seededNames.invitee}` }),
      name: 'Withdraw invitation?',
      scanned: false,
    });
  });

  test('roles, a cluster, the command palette and the shortcuts', async ({ sharedPage: page }, testInfo) => {
    const main = page.getByRole('main');
    await openInConsole(page, paths.roles(organizationId), 'Organization settings');
    await visit(page, testInfo, {
      label: 'create role',
      opener: main.getByRole('button', { name: 'Create role', exact: true }),
      name: 'Create role',
    });
    await visit(page, testInfo, {
      label: 'delete role',
      opener: main.getByRole('button', { name: `Delete ${seededNames.role}`, exact: true }),
      name: 'Delete role?',
      scanned: false,
    });

    await openInConsole(page, paths.cluster(organizationId, clusterId), seededNames.cluster);
    for (const [opener, name, scanned] of [
      ['Lock', `Lock ${seededNames.cluster}?`, false],
      ['Delete', `Delete ${seededNames.cluster}?`, false],
      ['Add AWS credentials', 'Add AWS credentials', true],
    ] as const) {
      await visit(page, testInfo, {
        label: `${opener} (cluster)`,
        opener: main.getByRole('button', { name: opener, exact: true }),
        name,
        scanned,
      });
    }

    const banner = page.getByRole('banner');
    await visit(page, testInfo, {
      label: 'command palette',
      opener: banner.getByRole('button', { name: /^Search/ }),
      name: 'Go to or run',
      ready: async () => {
        await page.keyboard.insertText('store');
        await expect(page.getByRole('option', { name: /storefront/ }).first()).toBeVisible();
      },
    });
    const help = banner.getByRole('button', { name: 'Help' });
    await visit(page, testInfo, {
      label: 'keyboard shortcuts',
      opener: help,
      menuItem: 'Keyboard shortcuts',
      name: 'Keyboard shortcuts',
      returnsTo: help,
    });
  });
});
