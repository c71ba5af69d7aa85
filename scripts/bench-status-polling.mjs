// `npm run bench:status [-- --seconds 60] [-- --in-flight] [-- --deploys 5]`: how many status requests an
// environment page sends per minute with 1 service and with 50, and every API request it sends while idle (the
// change feed included). The console asks for a whole environment's statuses in one request, so the two figures must
// be the same; a console asking once per service would send fifty times more. Then the delay from a deploy sent
// through the API to the open service page and environment page showing it.
// It prints figures (a benchmark, not a test) and exits 1 when the status figures differ.
import { apiClient, launchChromium, numericOption, printTable, signIn, startServer } from './lib/bench.mjs';
import { ensureConsoleBuild } from './lib/console-build.mjs';

const SERVICE_COUNTS = [1, 50];
// Polling settles after the page's first load; measuring starts after it, away from the poll times.
const WARM_UP_MS = 5_000;
// At this scale a deployment outlasts the window, so the in-flight phase stays in flight throughout.
const ENGINE_TIME_SCALE = '20';
/** Requests that ask for statuses: an environment's, a project's environments', or one service's. */
const STATUS_PATH = /\/api\/.*\/(status|statuses)$/;
const API_PATH = /^\/api\//;

const windowSeconds = numericOption('seconds', 60);
const deploys = numericOption('deploys', 5);
const phases = process.argv.includes('--in-flight') ? ['settled', 'in flight'] : ['settled'];

/** A project with one environment per service count, each holding that many containers. */
async function seed(api) {
  const organization = (await api('GET', '/organization')).results[0];
  const registries = await api('GET', `/organization/${organization.id}/containerRegistry`);
  const registry = registries.results[0];
  if (!registry) throw new Error('The demo organization has no container registry.');
  const project = await api('POST', `/organization/${organization.id}/project`, { name: 'status-bench' });
  const environments = [];
  for (const count of SERVICE_COUNTS) {
    const environment = await api('POST', `/project/${project.id}/environment`, {
      name: `bench-${count}`,
      mode: 'DEVELOPMENT',
    });
    for (let index = 0; index < count; index++) {
      await api('POST', `/environment/${environment.id}/container`, {
        name: `web-${String(index).padStart(2, '0')}`,
        registry_id: registry.id,
        image_name: 'nginx',
        tag: '1.27-alpine',
      });
    }
    environments.push({ count, id: environment.id });
  }
  return { organizationId: organization.id, projectId: project.id, environments };
}

/** Opens the environment page signed in, and counts the status requests it sends during the window. */
async function measure(browser, baseURL, token, pageURL) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, baseURL, token);

  const sent = [];
  const all = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (STATUS_PATH.test(pathname)) sent.push(Date.now());
    if (API_PATH.test(pathname)) all.push(Date.now());
  });
  await page.goto(`${baseURL}${pageURL}`);
  await page.getByRole('table', { name: 'Services' }).waitFor();
  const from = Date.now() + WARM_UP_MS;
  const until = from + windowSeconds * 1000;
  await new Promise((resolve) => setTimeout(resolve, until - Date.now()));
  await context.close();
  const within = (times) => times.filter((at) => at >= from && at < until).length;
  return { status: within(sent), all: within(all) };
}

/**
 * Opens a service's page and its environment's page, settled, then deploys the service through the API and times
 * how long each page takes to show a state other than "Not deployed" (from the API's answer). Each round deploys a
 * service of its own, never deployed before.
 */
