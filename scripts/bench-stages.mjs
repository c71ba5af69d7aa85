// `npm run bench:stages [-- --runs 5]`: how the deployment stage board copes with 10 stages and 200 services, beside
// the same board with 20. For each it prints the time from navigation to every stage on screen with the cards in
// view (a long stage renders only those), the DOM nodes the board makes and the cards it rendered, and the time from a keyboard drop (a stage, then a service) to the board settled with the server's
// answer. It prints figures (a benchmark, not a test) and exits 1 when a 200-service figure is above 3x its
// 20-service one.
import { apiClient, launchChromium, numericOption, printTable, signIn, startServer } from './lib/bench.mjs';
import { ensureConsoleBuild } from './lib/console-build.mjs';

const SERVICE_COUNTS = [20, 200];
const STAGE_COUNT = 10;
const ALLOWED_RATIO = 3;

const runs = numericOption('runs', 5);

const serviceName = (index) => `web-${String(index).padStart(3, '0')}`;

/** A project with one environment per service count: ten stages, the containers spread over them evenly. */
async function seed(api) {
  const organization = (await api('GET', '/organization')).results[0];
  const registry = (await api('GET', `/organization/${organization.id}/containerRegistry`)).results[0];
  if (!registry) throw new Error('The demo organization has no container registry.');
  const project = await api('POST', `/organization/${organization.id}/project`, { name: 'stages-bench' });
  const environments = [];
  for (const count of SERVICE_COUNTS) {
    const environment = await api('POST', `/project/${project.id}/environment`, {
      name: `board-${count}`,
      mode: 'DEVELOPMENT',
    });
    const stages = (await api('GET', `/environment/${environment.id}/deploymentStage`)).results;
    for (let index = stages.length; index < STAGE_COUNT; index++) {
      stages.push(
        await api('POST', `/environment/${environment.id}/deploymentStage`, { name: `Stage ${index + 1}` }),
      );
    }
    for (let index = 0; index < count; index++) {
      const container = await api('POST', `/environment/${environment.id}/container`, {
        name: serviceName(index),
        registry_id: registry.id,
        image_name: 'nginx',
        tag: '1.27-alpine',
      });
      const stage = stages[index % STAGE_COUNT];
      await api('PUT', `/deploymentStage/${stage.id}/service/${container.id}`, { is_skipped: false });
    }
    environments.push({ count, id: environment.id, firstStage: stages[0].name });
  }
  return { organizationId: organization.id, projectId: project.id, environments };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const settle = (page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** From a key press that drops what is being moved to the board painted with the server's answer to it. */
async function timeDrop(page, handle, direction, answerPath) {
  const said = page.locator('[aria-live]');
  await handle.focus();
  await page.keyboard.press('Space');
  // Each step once the board has said the previous one: the keyboard listens from a tick after the pick-up.
  await said
    .filter({ hasText: /Picked up/ })
    .first()
    .waitFor({ state: 'attached' });
  await page.waitForTimeout(50);
  await page.keyboard.press(direction);
  await said
    .filter({ hasText: / moved to / })
    .first()
    .waitFor({ state: 'attached' });
  const answered = page.waitForResponse((response) => answerPath.test(new URL(response.url()).pathname));
  const startedAt = performance.now();
  await page.keyboard.press('Space');
  await answered.catch(async (error) => {
    const said = await page.locator('[aria-live]').allTextContents();
    throw new Error(
      `No answer to the drop of ${await handle.getAttribute('aria-label')}: ${said.join(' | ')}`,
      {
        cause: error,
      },
    );
  });
  await settle(page);
  return performance.now() - startedAt;
}

async function measure(browser, server, seeded, environment) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, server.baseURL, server.token);
  const url = `${server.baseURL}/organizations/${seeded.organizationId}/projects/${seeded.projectId}/environments/${environment.id}/stages`;
  // The first card of the last stage: every stage is on the page with the cards in view. A long stage renders only
  // the cards in view, so the last service need not be.
  const lastStageCard = page.getByRole('button', {
    name: `Move ${serviceName(STAGE_COUNT - 1)}`,
    exact: true,
  });

  const renders = [];
  const nodes = [];
  // The first load fills the browser's cache, as a person's earlier visits would: not counted.
  for (let run = 0; run <= runs; run++) {
    await page.goto(url);
    await lastStageCard.waitFor({ state: 'attached' });
    await settle(page);
    const shown = await page.evaluate(() => performance.now());
    if (run === 0) continue;
    renders.push(shown);
    nodes.push(
      await page.evaluate(() => ({
        board: document.querySelector('[aria-label="Stages in deployment order"]')?.getElementsByTagName('*')
          .length,
        page: document.getElementsByTagName('*').length,
        cards: document.querySelectorAll('[data-service-id]').length,
      })),
    );
  }

  const stageDrops = [];
  const serviceDrops = [];
  for (let run = 0; run < runs; run++) {
    const direction = run % 2 === 0 ? 'ArrowRight' : 'ArrowLeft';
    const stageHandle = page.getByRole('button', {
      name: `Move stage ${environment.firstStage}`,
      exact: true,
    });
    stageDrops.push(await timeDrop(page, stageHandle, direction, /\/move(After|Before)\//));
    // A service of the sixth stage goes back and forth between the sixth and the seventh, away from the stage moved.
    const card = page.getByRole('button', { name: `Move ${serviceName(5)}`, exact: true });
    serviceDrops.push(await timeDrop(page, card, direction, /\/deploymentStage\/[^/]+\/service\//));
  }
  await context.close();
  return {
    services: environment.count,
    render: median(renders),
    boardNodes: nodes.at(-1).board,
    pageNodes: nodes.at(-1).page,
    cards: nodes.at(-1).cards,
    stageDrop: median(stageDrops),
    serviceDrop: median(serviceDrops),
  };
}

async function main() {
  await ensureConsoleBuild();
  const browser = await launchChromium();
  console.log('Starting a server on an empty data folder…');
  let server;
  try {
    server = await startServer({ name: 'bench-stages' });
    const api = apiClient(server.baseURL, server.token);
    console.log(`Seeding boards of ${STAGE_COUNT} stages with ${SERVICE_COUNTS.join(' and ')} services…`);
    const seeded = await seed(api);
    const rows = [];
    for (const environment of seeded.environments) {
      console.log(`Measuring the board of ${environment.count} services (${runs} runs, medians)…`);
      rows.push(await measure(browser, server, seeded, environment));
    }
    return rows;
  } finally {
    await browser.close();
    await server?.stop();
  }
}

const figures = [
  ['render', 'first render (ms)', (value) => value.toFixed(0)],
  ['boardNodes', 'board DOM nodes', String],
  ['pageNodes', 'page DOM nodes', String],
  ['stageDrop', 'stage drop to settled (ms)', (value) => value.toFixed(0)],
  ['serviceDrop', 'service drop to settled (ms)', (value) => value.toFixed(0)],
];

function report(rows) {
  const [small, large] = rows;
  const table = [
    ['figure', ...rows.map((row) => `${row.services} services`), 'ratio'],
    ...figures.map(([key, label, format]) => [
      label,
      ...rows.map((row) => format(row[key])),
      `${(large[key] / small[key]).toFixed(2)}x`,
    ]),
  ];
  printTable(table);
  // Not a checked figure: a long stage renders the cards in view, so this follows the window, not the board.
  console.log(`Cards rendered: ${rows.map((row) => `${row.cards} of ${row.services}`).join(', ')}.`);
  const over = figures.filter(([key]) => large[key] > small[key] * ALLOWED_RATIO).map(([, label]) => label);
  if (over.length === 0) {
    console.log(
      `PASS: every figure for ${large.services} services is within ${ALLOWED_RATIO}x of ${small.services}.`,
    );
    return 0;
  }
  console.log(`FAIL: above ${ALLOWED_RATIO}x: ${over.join(', ')}.`);
  return 1;
}

try {
  process.exitCode = report(await main());
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
