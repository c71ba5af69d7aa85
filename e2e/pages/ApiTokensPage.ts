import type { Locator, Page } from '@playwright/test';

export type TokenScopeLabel = 'Read' | 'Deploy' | 'Write' | 'Admin';
export type TokenExpiryLabel = '7 days' | '30 days' | '90 days' | '1 year' | 'Never';

/** "Create API token": name, description, scope and expiry. */
export class CreateApiTokenDialog {
  readonly dialog: Locator;
  readonly name: Locator;
  readonly description: Locator;
  readonly scope: Locator;
  readonly expiresAfter: Locator;
  readonly submit: Locator;

  constructor(private readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Create API token' });
    this.name = this.dialog.getByRole('textbox', { name: 'Name', exact: true });
    this.description = this.dialog.getByRole('textbox', { name: 'Description', exact: true });
    // A select's accessible name is its label followed by the chosen value.
    this.scope = this.dialog.getByRole('combobox', { name: /^Scope/ });
    this.expiresAfter = this.dialog.getByRole('combobox', { name: /^Expires after/ });
    this.submit = this.dialog.getByRole('button', { name: 'Create token', exact: true });
  }

  /** Options are named by their label and the line under it ("Deploy Read, and trigger deployments."). */
  async choose(select: Locator, label: string): Promise<void> {
    await select.click();
    await this.page.getByRole('option', { name: new RegExp(`^${label}`) }).click();
  }
}

/** "API token created": the new token's value, shown this once. */
export class TokenCreatedDialog {
  readonly dialog: Locator;
  readonly copy: Locator;
  readonly done: Locator;
  /** The status line that says the value was copied. */
  readonly copied: Locator;

  constructor(page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'API token created' });
    this.copy = this.dialog.getByRole('button', { name: 'Copy token', exact: true });
    this.done = this.dialog.getByRole('button', { name: 'Done', exact: true });
    this.copied = this.dialog.getByRole('status').filter({ hasText: 'Copied' });
  }

  value(tokenName: string): Locator {
    return this.dialog.getByRole('textbox', { name: `Token ${tokenName}`, exact: true });
  }
}

/** Organization settings → API tokens. */
export class ApiTokensPage {
  readonly heading: Locator;
  readonly createButton: Locator;
  readonly table: Locator;
  readonly notAllowed: Locator;
  readonly createDialog: CreateApiTokenDialog;
  readonly createdDialog: TokenCreatedDialog;
  readonly revokeDialog: Locator;
  readonly confirmRevoke: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 2, name: 'API tokens' });
    this.createButton = page.getByRole('main').getByRole('button', { name: 'Create token', exact: true });
    this.table = page.getByRole('table', { name: 'API tokens' });
    this.notAllowed = page.getByText('You are not allowed to manage API tokens here.');
    this.createDialog = new CreateApiTokenDialog(page);
    this.createdDialog = new TokenCreatedDialog(page);
    this.revokeDialog = page.getByRole('dialog', { name: 'Revoke API token?' });
    this.confirmRevoke = this.revokeDialog.getByRole('button', { name: 'Revoke token', exact: true });
  }

  async goto(organizationId: string): Promise<void> {
    await this.page.goto(`/organizations/${encodeURIComponent(organizationId)}/settings/api-tokens`);
  }

  /** A token's row, found by the cell holding its name. */
  row(name: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('cell', { name, exact: true }) });
  }

  revokeButton(name: string): Locator {
    return this.table.getByRole('button', { name: `Revoke ${name}`, exact: true });
  }

  /** Fills and submits the create dialog; the created dialog then shows the value. */
  async createToken(values: {
    name: string;
    description?: string;
    scope: TokenScopeLabel;
    expiresAfter?: TokenExpiryLabel;
  }): Promise<void> {
    await this.createButton.click();
    const form = this.createDialog;
    await form.name.fill(values.name);
    if (values.description !== undefined) await form.description.fill(values.description);
    await form.choose(form.scope, values.scope);
    if (values.expiresAfter) await form.choose(form.expiresAfter, values.expiresAfter);
    await form.submit.click();
  }

  async revoke(name: string): Promise<void> {
    await this.revokeButton(name).click();
    await this.confirmRevoke.click();
  }
}
