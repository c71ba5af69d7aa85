import { serviceDeploymentEndpointsByKind, webhookEndpoints } from '../src/contract/endpoints';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { WebhooksPage, type WebhookEventName } from './pages/WebhooksPage';
import { uniqueName } from './support/names';
import type { PlatformApi } from './support/platform-api';
import { seedApplication, seedEnvironment } from './support/seed';
import { startWebhookReceiver, verifiedBody, type WebhookReceiver } from './support/webhook-receiver';

test.describe.configure({ mode: 'parallel' });

// The e2e server runs the engine twenty times faster than the demo (fixtures.ts): a deploy takes a second or two.
const DEPLOY_TIMEOUT_MS = 45_000;
const ALL_EVENTS: WebhookEventName[] = [
  'DEPLOYMENT_STARTED',
  'DEPLOYMENT_SUCCEEDED',
  'DEPLOYMENT_FAILED',
  'DEPLOYMENT_CANCELLED',
];
/** A secret of the right shape that signed nothing: a signature must not verify with it. */
const OTHER_SECRET = `whsec_${Buffer.alloc(24, 7).toString('base64')}`;

// Webhooks belong to the organization every spec shares, and other specs deploy meanwhile: each webhook here
// posts to a receiver of its own and is deleted at the end, whatever happened.
let receivers: WebhookReceiver[] = [];
let webhooksToDelete: { organizationId: string; webhookId: string }[] = [];

async function receiver(): Promise<WebhookReceiver> {
  const started = await startWebhookReceiver();
  receivers.push(started);
  return started;
}

test.afterEach(async ({ api }) => {
  await Promise.all(webhooksToDelete.map((webhook) => deleteIfThere(api, webhook)));
  await Promise.all(receivers.map((started) => started.close()));
  webhooksToDelete = [];
  receivers = [];
});

async function deleteIfThere(api: PlatformApi, params: { organizationId: string; webhookId: string }) {
  const response = await api.request.delete(
    `/api/organization/${params.organizationId}/webhook/${params.webhookId}`,
  );
  if (response.status() !== 204 && response.status() !== 404) {
    throw new Error(`Deleting webhook ${params.webhookId} answered ${response.status()}`);
  }
}

async function webhookAt(api: PlatformApi, organizationId: string, targetUrl: string) {
  const { results } = await api.call(webhookEndpoints.list, {
    params: { organizationId },
    query: { page_size: 100 },
  });
  return results.find((webhook) => webhook.target_url === targetUrl);
}

