// `npm run size [-- --files]`: the JavaScript (gzipped) a first visit to key pages of the console downloads, against a budget,
// so a heavy import into the entry or a page shows up in review rather than on people's connections.
//
// What counts (scripts/lib/bundle-size.mjs): the entry scripts and module preloads of index.html, the lazy chunks of
// every route the URL matches (React Router loads the shell's and the page's before it shows either), and all they
// import statically. What a page fetches later does not count, as it does not wait for it: the code of the pages
// likely next and of the navigation bar (loaded on idle), a form's schema and zod (on idle, or at the first
// validation), dialogs and menus (when opened, or on idle). A page whose first load holds zod fails, whatever its
// size. `--files` lists each page's files, largest first.
import path from 'node:path';
import { bundledPackages, gzipBytes, KB, measurePages } from './lib/bundle-size.mjs';
import { ensureConsoleBuild } from './lib/console-build.mjs';
import { projectRoot } from './lib/processes.mjs';

// KB here are 1024 bytes. Each page's budget is its measured size rounded up, so that what it loads at first
// cannot grow back unnoticed: raise one only for something the page must show at once.

// Packages no first visit loads: zod comes with forms, later. The console calls the API with the contract's routes,
// which import no zod; a route module that did would bring it into every page that calls the API.
const LATER_PACKAGES = ['zod'];

// Each page and the source modules of the lazy routes its URL matches (each feature's routes.tsx, placed by
// src/web/app/routes.tsx), outermost first: the console's file names, not its URLs, find their chunks.
const PAGES = [
  { page: 'sign-in', url: '/signin', budgetKb: 210, routes: ['features/auth/pages/SignInPage'] },
  {
    page: 'projects',
    budgetKb: 239,
    url: '/organizations/:organizationId/projects',
    routes: ['app/shell/AppShell', 'features/projects/pages/ProjectsPage'],
  },
];

try {
  await ensureConsoleBuild();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const distDir = path.join(projectRoot, 'dist/web');
const measures = measurePages(distDir, PAGES);
const rows = [
  ['Page', 'URL', 'Files', 'gzip KB', 'Budget KB', 'Result'],
  ...measures.map(({ page, url, files, bytes, budgetKb }) => [
    page,
    url,
    String(files.length),
    (bytes / KB).toFixed(1),
    String(budgetKb),
    bytes > budgetKb * KB ? 'FAIL' : 'PASS',
  ]),
];
const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
for (const row of rows)
  console.log(
    row
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd(),
  );

if (process.argv.includes('--files')) {
  for (const { page, files } of measures) {
    console.log(`\n${page}`);
    const sized = files.map((file) => ({ file, bytes: gzipBytes(distDir, file) }));
    for (const { file, bytes } of sized.sort((a, b) => b.bytes - a.bytes))
      console.log(`  ${(bytes / KB).toFixed(1).padStart(7)} KB  ${file}`);
  }
}

for (const { page, unmatchedRoutes } of measures) {
  for (const route of unmatchedRoutes) {
    console.log(
      `Note: no chunk of its own for ${route} (${page}): it is in the entry, or PAGES needs its new name.`,
    );
  }
}
const loadedTooEarly = measures.flatMap(({ page, files }) =>
  files.flatMap((file) =>
    bundledPackages(distDir, file)
      .filter((name) => LATER_PACKAGES.includes(name))
      .map((name) => `${page} loads ${name} at first, in ${file}`),
  ),
);
for (const line of loadedTooEarly) console.log(`FAIL: ${line}.`);
if (measures.some(({ bytes, budgetKb }) => bytes > budgetKb * KB) || loadedTooEarly.length > 0)
  process.exit(1);
