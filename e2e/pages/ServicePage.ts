import type { Locator, Page } from '@playwright/test';
import type { ServiceKind } from '../../src/contract';
import { paths } from '../../src/web/lib/paths';
import { chooseOption, selectNamed } from '../support/options';
import { serviceTypeLabels } from './EnvironmentPage';

/** Where a service lives in the console. */
export interface ServiceAddress {
  organizationId: string;
  projectId: string;
  environmentId: string;
  kind: ServiceKind;
  serviceId: string;
}

/** A service: its name as the heading, its pages (overview, settings) and, in settings, its sections. */
export class ServicePage {
  readonly heading: Locator;
  readonly pages: Locator;
  readonly overviewLink: Locator;
  readonly settingsLink: Locator;
  readonly deploymentsLink: Locator;
  readonly logsLink: Locator;
  /** The service's state in the header, a live region ("Deployed", "Building"…). */
  readonly status: Locator;
  readonly deployButton: Locator;
  readonly moreActions: Locator;
  readonly sections: Locator;
  readonly dangerZone: Locator;
  readonly cloneButton: Locator;
  readonly deleteButton: Locator;

  constructor(
    private readonly page: Page,
    readonly kind: ServiceKind,
    readonly serviceName: string,
  ) {
    this.heading = page.getByRole('heading', { level: 1, name: serviceName, exact: true });
    this.pages = page.getByRole('navigation', { name: 'Service pages' });
    this.overviewLink = this.pages.getByRole('link', { name: 'Overview', exact: true });
    this.settingsLink = this.pages.getByRole('link', { name: 'Settings', exact: true });
    this.deploymentsLink = this.pages.getByRole('link', { name: 'Deployments', exact: true });
    this.logsLink = this.pages.getByRole('link', { name: 'Logs', exact: true });
    this.status = page.getByRole('status', { name: 'Service status', exact: true });
    this.deployButton = page.getByRole('main').getByRole('button', { name: 'Deploy', exact: true });
    this.moreActions = page.getByRole('main').getByRole('button', { name: 'More actions', exact: true });
    this.sections = page.getByRole('navigation', { name: 'Settings sections' });
    this.dangerZone = page.getByRole('region', { name: 'Danger zone', exact: true });
    this.cloneButton = this.dangerZone.getByRole('button', { name: 'Clone', exact: true });
    this.deleteButton = this.dangerZone.getByRole('button', { name: 'Delete', exact: true });
  }

  static async open(page: Page, address: ServiceAddress, name: string): Promise<ServicePage> {
    const servicePage = new ServicePage(page, address.kind, name);
    await page.goto(
      paths.service(
        address.organizationId,
        address.projectId,
        address.environmentId,
        address.kind,
        address.serviceId,
      ),
    );
    return servicePage;
  }

  /** Opens a section of the settings by its path segment ("general", "resources", "danger"…). */
  static async openSettings(
    page: Page,
    address: ServiceAddress,
    name: string,
    section?: string,
  ): Promise<ServicePage> {
    const servicePage = new ServicePage(page, address.kind, name);
    await page.goto(
      paths.serviceSettings(
        address.organizationId,
        address.projectId,
        address.environmentId,
        address.kind,
        address.serviceId,
        section,
      ),
    );
    return servicePage;
  }

  /** A link of the settings' side navigation ("General", "Resources"…, "Danger zone"). */
  sectionLink(label: string): Locator {
    return this.sections.getByRole('link', { name: label, exact: true });
  }

  /** A settings section: a form named after it. */
  section(label: string): SettingsSection {
    return new SettingsSection(this.page, label);
  }

  /** An overview card, named after the settings section it sums up. */
  overviewCard(label: string): Locator {
    return this.page.getByRole('main').getByRole('region', { name: label, exact: true });
  }

  /** "Deploy <name>?", with the version it may pin. */
  deployDialog(): Locator {
    return this.page.getByRole('dialog', { name: `Deploy ${this.serviceName}?`, exact: true });
  }

  cloneDialog(): CloneServiceDialog {
    return new CloneServiceDialog(this.page, this.kind, this.serviceName);
  }

  deleteDialog(): DeleteServiceDialog {
    return new DeleteServiceDialog(this.page, this.kind, this.serviceName);
  }
}

/** One section of a service's settings: its fields, "Save changes", "Discard" and the unsaved-changes marker. */
export class SettingsSection {
  readonly form: Locator;
  readonly heading: Locator;
  readonly save: Locator;
  readonly discard: Locator;
  readonly unsaved: Locator;

  constructor(
    private readonly page: Page,
    readonly label: string,
  ) {
    this.form = page.getByRole('form', { name: label, exact: true });
    this.heading = this.form.getByRole('heading', { level: 2, name: label, exact: true });
    this.save = this.form.getByRole('button', { name: 'Save changes', exact: true });
    this.discard = this.form.getByRole('button', { name: 'Discard', exact: true });
    this.unsaved = this.form.getByText('Unsaved changes', { exact: true });
  }

  field(label: string): Locator {
    return this.form.getByRole('textbox', { name: label, exact: true });
  }

  select(label: string): Locator {
    return selectNamed(this.form, label);
  }

  async choose(label: string, option: string): Promise<void> {
    await chooseOption(this.page, this.select(label), option);
  }
}

/** "Clone <name>": the copy's name and its environment. */
export class CloneServiceDialog {
  readonly dialog: Locator;
  readonly name: Locator;
  readonly environment: Locator;
  readonly submit: Locator;

  constructor(
    private readonly page: Page,
    kind: ServiceKind,
    serviceName: string,
  ) {
    this.dialog = page.getByRole('dialog', { name: `Clone ${serviceName}`, exact: true });
    this.name = this.dialog.getByRole('textbox', { name: 'Name of the copy', exact: true });
    this.environment = selectNamed(this.dialog, 'Environment');
    this.submit = this.dialog.getByRole('button', {
      name: `Clone ${serviceTypeLabels[kind].label.toLowerCase()}`,
      exact: true,
    });
  }

  async chooseEnvironment(name: string): Promise<void> {
    await chooseOption(this.page, this.environment, name);
  }
}

/** "Delete application?" (or the kind's word): the service's name is typed before deleting. */
export class DeleteServiceDialog {
  readonly dialog: Locator;
  readonly confirmation: Locator;
  readonly confirm: Locator;

  constructor(page: Page, kind: ServiceKind, serviceName: string) {
    const label = serviceTypeLabels[kind].label.toLowerCase();
    this.dialog = page.getByRole('dialog', { name: `Delete ${label}?`, exact: true });
    this.confirmation = this.dialog.getByRole('textbox', { name: `Type ${serviceName} to confirm` });
    this.confirm = this.dialog.getByRole('button', { name: `Delete ${label}`, exact: true });
  }
}
