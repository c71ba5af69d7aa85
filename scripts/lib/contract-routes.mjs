// A Vite plugin for the console: in the browser, the contract's endpoint descriptors are routes only.
//
// The console's typed client needs of a descriptor its method, path and status at run time; its params, query, body
// and response schemas only give types, which TypeScript takes from the contract's source anyway. Importing the real
// descriptors would load zod and every schema the descriptors name into each page that calls the API, forms or not.
// So for the console (build, dev server and the web component tests alike), each module of `src/contract/endpoints/`
// is replaced by the same exports evaluated at build time and written out as plain objects, keeping method, path,
// operationId, access, scopeParam and status. Reading any other field throws, saying why. Forms still import the
// schemas they validate with from the contract, and load zod with them. The server never goes through this plugin.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

const KEPT = ['method', 'path', 'operationId', 'access', 'scopeParam', 'status'];
const LEFT_OUT = ['params', 'query', 'body', 'response', 'summary', 'tag', 'conflict'];
const RUNTIME_ID = '\0contract-routes-runtime';

const RUNTIME = `
const leftOut = (name) => ({
  get() {
    throw new Error(
      'The console loads endpoint descriptors without schemas (scripts/lib/contract-routes.mjs): ' +
        'import the schema itself from the contract instead of reading descriptor.' + name + '.',
    );
  },
});
const leftOutFields = {${LEFT_OUT.map((name) => `${name}: leftOut(${JSON.stringify(name)})`).join(', ')}};
/* #__NO_SIDE_EFFECTS__ */
export function route(fields) {
  return Object.freeze(Object.defineProperties(fields, leftOutFields));
}
`;

const isDescriptor = (value) =>
  typeof value === 'object' &&
  value !== null &&
  typeof value.method === 'string' &&
  typeof value.path === 'string' &&
  typeof value.operationId === 'string';

/**
 * A descriptor, or an object whose leaves are descriptors (a family, or families by kind), as code; else undefined.
 * Values already written under a name (`named`) are referred to by it, so they stay one object as in the contract.
 */
function writeRoutes(value, named = new Map()) {
  const name = named.get(value);
  if (name !== undefined) return name;
  if (isDescriptor(value)) {
    const fields = KEPT.filter((key) => value[key] !== undefined).map(
      (key) => `${JSON.stringify(key)}: ${JSON.stringify(value[key])}`,
    );
    return `/* @__PURE__ */ route({ ${fields.join(', ')} })`;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entries = Object.entries(value);
  if (entries.length === 0) return undefined;
  const written = [];
  for (const [key, member] of entries) {
    const code = writeRoutes(member, named);
    if (code === undefined) return undefined;
    written.push(`${JSON.stringify(key)}: ${code}`);
  }
  return `{\n  ${written.join(',\n  ')}\n}`;
}

const declares = (source, name) =>
  new RegExp(`export\\s+(?:const|let|var|function|class)\\s+${name}\\b`).test(source);

/**
 * The module that stands for one endpoints module in the console: the routes it declares as literals, the ones it
 * re-exports from a sibling as re-exports. Anything else (schemas, helpers, the list of all endpoints) is not
 * exported, so importing it into the console fails the build rather than loading zod unnoticed.
 */
export function writeRoutesModule(file, modules) {
  const own = modules.get(file);
  if (!own) throw new Error(`contract-routes: ${file} was not evaluated`);
  const lines = [`import { route } from ${JSON.stringify(RUNTIME_ID)};`];
  const named = new Map();
  for (const [name, value] of Object.entries(own.exports)) {
    if (writeRoutes(value) === undefined) continue;
    if (declares(own.source, name)) {
      lines.push(`export const ${name} = ${writeRoutes(value, named)};`);
      named.set(value, name);
      continue;
    }
    const from = [...modules].find(([other, module]) => other !== file && declares(module.source, name))?.[0];
    if (!from) continue;
    const relative = path.relative(path.dirname(file), from).split(path.sep).join('/');
    lines.push(
      `export { ${name} } from ${JSON.stringify(relative.startsWith('.') ? relative : `./${relative}`)};`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** Evaluates every module of the endpoints folder and its subfolders once (they share zod and the schemas). */
export async function evaluateEndpoints(directory) {
  const api = register({ namespace: `contract-routes-${Date.now()}` });
  try {
    const modules = new Map();
    for (const name of readdirSync(directory, { recursive: true, encoding: 'utf8' }).sort()) {
      if (!name.endsWith('.ts') || name.endsWith('.test.ts')) continue;
      const file = path.join(directory, name);
      const exports = await api.import(pathToFileURL(file).href, import.meta.url);
      modules.set(file, { source: readFileSync(file, 'utf8'), exports });
    }
    return modules;
  } finally {
    await api.unregister();
  }
}

/** The plugin; `root` is the project's folder (the working directory by default). */
export function contractRoutes({ root = process.cwd() } = {}) {
  const contractDir = path.join(root, 'src/contract');
  const endpointsDir = path.join(contractDir, 'endpoints');
  let evaluated;

  const fileOf = (id) => id.split('?')[0] ?? id;
  const isEndpointsModule = (id) => {
    const file = fileOf(id);
    return (
      file.startsWith(`${endpointsDir}${path.sep}`) && file.endsWith('.ts') && !file.endsWith('.test.ts')
    );
  };

  return {
    name: 'contract-routes',
    enforce: 'pre',
    resolveId(source) {
      return source === RUNTIME_ID ? RUNTIME_ID : undefined;
    },
    async load(id) {
      if (id === RUNTIME_ID) return { code: RUNTIME, moduleSideEffects: false };
      if (!isEndpointsModule(id)) return undefined;
      evaluated ??= evaluateEndpoints(endpointsDir);
      const modules = await evaluated;
      // Any contract file can change the descriptors: the dev server and watch mode rebuild when one does.
      for (const entry of readdirSync(contractDir, { recursive: true, encoding: 'utf8' })) {
        if (entry.endsWith('.ts')) this.addWatchFile(path.join(contractDir, entry));
      }
      return { code: writeRoutesModule(fileOf(id), modules), moduleSideEffects: false };
    },
    watchChange(id) {
      if (id.startsWith(contractDir)) evaluated = undefined;
    },
    handleHotUpdate({ file, server }) {
      if (!file.startsWith(contractDir)) return;
      evaluated = undefined;
      for (const module of server.moduleGraph.idToModuleMap.values()) {
        if (module.id && isEndpointsModule(module.id)) server.moduleGraph.invalidateModule(module);
      }
    },
  };
}