async function measureDelays(browser, server, api, seeded) {
  const delays = [];
  const registry = (await api('GET', `/organization/${seeded.organizationId}/containerRegistry`)).results[0];
  const environment = await api('POST', `/project/${seeded.projectId}/environment`, {
    name: 'bench-delay',
    mode: 'DEVELOPMENT',
  });
  for (let round = 0; round < deploys; round++) {
    const service = await api('POST', `/environment/${environment.id}/container`, {
      name: `delay-${round}`,
      registry_id: registry.id,
      image_name: 'nginx',
      tag: '1.27-alpine',
    });
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const servicePage = await context.newPage();
    await signIn(servicePage, server.baseURL, server.token);
    const base = `/organizations/${seeded.organizationId}/projects/${seeded.projectId}/environments/${environment.id}`;
    const environmentPage = await context.newPage();
    await Promise.all([
      servicePage.goto(`${server.baseURL}${base}/services/container/${service.id}`),
      environmentPage.goto(`${server.baseURL}${base}`),
    ]);
    const header = servicePage.getByRole('status', { name: 'Service status', exact: true });
    const row = environmentPage.getByRole('row').filter({ hasText: service.name });
    await header.getByText('Not deployed').waitFor();
    await row.getByText('Not deployed').waitFor();
    // Settled: the pages' first requests are over and their statuses are no longer fresh.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await api('POST', `/container/${service.id}/deploy`, { image_tag: '1.27-alpine' });
    const sentAt = Date.now();
    const shown = async (locator) => {
      await locator.getByText('Not deployed').waitFor({ state: 'detached', timeout: 60_000 });
      return Date.now() - sentAt;
    };
    const [serviceMs, environmentMs] = await Promise.all([shown(header), shown(row)]);
    delays.push({ serviceMs, environmentMs });
    await context.close();
  }
  return delays;
}

async function main() {
  await ensureConsoleBuild();
  const browser = await launchChromium();
  console.log('Starting a server on an empty data folder…');
  let server;
  try {
    server = await startServer({ name: 'bench-status', env: { ENGINE_TIME_SCALE } });
    const api = apiClient(server.baseURL, server.token);
    const seeded = await seed(api);
    const rows = [];
    for (const phase of phases) {
      if (phase === 'in flight') {
        for (const environment of seeded.environments)
          await api('POST', `/environment/${environment.id}/deploy`);
      }
      console.log(`Measuring ${phase} environments for ${windowSeconds} s (both pages at once)…`);
      const counts = await Promise.all(
        seeded.environments.map((environment) =>
          measure(
            browser,
            server.baseURL,
            server.token,
            `/organizations/${seeded.organizationId}/projects/${seeded.projectId}/environments/${environment.id}`,
          ),
        ),
      );
      seeded.environments.forEach((environment, index) =>
        rows.push({
          phase,
          services: environment.count,
          perMinute: (counts[index].status * 60) / windowSeconds,
          allPerMinute: (counts[index].all * 60) / windowSeconds,
        }),
      );
    }
    console.log(`Deploying ${deploys} services through the API, each with its pages open…`);
    const delays = await measureDelays(browser, server, api, seeded);
    return { rows, delays };
  } finally {
    await browser.close();
    await server?.stop();
  }
}

const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
};

function report({ rows, delays }) {
  const table = [
    ['services', 'state', 'status requests per minute', 'API requests per minute'],
    ...rows.map((row) => [
      String(row.services),
      row.phase,
      row.perMinute.toFixed(1),
      row.allPerMinute.toFixed(1),
    ]),
  ];
  printTable(table);
  console.log('');
  const pages = [
    ['service page', delays.map((delay) => delay.serviceMs)],
    ['environment page', delays.map((delay) => delay.environmentMs)],
  ];
  printTable([
    ['from an API deploy to', 'median ms', 'max ms', 'each (ms)'],
    ...pages.map(([name, values]) => [
      name,
      String(percentile(values, 0.5)),
      String(Math.max(...values)),
      values.join(' '),
    ]),
  ]);
  console.log('');
  const failed = [...new Set(rows.map((row) => row.phase))].filter(
    (phase) => new Set(rows.filter((row) => row.phase === phase).map((row) => row.perMinute)).size > 1,
  );
  if (failed.length === 0) {
    console.log('PASS: the page with 50 services asks for statuses as often as the page with 1.');
    return 0;
  }
  console.log(
    `FAIL: the figures differ (${failed.join(', ')}): statuses are not asked once per environment.`,
  );
  return 1;
}

try {
  process.exitCode = report(await main());
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
