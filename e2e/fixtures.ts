import { test as base } from '@playwright/test';
import { serverAddressFromEnvironment, type ServerAddress } from './support/server';
import { PlatformApi } from './support/platform-api';

export { expect } from '@playwright/test';

/** The person the demo organization is created with. */
export const demoUser = {
  email: 'demo@example.com',
  password: process.env.DEMO_PASSWORD ?? 'demo',
};

interface TestFixtures {
  /** An admin API token of the demo organization, for `Authorization: Token <adminToken>`. */
  adminToken: string;
  /** Typed calls to the API with the admin token, to set up what a test needs before it opens a page. */
  api: PlatformApi;
}

interface WorkerFixtures {
  server: ServerAddress;
}

/** Every spec imports `test` and `expect` from here: `baseURL`, `page` and `request` then reach the e2e server. */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  server: [
    // Playwright reads fixture dependencies from the destructuring pattern; this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = serverAddressFromEnvironment();
      if (!server)
        throw new Error('No e2e server: run the tests with `npx playwright test` (global setup starts it).');
      await use(server);
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.baseURL);
  },
  adminToken: async ({ server }, use) => {
    await use(server.adminToken);
  },
  api: async ({ playwright, server }, use) => {
    const request = await playwright.request.newContext({
      baseURL: server.baseURL,
      extraHTTPHeaders: { Authorization: `Token ${server.adminToken}` },
    });
    await use(new PlatformApi(request));
    await request.dispose();
  },
});
