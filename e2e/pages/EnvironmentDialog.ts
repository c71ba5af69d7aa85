import type { Locator, Page } from '@playwright/test';
import { chooseOption, selectNamed } from '../support/options';

export type EnvironmentModeLabel = 'Development' | 'Staging' | 'Production';

/** The dialog that creates an environment (name, mode, cluster), or edits one (`Edit environment <name>`). */
export class EnvironmentDialog {
  readonly dialog: Locator;
  readonly name: Locator;
  /** A select: its accessible name is "Mode" followed by the chosen mode. */
  readonly mode: Locator;
  /** Only when creating: the cluster is chosen once. */
  readonly cluster: Locator;
  readonly submit: Locator;
  readonly cancel: Locator;

  private constructor(
    private readonly page: Page,
    title: string,
    submitLabel: string,
  ) {
    this.dialog = page.getByRole('dialog', { name: title, exact: true });
    this.name = this.dialog.getByRole('textbox', { name: 'Name', exact: true });
    this.mode = selectNamed(this.dialog, 'Mode');
    this.cluster = selectNamed(this.dialog, 'Cluster');
    this.submit = this.dialog.getByRole('button', { name: submitLabel, exact: true });
    this.cancel = this.dialog.getByRole('button', { name: 'Cancel', exact: true });
  }

  static create(page: Page): EnvironmentDialog {
    return new EnvironmentDialog(page, 'Create environment', 'Create environment');
  }

  static edit(page: Page, environmentName: string): EnvironmentDialog {
    return new EnvironmentDialog(page, `Edit environment ${environmentName}`, 'Save changes');
  }

  async chooseMode(mode: EnvironmentModeLabel): Promise<void> {
    await chooseOption(this.page, this.mode, mode);
  }

  /** Cluster options are named by the cluster, "(default)" for the default one, and its provider and region. */
  async chooseCluster(clusterName: string): Promise<void> {
    await chooseOption(this.page, this.cluster, clusterName);
  }

  /** Fills the fields that are given and submits. */
  async fillAndSubmit(values: { name?: string; mode?: EnvironmentModeLabel; cluster?: string }) {
    if (values.name !== undefined) await this.name.fill(values.name);
    if (values.mode) await this.chooseMode(values.mode);
    if (values.cluster) await this.chooseCluster(values.cluster);
    await this.submit.click();
  }
}

/** "Delete environment?": the environment's name is typed before the delete button is enabled. */
export class DeleteEnvironmentDialog {
  readonly dialog: Locator;
  readonly confirmation: Locator;
  readonly confirm: Locator;

  constructor(page: Page, environmentName: string) {
    this.dialog = page.getByRole('dialog', { name: 'Delete environment?' });
    this.confirmation = this.dialog.getByRole('textbox', { name: `Type ${environmentName} to confirm` });
    this.confirm = this.dialog.getByRole('button', { name: 'Delete environment', exact: true });
  }
}
