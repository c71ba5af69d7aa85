// `npm run bench:logs [-- --lines 100000] [-- --web <folder>]`: how the console's log viewer copes with a long log, in headless
// Chromium against the real server. It opens the deployment page of the demo's storefront-web (deployed on the
// first start), whose log requests are answered with generated lines in the contract's shape, page by page as the
// API's log pages answer them (latest lines, `before`, `after`, `search`, `tail`); everything else the page asks is
// real. It prints figures: time to the first lines and the bytes of log fetched before them, how long an older
// page takes to show on scrolling up, rows in the DOM, JS heap, frame times and long tasks while scrolling, and how
// long search (over the whole log, through the server) and the level filter take to show their result.
// A benchmark, not a test: it exits 0 whatever the figures, and 1 only when the page cannot be measured.
import { randomUUID } from 'node:crypto';
import { apiClient, launchChromium, numericOption, signIn, startServer } from './lib/bench.mjs';
import { ensureConsoleBuild } from './lib/console-build.mjs';
import { showcaseDeployment } from './lib/showcase.mjs';

const LINES = numericOption('lines', 100_000);
const webIndex = process.argv.indexOf('--web');
// Another build of the console to measure (a copy of an earlier dist/web), served instead of the current one.
const WEB_SOURCE = webIndex === -1 ? undefined : process.argv[webIndex + 1];
// The demo's environment deploys in seconds at this pace, so the bench can open a deployment that has ended.
const ENGINE_TIME_SCALE = '0.05';
const LOG_LABEL = 'Deployment log';
const LOG_REGION = `[role="region"][aria-label="${LOG_LABEL}"]`;
// LOG_ROW_HEIGHT in src/web/ui/logs/LogRow.tsx.
const ROW_HEIGHT = 20;
const SCROLL_STEPS = 400;
const SMOOTH_FRAMES = 120;
const SMOOTH_PX_PER_FRAME = 5 * ROW_HEIGHT;
// A rare term typed key by key (its first letters match most lines on the way; only the whole term gives its
// count, so its result is told apart), and one letter pasted at once that matches nearly every line, several
// times: the most the search has to mark.
const TYPED_TERM = 'npm err! code 3';
const PASTED_TERM = 'e';

// ---------------------------------------------------------------------------------------------------------------
// The log: LINES lines shaped as src/contract/deployments.ts's deploymentLogLine.

const STEPS = ['GIT_CLONE', 'BUILD', 'BUILD', 'BUILD', 'DEPLOYMENT', 'ROUTER_DEPLOYMENT'];
const MODULES = ['cart', 'checkout', 'catalog', 'search', 'account', 'orders', 'payments', 'reviews'];

function message(index) {
  if (index % 2_500 === 0)
    return `npm ERR! code ${index % 7} in packages/${MODULES[index % 8]}: exit status 1`;
  if (index % 1_000 === 500) return `Retrying registry push: connection reset by peer (attempt ${index % 5})`;
  switch (index % 6) {
    case 0:
      return `Compiling src/modules/${MODULES[index % 8]}/index.tsx (${(index % 977) + 12} kB)`;
    case 1:
      return `#${index % 40} sha256:${(index * 2_654_435_761).toString(16).padStart(12, '0')} ${index % 101}% done`;
    case 2:
      return `npm info run ${MODULES[(index >> 3) % 8]}-utils@1.${index % 40}.0 postinstall node build.js`;
    case 3:
      return `GET /healthz 200 ${(index % 37) + 1} ms - request id ${index.toString(36)}`;
    case 4:
      return `Pod storefront-web-${(index % 9_999).toString(16)} ready (${index % 3}/3 containers running)`;
    default:
      return `webpack compiled chunk ${index} with ${index % 13} warnings in ${(index % 800) + 100} ms`;
  }
}

function levelOf(index) {
  if (index % 2_500 === 0) return 'ERROR';
  if (index % 1_000 === 500 || index % 97 === 0) return 'WARNING';
  return 'INFO';
}

