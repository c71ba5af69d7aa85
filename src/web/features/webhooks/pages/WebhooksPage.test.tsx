import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { webhookEndpoints, type ApiTokenScope, type Webhook } from '../../../../contract';
import { paths, routePatterns } from '../../../lib/paths';
import { ORG_ID } from '../../../test/fixtures';
import { mockApi } from '../../../test/mockApi';
import { renderPage, signInAs } from '../../../test/render';
import { delivery, webhook } from '../testing/fixtures';
import { WebhooksPage } from './WebhooksPage';

const opsHook = webhook();
const URL_ = opsHook.target_url;
const failedDelivery = delivery(opsHook, {
  status: 'PENDING',
  target_response_status_code: 503,
  next_retry_at: '2025-05-01T10:05:00Z',
  attempt_count: 1,
  attempts: [
    {
      attempt: 1,
      attempted_at: '2025-05-01T10:00:01Z',
      duration_ms: 120,
      target_url_used: URL_,
      response_status_code: 503,
      response_body: 'upstream unavailable',
      error: 'HTTP 503 is not a success',
      succeeded: false,
    },
  ],
});

function setUp(webhooks: Webhook[] = [opsHook], scope: ApiTokenScope = 'ADMIN') {
  const api = mockApi()
    .on(webhookEndpoints.list, { body: { results: webhooks } })
    .on(webhookEndpoints.listDeliveries, { body: { results: [failedDelivery] } });
  signInAs(api, scope);
  const view = renderPage(WebhooksPage, { path: routePatterns.webhooks, url: paths.webhooks(ORG_ID) });
  return { api, ...view };
}

async function chooseFromRow(user: ReturnType<typeof setUp>['user'], action: string) {
  await user.click(await screen.findByRole('button', { name: `More actions for ${URL_}` }));
  const item = await screen.findByRole('menuitem', { name: action });
  await user.click(item);
}

async function enabledButton(name: string) {
  return waitFor(() => {
    const button = screen.getByRole('button', { name });
    expect(button).toBeEnabled();
    return button;
  });
}

