import type { Locator, Page } from '@playwright/test';
import { DeleteProjectDialog, ProjectDialog } from './ProjectDialog';

/** One project: its name as the heading, its details, edit and delete. */
export class ProjectPage {
  readonly heading: Locator;
  readonly editButton: Locator;
  readonly deleteButton: Locator;
  readonly copyIdButton: Locator;
  readonly details: Locator;

  constructor(
    private readonly page: Page,
    readonly projectName: string,
  ) {
    this.heading = page.getByRole('heading', { level: 1, name: projectName, exact: true });
    this.editButton = page.getByRole('main').getByRole('button', { name: 'Edit', exact: true });
    this.deleteButton = page.getByRole('main').getByRole('button', { name: 'Delete', exact: true });
    this.copyIdButton = page.getByRole('button', { name: 'Copy project ID' });
    this.details = page.getByRole('region', { name: 'Details' });
  }

  async goto(organizationId: string, projectId: string): Promise<void> {
    await this.page.goto(
      `/organizations/${encodeURIComponent(organizationId)}/projects/${encodeURIComponent(projectId)}`,
    );
  }

  editDialog(): ProjectDialog {
    return ProjectDialog.edit(this.page, this.projectName);
  }

  deleteDialog(): DeleteProjectDialog {
    return new DeleteProjectDialog(this.page, this.projectName);
  }
}