test.describe('webhooks from the console', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
  // Long journeys through dialogs: more than the default 30 s when the machine is busy.
  test.describe.configure({ timeout: 60_000 });

  /**
   * Creates a webhook posting to `hook` through the console and answers its secret, read from the dialog that shows
   * it once. No project has the name it is filtered to: only test events reach the receiver, whatever the other
   * specs deploy meanwhile.
   */
  async function createThroughConsole(
    page: Page,
    api: PlatformApi,
    organizationId: string,
    hook: WebhookReceiver,
  ) {
    const webhooks = new WebhooksPage(page);
    await webhooks.goto(organizationId);
    await expect(webhooks.heading).toBeVisible();
    await expect(webhooks.settingsLink).toHaveAttribute('aria-current', 'page');
    const noProject = uniqueName('e2e-no-such-project');
    await webhooks.createWebhook({
      targetUrl: hook.url,
      events: ['DEPLOYMENT_STARTED', 'DEPLOYMENT_SUCCEEDED', 'DEPLOYMENT_FAILED'],
      enabled: true,
      description: 'Made by the webhooks spec',
      projectNames: [noProject],
    });
    const created = webhooks.createdDialog;
    await expect(created.dialog).toContainText('this is the only time it is shown');
    const secret = await created.secret.inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const saved = await webhookAt(api, organizationId, hook.url);
    expect(saved).toMatchObject({
      kind: 'STANDARD',
      enabled: true,
      description: 'Made by the webhooks spec',
      events: ['DEPLOYMENT_STARTED', 'DEPLOYMENT_SUCCEEDED', 'DEPLOYMENT_FAILED'],
      project_names_filter: [noProject],
      environment_types_filter: [],
      target_secret_set: true,
    });
    webhooksToDelete.push({ organizationId, webhookId: saved!.id });
    return { webhooks, webhookId: saved!.id, secret, noProject };
  }

  test('a webhook is created with its secret shown once, edited, and deleted after a confirmation', async ({
    page,
    api,
    organizationId,
  }) => {
    const hook = await receiver();
    const { webhooks, secret, noProject } = await createThroughConsole(page, api, organizationId, hook);

    const created = webhooks.createdDialog;
    await created.copy.click();
    await expect(created.copied).toBeAttached();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await created.done.click();
    await expect(created.dialog).toBeHidden();

    const row = webhooks.row(hook.url);
    await expect(row).toContainText('Made by the webhooks spec');
    await expect(row).toContainText('Standard');
    await expect(row).toContainText('Started, Succeeded, Failed');
    await expect(row).toContainText('None yet');
    await expect(webhooks.enabledSwitch(hook.url)).toBeChecked();
    // Shown once: nowhere on the page now, nor after a reload.
    await expect(page.getByRole('textbox', { name: 'Signing secret' })).toHaveCount(0);
    await page.reload();
    await expect(row).toBeVisible();
    await expect(page.getByText(secret)).toHaveCount(0);

    // The row's switch turns it off at once.
    await expect(webhooks.enabledSwitch(hook.url)).toBeEnabled();
    await webhooks.enabledSwitch(hook.url).click();
    await expect(
      page.getByRole('alert').filter({ hasText: `Webhook to ${hook.url} disabled.` }),
    ).toBeVisible();
    await expect(webhooks.enabledSwitch(hook.url)).not.toBeChecked();
    expect(await webhookAt(api, organizationId, hook.url)).toMatchObject({ enabled: false });

    // Edit: other events, enabled again; the rest (filter, description, secret) stays.
    await webhooks.chooseAction(hook.url, 'Edit');
    const edit = webhooks.editDialog;
    await expect(edit.targetUrl).toHaveValue(hook.url);
    await expect(edit.enabled).not.toBeChecked();
    await expect(edit.event('DEPLOYMENT_FAILED')).toBeChecked();
    await expect(edit.event('DEPLOYMENT_CANCELLED')).not.toBeChecked();
    await expect(edit.projectNames).toHaveValue(noProject);
    await edit.chooseEvents(['DEPLOYMENT_STARTED', 'DEPLOYMENT_SUCCEEDED', 'DEPLOYMENT_CANCELLED']);
    await edit.enabled.check();
    await edit.submit.click();
    await expect(edit.dialog).toBeHidden();
    await expect(row).toContainText('Started, Succeeded, Canceled');
    await expect(webhooks.enabledSwitch(hook.url)).toBeChecked();
    expect(await webhookAt(api, organizationId, hook.url)).toMatchObject({
      enabled: true,
      events: ['DEPLOYMENT_STARTED', 'DEPLOYMENT_SUCCEEDED', 'DEPLOYMENT_CANCELLED'],
      project_names_filter: [noProject],
      description: 'Made by the webhooks spec',
      target_secret_set: true,
    });

    // Delete, after a confirmation naming it.
    await webhooks.chooseAction(hook.url, 'Delete');
    await expect(webhooks.deleteDialog).toContainText(`Delete the webhook to ${hook.url}?`);
    await webhooks.confirmDelete.click();
    await expect(webhooks.deleteDialog).toBeHidden();
    await expect(
      page.getByRole('alert').filter({ hasText: `Webhook to ${hook.url} deleted.` }),
    ).toBeVisible();
    await expect(row).toHaveCount(0);
    expect(await webhookAt(api, organizationId, hook.url)).toBeUndefined();
    expect(hook.received).toHaveLength(0);
  });

  test('a test event reaches the receiver signed with the secret shown at creation; a 500 shows as failed', async ({
    page,
    api,
    organizationId,
  }) => {
    const hook = await receiver();
    const { webhooks, webhookId, secret } = await createThroughConsole(page, api, organizationId, hook);
    await webhooks.createdDialog.done.click();
    await expect(webhooks.createdDialog.dialog).toBeHidden();
    const row = webhooks.row(hook.url);
    await expect(row).toContainText('None yet');

    // A test event from the row's menu: sent as the log opens, answered 200.
    await webhooks.chooseAction(hook.url, 'Send test event');
    const log = webhooks.deliveriesDialog(hook.url);
    await expect(log.testResult).toHaveText(/^Test event: Delivered: HTTP 200 in \d+ ms\.$/);
    await expect(log.deliveries()).toHaveCount(1);
    const delivered = log.deliveries().first();
    await expect(delivered).toContainText('Deployment started');
    await expect(delivered).toContainText('Test');
    await expect(delivered).toContainText('Delivered');
    await expect(delivered).toContainText('1 attempt');
    await expect(delivered).toContainText(/Attempt 1 · .* · HTTP 200 in \d+ ms/);
    await expect(log.responseBody(delivered, 1)).toHaveText('ok');

    // What the receiver got: a POST signed with the secret shown at creation, as Standard Webhooks say.
    expect(hook.received).toHaveLength(1);
    const [request] = hook.received;
    expect(request).toMatchObject({ method: 'POST', path: new URL(hook.url).pathname });
    expect(request!.headers).toMatchObject({
      'webhook-id': expect.any(String),
      'webhook-timestamp': expect.stringMatching(/^\d+$/),
      'webhook-signature': expect.stringMatching(/^v1,[A-Za-z0-9+/]+=*$/),
      'content-type': 'application/json',
      'user-agent': 'platform-console-webhooks/1.0',
    });
    expect(Math.abs(Number(request!.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
    expect(verifiedBody(secret, request!)).toMatchObject({
      event_type: 'DEPLOYMENT_STARTED',
      test: true,
      payload: { organization_id: organizationId, action: 'DEPLOY' },
    });
    expect(() => verifiedBody(OTHER_SECRET, request!)).toThrow();
    expect(() =>
      verifiedBody(secret, {
        ...request!,
        body: request!.body.replace('DEPLOYMENT_STARTED', 'DEPLOYMENT_FAILED'),
      }),
    ).toThrow();
    const [apiDelivery] = (
      await api.call(webhookEndpoints.listDeliveries, { params: { organizationId, webhookId } })
    ).results;
    expect(request!.headers['webhook-id']).toBe(apiDelivery!.id);

    // A receiver answering 500: the test event fails (test events are not retried) and the log says so.
    hook.status = 500;
    await log.sendTest.click();
    await expect(log.testResult).toHaveText(/^Test event: Not delivered: HTTP 500 in \d+ ms/);
    await expect(log.deliveries()).toHaveCount(2);
    const failed = log.deliveries().first();
    await expect(failed).toContainText('Failed');
    await expect(failed).toContainText(/Attempt 1 · .* · HTTP 500 in \d+ ms/);
    await expect(log.responseBody(failed, 1)).toHaveText('receiver answered 500');
    await expect(log.deliveries().nth(1)).toContainText('Delivered');
    expect(hook.received).toHaveLength(2);
    const second = hook.received[1]!;
    expect(verifiedBody(secret, second)).toMatchObject({ event_type: 'DEPLOYMENT_STARTED', test: true });
    expect(second.headers['webhook-id']).not.toBe(request!.headers['webhook-id']);
    await log.close.click();
    await expect(log.dialog).toBeHidden();
    // The row's last delivery follows.
    await expect(row.getByText('Failed', { exact: true })).toBeVisible();
  });
});

test.describe('the webhook dialog on a short window', () => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`keeps Create webhook in view at ${viewport.width}x${viewport.height}, the fields scrolling`, async ({
      page,
      organizationId,
    }) => {
      await page.setViewportSize(viewport);
      const webhooks = new WebhooksPage(page);
      await webhooks.goto(organizationId);
      await webhooks.createButton.click();
      const { dialog, submit, cancel, targetUrl } = webhooks.createDialog;
      await expect(dialog).toBeVisible();
      await expect(submit).toBeInViewport({ ratio: 1 });
      await expect(cancel).toBeInViewport({ ratio: 1 });
      // The last field is reached by scrolling the fields, the actions staying where they are.
      await dialog.getByRole('textbox').last().scrollIntoViewIfNeeded();
      await expect(submit).toBeInViewport({ ratio: 1 });
      await targetUrl.scrollIntoViewIfNeeded();
      await expect(targetUrl).toBeInViewport();
    });
  }
});

