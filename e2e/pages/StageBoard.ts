import type { Locator, Page } from '@playwright/test';
import { paths } from '../../src/web/lib/paths';

/** An environment's Deployment stages tab: the board of stages in deployment order, each with its services. */
export class StageBoard {
  readonly board: Locator;
  readonly addStage: Locator;
  readonly deployEnvironment: Locator;

  constructor(private readonly page: Page) {
    const main = page.getByRole('main');
    this.board = main.getByRole('region', { name: 'Stages in deployment order', exact: true });
    this.addStage = main.getByRole('button', { name: 'Add stage', exact: true });
    this.deployEnvironment = main.getByRole('button', { name: 'Deploy environment', exact: true });
  }

  async goto(organizationId: string, projectId: string, environmentId: string): Promise<void> {
    await this.page.goto(paths.environmentStages(organizationId, projectId, environmentId));
  }

  /** The stages' names, in deployment order. */
  async stageNames(): Promise<string[]> {
    const regions = await this.board.getByRole('region').all();
    return Promise.all(regions.map(async (region) => (await region.getAttribute('aria-label')) ?? ''));
  }

  stage(name: string): Locator {
    return this.board.getByRole('region', { name, exact: true });
  }

  /** A stage's state in the latest deployment ("Stage Data: Done"). */
  stageState(name: string): Locator {
    return this.page.getByRole('status', { name: new RegExp(`^Stage ${name}: `) });
  }

  /** A service's card, found in the stage that holds it. */
  card(stage: string, service: string): Locator {
    return this.stage(stage)
      .getByRole('list', { name: `Services in ${stage}`, exact: true })
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('button', { name: `Move ${service}`, exact: true }) });
  }

  /** The handle that drags a service's card (or, focused, moves it with Space and the arrow keys). */
  serviceHandle(service: string): Locator {
    return this.board.getByRole('button', { name: `Move ${service}`, exact: true });
  }

  stageHandle(stage: string): Locator {
    return this.board.getByRole('button', { name: `Move stage ${stage}`, exact: true });
  }

  skipToggle(service: string): Locator {
    return this.board.getByRole('button', {
      name: `Skip ${service} in environment deployments`,
      exact: true,
    });
  }

  /**
   * Drags with the mouse, in small steps as a person's hand moves, from one element's centre to the middle of the
   * part of another that the board shows (columns beyond its edge are partly scrolled out of view).
   */
  async drag(from: Locator, to: Locator): Promise<void> {
    // The target first: the board scrolls no further than needed, so the source beside it usually stays in view.
    await to.scrollIntoViewIfNeeded();
    await from.scrollIntoViewIfNeeded();
    const start = await from.boundingBox();
    const end = await to.boundingBox();
    const shown = await this.board.boundingBox();
    if (!start || !end || !shown) throw new Error('Both ends of a drag must be on the page');
    const left = Math.max(end.x, shown.x);
    const right = Math.min(end.x + end.width, shown.x + shown.width);
    if (right - left < 20)
      throw new Error(`The drop target is scrolled out of view (${JSON.stringify({ end, shown })})`);
    const startX = start.x + start.width / 2;
    const startY = start.y + start.height / 2;
    await this.page.mouse.move(startX, startY);
    await this.page.mouse.down();
    await this.page.mouse.move(startX + 10, startY, { steps: 3 });
    await this.page.mouse.move((left + right) / 2, end.y + Math.min(end.height / 2, 80), { steps: 12 });
    await this.page.mouse.up();
  }
}