/** The lines and, for each search term, how many matches the viewer should count (as findMatches counts). */
function generateLog(sample, count) {
  const startedAt = Date.parse(sample.created_at) - count * 10;
  const lines = Array.from({ length: count }, (_, index) => ({
    id: randomUUID(),
    created_at: new Date(startedAt + index * 10).toISOString(),
    level: levelOf(index),
    step: STEPS[Math.floor((index / count) * STEPS.length)],
    message: message(index),
    service_id: sample.service_id,
    deployment_id: sample.deployment_id,
    deployment_request_id: sample.deployment_request_id,
    execution_id: sample.execution_id,
  }));
  const occurrences = (term) => {
    let total = 0;
    for (const line of lines) {
      const text = line.message.toLocaleLowerCase();
      for (let at = text.indexOf(term); at !== -1; at = text.indexOf(term, at + term.length)) total += 1;
    }
    return total;
  };
  const typed = occurrences(TYPED_TERM);
  for (let length = 1; length < TYPED_TERM.length; length++) {
    if (occurrences(TYPED_TERM.slice(0, length)) === typed)
      throw new Error(`"${TYPED_TERM.slice(0, length)}" counts as many matches as "${TYPED_TERM}".`);
  }
  return {
    lines,
    bytes: Buffer.byteLength(JSON.stringify({ results: lines })),
    matches: { typed },
  };
}

