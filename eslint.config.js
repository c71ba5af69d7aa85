// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync, readFileSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import localCasts from './eslint/casts.js';
import localImports from './eslint/imports.js';

/** Every feature folder of the console: features never import one another. */
const features = (() => {
  try {
    return readdirSync(new URL('./src/web/features', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
})();

/**
 * The reads of the console's data/ folder, each endpoint its `call(...)` there wraps with the file that wraps it:
 * `clusterEndpoints.list` -> `data/clusters/queries.ts`. Read from the folder itself, so a read moved there is
 * guarded at once.
 */
const dataReads = (() => {
  const folder = new URL('./src/web/data/', import.meta.url);
  let files;
  try {
    files = readdirSync(folder, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return files
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .flatMap((file) =>
      [...readFileSync(new URL(file, folder), 'utf8').matchAll(/\bcall\(\s*(\w+Endpoints)\.(\w+)/g)].map(
        ([, family, endpoint]) => ({ family, endpoint, file: `data/${file.replaceAll('\\', '/')}` }),
      ),
    );
})();

/**
 * A read that data/ wraps is called there alone: a feature or the shell calling it again would keep the same
 * answer under a key of its own, fetched and refreshed apart from everyone else's (one endpoint, one cache entry).
 */
const readsThroughData = {
  files: ['src/web/features/**/*.{ts,tsx}', 'src/web/app/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-syntax': [
      'error',
      ...dataReads.map(({ family, endpoint, file }) => ({
        selector: `CallExpression[callee.name='call'][arguments.0.object.name='${family}'][arguments.0.property.name='${endpoint}']`,
        message: `${family}.${endpoint} is read through ${file}: use its queryOptions (with \`select\` for a narrower view), so the read stays one cache entry.`,
      })),
    ],
  },
};

const noServer = [{ group: ['**/server/**'], message: 'The console talks to the server over HTTP only.' }];
const belowApp = [{ group: ['**/app/**'], message: 'Only app/ composes features into routes.' }];
// MUI is imported in ui/ (and the app shell) only, so the look of the console stays in one place.
const noMui = {
  group: ['@mui/material', '@mui/material/*'],
  message: 'Import MUI components through src/web/ui.',
};

/**
 * The server's layers, bottom up: each folder of src/server, each module of modules/, and each file at the root
 * (by name) with what it may import of the server. Tests and testing/ folders may import anything; nothing
 * else imports them. A folder missing here fails lint until it is given its line.
 */
const belowModules = ['domain', 'db', 'runtime', 'outbound', 'engine', 'webhooks'];
const modules = (...families) => [...belowModules, 'modules/shared', ...families.map((m) => `modules/${m}`)];
const serverLayers = {
  domain: [],
  db: ['domain'],
  runtime: [],
  outbound: [],
  engine: ['domain', 'db', 'runtime'],
  webhooks: ['domain', 'db', 'runtime', 'engine', 'outbound'],
  idempotency: ['db', 'runtime'],
  // One module imports another only along these lines, so the module graph stays one-way.
  'modules/shared': ['domain', 'db'],
  'modules/roles': modules(),
  'modules/apiTokens': modules('roles'),
  'modules/auth': modules('apiTokens', 'roles'),
  'modules/members': modules('auth', 'roles'),
  'modules/billing': modules(),
  'modules/cloudCredentials': modules('secrets'),
  'modules/clusters': modules('cloudCredentials', 'secrets'),
  'modules/deploymentStages': modules(),
  'modules/environments': modules('clusters', 'deploymentStages'),
  'modules/projects': modules('environments'),
  'modules/secrets': modules(),
  'modules/services': modules('environments', 'secrets', 'deploymentStages'),
  'modules/customDomains': modules('services'),
  'modules/variables': modules('environments', 'projects', 'secrets', 'services'),
  'modules/deployments': modules('environments', 'secrets', 'services', 'variables'),
  'modules/deploymentRules': modules('clusters', 'environments'),
  'modules/environmentClones': modules(
    'clusters',
    'deploymentStages',
    'environments',
    'projects',
    'secrets',
    'services',
    'variables',
  ),
  'modules/gitProviders': modules(),
  'modules/terraformVariables': modules(),
  'modules/gitTokens': modules('gitProviders', 'secrets'),
  'modules/gitRepositories': modules('gitProviders', 'gitTokens', 'terraformVariables'),
  'modules/commits': modules('gitProviders', 'gitTokens', 'services'),
  'modules/registries': modules('secrets'),
  'modules/organizations': modules(),
  'modules/webhooks': modules(),
  'modules/search': modules(),
  'modules/organizationServices': modules(),
  'modules/changes': modules(),
  'modules/audit': modules(),
  'modules/guide': modules(),
  'modules/advancedSettings': modules(),
  modules: [...belowModules, 'modules/*'],
  http: ['domain', 'runtime', 'engine', 'idempotency', 'modules', 'modules/*'],
  demo: ['domain', 'db', 'runtime', 'engine', 'modules/*'],
  // What keeps the engine's and the webhooks' leftovers from piling up, as tasks a pruner runs in the background.
  retention: ['db', 'runtime', 'engine', 'webhooks', 'idempotency'],
  // The composition root: configuration, logging, the app, what runs beside it, and the process.
  config: ['engine'],
  logging: ['db'],
  workers: ['db', 'runtime', 'engine', 'webhooks', 'idempotency', 'retention', 'modules/*'],
  app: [
    'config',
    'db',
    'domain',
    'runtime',
    'logging',
    'workers',
    'outbound',
    'engine',
    'webhooks',
    'idempotency',
    'modules',
    'modules/*',
    'http',
  ],
  main: ['app', 'config', 'db', 'runtime', 'demo'],
};
const whyServerLayer = {
  domain: "The domain is the floor: errors, pages and who calls, in the product's own terms.",
  db: 'db/ holds the schema and the connection; queries live in the modules that own the tables.',
  engine: 'The engine reads services through the ServiceDirectory it is given, never through modules/.',
  webhooks: 'The dispatcher knows events and deliveries, never the modules that cause them.',
  http: "http/ reaches data through the modules' services, never through SQL of its own.",
  modules:
    'Modules throw domain errors and answer pages (http/ speaks HTTP); what two share goes to modules/shared.',
};
for (const family of Object.keys(serverLayers).filter((layer) => layer.startsWith('modules/'))) {
  whyServerLayer[family] = whyServerLayer.modules;
}

/**
 * Every family of modules/ is used by the others, http/ and the composition root through its index.ts alone, so
 * its queries and files can change without touching another module. modules/shared is the floor they share.
 */
const publicFaces = {
  of: ['modules/*'],
  except: ['modules/shared'],
  why: "A module's index.ts is its public face: import what it exports there; when another module needs more, export a named lookup from it, not its queries.",
};

const layer = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

/** Route modules in `files`, whose contract folder is `up` from them: no zod, no schema, no contract module. */
const routesOnly = (files, up) => ({
  files,
  ignores: ['src/contract/endpoints/**/*.schemas.ts', 'src/contract/endpoints/all.ts', '**/*.test.ts'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['zod', 'zod/*', '**/*.schemas', `${up}/*`, `!${up}/endpoint`],
            allowTypeImports: true,
            message: 'Routes import no zod: import schemas as types only, and pair them in endpoints/all.ts.',
          },
        ],
      },
    ],
  },
});

/**
 * Strings in the contract come from its text primitives (src/contract/text.ts), which refuse NUL everywhere and
 * control characters where a value is one line: a bare zod string or URL would let them through to the database.
 */
const textPrimitivesOnly = {
  files: ['src/contract/**/*.ts'],
  ignores: ['src/contract/text.ts', '**/*.test.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector:
          "MemberExpression[object.name='z'][property.name=/^(string|url|httpUrl)$/], MemberExpression[object.property.name='coerce'][property.name='string']",
        message:
          'Use the text primitives of src/contract/text.ts (text(), textLines(), singleLine(), trimmedLine(), url()): they refuse NUL and control characters.',
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.data', '.e2e-data', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // One-way layers: contract <- server; contract <- web/lib <- web/features <- web/app.
  layer(
    ['src/contract/**'],
    [{ group: ['**/server/**', '**/web/**'], message: 'The contract depends on zod only.' }],
  ),
  // The contract's routes carry no schema, so the console calls the API without loading zod: a route module imports
  // values from the routes side only (types from anywhere). Its schemas are in `*.schemas.ts`; `all.ts` pairs them.
  routesOnly(['src/contract/endpoint.ts', 'src/contract/endpoints/*.ts'], '..'),
  textPrimitivesOnly,
  routesOnly(['src/contract/endpoints/*/**/*.ts'], '../..'),
  layer(['src/server/**'], [{ group: ['**/web/**'], message: 'The server never imports the console.' }]),
  // No cast through unknown outside tests: a kind's entry of a table is checked by the compiler, not asserted.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', 'src/web/test/**'],
    plugins: { 'local-casts': localCasts },
    rules: { 'local-casts/no-cast-through-unknown': 'error' },
  },
  // No file imports one that leads back to it, anywhere in src/ (type-only imports included). Test code (the shared
  // samples of contract/testing/, any testing/ folder, web/test/) is imported by tests and test helpers alone, so
  // no production bundle or server process loads it.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'local-imports': localImports },
    rules: {
      'local-imports/no-cycle': ['error', { root: 'src' }],
      'local-imports/test-code-only-in-tests': ['error', { root: 'src' }],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'local-imports/layers': [
        'error',
        {
          root: 'src/server',
          splitFolders: ['modules'],
          layers: serverLayers,
          why: whyServerLayer,
          publicFaces,
        },
      ],
      // The server's test code is named from src/server, as its layers are.
      'local-imports/test-code-only-in-tests': ['error', { root: 'src/server' }],
    },
  },
  layer(
    ['src/web/**'],
    [{ group: ['**/server/**'], message: 'The console talks to the server over HTTP only.' }],
  ),
  layer(
    ['src/web/ui/**'],
    [
      {
        group: ['**/features/**', '**/app/**', '**/lib/**'],
        message: 'ui/ holds presentational pieces only.',
      },
    ],
  ),
  layer(
    ['src/web/lib/**'],
    [
      ...belowApp,
      ...noServer,
      noMui,
      { group: ['**/features/**', '**/data/**'], message: 'lib/ sits below data/ and the features.' },
    ],
  ),
  // data/ holds the reads several features share (keys and queryOptions): below the features, above lib/.
  layer(
    ['src/web/data/**'],
    [
      ...belowApp,
      ...noServer,
      noMui,
      {
        group: ['**/features/**'],
        message: 'data/ sits below the features: what they share, no feature of its own.',
      },
      { group: ['**/ui/**'], message: 'data/ holds reads, not views.' },
    ],
  ),
  readsThroughData,
  ...features.map((feature) =>
    layer(
      [`src/web/features/${feature}/**`],
      [
        ...belowApp,
        ...noServer,
        noMui,
        {
          group: features.filter((other) => other !== feature).map((other) => `**/features/${other}/**`),
          message: 'Features do not import one another: move what they share to lib/ or ui/.',
        },
      ],
    ),
  ),
);
