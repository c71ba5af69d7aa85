import type { Locator, Page } from '@playwright/test';

/** A service's Deployments tab: its history, newest first, each row opening the deployment. */
export class DeploymentHistory {
  readonly table: Locator;

  constructor(page: Page) {
    this.table = page.getByRole('main').getByRole('table');
  }

  /** The rows, newest first (without the header row). */
  rows(): Locator {
    return this.table.getByRole('row').filter({ has: this.table.page().getByRole('cell') });
  }
}

/** One deployment: its title ("Deploy of web"), state, reason when it failed, steps and log. */
export class DeploymentView {
  readonly heading: Locator;
  readonly status: Locator;
  readonly steps: Locator;
  readonly log: Locator;
  readonly reason: Locator;

  constructor(page: Page, title: string) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 2, name: title, exact: true });
    this.status = main.getByRole('status', { name: 'Deployment status', exact: true });
    this.steps = main.getByRole('list', { name: 'Steps', exact: true });
    this.log = main.getByRole('region', { name: 'Deployment log', exact: true });
    this.reason = main.getByRole('alert');
  }

  /** A step of the timeline by its label ("Build", "Clone the repository"…), with its outcome and duration. */
  step(label: string): Locator {
    const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.steps
      .getByRole('listitem')
      .filter({ hasText: new RegExp(`^${escaped}(Waiting|Running|Succeeded|Failed|Canceled|Skipped)`) });
  }
}

/** A service's Logs tab: every line its deployments wrote. */
export class ServiceLogs {
  readonly log: Locator;
  readonly search: Locator;
  /** "2 of 5" or "No matches" while searching. */
  readonly matches: Locator;

  constructor(page: Page) {
    const main = page.getByRole('main');
    this.matches = main.getByRole('status').filter({ hasText: /^(\d+ of \d+|No matches)$/ });
    this.log = main.getByRole('region', { name: 'Service log', exact: true });
    this.search = main.getByRole('searchbox', { name: 'Search service log', exact: true });
  }
}
