import type { Locator, Page } from '@playwright/test';
import { paths } from '../../src/web/lib/paths';

/** How the console names the events, in the form's checkboxes and in the delivery log. */
export const webhookEventLabels = {
  DEPLOYMENT_STARTED: 'Deployment started',
  DEPLOYMENT_SUCCEEDED: 'Deployment succeeded',
  DEPLOYMENT_FAILED: 'Deployment failed',
  DEPLOYMENT_CANCELLED: 'Deployment canceled',
} as const;
export type WebhookEventName = keyof typeof webhookEventLabels;

const DELIVERY_START = new RegExp(`^(${Object.values(webhookEventLabels).join('|')})`);

/** "Create webhook" or "Edit webhook": target URL, kind, events, enabled, description and the filters. */
export class WebhookFormDialog {
  readonly dialog: Locator;
  readonly targetUrl: Locator;
  readonly enabled: Locator;
  readonly description: Locator;
  readonly projectNames: Locator;
  readonly submit: Locator;
  readonly cancel: Locator;

  constructor(title: 'Create webhook' | 'Edit webhook', page: Page) {
    this.dialog = page.getByRole('dialog', { name: title, exact: true });
    this.targetUrl = this.dialog.getByRole('textbox', { name: 'Target URL', exact: true });
    this.enabled = this.dialog.getByRole('switch', { name: 'Enabled', exact: true });
    this.description = this.dialog.getByRole('textbox', { name: 'Description', exact: true });
    this.projectNames = this.dialog.getByRole('textbox', { name: 'Project names', exact: true });
    this.submit = this.dialog.getByRole('button', {
      name: title === 'Create webhook' ? 'Create webhook' : 'Save changes',
      exact: true,
    });
    this.cancel = this.dialog.getByRole('button', { name: 'Cancel', exact: true });
  }

  /** An event's checkbox, named by its label and the line under it. */
  event(event: WebhookEventName): Locator {
    return this.dialog.getByRole('checkbox', { name: new RegExp(`^${webhookEventLabels[event]}`) });
  }

  /** Checks exactly these events (every one is checked in a new webhook). */
  async chooseEvents(events: readonly WebhookEventName[]): Promise<void> {
    for (const event of Object.keys(webhookEventLabels) as WebhookEventName[]) {
      await this.event(event).setChecked(events.includes(event));
    }
  }
}

/** "Webhook created": the signing secret, shown this once, with its copy button. */
export class WebhookCreatedDialog {
  readonly dialog: Locator;
  readonly secret: Locator;
  readonly copy: Locator;
  readonly copied: Locator;
  readonly done: Locator;

  constructor(page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Webhook created', exact: true });
    this.secret = this.dialog.getByRole('textbox', { name: 'Signing secret', exact: true });
    this.copy = this.dialog.getByRole('button', { name: 'Copy secret', exact: true });
    this.copied = this.dialog.getByRole('status').filter({ hasText: 'Copied' });
    this.done = this.dialog.getByRole('button', { name: 'Done', exact: true });
  }
}

/** "Deliveries to <url>": the delivery log, newest first, with a button sending a test event. */
export class DeliveriesDialog {
  readonly dialog: Locator;
  readonly sendTest: Locator;
  /** The outcome of the latest test event ("Test event: Delivered: HTTP 200 in 12 ms."). */
  readonly testResult: Locator;
  readonly list: Locator;
  readonly empty: Locator;
  readonly close: Locator;

  constructor(page: Page, targetUrl: string) {
    this.dialog = page.getByRole('dialog', { name: `Deliveries to ${targetUrl}`, exact: true });
    this.sendTest = this.dialog.getByRole('button', { name: 'Send test event', exact: true });
    this.testResult = this.dialog.getByRole('status').filter({ hasText: /^Test event: / });
    this.list = this.dialog.getByRole('list', { name: 'Deliveries', exact: true });
    this.empty = this.dialog.getByText(/^Nothing delivered yet\./);
    this.close = this.dialog.getByRole('button', { name: 'Close', exact: true });
  }

  /** The deliveries, newest first: each an item of the log with its event, state, attempts and answers. */
  deliveries(): Locator {
    // Each delivery holds a list of its attempts ("Attempt 1 · …"); a delivery's text starts with its event.
    return this.list.getByRole('listitem').filter({ hasText: DELIVERY_START });
  }

