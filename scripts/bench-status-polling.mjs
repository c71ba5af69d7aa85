// `npm run bench:status [-- --seconds 60] [-- --in-flight]`: how many status requests an environment page sends
// per minute with 1 service and with 50. The console asks for a whole environment's statuses in one request, so
// the two figures must be the same; a console asking once per service would send fifty times more.
// It prints figures (a benchmark, not a test) and exits 1 when they differ.
import { apiClient, launchChromium, numericOption, printTable, signIn, startServer } from './lib/bench.mjs';
import { ensureConsoleBuild } from './lib/console-build.mjs';

const SERVICE_COUNTS = [1, 50];
// Polling settles after the page's first load; measuring starts after it, away from the poll times.
const WARM_UP_MS = 5_000;
// At this scale a deployment outlasts the window, so the in-flight phase stays in flight throughout.
const ENGINE_TIME_SCALE = '20';
/** Requests that ask for statuses: an environment's, a project's environments', or one service's. */
const STATUS_PATH = /\/api\/.*\/(status|statuses)$/;

const windowSeconds = numericOption('seconds', 60);
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
  page.on('request', (request) => {
    if (STATUS_PATH.test(new URL(request.url()).pathname)) sent.push(Date.now());
  });
  await page.goto(`${baseURL}${pageURL}`);
  await page.getByRole('table', { name: 'Services' }).waitFor();
  const from = Date.now() + WARM_UP_MS;
  const until = from + windowSeconds * 1000;
  await new Promise((resolve) => setTimeout(resolve, until - Date.now()));
  await context.close();
  return sent.filter((at) => at >= from && at < until).length;
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
        rows.push({ phase, services: environment.count, perMinute: (counts[index] * 60) / windowSeconds }),
      );
    }
    return rows;
  } finally {
    await browser.close();
    await server?.stop();
  }
}

function report(rows) {
  const table = [
    ['services', 'state', 'status requests per minute'],
    ...rows.map((row) => [String(row.services), row.phase, row.perMinute.toFixed(1)]),
  ];
  printTable(table);
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
