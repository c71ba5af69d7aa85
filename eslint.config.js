// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

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

const noServer = [{ group: ['**/server/**'], message: 'The console talks to the server over HTTP only.' }];
const belowApp = [{ group: ['**/app/**'], message: 'Only app/ composes features into routes.' }];
// MUI is imported in ui/ (and the app shell) only, so the look of the console stays in one place.
const noMui = {
  group: ['@mui/material', '@mui/material/*'],
  message: 'Import MUI components through src/web/ui.',
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
  routesOnly(['src/contract/endpoints/*/**/*.ts'], '../..'),
  layer(['src/server/**'], [{ group: ['**/web/**'], message: 'The server never imports the console.' }]),
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
    [...belowApp, ...noServer, noMui, { group: ['**/features/**'], message: 'lib/ sits below features.' }],
  ),
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