/** The API's answer to a log request over the generated lines (see "Log pages" in docs/api.md). */
function logAnswer(lines, url) {
  const query = new URL(url).searchParams;
  const limit = Number(query.get('limit') ?? 1000);
  const total = lines.length;
  const last_written = lines.at(-1)?.id ?? null;
  if (query.has('tail')) return { results: lines.slice(-Number(query.get('tail'))) };
  if (query.has('search')) {
    const wanted = query.get('search').toLocaleLowerCase();
    const positions = [];
    lines.forEach((line, position) => {
      if (line.message.toLocaleLowerCase().includes(wanted)) positions.push(position);
    });
    const answered = positions.slice(0, limit);
    return {
      results: answered.map((position) => lines[position]),
      total,
      last_written,
      match_count: positions.length,
      match_positions: answered,
    };
  }
  if (query.has('after')) {
    const from = lines.findIndex((line) => line.id === query.get('after'));
    return { results: lines.slice(from + 1, from + 1 + limit), total, last_written };
  }
  const end = query.has('before') ? lines.findIndex((line) => line.id === query.get('before')) : total;
  const start = Math.max(0, end - limit);
  return {
    results: lines.slice(start, end),
    total,
    last_written,
    first_position: start,
    has_older: start > 0,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// In the page, from before its first script: long tasks, and when the first log row enters the DOM.

function pageProbe({ region }) {
  const bench = {
    longTasks: [],
    firstRowAt: null,
    firstRowPaintedAt: null,
    frame: () => new Promise((resolve) => requestAnimationFrame(resolve)),
    /** Resolves with when `done()` first holds after an input event or click, and the frame after that. */
    arm(done, startEvents) {
      let startedAt = null;
      const inputs = [];
      const onStart = () => {
        const at = performance.now();
        inputs.push(at);
        startedAt ??= at;
      };
      for (const type of startEvents) window.addEventListener(type, onStart, true);
      bench.pending = new Promise((resolve) => {
        const check = () => {
          if (startedAt === null || !done()) return;
          const doneAt = performance.now();
          observer.disconnect();
          for (const type of startEvents) window.removeEventListener(type, onStart, true);
          requestAnimationFrame(() =>
            resolve({ startedAt, lastInputAt: inputs.at(-1), doneAt, paintedAt: performance.now() }),
          );
        };
        const observer = new MutationObserver(check);
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      });
    },
  };
  window.__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const rows = new MutationObserver(() => {
    if (!document.querySelector(`${region} [data-index]`)) return;
    bench.firstRowAt = performance.now();
    rows.disconnect();
    requestAnimationFrame(() => (bench.firstRowPaintedAt = performance.now()));
  });
  rows.observe(document, { subtree: true, childList: true });
}

/** In the page: scrolls the log top to bottom in steps, smoothly for a while, then jumps; frame by frame. */
async function scrollThrough({ region, rowHeight, steps, smoothFrames, smoothPx }) {
  const area = document.querySelector(region);
  const { frame } = window.__bench;
  const rulesNow = () => [...document.styleSheets].reduce((total, sheet) => total + sheet.cssRules.length, 0);
  const max = area.scrollHeight - area.clientHeight;
  const positions = [];
  for (let step = 0; step <= steps; step++) positions.push(Math.round((max * step) / steps));
  const middle = Math.round(max / 2);
  for (let frame = 1; frame <= smoothFrames; frame++) positions.push(middle + frame * smoothPx);
  for (let round = 0; round < 3; round++) positions.push(0, middle, max);

  area.scrollTop = 0;
  await frame();
  await frame();
  // The frame rate of this browser on this machine with nothing to do, to read the scrolling figures against.
  const idle = [];
  let previous = await frame();
  for (let count = 0; count < 60; count++) {
    const now = await frame();
    idle.push(now - previous);
    previous = now;
  }
  const rulesBefore = rulesNow();
  const startedAt = performance.now();
  let last = await frame();
  const intervals = [];
  let blank = 0;
  for (const top of positions) {
    area.scrollTop = top;
    const now = await frame();
    intervals.push(now - last);
    last = now;
    // The row at the top edge must be there in the very frame the scroll lands.
    const index = Math.floor(area.scrollTop / rowHeight);
    if (!area.querySelector(`[data-index="${index}"]`)) blank += 1;
  }
  return {
    startedAt,
    endedAt: performance.now(),
    intervals,
    idle,
    blank,
    scrollHeight: area.scrollHeight,
    stepPx: Math.round(max / steps),
    rowsRendered: area.querySelectorAll('[data-index]').length,
    rulesAdded: rulesNow() - rulesBefore,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The measurements.

async function heapUsed(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name) => metrics.find((entry) => entry.name === name)?.value ?? 0;
  return { heap: metric('JSHeapUsedSize'), nodes: metric('Nodes') };
}

async function longTasksBetween(page, from, to) {
  return page.evaluate(
    ({ from, to }) => window.__bench.longTasks.filter((task) => task.start >= from && task.start < to),
    { from, to },
  );
}

/** Arms the page to time `action` until `done` (run in the page) holds, with the long tasks meanwhile. */
async function timed(page, { done, arg, startEvents }, action) {
  await page.evaluate(
    ({ done, arg, startEvents }) => {
      // A function's source cannot cross into the page; the predicates live here, chosen by name.
      const predicates = {
        counterEndsWith: ({ counter, text }) => counter.textContent.endsWith(text),
        counterHasMatches: ({ counter }) => / of [1-9]/.test(counter.textContent),
        onlyLevel: ({ region, level }) => {
          const rows = document.querySelectorAll(`${region} [data-index]`);
          return rows.length > 0 && [...rows].every((row) => row.dataset.level === level);
        },
        notOnlyLevel: ({ region, level }) =>
          [...document.querySelectorAll(`${region} [data-index]`)].some((row) => row.dataset.level !== level),
      };
      window.__bench.arm(() => predicates[done](arg), startEvents);
    },
    { done, arg, startEvents },
  );
  await action();
  const result = await page.evaluate(() => window.__bench.pending);
  const longTasks = await longTasksBetween(page, result.startedAt, result.paintedAt);
  return { ...result, longTasks };
}

async function measure(browser, server, showcase, log) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(pageProbe, { region: LOG_REGION });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await signIn(page, server.baseURL, server.token);
  const url = `${server.baseURL}${showcase.pagePath}`;

  // The page with its real, short log: where the heap starts from (and the bundle gets cached).
  await page.goto(url);
  await page.locator(`${LOG_REGION} [data-index]`).first().waitFor();
  const baseline = await heapUsed(cdp);

  const logRequests = [];
  await page.route(`**/api/deployment/${showcase.deploymentId}/log?*`, (route) => {
    const body = Buffer.from(JSON.stringify(logAnswer(log.lines, route.request().url())));
    logRequests.push({ url: route.request().url(), bytes: body.length });
    return route.fulfill({ status: 200, contentType: 'application/json', body });
  });
  await page.goto(url);
  await page.locator(`${LOG_REGION} [data-index]`).first().waitFor({ timeout: 60_000 });
  const beforeFirstRow = [...logRequests];
  await page.getByRole('button', { name: /^Errors \(\d+\)/ }).waitFor({ timeout: 30_000 });
  await page.waitForTimeout(500);
  const opened = await page.evaluate((region) => {
    const bench = window.__bench;
    const logResponse = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/log?'))
      .at(-1);
    return {
      logResponseEnd: logResponse?.responseEnd ?? null,
      firstRowAt: bench.firstRowAt,
      firstRowPaintedAt: bench.firstRowPaintedAt,
      longTasks: bench.longTasks.filter((task) => task.start < bench.firstRowPaintedAt),
      rows: document.querySelectorAll(`${region} [data-index]`).length,
    };
  }, LOG_REGION);
  opened.requests = beforeFirstRow.length;
  opened.bytes = beforeFirstRow.reduce((total, request) => total + request.bytes, 0);
  const loaded = await heapUsed(cdp);

  // Scrolling to the top loads the page of lines before the first one held, painted above it.
  const olderPage = await page.evaluate(async (region) => {
    const area = document.querySelector(region);
    const { frame } = window.__bench;
    const heightBefore = area.scrollHeight;
    const startedAt = performance.now();
    area.scrollTop = 0;
    area.dispatchEvent(new Event('scroll'));
    while (area.scrollHeight === heightBefore && performance.now() - startedAt < 10_000) await frame();
    const shownAt = performance.now();
    await frame();
    return {
      ms: shownAt - startedAt,
      grew: area.scrollHeight > heightBefore,
      rows: Math.round(area.scrollHeight / 20),
      // Still at the line seen before: the scroll moved down by the lines put above.
      scrollTop: area.scrollTop,
    };
  }, LOG_REGION);

  const scroll = await page.evaluate(scrollThrough, {
    region: LOG_REGION,
    rowHeight: ROW_HEIGHT,
    steps: SCROLL_STEPS,
    smoothFrames: SMOOTH_FRAMES,
    smoothPx: SMOOTH_PX_PER_FRAME,
  });
  scroll.longTasks = await longTasksBetween(page, scroll.startedAt, scroll.endedAt);
  const scrolled = await heapUsed(cdp);

  const searchbox = page.getByRole('searchbox', { name: `Search ${LOG_LABEL.toLowerCase()}` });
  const counter = await searchbox
    .locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " MuiStack-root ")][1]')
    .getByRole('status')
    .elementHandle();
  const typed = await timed(
    page,
    {
      done: 'counterEndsWith',
      arg: { counter, text: ` of ${log.matches.typed}` },
      startEvents: ['keydown'],
    },
    async () => {
      await searchbox.click();
      await page.keyboard.type(TYPED_TERM);
    },
  );
  await searchbox.fill('');
  await page.waitForFunction((element) => element.textContent === '', counter);
  const pasted = await timed(
    page,
    { done: 'counterHasMatches', arg: { counter }, startEvents: ['input'] },
    () => searchbox.fill(PASTED_TERM),
  );
  await searchbox.fill('');
  await page.waitForFunction((element) => element.textContent === '', counter);

  const errorsChip = page.getByRole('button', { name: /^Errors \(\d+\)/ });
  const filterOn = await timed(
    page,
    { done: 'onlyLevel', arg: { region: LOG_REGION, level: 'error' }, startEvents: ['click'] },
    () => errorsChip.click(),
  );
  const filterOff = await timed(
    page,
    { done: 'notOnlyLevel', arg: { region: LOG_REGION, level: 'error' }, startEvents: ['click'] },
    () => errorsChip.click(),
  );
  const after = await heapUsed(cdp);
  await context.close();
  return {
    baseline,
    opened,
    loaded,
    olderPage,
    scroll,
    scrolled,
    typed,
    pasted,
    filterOn,
    filterOff,
    after,
    logRequests,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The report.

const ms = (value) => `${Math.round(value)} ms`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const count = (value) => value.toLocaleString('en-US');

function percentile(values, fraction) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0;
}

function taskSummary(tasks) {
  if (tasks.length === 0) return 'no long tasks';
  const total = tasks.reduce((sum, task) => sum + task.duration, 0);
  const longest = Math.max(...tasks.map((task) => task.duration));
  return `${tasks.length} long task${tasks.length === 1 ? '' : 's'} (${ms(total)} in all, longest ${ms(longest)})`;
}

function interaction(result) {
  return `${ms(result.paintedAt - result.startedAt)} to the painted result; ${taskSummary(result.longTasks)}`;
}

function report(figures, log) {
  const { opened, scroll } = figures;
  const intervals = scroll.intervals;
  const slow = intervals.filter((interval) => interval > 50).length;
  const lines = [
    ['log lines', `${count(LINES)} (${mb(log.bytes)} of JSON as one answer)`],
    ['log requests before the first lines', count(opened.requests)],
    ['log fetched before the first lines', `${(opened.bytes / 1024).toFixed(1)} kB`],
    [
      'navigation → log response',
      opened.logResponseEnd === null ? 'not in resource timing' : ms(opened.logResponseEnd),
    ],
    ['navigation → first lines in the DOM', ms(opened.firstRowAt)],
    ['navigation → first lines painted', ms(opened.firstRowPaintedAt)],
    ['long tasks until then', taskSummary(opened.longTasks)],
    [
      'scroll to the top → older page painted',
      figures.olderPage.grew
        ? `${ms(figures.olderPage.ms)}; ${count(figures.olderPage.rows)} rows held, the view kept at ` +
          `${count(figures.olderPage.scrollTop)} px`
        : 'no older page arrived within 10 s',
    ],
    [
      'log requests in all',
      `${count(figures.logRequests.length)} (${mb(figures.logRequests.reduce((sum, r) => sum + r.bytes, 0))})`,
    ],
    ['log rows in the DOM', `${count(opened.rows)} of ${count(LINES)}`],
    ['DOM nodes in the page', count(figures.loaded.nodes)],
    [
      'JS heap used after GC',
      `${mb(figures.loaded.heap)} with the log open (${mb(figures.baseline.heap)} with the real, short log; ` +
        `+${mb(figures.loaded.heap - figures.baseline.heap)})`,
    ],
    [
      'scroll',
      `${count(intervals.length)} frames over ${(scroll.scrollHeight / 1e6).toFixed(1)} Mpx: ${SCROLL_STEPS} steps of ` +
        `${count(scroll.stepPx)} px, ${SMOOTH_FRAMES} frames at ${SMOOTH_PX_PER_FRAME} px, 9 jumps top/middle/bottom`,
    ],
    [
      'scroll frame time',
      `p50 ${ms(percentile(intervals, 0.5))}, p95 ${ms(percentile(intervals, 0.95))}, ` +
        `max ${ms(Math.max(...intervals))}; ${slow} frame${slow === 1 ? '' : 's'} over 50 ms`,
    ],
    ['scroll long tasks', taskSummary(scroll.longTasks)],
    [
      'idle frame time, for comparison',
      `p50 ${ms(percentile(scroll.idle, 0.5))}, max ${ms(Math.max(...scroll.idle))} over ${scroll.idle.length} frames`,
    ],
    ['scroll frames with the top row missing', count(scroll.blank)],
    ['log rows in the DOM after scrolling', count(scroll.rowsRendered)],
    ['CSS rules added while scrolling', count(scroll.rulesAdded)],
    ['JS heap used after scrolling, after GC', mb(figures.scrolled.heap)],
    [
      `search typed "${TYPED_TERM}"`,
      `first key → "… of ${count(log.matches.typed)}": ${interaction(figures.typed)}; ` +
        `last key → result ${ms(figures.typed.paintedAt - figures.typed.lastInputAt)}`,
    ],
    [`search pasted "${PASTED_TERM}"`, `→ its count over the whole log: ${interaction(figures.pasted)}`],
    ['level filter: Errors on (the lines held)', interaction(figures.filterOn)],
    ['level filter: Errors off', interaction(figures.filterOff)],
    ['JS heap used at the end, after GC', mb(figures.after.heap)],
  ];
  const width = Math.max(...lines.map(([name]) => name.length));
  for (const [name, value] of lines) console.log(`${name.padEnd(width)}  ${value}`);
}

async function main() {
  if (!WEB_SOURCE) await ensureConsoleBuild();
  const browser = await launchChromium();
  console.log('Starting a server on an empty data folder (the demo deploys on first start)…');
  let server;
  try {
    server = await startServer({
      name: 'bench-logs',
      env: { ENGINE_TIME_SCALE, DEMO_DEPLOY: 'true' },
      webSource: WEB_SOURCE,
    });
    const showcase = await showcaseDeployment(apiClient(server.baseURL, server.token));
    const log = generateLog(showcase.sample, LINES);
    console.log(`Measuring the log viewer with ${count(LINES)} lines…`);
    const figures = await measure(browser, server, showcase, log);
    report(figures, log);
  } finally {
    await browser.close();
    await server?.stop();
  }
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