  /** The deliveries of one event ("Deployment started"…), newest first. */
  deliveriesOf(event: WebhookEventName): Locator {
    return this.deliveries().filter({ hasText: new RegExp(`^${webhookEventLabels[event]}`) });
  }

  /** The body the receiver answered on an attempt of a delivery. */
  responseBody(delivery: Locator, attempt: number): Locator {
    return delivery.getByLabel(`Response body of attempt ${attempt}`, { exact: true });
  }
}

/** Organization settings › Webhooks: the table of webhooks, their dialogs and their delivery logs. */
export class WebhooksPage {
  readonly heading: Locator;
  readonly settingsLink: Locator;
  /** The header's button, or the empty state's when there is no webhook yet (only one shows at a time). */
  readonly createButton: Locator;
  readonly table: Locator;
  readonly search: Locator;
  readonly emptyState: Locator;
  readonly createDialog: WebhookFormDialog;
  readonly editDialog: WebhookFormDialog;
  readonly createdDialog: WebhookCreatedDialog;
  readonly deleteDialog: Locator;
  readonly confirmDelete: Locator;

  constructor(private readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 2, name: 'Webhooks', exact: true });
    this.settingsLink = page
      .getByRole('navigation', { name: 'Settings sections' })
      .getByRole('link', { name: 'Webhooks', exact: true });
    this.createButton = main.getByRole('button', { name: 'Create webhook', exact: true });
    this.table = main.getByRole('table', { name: 'Webhooks', exact: true });
    this.search = main.getByRole('searchbox', { name: 'Search webhooks' });
    this.emptyState = main.getByRole('heading', { name: 'No webhooks yet' });
    this.createDialog = new WebhookFormDialog('Create webhook', page);
    this.editDialog = new WebhookFormDialog('Edit webhook', page);
    this.createdDialog = new WebhookCreatedDialog(page);
    this.deleteDialog = page.getByRole('dialog', { name: 'Delete webhook?', exact: true });
    this.confirmDelete = this.deleteDialog.getByRole('button', { name: 'Delete webhook', exact: true });
  }

  async goto(organizationId: string): Promise<void> {
    await this.page.goto(paths.webhooks(organizationId));
  }

  /** The switch turning a webhook on and off at once, in its row. */
  enabledSwitch(targetUrl: string): Locator {
    return this.table.getByRole('switch', { name: `Enabled: ${targetUrl}`, exact: true });
  }

  /** A webhook's row, found by its switch (named after its target URL). */
  row(targetUrl: string): Locator {
    // `has` is matched inside each row, so it starts from the page, not the table.
    return this.table.getByRole('row').filter({
      has: this.page.getByRole('switch', { name: `Enabled: ${targetUrl}`, exact: true }),
    });
  }

  deliveriesButton(targetUrl: string): Locator {
    return this.table.getByRole('button', { name: `Deliveries to ${targetUrl}`, exact: true });
  }

  moreActions(targetUrl: string): Locator {
    return this.table.getByRole('button', { name: `More actions for ${targetUrl}`, exact: true });
  }

  deliveriesDialog(targetUrl: string): DeliveriesDialog {
    return new DeliveriesDialog(this.page, targetUrl);
  }

  /** Chooses an action of a row's menu: "Send test event", "Edit" or "Delete". */
  async chooseAction(targetUrl: string, action: 'Send test event' | 'Edit' | 'Delete'): Promise<void> {
    await this.moreActions(targetUrl).click();
    const menu = this.page.getByRole('menu');
    await menu.getByRole('menuitem', { name: action, exact: true }).click();
    await menu.waitFor({ state: 'hidden' });
  }

  /** Fills the create dialog and submits it; the created dialog then shows the secret. */
  async createWebhook(values: {
    targetUrl: string;
    events: readonly WebhookEventName[];
    enabled: boolean;
    description?: string;
    projectNames?: readonly string[];
  }): Promise<void> {
    await this.createButton.click();
    const form = this.createDialog;
    await form.targetUrl.fill(values.targetUrl);
    await form.chooseEvents(values.events);
    await form.enabled.setChecked(values.enabled);
    if (values.description !== undefined) await form.description.fill(values.description);
    if (values.projectNames) await form.projectNames.fill(values.projectNames.join('\n'));
    await form.submit.click();
  }
}
