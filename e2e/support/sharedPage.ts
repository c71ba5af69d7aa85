import { expect, type Page } from '@playwright/test';
import { test as base } from '../fixtures';
import { startSignedIn } from './signedInContext';

interface SharedPageFixtures {
  /**
   * One signed-in page for all the tests of a worker that ask for it: the console loads once and then moves between
   * its pages (`openInConsole`), so axe-core, put in it once, serves every scan (the dialog specs visit some fifty
   * dialogs). A test failing ends its worker, so the next one starts on a fresh page.
   */
  sharedPage: Page;
}

interface FailureShot {
  /** A screenshot of the shared page attached to a failing test (Playwright takes one of `page` alone). */
  sharedPageShotOnFailure: void;
}

export const test = base.extend<FailureShot, SharedPageFixtures>({
  sharedPage: [
    async ({ browser, server, demoUserSession }, use) => {
      const context = await browser.newContext({ baseURL: server.baseURL });
      await startSignedIn(context, await demoUserSession());
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  sharedPageShotOnFailure: [
    async ({ sharedPage }, use, testInfo) => {
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      await testInfo.attach('the shared page at the failure', {
        body: await sharedPage.screenshot(),
        contentType: 'image/png',
      });
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Opens one of the console's pages, loading the console only the first time: afterwards it moves there as its
 * links do, without reloading (the router follows the address on `popstate`), so what was put in the page stays.
 * Resolves once the page's heading is there and nothing in it is loading any more.
 */
export async function openInConsole(page: Page, url: string, heading: string | RegExp): Promise<void> {
  await moveInConsole(page, url);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status', { name: /^Loading/ })).toHaveCount(0);
}

/**
 * Moves the page to one of the console's addresses: loading the console the first time, afterwards as its links do,
 * without reloading (the router follows the address on `popstate`). The caller waits for what the page shows. What
 * the console read before stays in its cache as a person's would: a list it has read (git tokens, projects) may not
 * show at once what a test has just added to it through the API; such a test opens a page of its own.
 */
export async function moveInConsole(page: Page, url: string): Promise<void> {
  if (page.url().startsWith('http')) {
    await page.evaluate((address) => {
      window.history.pushState(null, '', address);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, url);
  } else {
    await page.goto(url);
  }
}
