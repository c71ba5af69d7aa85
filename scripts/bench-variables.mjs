// `npm run bench:variables [-- --runs 5]`: how the variables table copes with 5,000 variables, beside 100, in
// headless Chromium against the real server. It seeds two containers of one environment, imports 100 variables
// into one and 5,000 into the other (through the API's import), and opens each one's Variables tab. For each it
// prints (medians): the time from navigation to the table painted with its rows, the time from the list's answer
// to the table painted (the console's own share, the render time), the rows and the DOM nodes the table made, and
// the frame times while the table scrolls three rows a frame and while it jumps from top to bottom in 120 frames.
// It prints figures (a benchmark, not a test) and exits 1 when the render time for 5,000 variables is above 2x its
// figure for 100. A trace of the scrolling says where a frame's time goes (script, style, layout, paint).
// `--baseline <git ref>` (or `--baseline-web <built folder>`) measures that console too, in turn with this one on
// the same server, and prints the frame figures of both side by side.
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { baselineConsole, routeConsoleTo } from './lib/baseline-console.mjs';
import { apiClient, launchChromium, numericOption, printTable, signIn, startServer } from './lib/bench.mjs';
import { ensureConsoleBuild } from './lib/console-build.mjs';
import { traceFrameWork } from './lib/frame-work.mjs';
import { printProfileSummary, summarizeProfile } from './lib/profile-summary.mjs';

const VARIABLE_COUNTS = [100, 5_000];
const ALLOWED_RATIO = 2;
const SCROLL_FRAMES = 120;
// VIRTUAL_ROW_HEIGHT in src/web/ui/table/VirtualTable.tsx.
const ROW_HEIGHT = 44;

const runs = numericOption('runs', 5);
// `--profile`: a JavaScript CPU profile of the page while each table scrolls three rows a frame, summarized as the
// functions with the most samples (names read best on a build made with `--minify false`, passed as --baseline-web).
const profiling = process.argv.includes('--profile');

const variableKey = (index) => `SETTING_${String(index).padStart(5, '0')}`;

/** One container per count in one environment, each with that many variables of its own (a tenth of them secrets). */
async function seed(api) {
  const organization = (await api('GET', '/organization')).results[0];
  const registry = (await api('GET', `/organization/${organization.id}/containerRegistry`)).results[0];
  if (!registry) throw new Error('The demo organization has no container registry.');
  const project = await api('POST', `/organization/${organization.id}/project`, { name: 'variables-bench' });
  const environment = await api('POST', `/project/${project.id}/environment`, {
    name: 'variables',
    mode: 'DEVELOPMENT',
  });
  const services = [];
  for (const count of VARIABLE_COUNTS) {
    const container = await api('POST', `/environment/${environment.id}/container`, {
      name: `vars-${count}`,
      registry_id: registry.id,
      image_name: 'nginx',
      tag: '1.27-alpine',
    });
    const vars = Array.from({ length: count }, (_, index) => ({
      name: variableKey(index),
      value: `value-${index}-${'x'.repeat(index % 40)}`,
      scope: 'CONTAINER',
      is_secret: index % 10 === 0,
    }));
    const answer = await api('POST', `/variable/import?service_id=${container.id}&service_type=CONTAINER`, {
      overwrite: false,
      vars,
    });
    if (answer.successful_imported_variables.length !== count)
      throw new Error(`Imported ${answer.successful_imported_variables.length} of ${count} variables.`);
    services.push({ count, id: container.id });
  }
  return { organizationId: organization.id, projectId: project.id, environmentId: environment.id, services };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values, share) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))];
