import type { Locator, Page } from '@playwright/test';

/** The dialog that creates a project, or edits one (`Edit project <name>`). */
export class ProjectDialog {
  readonly dialog: Locator;
  readonly name: Locator;
  readonly description: Locator;
  readonly submit: Locator;
  readonly cancel: Locator;

  private constructor(page: Page, title: string, submitLabel: string) {
    this.dialog = page.getByRole('dialog', { name: title, exact: true });
    this.name = this.dialog.getByRole('textbox', { name: 'Name', exact: true });
    this.description = this.dialog.getByRole('textbox', { name: 'Description', exact: true });
    this.submit = this.dialog.getByRole('button', { name: submitLabel, exact: true });
    this.cancel = this.dialog.getByRole('button', { name: 'Cancel', exact: true });
  }

  static create(page: Page): ProjectDialog {
    return new ProjectDialog(page, 'Create project', 'Create project');
  }

  static edit(page: Page, projectName: string): ProjectDialog {
    return new ProjectDialog(page, `Edit project ${projectName}`, 'Save changes');
  }

  /** Fills the fields that are given (replacing what they held) and submits. */
  async fillAndSubmit(values: { name?: string; description?: string }): Promise<void> {
    if (values.name !== undefined) await this.name.fill(values.name);
    if (values.description !== undefined) await this.description.fill(values.description);
    await this.submit.click();
  }
}

/** "Delete project?": the project's name is typed before the delete button is enabled. */
export class DeleteProjectDialog {
  readonly dialog: Locator;
  readonly confirmation: Locator;
  readonly confirm: Locator;

  constructor(page: Page, projectName: string) {
    this.dialog = page.getByRole('dialog', { name: 'Delete project?' });
    this.confirmation = this.dialog.getByRole('textbox', { name: `Type ${projectName} to confirm` });
    this.confirm = this.dialog.getByRole('button', { name: 'Delete project', exact: true });
  }
}
