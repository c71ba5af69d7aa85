import type { Locator, Page } from '@playwright/test';
import { paths } from '../../src/web/lib/paths';
import { chooseOption, selectNamed } from '../support/options';

export type GitProviderLabel = 'GitHub' | 'GitLab' | 'Bitbucket';

/** "Add git token" (or "Edit git token <name>"): name, description, provider, token, workspace, API URL. */
export class GitTokenDialog {
  readonly dialog: Locator;
  readonly name: Locator;
  readonly description: Locator;
  readonly provider: Locator;
  /** A password input, so found by its label rather than as a textbox. */
  readonly token: Locator;
  /** Shown for Bitbucket only. */
  readonly workspace: Locator;
  readonly gitApiUrl: Locator;
  readonly submit: Locator;
  readonly cancel: Locator;

  constructor(
    private readonly page: Page,
    title = 'Add git token',
    submitLabel = 'Add token',
  ) {
    this.dialog = page.getByRole('dialog', { name: title, exact: true });
    this.name = this.dialog.getByRole('textbox', { name: 'Name', exact: true });
    this.description = this.dialog.getByRole('textbox', { name: 'Description', exact: true });
    this.provider = selectNamed(this.dialog, 'Provider');
    this.token = this.dialog.getByLabel('Token', { exact: true });
    this.workspace = this.dialog.getByRole('textbox', { name: 'Workspace', exact: true });
    this.gitApiUrl = this.dialog.getByRole('textbox', { name: 'Git API URL', exact: true });
    this.submit = this.dialog.getByRole('button', { name: submitLabel, exact: true });
    this.cancel = this.dialog.getByRole('button', { name: 'Cancel', exact: true });
  }

  async chooseProvider(provider: GitProviderLabel): Promise<void> {
    await chooseOption(this.page, this.provider, provider);
  }
}

/** Organization settings → Git tokens: a table of them, add, edit and delete. */
export class GitTokensPage {
  readonly heading: Locator;
  readonly addButton: Locator;
  readonly table: Locator;
  readonly emptyState: Locator;
  readonly addDialog: GitTokenDialog;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 2, name: 'Git tokens', exact: true });
    // The empty state has a button of the same name; only one is shown at a time.
    this.addButton = page.getByRole('main').getByRole('button', { name: 'Add git token', exact: true });
    this.table = page.getByRole('table', { name: 'Git tokens', exact: true });
    this.emptyState = page.getByRole('heading', { name: 'No git tokens yet' });
    this.addDialog = new GitTokenDialog(page);
  }

  async goto(organizationId: string): Promise<void> {
    await this.page.goto(paths.gitTokens(organizationId));
  }

  row(name: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('cell', { name, exact: true }) });
  }
}
