import type { Locator, Page } from '@playwright/test';
import { DeleteEnvironmentDialog, EnvironmentDialog } from './EnvironmentDialog';
import { DeleteProjectDialog, ProjectDialog } from './ProjectDialog';

/** One project: its name as the heading, its details, edit and delete, and its environments. */
export class ProjectPage {
  readonly heading: Locator;
  readonly editButton: Locator;
  readonly deleteButton: Locator;
  readonly copyIdButton: Locator;
  readonly details: Locator;
  readonly environments: ProjectEnvironmentsSection;

  constructor(
    private readonly page: Page,
    readonly projectName: string,
  ) {
    this.heading = page.getByRole('heading', { level: 1, name: projectName, exact: true });
    this.editButton = page.getByRole('main').getByRole('button', { name: 'Edit', exact: true });
    this.deleteButton = page.getByRole('main').getByRole('button', { name: 'Delete', exact: true });
    this.copyIdButton = page.getByRole('button', { name: 'Copy project ID' });
    this.details = page.getByRole('region', { name: 'Details' });
    this.environments = new ProjectEnvironmentsSection(page);
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

/** The project page's "Environments" section: a table of them with create, edit and delete. */
export class ProjectEnvironmentsSection {
  readonly region: Locator;
  readonly heading: Locator;
  /** In the section's header, or in its empty state when there are none yet. */
  readonly createButton: Locator;
  readonly table: Locator;
  readonly emptyState: Locator;
  readonly createDialog: EnvironmentDialog;

  constructor(private readonly page: Page) {
    this.region = page.getByRole('region', { name: 'Environments', exact: true });
    this.heading = this.region.getByRole('heading', { level: 2, name: 'Environments', exact: true });
    this.createButton = this.region.getByRole('button', { name: 'Create environment', exact: true });
    this.table = this.region.getByRole('table', { name: 'Environments', exact: true });
    this.emptyState = this.region.getByRole('heading', { name: 'No environments yet' });
    this.createDialog = EnvironmentDialog.create(page);
  }

  /** The link to an environment's page, in its row. */
  link(name: string): Locator {
    return this.table.getByRole('link', { name, exact: true });
  }

  row(name: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  /**
   * The cell of an environment's row under a column (Name, Mode, Cluster, Services, Created…), found by the
   * column headers' order once the table shows.
   */
  async cell(name: string, column: EnvironmentColumn): Promise<Locator> {
    const headers = this.table.getByRole('columnheader');
    await headers.first().waitFor();
    const index = (await headers.allInnerTexts()).findIndex((header) => header.trim() === column);
    if (index < 0) throw new Error(`The environments table has no ${column} column.`);
    return this.row(name).getByRole('cell').nth(index);
  }

  editButton(name: string): Locator {
    return this.table.getByRole('button', { name: `Edit ${name}`, exact: true });
  }

  deleteButton(name: string): Locator {
    return this.table.getByRole('button', { name: `Delete ${name}`, exact: true });
  }

  editDialog(name: string): EnvironmentDialog {
    return EnvironmentDialog.edit(this.page, name);
  }

  deleteDialog(name: string): DeleteEnvironmentDialog {
    return new DeleteEnvironmentDialog(this.page, name);
  }
}

export type EnvironmentColumn = 'Name' | 'Mode' | 'Cluster' | 'Services' | 'Created';