const settle = (page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

async function measure(browser, server, seeded, service, baseline) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  if (baseline) await routeConsoleTo(context, baseline.folder);
  const page = await context.newPage();
  await signIn(page, server.baseURL, server.token);
  const url = `${server.baseURL}/organizations/${seeded.organizationId}/projects/${seeded.projectId}/environments/${seeded.environmentId}/services/container/${service.id}/variables`;
  const table = page.getByRole('table', { name: 'Variables' });
  // Sorted by key: the first variable is the first row once the table is painted.
  const firstRow = table.getByText(variableKey(0), { exact: true });

  const fromNavigation = [];
  const fromAnswer = [];
  let counts;
  // The first load fills the browser's cache, as a person's earlier visits would: not counted.
  for (let run = 0; run <= runs; run++) {
    const answered = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/variable' && response.request().method() === 'GET',
    );
    await page.goto(url);
    const answer = await answered;
    await answer.finished();
    const answeredAt = await page.evaluate(() => performance.now());
    await firstRow.waitFor({ state: 'visible', timeout: 60_000 });
    await settle(page);
    const paintedAt = await page.evaluate(() => performance.now());
    if (run === 0) continue;
    fromNavigation.push(paintedAt);
    fromAnswer.push(paintedAt - answeredAt);
    counts = await page.evaluate(() => {
      const element = document.querySelector('table[aria-label="Variables"]');
      return {
        rows: element?.querySelectorAll('tbody tr[aria-rowindex]').length ?? 0,
        nodes: element?.getElementsByTagName('*').length ?? 0,
        ariaRows: Number(element?.getAttribute('aria-rowcount') ?? 0) - 1,
      };
    });
  }

  // Frame times while the table scrolls as a wheel or a flick would (three rows a frame, the same for both tables),
  // then while it jumps from top to bottom in even steps (a new screen of rows every frame for the long table).
  const frameTimes = (jump) =>
    page.evaluate(
      async ({ steps, jump, rowsPerFrame, rowHeight }) => {
        const area = document.querySelector('table[aria-label="Variables"]').parentElement;
        area.scrollTop = 0;
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const distance = area.scrollHeight - area.clientHeight;
        const times = [];
        let last = performance.now();
        for (let index = 1; index <= steps; index++) {
          // Three rows a frame, back up once at the bottom: a short table (100 rows end after some 28 frames) moves
          // in every frame as the long one does, so both figures count frames that bring rows into view.
          const travelled = distance > 0 ? (index * rowsPerFrame * rowHeight) % (2 * distance) : 0;
          area.scrollTop = jump ? (distance * index) / steps : Math.min(travelled, 2 * distance - travelled);
          await new Promise((resolve) => requestAnimationFrame(resolve));
          const now = performance.now();
          times.push(now - last);
          last = now;
        }
        return times;
      },
      { steps: SCROLL_FRAMES, jump, rowsPerFrame: 3, rowHeight: ROW_HEIGHT },
    );
  const smooth = await frameTimes(false);
  const jumps = await frameTimes(true);
  // The jump ended at the bottom: the last variable is in view. (The traced scroll below stops a few screens down.)
  const lastKey = variableKey(service.count - 1);
  await table.getByText(lastKey, { exact: true }).waitFor({ state: 'visible' });
  // Traced apart from the frames timed above: tracing costs a little of each frame.
  const work = await traceFrameWork(browser, page, SCROLL_FRAMES, () => frameTimes(false));
  if (profiling)
    await profileScrolling(
      page,
      () => frameTimes(false),
      `${service.count} variables${baseline ? `, ${baseline.label}` : ''}`,
    );
  await context.close();
  return {
    variables: service.count,
    listed: counts.ariaRows,
    navigation: median(fromNavigation),
    answer: median(fromAnswer),
    rows: counts.rows,
    nodes: counts.nodes,
    smoothP50: percentile(smooth, 0.5),
    smoothP95: percentile(smooth, 0.95),
    jumpP50: percentile(jumps, 0.5),
    script: work.script,
    style: work.style,
    layout: work.layout,
    paint: work.paint,
  };
}

/** Prints where the page's script time went while `scroll` ran. */
async function profileScrolling(page, scroll, title) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await scroll();
  const { profile } = await cdp.send('Profiler.stop');
  const file = path.join(tmpdir(), `bench-variables-${process.pid}-${Date.now()}.cpuprofile`);
  await writeFile(file, JSON.stringify(profile));
  printProfileSummary(`Scrolling the table of ${title}: ${file}`, await summarizeProfile(file, 20));
  await cdp.detach();
}

