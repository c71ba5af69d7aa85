// @ts-check
/**
 * Two import rules over resolved files rather than import strings:
 * - `no-cycle`: no file may import one that leads back to it. Type-only imports count: a circle of types still
 *   ties files together (eslint-plugin-import-x's `no-cycle` skips them, hence this rule).
 * - `layers`: a table names which folders of a tree each folder may import (see eslint.config.js), and which of
 *   them others may use through their `index.ts` alone (their public face); test helpers (`testing/` folders)
 *   may import any layer, through its public face.
 * - `test-code-only-in-tests`: only tests and test helpers import test code (the shared samples of
 *   `contract/testing/`, a `testing/` folder's stand-ins, the console's `web/test/`).
 * Both read other files' imports with TypeScript's `preProcessFile`, a scan that sees `import type` too.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SUFFIXES = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js'];

const isFile = (file) => statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;

/** The file a relative specifier names; null for packages and for what does not exist. */
export function resolveImport(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = SUFFIXES.map((suffix) => base + suffix);
  // `./x.js` may name `./x.ts`.
  if (base.endsWith('.js')) candidates.push(base.slice(0, -3) + '.ts');
  return candidates.find(isFile) ?? null;
}

/** A file's imports as read from disk, kept while its modification time stays (checked twice a second). */
const scanned = new Map();
const RECHECK_MS = 500;

function importsOnDisk(file) {
  const now = Date.now();
  const known = scanned.get(file);
  if (known && now - known.checkedAt < RECHECK_MS) return known.targets;
  const mtimeMs = statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? -1;
  if (known && known.mtimeMs === mtimeMs) {
    known.checkedAt = now;
    return known.targets;
  }
  const text = mtimeMs < 0 ? '' : readFileSync(file, 'utf8');
  const specifiers = ts.preProcessFile(text, true, true).importedFiles.map((entry) => entry.fileName);
  const targets = [...new Set(specifiers.map((specifier) => resolveImport(file, specifier)))].filter(
    (target) => target !== null,
  );
  scanned.set(file, { mtimeMs, checkedAt: now, targets });
  return targets;
}

/** The shortest chain of imports from `start` back to `goal`, staying under `root`; null when there is none. */
function chainBack(start, goal, root) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of importsOnDisk(file)) {
      if (cameFrom.has(next) || !next.startsWith(root)) continue;
      cameFrom.set(next, file);
      if (next === goal) {
        const chain = [];
        for (let at = next; at !== null; at = cameFrom.get(at)) chain.unshift(at);
        return chain;
      }
      queue.push(next);
    }
  }
  return null;
}

/** Calls `check(node, specifier)` for every import, export-from and dynamic import of the file. */
function importVisitors(check) {
  const ofSource = (node) => {
    if (node.source?.type === 'Literal' && typeof node.source.value === 'string')
      check(node, node.source.value);
  };
  return {
    ImportDeclaration: ofSource,
    ExportNamedDeclaration: ofSource,
    ExportAllDeclaration: ofSource,
    ImportExpression: ofSource,
  };
}

/** @type {import('eslint').Rule.RuleModule} */
const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid imports that lead back to the importing file, type-only ones included' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: { cycle: 'Import cycle: {{chain}}. Move what both sides need below both.' },
  },
  create(context) {
    const file = context.physicalFilename;
    const root = path.resolve(context.cwd, context.options[0]?.root ?? '.') + path.sep;
    const shown = (at) => path.relative(context.cwd, at);
    return importVisitors((node, specifier) => {
      const target = resolveImport(file, specifier);
      if (!target || !target.startsWith(root)) return;
      const chain = target === file ? [file] : chainBack(target, file, root);
      if (chain)
        context.report({
          node,
          messageId: 'cycle',
          data: { chain: [file, ...chain].map(shown).join(' → ') },
        });
    });
  },
};

/** Test helpers (a `testing/` folder's files, the console's `web/test/`) and tests themselves. */
const isTestHelper = (relative) => /(^|\/)testing\//.test(relative) || /(^|\/)web\/test\//.test(relative);
const isTestCode = (relative) => isTestHelper(relative) || /\.test\.tsx?$/.test(relative);

