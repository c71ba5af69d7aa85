import { test as base, expect, type PlaywrightWorkerArgs } from '@playwright/test';
import {
  consoleCopyFromEnvironment,
  HUNG_START_MS,
  serverAddressFromEnvironment,
  startServer,
  type ServerAddress,
} from './support/server';
import { PlatformApi } from './support/platform-api';
import { startSignedIn, type StorageState } from './support/signedInContext';
import { SignInPage } from './pages/SignInPage';

export { expect } from '@playwright/test';

/** The person the demo organization is created with. */
export const demoUser = {
  name: 'Demo User',
  email: 'demo@example.com',
  password: process.env.DEMO_PASSWORD ?? 'demo',
};

/** The console's session in its browser storage (src/web/lib/session/sessionStore.ts). */
const SESSION_STORAGE_KEY = 'platform-console.session';
/** A session stored for a test lasts at least this long: the longest limit a spec sets. */
const LONGEST_TEST_MS = 5 * 60_000;

/** Whether the session stored in `state` ends within `ms` from now (a session with no end never does). */
function sessionEndsWithin(state: StorageState, ms: number): boolean {
  for (const origin of state.origins) {
    const stored = origin.localStorage.find((entry) => entry.name === SESSION_STORAGE_KEY);
    if (!stored) continue;
    const { credential } = JSON.parse(stored.value) as { credential?: { expiresAt?: number } | null };
    if (typeof credential?.expiresAt === 'number') return credential.expiresAt - Date.now() < ms;
  }
  return false;
}

/**
 * `test.use(signedOut)` in a file or group opens its pages without a session (the default is the demo user's).
 */
export const signedOut: { signedIn: boolean } = { signedIn: false };

interface TestFixtures {
  /**
   * Whether `page` (and its `context`) starts signed in as the demo user: true unless a file or group says
   * `test.use(signedOut)`.
   */
  signedIn: boolean;
  /** An admin API token of the demo organization, for `Authorization: Token <adminToken>`. */
  adminToken: string;
  /** Typed calls to the API with the admin token, to set up what a test needs before it opens a page. */
  api: PlatformApi;
}

interface WorkerFixtures {
  /**
   * ENGINE_TIME_SCALE of the worker's server: how much faster than the demo its deployments, cluster installs and
   * webhook retries run. Fast unless a file says `test.use(engineAtWatchingPace)`; Playwright gives the files of each
   * pace a worker (and so a server) of their own.
   */
  engineTimeScale: number;
  /**
   * The server of this worker: each worker starts its own on an empty data folder (so two workers never share an
   * organization's settings, tokens or webhooks), unless E2E_BASE_URL names one for every worker.
   */
  server: ServerAddress;
  /** The `api` of a worker, for what a `beforeAll` seeds once for the tests of a group. */
  workerApi: PlatformApi;
  /**
   * The id of the demo organization, asked once per worker: the worker's server is its own and no test creates or
   * deletes an organization, so the id holds for all its tests (its name may be changed by a test meanwhile).
   */
  organizationId: string;
  /**
   * The browser storage of a console signed in as the demo user, through the sign-in page: once per worker, and
   * again when the session would end within a test (it lives SESSION_TTL_SECONDS, 15 minutes, and a worker runs
   * longer; an open console renews its session, a stored one does not).
   */
  demoUserSession: () => Promise<StorageState>;
}

/**
 * The demo user's guided first release opens by itself on their first visit to the demo organization, whenever its
 * query answers: over whatever a test is doing, and narrowing the page beside its panel. Marked offered before any
 * page opens, it opens only when a test asks for it (guide-fresh.spec.ts checks the offer on a server of its own).
 */
