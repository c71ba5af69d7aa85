// `npm run bench:pages [-- --runs 3] [-- --requests] [-- --web <folder>]`: how soon a deep link shows its content, in headless Chromium
// against the real server with the demo organization. For the projects list, the showcase environment's page and
// its storefront-web deployment's page (whose log is the content), it prints the time from navigation to the
// content painted, with a cold cache (a new browser context: no HTTP cache, no console cache) and a warm one (the
// same address loaded again in that context: the console's files from the HTTP cache), and the depth of the
// request waterfall before the content: 1 when every API request the page sent until then started before any of
// them answered, one more for each request that had to wait for an answer. `--requests` lists each request; `--web` measures another build of
// the console (a copy of an earlier dist/web), to compare in the same window.
// A benchmark, not a test: it exits 0 whatever the figures, and 1 only when a page cannot be measured.
import os from 'node:os';
import { apiClient, launchChromium, numericOption, printTable, startServer } from './lib/bench.mjs';
import { ensureConsoleBuild } from './lib/console-build.mjs';
import { SHOWCASE, showcaseDeployment } from './lib/showcase.mjs';

const RUNS = numericOption('runs', 3);
const LIST_REQUESTS = process.argv.includes('--requests');
const webIndex = process.argv.indexOf('--web');
// Another build of the console to measure (a copy of an earlier dist/web), served instead of the current one.
const WEB_SOURCE = webIndex === -1 ? undefined : process.argv[webIndex + 1];
// The demo's environment deploys in seconds at this pace, so the bench can open a deployment that has ended.
const ENGINE_TIME_SCALE = '0.05';
const CONTENT_TIMEOUT_MS = 60_000;

/** The pages measured: where each is and what its content is (a test run in the page). */
const pages = (showcase) => [
  {
    name: 'projects list',
    path: showcase.projectsPath,
    content: { kind: 'link', text: SHOWCASE.project },
  },
  {
    name: 'environment page',
    path: showcase.environmentPath,
    content: { kind: 'link', text: SHOWCASE.service },
  },
  {
    name: "deployment's log",
    path: showcase.pagePath,
    content: { kind: 'selector', selector: '[role="region"][aria-label="Deployment log"] [data-index]' },
  },
];

/** In the page, from before its first script: when the content first shows, and the frame after (painted). */
function contentProbe(content) {
  const probe = { shownAt: null, paintedAt: null };
  window.__pageBench = probe;
  const shown = () => {
    if (content.kind === 'selector') return document.querySelector(content.selector) !== null;
    // A link in the page itself, not in the breadcrumbs or the navigation.
    return [...document.querySelectorAll('main a')].some(
      (link) => link.closest('nav') === null && link.textContent?.trim() === content.text,
    );
  };
  const observer = new MutationObserver(() => {
    if (probe.shownAt !== null || !shown()) return;
    probe.shownAt = performance.now();
    observer.disconnect();
    requestAnimationFrame(() => (probe.paintedAt = performance.now()));
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}

/** In the page, before its scripts: the session the console keeps once signed in with an API token. */
function storeSession(token) {
  const key = 'platform-console.session';
  if (localStorage.getItem(key) !== null) return;
  const session = { baseUrl: `${location.origin}/api`, credential: { kind: 'token', token } };
  localStorage.setItem(key, JSON.stringify(session));
}

/**
 * The depth of the waterfall: a request's depth is one more than the deepest request that had answered when it
 * started (1 when none had).
 */
export function waterfallDepth(requests) {
  const depths = [];
  const ordered = [...requests].sort((a, b) => a.start - b.start);
  for (const request of ordered) {
    const before = ordered
      .map((other, index) => ({ other, depth: depths[index] }))
      .filter(({ other, depth }) => depth !== undefined && other.end <= request.start);
    depths.push(1 + Math.max(0, ...before.map(({ depth }) => depth)));
  }
  return Math.max(0, ...depths);
}

async function open(page, url) {
  const requests = [];
  const started = new Map();
  const onRequest = (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) started.set(request, request.timing());
  };
  const onFinished = (request) => {
    if (!started.has(request)) return;
    const timing = request.timing();
    // Playwright's timings are relative to the request's own start, in ms since the epoch.
    requests.push({
      url: request.url(),
      startWall: timing.startTime,
      endWall: timing.startTime + Math.max(timing.responseEnd, 0),
    });
  };
  page.on('request', onRequest);
  page.on('requestfinished', onFinished);
  page.on('requestfailed', onFinished);
  try {
    await page.goto(url);
    await page.waitForFunction(() => typeof window.__pageBench?.paintedAt === 'number', undefined, {
      timeout: CONTENT_TIMEOUT_MS,
    });
    const figures = await page.evaluate(() => ({
      paintedAt: window.__pageBench.paintedAt,
      navigationStartWall: performance.timeOrigin,
    }));
    const paintedWall = figures.navigationStartWall + figures.paintedAt;
    const beforeContent = requests
      // A request of the page before (the change feed, cancelled by the navigation) is not this page's.
      .filter(
        (request) => request.startWall >= figures.navigationStartWall && request.startWall <= paintedWall,
      )
      .map((request) => ({
        ...request,
        start: request.startWall - figures.navigationStartWall,
        end: request.endWall - figures.navigationStartWall,
      }));
    return { paintedAt: figures.paintedAt, requests: beforeContent, depth: waterfallDepth(beforeContent) };
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onFinished);
    page.off('requestfailed', onFinished);
  }
}

