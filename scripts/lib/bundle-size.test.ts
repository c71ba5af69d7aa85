import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bundledPackages, entryScriptFiles, gzipBytes, measurePages, type Manifest } from './bundle-size.mjs';

const INDEX_HTML = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-A1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-B2.js">
<link rel="stylesheet" href="/assets/index-C3.css">
<script src="https://example.com/analytics.js"></script>
</head><body><div id="root"></div></body></html>`;

const CHUNKS: Record<string, string> = {
  'assets/index-A1.js': `import{j as e}from"./react-B2.js";const r=()=>import("./SignInPage-D4.js");const s=()=>import("./AppShell-J9.js");e(r,s);`,
  'assets/react-B2.js': `export const j=()=>{};`,
  'assets/SignInPage-D4.js': `import{j}from"./react-B2.js";import{f}from"./form-E5.js";const l=()=>import("./Help-F6.js");`,
  'assets/form-E5.js': `export const f=1;`,
  'assets/Help-F6.js': `export const h=1;`,
  'assets/ProjectsPage-G7.js': `import"./table-H8.js";`,
  'assets/table-H8.js': `export const t=1;`,
  'assets/AppShell-J9.js': `import"./table-H8.js";import"./nav-K10.js";const m=()=>import("./Menu-L11.js");`,
  'assets/nav-K10.js': `export const n=1;`,
  'assets/Menu-L11.js': `export const m=1;`,
};

const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index-A1.js', src: 'index.html', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-B2.js' },
  '_form.js': { file: 'assets/form-E5.js' },
  'src/web/features/auth/pages/SignInPage.tsx': {
    file: 'assets/SignInPage-D4.js',
    src: 'src/web/features/auth/pages/SignInPage.tsx',
    isDynamicEntry: true,
    imports: ['_react.js', '_form.js'],
  },
};

const PAGES = [
  { page: 'sign-in', url: '/signin', routes: ['features/auth/pages/SignIn'] },
  {
    page: 'projects',
    url: '/projects',
    routes: ['app/shell/AppShell', 'features/projects/pages/ProjectsPage'],
  },
];

describe('entryScriptFiles', () => {
  it('lists module scripts and module preloads of this build, not styles or other hosts', () => {
    expect(entryScriptFiles(INDEX_HTML)).toEqual(['assets/index-A1.js', 'assets/react-B2.js']);
  });
});

describe('measurePages', () => {
  let distDir: string;
  const size = (...files: string[]) => files.reduce((total, file) => total + gzipBytes(distDir, file), 0);

  beforeEach(() => {
    distDir = mkdtempSync(path.join(tmpdir(), 'bundle-size-'));
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
    for (const [file, code] of Object.entries(CHUNKS)) writeFileSync(path.join(distDir, file), code);
  });
  afterEach(() => rmSync(distDir, { recursive: true, force: true }));

  it('without a manifest, finds page chunks by name and follows their static imports only', () => {
    const [signIn, projects] = measurePages(distDir, PAGES);

    expect(signIn?.routeChunks).toEqual(['assets/SignInPage-D4.js']);
    expect(signIn?.files).toEqual([
      'assets/index-A1.js',
      'assets/react-B2.js',
      'assets/SignInPage-D4.js',
      'assets/form-E5.js',
    ]);
    expect(signIn?.bytes).toBe(size(...(signIn?.files ?? [])));
    // Every route the URL matches counts, the shell's as the page's, each chunk once; lazy imports do not.
    expect(projects?.routeChunks).toEqual(['assets/AppShell-J9.js', 'assets/ProjectsPage-G7.js']);
    expect(projects?.files).toEqual([
      'assets/index-A1.js',
      'assets/react-B2.js',
      'assets/AppShell-J9.js',
      'assets/ProjectsPage-G7.js',
      'assets/table-H8.js',
      'assets/nav-K10.js',
    ]);
    expect(projects?.unmatchedRoutes).toEqual([]);
  });

  it('with a manifest, finds page chunks by source module and their imports from it', () => {
    mkdirSync(path.join(distDir, '.vite'));
    writeFileSync(path.join(distDir, '.vite/manifest.json'), JSON.stringify(MANIFEST));

    const [signIn, projects] = measurePages(distDir, PAGES);

    expect(signIn?.files).toEqual([
      'assets/index-A1.js',
      'assets/react-B2.js',
      'assets/SignInPage-D4.js',
      'assets/form-E5.js',
    ]);
    // No chunks of their own in this manifest: the page counts the entry alone, and says which routes had none.
    expect(projects?.routeChunks).toEqual([]);
    expect(projects?.unmatchedRoutes).toEqual(['app/shell/AppShell', 'features/projects/pages/ProjectsPage']);
    expect(projects?.files).toEqual(['assets/index-A1.js', 'assets/react-B2.js']);
  });
});

describe('bundledPackages', () => {
  let distDir: string;
  beforeEach(() => {
    distDir = mkdtempSync(path.join(tmpdir(), 'bundle-packages-'));
  });
  afterEach(() => rmSync(distDir, { recursive: true, force: true }));

  it('names the packages a chunk holds from its source map, scoped ones with their scope', () => {
    writeFileSync(path.join(distDir, 'page.js'), 'export{}');
    const sources = [
      '../../../src/web/features/projects/api/getProjects.ts',
      '../../../node_modules/zod/v4/classic/schemas.js',
      '../../../node_modules/zod/v4/core/core.js',
      '../../../node_modules/@tanstack/query-core/build/modern/query.js',
      '../../../node_modules/a/node_modules/b/index.js',
    ];
    writeFileSync(path.join(distDir, 'page.js.map'), JSON.stringify({ version: 3, sources }));

    expect(bundledPackages(distDir, 'page.js')).toEqual(['@tanstack/query-core', 'b', 'zod']);
  });

  it('names none for a chunk without a source map', () => {
    writeFileSync(path.join(distDir, 'runtime.js'), 'export{}');
    expect(bundledPackages(distDir, 'runtime.js')).toEqual([]);
  });
});