async function markGuideOffered(server: ServerAddress): Promise<void> {
  const signIn = await fetch(`${server.baseURL}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoUser.email, password: demoUser.password }),
  });
  if (!signIn.ok) throw new Error(`The demo user could not sign in: HTTP ${signIn.status}`);
  const { access_token: accessToken } = (await signIn.json()) as { access_token: string };
  const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
  const organizations = await fetch(`${server.baseURL}/api/organization`, { headers });
  const { results } = (await organizations.json()) as { results: { id: string }[] };
  for (const { id } of results) {
    const offered = await fetch(`${server.baseURL}/api/organization/${id}/guide`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ offered: true }),
    });
    if (!offered.ok)
      throw new Error(`The demo user's guide could not be marked offered: HTTP ${offered.status}`);
  }
}

/**
 * The engine's pace for the specs that only wait for a deployment, an install or a retry to end: an application
 * deploys in about a second. Its steps still run one after another on the engine's timers; only their lengths shrink.
 */
const FAST_ENGINE_TIME_SCALE = 0.05;

/**
 * `test.use(engineAtWatchingPace)` in a file that watches a deployment under way (a state it passes through, a
 * service waiting for its stage, a waiting deployment withdrawn, lanes drawn while it runs): deployments last a few
 * seconds there, five times faster than the demo, so that the pages' two-second polls see what they pass through.
 */
export const engineAtWatchingPace: { engineTimeScale: number } = { engineTimeScale: 0.2 };

/** Requests to the e2e server with the admin token of the demo organization. */
function adminRequestContext(playwright: PlaywrightWorkerArgs['playwright'], server: ServerAddress) {
  return playwright.request.newContext({
    baseURL: server.baseURL,
    extraHTTPHeaders: { Authorization: `Token ${server.adminToken}` },
  });
}

/** Every spec imports `test` and `expect` from here: `baseURL`, `page` and `request` then reach the e2e server. */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  engineTimeScale: [FAST_ENGINE_TIME_SCALE, { scope: 'worker', option: true }],
  server: [
    async ({ engineTimeScale }, use) => {
      // A server given for every worker runs at its own pace: the specs watching a deployment want it at 0.2.
      const given = serverAddressFromEnvironment();
      if (given) {
        await use(given);
        return;
      }
      const server = await startServer({
        webDistDir: consoleCopyFromEnvironment(),
        settings: { ENGINE_TIME_SCALE: String(engineTimeScale) },
      });
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    // A worker's first test waits for its server, which may start slowly on a loaded machine.
    { scope: 'worker', timeout: HUNG_START_MS },
  ],
  demoUserSession: [
    async ({ browser, server }, use) => {
      const signInAgain = async (): Promise<StorageState> => {
        const context = await browser.newContext({ baseURL: server.baseURL });
        try {
          const page = await context.newPage();
          const signIn = new SignInPage(page);
          await signIn.goto();
          await signIn.signInWithPassword(demoUser.email, demoUser.password);
          await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
          return await context.storageState();
        } finally {
          await context.close();
        }
      };
      await markGuideOffered(server);
      let session: StorageState | undefined;
      await use(async () => {
        if (!session || sessionEndsWithin(session, LONGEST_TEST_MS)) session = await signInAgain();
        return session;
      });
    },
    { scope: 'worker' },
  ],
  signedIn: [true, { option: true }],
  // Pages open signed in as the demo user unless a file or group says `test.use(signedOut)`: the context starts with
  // what the worker's sign-in left in the browser, without the page Playwright's `storageState` opens to write it.
  context: async ({ context, signedIn, demoUserSession }, use) => {
    if (signedIn) await startSignedIn(context, await demoUserSession());
    await use(context);
  },
  baseURL: async ({ server }, use) => {
    await use(server.baseURL);
  },
  adminToken: async ({ server }, use) => {
    await use(server.adminToken);
  },
  api: async ({ playwright, server }, use) => {
    const request = await adminRequestContext(playwright, server);
    await use(new PlatformApi(request));
    await request.dispose();
  },
  workerApi: [
    async ({ playwright, server }, use) => {
      const request = await adminRequestContext(playwright, server);
      await use(new PlatformApi(request));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  organizationId: [
    async ({ workerApi }, use) => {
      await use((await workerApi.demoOrganization()).id);
    },
    { scope: 'worker' },
  ],
});