test.describe('webhooks on real deployments', () => {
  test('a deployment sends "started" then "succeeded", signed, and the console logs both', async ({
    page,
    api,
    organizationId,
  }) => {
    // A real deploy, then the console: more than the default 30 s when the machine is busy.
    test.setTimeout(90_000);
    const hook = await receiver();
    const seeded = await seedEnvironment(api, organizationId, 'e2e-hook-deploy');
    // Filtered to this project: the deployments of the other specs do not come here.
    const webhook = await api.call(webhookEndpoints.create, {
      params: { organizationId },
      body: {
        target_url: hook.url,
        events: ALL_EVENTS,
        enabled: true,
        description: 'Deployments of the webhooks spec',
        project_names_filter: [seeded.project.name],
      },
    });
    webhooksToDelete.push({ organizationId, webhookId: webhook.id });
    const application = await seedApplication(api, seeded.environment.id, 'hooked-web');

    const accepted = await api.call(serviceDeploymentEndpointsByKind.application.deploy, {
      params: { applicationId: application.id },
      body: {},
    });

    const eventTypes = () =>
      hook.received.map((request) => verifiedBody(webhook.target_secret, request).event_type);
    await expect
      .poll(eventTypes, { timeout: DEPLOY_TIMEOUT_MS, message: 'events the receiver got' })
      .toEqual(['DEPLOYMENT_STARTED', 'DEPLOYMENT_SUCCEEDED']);
    const [started, succeeded] = hook.received.map((request) => verifiedBody(webhook.target_secret, request));
    const where = {
      application_id: application.id,
      service_type: 'APPLICATION',
      service_name: 'hooked-web',
      environment_id: seeded.environment.id,
      environment_name: seeded.environment.name,
      environment_type: 'DEVELOPMENT',
      project_id: seeded.project.id,
      project_name: seeded.project.name,
      organization_id: organizationId,
      deployment_request_id: accepted.id,
      action: 'DEPLOY',
    };
    expect(started).toMatchObject({ event_type: 'DEPLOYMENT_STARTED', payload: where });
    expect(succeeded).toMatchObject({
      event_type: 'DEPLOYMENT_SUCCEEDED',
      payload: { ...where, state: 'DEPLOYED', message: null },
    });
    expect(started).not.toHaveProperty('test');
    expect(started!.payload.deployment_id).toBe(succeeded!.payload.deployment_id);
    const ids = hook.received.map((request) => request.headers['webhook-id']);
    expect(new Set(ids).size).toBe(2);

    // The console's delivery log shows both, delivered at the first attempt.
    const webhooks = new WebhooksPage(page);
    await webhooks.goto(organizationId);
    const row = webhooks.row(hook.url);
    await expect(row).toContainText('Deployments of the webhooks spec');
    await expect(row.getByText('Delivered', { exact: true })).toBeVisible();
    await webhooks.deliveriesButton(hook.url).click();
    const log = webhooks.deliveriesDialog(hook.url);
    await expect(log.deliveries()).toHaveCount(2);
    // Newest first.
    await expect(log.deliveries().nth(0)).toContainText('Deployment succeeded');
    await expect(log.deliveries().nth(1)).toContainText('Deployment started');
    for (const event of ['DEPLOYMENT_STARTED', 'DEPLOYMENT_SUCCEEDED'] as const) {
      const delivery = log.deliveriesOf(event);
      await expect(delivery).toContainText('Delivered');
      await expect(delivery).toContainText('1 attempt');
      await expect(delivery).toContainText(/Attempt 1 · .* · HTTP 200 in \d+ ms/);
      await expect(delivery).not.toContainText('Test');
    }

    // Deleted from the console: the confirmation names it.
    await log.close.click();
    await webhooks.chooseAction(hook.url, 'Delete');
    await expect(webhooks.deleteDialog).toContainText(hook.url);
    await webhooks.confirmDelete.click();
    await expect(row).toHaveCount(0);
  });
});
