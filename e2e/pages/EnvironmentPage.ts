import type { Locator, Page } from '@playwright/test';
import { serviceStates } from '../../src/web/lib/deployments/serviceStates';
import { paths } from '../../src/web/lib/paths';
import { literally } from '../support/options';
import { DeleteEnvironmentDialog, EnvironmentDialog } from './EnvironmentDialog';

/** How the services table and its filters name each type of service. */
export const serviceTypeLabels = {
  application: { label: 'Application', plural: 'Applications' },
  container: { label: 'Container', plural: 'Containers' },
  database: { label: 'Database', plural: 'Databases' },
  job: { label: 'Job', plural: 'Jobs' },
  helm: { label: 'Helm chart', plural: 'Helm charts' },
  terraform: { label: 'Terraform', plural: 'Terraform' },
} as const;
export type ServiceTypeKey = keyof typeof serviceTypeLabels;

/** Any state a service's chip can read ("Not deployed", "Deployed", "Restarted"…). */
const stateLabels = new RegExp(
  `^(${[...new Set(Object.values(serviceStates).map(({ label }) => label)), 'Unknown'].map(literally).join('|')})$`,
);

/** What the bar above the services table offers on the chosen services. */
export type SelectionAction = 'Deploy' | 'Restart' | 'Stop';

/** One environment: its name as the heading, its mode and cluster, and the table of its services. */
export class EnvironmentPage {
  readonly heading: Locator;
  readonly editButton: Locator;
  readonly deleteButton: Locator;
  /** The header's link (the empty state has one too, shown with it). */
  readonly newServiceLink: Locator;
  readonly services: Locator;
  readonly servicesHeading: Locator;
  readonly servicesTable: Locator;
  readonly search: Locator;
  readonly typeFilter: Locator;
  readonly emptyState: Locator;
  /** "on cluster <name> (<provider>)", under the heading. */
  readonly placement: Locator;
  /** The header's checkbox: chooses (or lets go of) every service shown. */
  readonly selectAll: Locator;
  /** Above the table while some services are chosen: "N selected", the actions, Clear selection. */
  readonly selectionBar: Locator;
  readonly clearSelection: Locator;
  /** The deployment panel: the latest deployment, the requests waiting behind it and the history. */
  readonly deployment: Locator;
  /** "Waiting (N)": the requests queued behind the running deployment, first in line first. */
  readonly waitingList: Locator;
  /** The environment's deployments, newest first; a row's first button opens its stages under it. */
  readonly historyTable: Locator;
  /** "5 of 12 deployments", under the history. */
  readonly historyCount: Locator;
  readonly loadMoreHistory: Locator;
  /** The log dialog of an environment deployment ("Log: Deploy of <environment>"). */
  readonly logDialog: Locator;
  /** The log viewer in that dialog, and its search box. */
  readonly environmentLog: Locator;
  readonly environmentLogSearch: Locator;

  constructor(
    private readonly page: Page,
    readonly environmentName: string,
  ) {
    const main = page.getByRole('main');
    this.heading = page.getByRole('heading', { level: 1, name: environmentName, exact: true });
    this.editButton = main.getByRole('button', { name: 'Edit', exact: true });
    this.deleteButton = main.getByRole('button', { name: 'Delete', exact: true });
    this.newServiceLink = main.getByRole('link', { name: 'New service', exact: true }).first();
    this.services = page.getByRole('region', { name: 'Services', exact: true });
    this.servicesHeading = this.services.getByRole('heading', { level: 2, name: 'Services', exact: true });
    this.servicesTable = this.services.getByRole('table', { name: 'Services', exact: true });
    this.search = this.services.getByRole('searchbox', { name: 'Search services' });
    this.typeFilter = this.services.getByRole('group', { name: 'Filter by type' });
    this.emptyState = this.services.getByRole('heading', { name: 'No services yet' });
    this.placement = main.getByText(/^on cluster /);
    this.selectAll = this.servicesTable.getByRole('checkbox', { name: 'Select all services', exact: true });
    this.selectionBar = this.services.getByRole('group', { name: 'Selected services', exact: true });
    this.clearSelection = this.selectionBar.getByRole('button', { name: 'Clear selection', exact: true });
    this.deployment = main.getByRole('region', { name: 'Deployment', exact: true });
    this.waitingList = this.deployment.getByRole('list', { name: /^Waiting \(\d+\)$/ });
    this.historyTable = this.deployment.getByRole('table', { name: 'Deployment history', exact: true });
    this.historyCount = this.deployment.getByText(/^(\d+ of )?\d+ deployments?$/);
    this.loadMoreHistory = this.deployment.getByRole('button', { name: 'Load more', exact: true });
    this.logDialog = page.getByRole('dialog', { name: /^Log: / });
    this.environmentLog = this.logDialog.getByRole('region', { name: 'Environment log', exact: true });
    this.environmentLogSearch = this.logDialog.getByRole('searchbox', {
      name: 'Search environment log',
      exact: true,
    });
  }

