import type { Locator, Page } from '@playwright/test';
import type { ServiceKind } from '../../src/contract';
import { paths } from '../../src/web/lib/paths';
import { chooseOption, literally, selectNamed } from '../support/options';
import { serviceTypeLabels } from './EnvironmentPage';

/** The catalog of kinds of service an environment's "New service" leads to. */
export class ServiceCatalog {
  readonly heading: Locator;
  readonly kinds: Locator;
  readonly cancel: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'New service', exact: true });
    this.kinds = page.getByRole('list', { name: 'Kinds of service' });
    this.cancel = page.getByRole('main').getByRole('link', { name: 'Cancel', exact: true });
  }

  async goto(organizationId: string, projectId: string, environmentId: string): Promise<void> {
    await this.page.goto(paths.newService(organizationId, projectId, environmentId));
  }

  /** A kind's card, a link named by the kind ("Application", "Helm chart"…). */
  kind(kind: ServiceKind): Locator {
    return this.kinds.getByRole('link', { name: serviceTypeLabels[kind].label, exact: true });
  }

  /** Chooses a kind and returns its creation form. */
  async choose(kind: ServiceKind): Promise<ServiceCreationForm> {
    await this.kind(kind).click();
    const form = new ServiceCreationForm(this.page, kind);
    await form.heading.waitFor();
    return form;
  }
}

/** The steps of each creation flow before its summary, as their headings name them (databases have none). */
export const creationSteps: Record<ServiceKind, readonly string[]> = {
  application: ['General', 'Source', 'Resources', 'Ports', 'Health checks'],
  container: ['General', 'Source', 'Resources', 'Ports', 'Health checks'],
  database: [],
  job: ['General', 'Source', 'Schedule', 'Resources', 'Health checks'],
  helm: ['General', 'Source', 'Values', 'Ports'],
  terraform: ['General', 'Source', 'Engine', 'Variables', 'Resources'],
};

export type ProbeKindLabel = 'None' | 'TCP' | 'HTTP' | 'gRPC' | 'Command';

/**
 * The creation form of one kind of service: steps over one form (General, Source…, then Summary) for every kind
 * but databases, which fill one form. Fields are found by their labels, within the form.
 */
export class ServiceCreationForm {
  /** "New application": the page's h1. */
  readonly heading: Locator;
  /** The form, named like the heading. */
  readonly form: Locator;
  /** The current step's h2 ("General", "Source"…, "Summary"). */
  readonly stepHeading: Locator;
  /** The tabs of the steps, on wide screens; a step can be revisited once reached. */
  readonly steps: Locator;
  readonly next: Locator;
  readonly back: Locator;
  /** "Create application", on the summary (or at the foot of the database form). */
  readonly submit: Locator;
  /** Said above the fields when the server refused without naming a field. */
  readonly alert: Locator;

  constructor(
    private readonly page: Page,
    readonly kind: ServiceKind,
  ) {
    const label = serviceTypeLabels[kind].label.toLowerCase();
    this.heading = page.getByRole('heading', { level: 1, name: `New ${label}`, exact: true });
    this.form = page.getByRole('form', { name: `New ${label}`, exact: true });
    this.stepHeading = this.form.getByRole('heading', { level: 2 }).first();
    this.steps = this.form.getByRole('tablist', { name: `Steps to create the ${label}`, exact: true });
    this.next = this.form.getByRole('button', { name: 'Next', exact: true });
    this.back = this.form.getByRole('button', { name: 'Back', exact: true });
    this.submit = this.form.getByRole('button', { name: `Create ${label}`, exact: true });
    this.alert = this.form.getByRole('alert');
  }

  async goto(organizationId: string, projectId: string, environmentId: string): Promise<void> {
    await this.page.goto(paths.newService(organizationId, projectId, environmentId, this.kind));
  }

  /** A text or number input by its label ("Name", "CPU", "Port 1"…). */
  field(label: string): Locator {
    return this.form.getByRole('textbox', { name: label, exact: true });
  }

  /** A select by its label ("Container registry", "Git token", "Protocol of port 1"…). */
  select(label: string): Locator {
    return selectNamed(this.form, label);
  }

  async choose(label: string, option: string): Promise<void> {
    await chooseOption(this.page, this.select(label), option);
  }

  button(name: string): Locator {
    return this.form.getByRole('button', { name, exact: true });
  }

  /** A row's switch ("Public" of each port, "Secret" of each variable), by the row's position from 0. */
  switch(label: string, index = 0): Locator {
    return this.form.getByRole('switch', { name: label, exact: true }).nth(index);
  }

  /** A step's tab, by its name (followed by "Needs attention" when it holds a field with an error). */
  step(name: string): Locator {
    return this.steps.getByRole('tab', { name: new RegExp(`^${literally(name)}( |$)`) });
  }

  /** The group of toggle buttons of a choice between a few ("Readiness check", "Chart source", "Runs"…). */
  choiceGroup(label: string): Locator {
    return this.form.getByRole('group', { name: label, exact: true });
  }

  async pick(group: string, option: string): Promise<void> {
    await this.choiceGroup(group).getByRole('button', { name: option, exact: true }).click();
  }

  async fillGeneral(values: { name: string; description?: string }): Promise<void> {
    await this.field('Name').fill(values.name);
    if (values.description !== undefined) await this.field('Description').fill(values.description);
  }

  /** Moves to the next step once the current one is accepted, and waits for it (`expected` is its heading). */
  async nextStep(expected: string): Promise<void> {
    await this.next.click();
    await this.form.getByRole('heading', { level: 2, name: expected, exact: true }).waitFor();
  }

  /** Goes through the remaining steps as they are, up to the summary. */
  async nextUntilSummary(): Promise<void> {
    const steps = creationSteps[this.kind];
    const current = (await this.stepHeading.textContent()) ?? '';
    for (const step of [...steps.slice(steps.indexOf(current) + 1), 'Summary']) await this.nextStep(step);
  }

  /** The readiness or liveness check: None, TCP, HTTP, gRPC or Command. */
  async chooseCheck(check: 'Readiness' | 'Liveness', kind: ProbeKindLabel): Promise<void> {
    await this.pick(`${check} check`, kind);
  }

  /** Adds a port, which starts at 8080 (or the next free one), HTTP and private. */
  async addPort(values: { port?: number; public?: boolean } = {}): Promise<void> {
    const count = await this.form.getByRole('textbox', { name: /^Port \d+$/ }).count();
    await this.button('Add port').click();
    const n = count + 1;
    if (values.port !== undefined) await this.field(`Port ${n}`).fill(String(values.port));
    if (values.public) await this.switch('Public', count).check();
  }
}
