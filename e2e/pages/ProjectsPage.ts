import type { Locator, Page } from '@playwright/test';
import { DeleteProjectDialog, ProjectDialog } from './ProjectDialog';

export type ProjectsColumn = 'Name' | 'Environments' | 'Created';

/** The projects of an organization: a searchable, sortable table with create, edit and delete. */
export class ProjectsPage {
  readonly heading: Locator;
  readonly createButton: Locator;
  readonly search: Locator;
  readonly table: Locator;
  readonly emptyState: Locator;
  readonly createDialog: ProjectDialog;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Projects' });
    // The empty state has a button of the same name; only one is shown at a time.
    this.createButton = page.getByRole('main').getByRole('button', { name: 'Create project', exact: true });
    this.search = page.getByRole('searchbox', { name: 'Search projects' });
    this.table = page.getByRole('table', { name: 'Projects' });
    this.emptyState = page.getByRole('heading', { name: 'No projects yet — create the first one' });
    this.createDialog = ProjectDialog.create(page);
  }

  async goto(organizationId: string): Promise<void> {
    await this.page.goto(`/organizations/${encodeURIComponent(organizationId)}/projects`);
  }

  /** The link to a project's page, in its row. */
  projectLink(name: string): Locator {
    return this.table.getByRole('link', { name, exact: true });
  }

  row(name: string): Locator {
    // `has` is matched inside each row, so it starts from the page, not the table.
    return this.table.getByRole('row').filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  editButton(name: string): Locator {
    return this.table.getByRole('button', { name: `Edit ${name}`, exact: true });
  }

  deleteButton(name: string): Locator {
    return this.table.getByRole('button', { name: `Delete ${name}`, exact: true });
  }

  sortButton(column: ProjectsColumn): Locator {
    return this.table.getByRole('columnheader').getByRole('button', { name: column, exact: true });
  }

  editDialog(name: string): ProjectDialog {
    return ProjectDialog.edit(this.page, name);
  }

  deleteDialog(name: string): DeleteProjectDialog {
    return new DeleteProjectDialog(this.page, name);
  }

  async createProject(values: { name: string; description?: string }): Promise<void> {
    await this.createButton.click();
    await this.createDialog.fillAndSubmit(values);
  }

  async deleteProject(name: string): Promise<void> {
    await this.deleteButton(name).click();
    const dialog = this.deleteDialog(name);
    await dialog.confirmation.fill(name);
    await dialog.confirm.click();
  }
}