async function measurePage(browser, server, target) {
  const url = `${server.baseURL}${target.path}`;
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    await context.addInitScript(contentProbe, target.content);
    // Signed in as the sign-in form leaves it (lib/session/sessionStore.ts), so the first visit is the page's own.
    await context.addInitScript(storeSession, server.token);
    const page = await context.newPage();
    const cold = await open(page, url);
    const warm = await open(page, url);
    return { cold, warm };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const ms = (value) => `${Math.round(value).toLocaleString('en-US')} ms`;

function listRequests(name, cache, requests) {
  console.log(`\n${name}, ${cache} cache: API requests before the content`);
  for (const request of [...requests].sort((a, b) => a.start - b.start)) {
    const { pathname, search } = new URL(request.url);
    console.log(`  ${ms(request.start).padStart(9)} → ${ms(request.end).padStart(9)}  ${pathname}${search}`);
  }
}

async function main() {
  if (!WEB_SOURCE) await ensureConsoleBuild();
  const browser = await launchChromium();
  console.log('Starting a server on an empty data folder (the demo deploys on first start)…');
  let server;
  try {
    server = await startServer({
      name: 'bench-pages',
      env: { ENGINE_TIME_SCALE, DEMO_DEPLOY: 'true' },
      webSource: WEB_SOURCE,
    });
    const showcase = await showcaseDeployment(apiClient(server.baseURL, server.token));
    const targets = pages(showcase);
    console.log(
      `Measuring ${targets.length} pages, ${RUNS} run${RUNS === 1 ? '' : 's'} each, on ${os.availableParallelism()} ` +
        `cores (load average ${os.loadavg()[0].toFixed(1)})…\n`,
    );
    const results = new Map(targets.map((target) => [target.name, []]));
    for (let run = 0; run < RUNS; run++) {
      for (const target of targets) results.get(target.name).push(await measurePage(browser, server, target));
    }
    const rows = [
      [
        'page',
        'cold: content painted',
        'warm: content painted',
        'waterfall depth (cold, warm)',
        'API requests',
      ],
    ];
    for (const target of targets) {
      const runs = results.get(target.name);
      const cold = runs.map((one) => one.cold);
      const warm = runs.map((one) => one.warm);
      rows.push([
        target.name,
        ms(median(cold.map((one) => one.paintedAt))),
        ms(median(warm.map((one) => one.paintedAt))),
        `${median(cold.map((one) => one.depth))}, ${median(warm.map((one) => one.depth))}`,
        String(median(cold.map((one) => one.requests.length))),
      ]);
    }
    printTable(rows);
    console.log(
      `\nMedians of ${RUNS}; times from navigation to the content painted (the frame after it shows).`,
    );
    if (LIST_REQUESTS) {
      for (const target of targets) {
        const [first] = results.get(target.name);
        listRequests(target.name, 'cold', first.cold.requests);
        listRequests(target.name, 'warm', first.warm.requests);
      }
    }
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
