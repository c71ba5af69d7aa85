// What the first visit to a page of the console downloads in JavaScript before the page can show: the entry scripts
// index.html names, the lazy chunks of every route the URL matches (React Router loads them all, the shell's and the
// page's, before it renders), and every chunk those import statically, each counted once, gzipped. Chunks loaded
// later by a dynamic import (on idle, or when a dialog opens) are not counted: the page does not wait for them.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const KB = 1024;

const MANIFEST = '.vite/manifest.json';

function attributesOf(tag) {
  const attributes = {};
  for (const [, name, ...values] of tag.matchAll(/([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g)) {
    attributes[name.toLowerCase()] = values.find((value) => value !== undefined);
  }
  return attributes;
}

/** The files (relative to the build folder) of the module scripts and module preloads in index.html. */
export function entryScriptFiles(html) {
  const files = [];
  for (const [tag, element] of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const attributes = attributesOf(tag);
    const isScript = element.toLowerCase() === 'script' && attributes.type === 'module';
    const isPreload = element.toLowerCase() === 'link' && attributes.rel === 'modulepreload';
    const url = isScript ? attributes.src : isPreload ? attributes.href : undefined;
    // Scripts from other hosts are not ours to measure.
    if (url && !/^[a-z]+:\/\//i.test(url)) files.push(url.replace(/^\.?\//, ''));
  }
  return files;
}

/** Vite's manifest (`build.manifest: true`), or undefined when the build has none. */
export function readManifest(distDir) {
  const file = path.join(distDir, MANIFEST);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

function listFiles(directory, prefix = '') {
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(prefix, entry.name);
    return entry.isDirectory() ? listFiles(path.join(directory, entry.name), relative) : [relative];
  });
}

/**
 * The chunks built from a page's source module. With a manifest, chunks whose source path contains `source`;
 * without one, chunks named after the module (Vite names a lazy chunk after the module it starts from).
 */
export function routeChunkFiles(distDir, manifest, source) {
  if (manifest) {
    const files = Object.values(manifest)
      .filter((chunk) => chunk.src?.includes(source) && chunk.file.endsWith('.js'))
      .map((chunk) => chunk.file);
    return [...new Set(files)];
  }
  const moduleName = source.split('/').pop() ?? source;
  return listFiles(distDir).filter(
    (file) => file.endsWith('.js') && path.posix.basename(file).startsWith(moduleName),
  );
}

// `import{a as b}from"./x.js"`, `import "./x.js"`, `export*from"./x.js"`; never `import("./x.js")`, which is lazy.
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$*{}\s,]*?from\s*)?["']([^"']+\.js)["']/g;

/** The chunks `file` imports statically, relative to the build folder. */
export function staticImportsOf(distDir, manifest, file) {
  if (manifest) {
    const chunk = Object.values(manifest).find((candidate) => candidate.file === file);
    return (chunk?.imports ?? []).map((key) => manifest[key]?.file).filter(Boolean);
  }
  const code = readFileSync(path.join(distDir, file), 'utf8');
  return [...code.matchAll(STATIC_IMPORT)]
    .map(([, specifier]) =>
      specifier.startsWith('/')
        ? specifier.slice(1)
        : path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)),
    )
    .filter((imported) => existsSync(path.join(distDir, imported)));
}

/** `files` and everything they import statically, each once, in discovery order. */
export function withStaticImports(distDir, manifest, files) {
  const seen = new Set();
  const pending = [...files];
  while (pending.length > 0) {
    const file = pending.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...staticImportsOf(distDir, manifest, file));
  }
  return [...seen];
}

const NODE_MODULES = 'node_modules/';

/**
 * The packages of node_modules whose code a chunk holds, by its source map (`build.sourcemap`); empty when the
 * chunk has no map. `@scope/name` for scoped packages.
 */
export function bundledPackages(distDir, file) {
  const mapFile = path.join(distDir, `${file}.map`);
  if (!existsSync(mapFile)) return [];
  const { sources = [] } = JSON.parse(readFileSync(mapFile, 'utf8'));
  const packages = sources.flatMap((source) => {
    const at = source.lastIndexOf(NODE_MODULES);
    if (at === -1) return [];
    const [first = '', second = ''] = source.slice(at + NODE_MODULES.length).split('/');
    return [first.startsWith('@') ? `${first}/${second}` : first];
  });
  return [...new Set(packages)].sort();
}

export function gzipBytes(distDir, file) {
  return gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
}

/**
 * For each page ({ page, url, routes }), the JavaScript its first visit loads: { ...page, files, routeChunks,
 * unmatchedRoutes, bytes }. `routes` are the source modules of the lazy routes its URL matches, outermost first;
 * `unmatchedRoutes` lists those without a chunk of their own (in the entry, or mis-named).
 */
export function measurePages(distDir, pages) {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const manifest = readManifest(distDir);
  const entryFiles = entryScriptFiles(html);
  return pages.map((page) => {
    const chunksByRoute = page.routes.map((source) => routeChunkFiles(distDir, manifest, source));
    const routeChunks = [...new Set(chunksByRoute.flat())];
    const unmatchedRoutes = page.routes.filter((_, index) => chunksByRoute[index]?.length === 0);
    const files = withStaticImports(distDir, manifest, [...entryFiles, ...routeChunks]);
    const bytes = files.reduce((total, file) => total + gzipBytes(distDir, file), 0);
    return { ...page, files, routeChunks, unmatchedRoutes, bytes };
  });
}