  /** A waiting request, by its place in line (1 first). */
  waitingRequest(position: number): Locator {
    return this.waitingList.getByRole('listitem').nth(position - 1);
  }

  /** The confirmation of withdrawing a waiting request, by its question. */
  withdrawDialog(question: string): Locator {
    return this.page.getByRole('dialog', { name: question, exact: true });
  }

  /** The rows of the history, newest first (not the header, nor the row an opened one adds under it). */
  historyRows(): Locator {
    const toggle = this.page
      .getByRole('button', { expanded: false })
      .or(this.page.getByRole('button', { expanded: true }));
    return this.historyTable.getByRole('row').filter({ has: toggle });
  }

  /** The stages of a history row opened ("Stages of Deploy, <started>"). */
  historyStages(): Locator {
    return this.historyTable.getByRole('list', { name: /^Stages of / });
  }

  /** A service's checkbox, "Select <name>". */
  serviceCheckbox(name: string): Locator {
    return this.servicesTable.getByRole('checkbox', { name: `Select ${name}`, exact: true });
  }

  /** The state chip in a service's row. */
  serviceStatus(name: string): Locator {
    return this.serviceRow(name).getByText(stateLabels);
  }

  /** An action of the selection bar. */
  selectionAction(action: SelectionAction): Locator {
    return this.selectionBar.getByRole('button', { name: action, exact: true });
  }

  /** The confirmation of an action on the chosen services, by its question ("Restart 3 services?"). */
  selectionDialog(question: string): Locator {
    return this.page.getByRole('dialog', { name: question, exact: true });
  }

  /** The chip under the heading naming the environment's mode. */
  modeChip(mode: string): Locator {
    return this.page.getByRole('main').getByText(mode, { exact: true }).first();
  }

  async goto(organizationId: string, projectId: string, environmentId: string): Promise<void> {
    await this.page.goto(paths.environment(organizationId, projectId, environmentId));
  }

  serviceLink(name: string): Locator {
    return this.servicesTable.getByRole('link', { name, exact: true });
  }

  serviceRow(name: string): Locator {
    return this.servicesTable
      .getByRole('row')
      .filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  /** The Type cell of a service's row (the name cell's icon carries the type too, so this one is exact). */
  typeCell(name: string, type: ServiceTypeKey): Locator {
    return this.serviceRow(name).getByRole('cell', { name: serviceTypeLabels[type].label, exact: true });
  }

  /** The filter toggle of a type, named by its plural and count: "Applications (2)". */
  typeFilterButton(type: ServiceTypeKey, count?: number): Locator {
    const { plural } = serviceTypeLabels[type];
    const name =
      count === undefined ? new RegExp(`^${literally(plural)} \\(\\d+\\)$`) : `${plural} (${count})`;
    return this.typeFilter.getByRole('button', { name, exact: true });
  }

  /** The links of the services listed, in the table's order. */
  serviceLinks(): Locator {
    return this.servicesTable.getByRole('link');
  }

  editDialog(): EnvironmentDialog {
    return EnvironmentDialog.edit(this.page, this.environmentName);
  }

  deleteDialog(): DeleteEnvironmentDialog {
    return new DeleteEnvironmentDialog(this.page, this.environmentName);
  }
}