async function main(baseline) {
  await ensureConsoleBuild();
  const browser = await launchChromium();
  console.log('Starting a server on an empty data folder…');
  let server;
  try {
    server = await startServer({ name: 'bench-variables' });
    const api = apiClient(server.baseURL, server.token);
    console.log(`Seeding services with ${VARIABLE_COUNTS.join(' and ')} variables…`);
    const seeded = await seed(api);
    const rows = [];
    const baselineRows = [];
    for (const service of seeded.services) {
      // In turn, so that both builds meet the machine as busy as it is at that moment.
      if (baseline) {
        console.log(`Measuring the table of ${service.count} variables with ${baseline.label}…`);
        baselineRows.push(await measure(browser, server, seeded, service, baseline));
      }
      console.log(`Measuring the table of ${service.count} variables (${runs} runs, medians)…`);
      rows.push(await measure(browser, server, seeded, service));
    }
    return { rows, baselineRows };
  } finally {
    await browser.close();
    await server?.stop();
  }
}

// The console's share is checked; the whole wait from navigation includes the API's answer and is shown only.
const checked = [['answer', 'list answer to table painted (ms)', (value) => value.toFixed(0)]];
const informative = [
  ['navigation', 'navigation to table painted (ms)', (value) => value.toFixed(0)],
  ['rows', 'rows rendered', String],
  ['nodes', 'table DOM nodes', String],
  ['smoothP50', 'scroll frame p50, 3 rows a frame (ms)', (value) => value.toFixed(1)],
  ['smoothP95', 'scroll frame p95, 3 rows a frame (ms)', (value) => value.toFixed(1)],
  ['jumpP50', 'scroll frame p50, top to bottom in 120 (ms)', (value) => value.toFixed(1)],
  ['script', 'per scroll frame: script (ms)', (value) => value.toFixed(2)],
  ['style', 'per scroll frame: style (ms)', (value) => value.toFixed(2)],
  ['layout', 'per scroll frame: layout (ms)', (value) => value.toFixed(2)],
  ['paint', 'per scroll frame: paint (ms)', (value) => value.toFixed(2)],
];
const frameFigures = informative.filter(([key]) => !['navigation', 'rows', 'nodes'].includes(key));

/** The frame figures of the baseline and of this console, measured in turn in the same run. */
function compare(label, baselineRows, rows) {
  printTable([
    ['figure', ...rows.flatMap((row) => [`${row.variables}: ${label}`, `${row.variables}: this`, 'ratio'])],
    ...frameFigures.map(([key, name, format]) => [
      name,
      ...rows.flatMap((row, index) => [
        format(baselineRows[index][key]),
        format(row[key]),
        `${(row[key] / baselineRows[index][key]).toFixed(2)}x`,
      ]),
    ]),
  ]);
}

function report(rows) {
  const [small, large] = rows;
  printTable([
    ['figure', ...rows.map((row) => `${row.variables} variables`), 'ratio'],
    ...[...checked, ...informative].map(([key, label, format]) => [
      label,
      ...rows.map((row) => format(row[key])),
      `${(large[key] / small[key]).toFixed(2)}x`,
    ]),
  ]);
  console.log(`Rows the table announces: ${rows.map((row) => row.listed).join(', ')}.`);
  const over = checked.filter(([key]) => large[key] > small[key] * ALLOWED_RATIO).map(([, label]) => label);
  if (over.length === 0) {
    console.log(
      `PASS: the render time for ${large.variables} variables is within ${ALLOWED_RATIO}x of ${small.variables}.`,
    );
    return 0;
  }
  console.log(`FAIL: above ${ALLOWED_RATIO}x: ${over.join(', ')}.`);
  return 1;
}

let baseline;
try {
  baseline = await baselineConsole();
  const { rows, baselineRows } = await main(baseline);
  process.exitCode = report(rows);
  if (baseline) {
    console.log(`\nScrolling beside ${baseline.label}, measured in turn on the same server:`);
    compare(baseline.label, baselineRows, rows);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await baseline?.remove();
}