describe('webhooks page', { timeout: 45_000 }, () => {
  it('lists webhooks with kind, events, enabled and the last delivery', async () => {
    setUp();
    const table = await screen.findByRole('table', { name: 'Webhooks' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent(URL_);
    expect(row).toHaveTextContent('Standard');
    expect(row).toHaveTextContent('Succeeded, Failed');
    expect(within(row).getByRole('switch', { name: `Enabled: ${URL_}` })).toBeChecked();
    expect(await within(row).findByText('Retrying')).toBeInTheDocument();
  });

  it('creates a webhook from the checked events and shows its secret once', async () => {
    const { user, api } = setUp([]);
    const created = {
      ...webhook({ target_url: 'https://chat.example.com/hook', kind: 'SLACK' }),
      target_secret: 'whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0',
    };
    api.on(webhookEndpoints.create, { status: 201, body: created });

    await user.click(await enabledButton('Create webhook'));
    const form = await screen.findByRole('dialog', { name: 'Create webhook' });
    await user.type(within(form).getByLabelText(/Target URL/), 'https://chat.example.com/hook');
    await user.click(within(form).getByRole('button', { name: 'Slack' }));
    // Every event is checked to begin with: keep only the failures.
    await user.click(within(form).getByRole('checkbox', { name: /Deployment started/ }));
    await user.click(within(form).getByRole('checkbox', { name: /Deployment succeeded/ }));
    await user.click(within(form).getByRole('checkbox', { name: /Deployment canceled/ }));
    await user.click(within(form).getByRole('checkbox', { name: 'Production' }));
    await user.type(within(form).getByLabelText('Project names'), 'shop-*');
    await user.click(within(form).getByRole('button', { name: 'Create webhook' }));

    const shown = await screen.findByRole('dialog', { name: 'Webhook created' });
    expect(api.sent(webhookEndpoints.create)[0]).toMatchObject({
      path: `/organization/${ORG_ID}/webhook`,
      body: {
        kind: 'SLACK',
        target_url: 'https://chat.example.com/hook',
        enabled: true,
        events: ['DEPLOYMENT_FAILED'],
        project_names_filter: ['shop-*'],
        environment_types_filter: ['PRODUCTION'],
      },
    });
    expect(within(shown).getByLabelText('Signing secret')).toHaveValue(created.target_secret);
    expect(shown).toHaveTextContent('this is the only time it is shown');
    await user.click(within(shown).getByRole('button', { name: 'Copy secret' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(created.target_secret);

    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByDisplayValue(created.target_secret)).not.toBeInTheDocument());
  });

  it('asks for at least one event', async () => {
    const { user, api } = setUp([]);
    await user.click(await enabledButton('Create webhook'));
    const form = await screen.findByRole('dialog', { name: 'Create webhook' });
    await user.type(within(form).getByLabelText(/Target URL/), 'https://chat.example.com/hook');
    for (const name of [/started/, /succeeded/, /failed/, /canceled/]) {
      await user.click(within(form).getByRole('checkbox', { name }));
    }
    await user.click(within(form).getByRole('button', { name: 'Create webhook' }));
    expect(await within(form).findByText('Events must name at least one event')).toBeInTheDocument();
    expect(api.sent(webhookEndpoints.create)).toHaveLength(0);
  });

  it('saves the enabled switch at once', async () => {
    const { user, api } = setUp();
    api.on(webhookEndpoints.edit, { body: { ...opsHook, enabled: false } });
    const toggle = await screen.findByRole('switch', { name: `Enabled: ${URL_}` });
    await waitFor(() => expect(toggle).toBeEnabled());
    api.on(webhookEndpoints.list, { body: { results: [{ ...opsHook, enabled: false }] } });
    await user.click(toggle);
    expect(await screen.findByText(`Webhook to ${URL_} disabled.`)).toBeInTheDocument();
    expect(api.sent(webhookEndpoints.edit)[0]).toMatchObject({
      method: 'PUT',
      path: `/organization/${ORG_ID}/webhook/${opsHook.id}`,
      body: { target_url: URL_, enabled: false, events: opsHook.events },
    });
    expect(api.sent(webhookEndpoints.edit)[0]?.body).not.toHaveProperty('target_secret');
    await waitFor(() => expect(screen.getByRole('switch', { name: `Enabled: ${URL_}` })).not.toBeChecked());
  });

  it('shows the delivery log with every attempt', async () => {
    const { user } = setUp();
    await user.click(await screen.findByRole('button', { name: `Deliveries to ${URL_}` }));
    const dialog = await screen.findByRole('dialog', { name: `Deliveries to ${URL_}` });
    const list = await within(dialog).findByRole('list', { name: 'Deliveries' });
    expect(list).toHaveTextContent('Deployment failed');
    expect(list).toHaveTextContent('Retrying');
    expect(list).toHaveTextContent('1 attempt');
    expect(list).toHaveTextContent(/next retry/);
    expect(list).toHaveTextContent('Attempt 1');
    expect(list).toHaveTextContent('HTTP 503 in 120 ms');
    expect(within(list).getByLabelText('Response body of attempt 1')).toHaveTextContent(
      'upstream unavailable',
    );
  });

  it('sends a test event and shows how the receiver answered', async () => {
    const { user, api } = setUp();
    const test = delivery(opsHook, { is_test: true, matched_event: 'DEPLOYMENT_SUCCEEDED' });
    api.on(webhookEndpoints.sendTest, { body: test });
    await waitFor(() => expect(screen.getByRole('switch', { name: `Enabled: ${URL_}` })).toBeEnabled());
    await chooseFromRow(user, 'Send test event');
    const dialog = await screen.findByRole('dialog', { name: `Deliveries to ${URL_}` });
    expect(await within(dialog).findByText(/Test event: Delivered: HTTP 200 in 84 ms/)).toBeInTheDocument();
    expect(api.sent(webhookEndpoints.sendTest)).toHaveLength(1);
    expect(api.sent(webhookEndpoints.sendTest)[0]).toMatchObject({
      path: `/organization/${ORG_ID}/webhook/${opsHook.id}/test`,
      body: {},
    });

    api.on(webhookEndpoints.sendTest, { body: failedDelivery });
    await user.click(within(dialog).getByRole('button', { name: 'Send test event' }));
    expect(
      await within(dialog).findByText(/Not delivered: HTTP 503 in 120 ms \(HTTP 503 is not a success\)/),
    ).toBeInTheDocument();
    expect(api.sent(webhookEndpoints.sendTest)).toHaveLength(2);
  });

  it('deletes after a confirmation naming the URL', async () => {
    const { user, api } = setUp();
    api.on(webhookEndpoints.delete, { status: 204 });
    await waitFor(() => expect(screen.getByRole('switch', { name: `Enabled: ${URL_}` })).toBeEnabled());
    await chooseFromRow(user, 'Delete');
    const dialog = await screen.findByRole('dialog', { name: 'Delete webhook?' });
    expect(dialog).toHaveTextContent(`Delete the webhook to ${URL_}?`);
    api.on(webhookEndpoints.list, { body: { results: [] } });
    await user.click(within(dialog).getByRole('button', { name: 'Delete webhook' }));
    expect(await screen.findByRole('heading', { name: 'No webhooks yet' })).toBeInTheDocument();
    expect(api.sent(webhookEndpoints.delete).map((request) => request.path)).toEqual([
      `/organization/${ORG_ID}/webhook/${opsHook.id}`,
    ]);
  });

  it('lets only admins change webhooks, saying why', async () => {
    const { user } = setUp([opsHook], 'WRITE');
    await waitFor(() => expect(screen.getByRole('switch', { name: `Enabled: ${URL_}` })).toBeDisabled());
    await user.click(await screen.findByRole('button', { name: `More actions for ${URL_}` }));
    const edit = await screen.findByRole('menuitem', { name: /Edit/ });
    expect(edit).toHaveAttribute('aria-disabled', 'true');
    expect(edit).toHaveAccessibleDescription('Needs Admin access — your access here is Write.');
    await user.click(edit);
    expect(screen.queryByRole('dialog', { name: 'Edit webhook' })).not.toBeInTheDocument();
  });
});
