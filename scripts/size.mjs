// `npm run size [-- --files]`: the JavaScript (gzipped) a first visit to key pages of the console downloads, against a budget,
// so a heavy import into the entry or a page shows up in review rather than on people's connections.
import path from 'node:path';
import { gzipBytes, KB, measurePages } from './lib/bundle-size.mjs';
import { ensureConsoleBuild } from './lib/console-build.mjs';
import { projectRoot } from './lib/processes.mjs';

// KB here are 1024 bytes.
const BUDGET_KB = 250;

// Each page and the source module its route loads lazily: the console's file names, not its URLs, find its chunk.
const PAGES = [
  { page: 'sign-in', url: '/signin', source: 'features/auth/pages/SignIn' },
  {
    page: 'projects',
    url: '/organizations/:organizationId/projects',
    source: 'features/projects/pages/ProjectsPage',
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
  ...measures.map(({ page, url, files, bytes }) => [
    page,
    url,
    String(files.length),
    (bytes / KB).toFixed(1),
    String(BUDGET_KB),
    bytes > BUDGET_KB * KB ? 'FAIL' : 'PASS',
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
    for (const file of files)
      console.log(`  ${(gzipBytes(distDir, file) / KB).toFixed(1).padStart(7)} KB  ${file}`);
  }
}

for (const { page, source, routeChunks } of measures) {
  if (routeChunks.length === 0) {
    console.log(
      `Note: no chunk of its own for ${page} (${source}): it is in the entry, or PAGES needs its new name.`,
    );
  }
}
if (measures.some(({ bytes }) => bytes > BUDGET_KB * KB)) process.exit(1);