/** @type {import('eslint').Rule.RuleModule} */
const testCodeOnlyInTests = {
  meta: {
    type: 'problem',
    docs: { description: 'Only tests and test helpers import test code, so no production bundle carries it' },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' } },
        required: ['root'],
        additionalProperties: false,
      },
    ],
    messages: { testCode: 'Only tests import test code ({{to}}).' },
  },
  create(context) {
    const root = path.resolve(context.cwd, context.options[0].root);
    const relative = path.relative(root, context.physicalFilename).split(path.sep).join('/');
    if (relative.startsWith('..') || isTestCode(relative)) return {};
    const shown = (file) => {
      const inRoot = path.relative(root, file);
      return (inRoot.startsWith('..') ? path.relative(context.cwd, file) : inRoot).split(path.sep).join('/');
    };
    return importVisitors((node, specifier) => {
      const target = resolveImport(context.physicalFilename, specifier);
      if (target && isTestCode(path.relative(context.cwd, target).split(path.sep).join('/')))
        context.report({ node, messageId: 'testCode', data: { to: shown(target) } });
    });
  },
};

/**
 * The layer a file belongs to under the root: its first folder, or `<folder>/<subfolder>` for folders whose
 * subfolders are layers of their own (`modules/<family>`), or the name of a file at the root (`app`).
 */
function layerOf(relative, splitFolders) {
  const [first, second, ...rest] = relative.split('/');
  if (second === undefined) return first.replace(/\.[^.]+$/, '');
  if (splitFolders.includes(first) && rest.length > 0) return `${first}/${second}`;
  return first;
}

/** Whether a file of a layer, named from the layer's folder, is its public face. */
const isFaceFile = (inLayer) => /^index\.[^./]+$/.test(inLayer);

/** Whether a layer's name matches an entry of the table: the same name, or `folder/*` for each of its subfolders. */
const matches = (pattern, layer) =>
  pattern === layer || (pattern.endsWith('/*') && layer.startsWith(pattern.slice(0, -1)));

/** @type {import('eslint').Rule.RuleModule} */
const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'Name which folders of a tree each folder may import' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          splitFolders: { type: 'array', items: { type: 'string' } },
          layers: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
          why: { type: 'object', additionalProperties: { type: 'string' } },
          publicFaces: {
            type: 'object',
            properties: {
              of: { type: 'array', items: { type: 'string' } },
              except: { type: 'array', items: { type: 'string' } },
              why: { type: 'string' },
            },
            required: ['of'],
            additionalProperties: false,
          },
        },
        required: ['root', 'layers'],
        additionalProperties: false,
      },
    ],
    messages: {
      forbidden: '{{from}}/ may not import {{to}}/ (it may import: {{allowed}}). {{why}}',
      publicFace: '{{from}}/ may use {{to}}/ only through its index.ts, not {{file}}. {{why}}',
      unknown:
        '{{from}} is in no layer: add it to the layers table in eslint.config.js, naming what it may import.',
    },
  },
  create(context) {
    const options = context.options[0];
    const root = path.resolve(context.cwd, options.root);
    const splitFolders = options.splitFolders ?? [];
    const relative = path.relative(root, context.physicalFilename).split(path.sep).join('/');
    if (relative.startsWith('..')) return {};
    // Tests wire whatever they exercise; only the cycle rule holds them. Test helpers may import any layer too, but
    // use a module through its public face like everyone else, so a module's files can change under them.
    if (isTestCode(relative) && !isTestHelper(relative)) return {};
    const helper = isTestHelper(relative);
    const from = layerOf(relative, splitFolders);
    const allowed = options.layers[from];
    const faces = options.publicFaces;
    const hasFace = (layer) =>
      !!faces && !faces.except?.includes(layer) && faces.of.some((pattern) => matches(pattern, layer));
    let reported = false;
    return importVisitors((node, specifier) => {
      const target = resolveImport(context.physicalFilename, specifier);
      if (!target) return;
      const targetRelative = path.relative(root, target).split(path.sep).join('/');
      if (targetRelative.startsWith('..')) return;
      // Which files import test code is the rule test-code-only-in-tests's.
      if (isTestCode(targetRelative)) return;
      const to = layerOf(targetRelative, splitFolders);
      if (to === from) return;
      if (!helper && !allowed) {
        if (!reported) context.report({ node, messageId: 'unknown', data: { from } });
        reported = true;
      } else if (!helper && !allowed.some((layer) => matches(layer, to))) {
        const data = { from, to, allowed: allowed.join(', ') || 'nothing', why: options.why?.[from] ?? '' };
        context.report({ node, messageId: 'forbidden', data });
      } else if (hasFace(to) && !isFaceFile(targetRelative.slice(to.length + 1))) {
        const data = { from, to, file: targetRelative, why: faces?.why ?? '' };
        context.report({ node, messageId: 'publicFace', data });
      }
    });
  },
};

export default {
  meta: { name: 'local-imports' },
  rules: { 'no-cycle': noCycle, layers, 'test-code-only-in-tests': testCodeOnlyInTests },
};
