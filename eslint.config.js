import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { READ_MODELS, SCHEMA_OWNERS } from './apps/server/scripts/data-owners.mjs';

const subfolders = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// docs/decisions/021: the web app's layers. app (and first-paint, which renders it on the server) composes features;
// a feature uses shared folders and never another feature; shared folders use only each other.
const WEB = './apps/web/src';
const FEATURES = subfolders('apps/web/src/features');
const SHARED = ['api', 'components', 'lib', 'location', 'payment-kit', 'plate-kit'].map((dir) => `${WEB}/${dir}`);
const COMPOSERS = [`${WEB}/app`, `${WEB}/first-paint`];
const featuresNeverImportApp = {
  target: `${WEB}/features`,
  from: COMPOSERS,
  message: 'app composes features, not the other way round: move what the feature needs to a shared folder.',
};
const webZones = [
  featuresNeverImportApp,
  ...FEATURES.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what both use to a shared folder (README, Layout).',
  })),
  {
    target: SHARED,
    from: [`${WEB}/features`, ...COMPOSERS],
    message: 'Shared folders never import features or app.',
  },
];

// docs/decisions/023 and 074: the server's layers. A module is used only through its index.ts, from another module and
// from everything outside modules (app.ts, demo, plugins, cli, tests); the kernel (the module framework) and the
// adapters and helpers below the modules (integrations, security, jobs, events, geo, plugins, observability, db) never import a module
// at all, except that db's schema types a column with the pure fee engine's rules; a module never imports what stands
// above the modules (the composition root app.ts and main.ts, cli, the demo data); tariffs, the fee engine, imports no
// server code.
const SERVER = './apps/server';
const MODULES = subfolders('apps/server/src/modules');
const MODULE_FACES = MODULES.map((module) => `./${module}/index.ts`);
const BELOW_MODULES = ['kernel', 'integrations', 'security', 'jobs', 'events', 'geo', 'plugins', 'observability'].map(
  (dir) => `${SERVER}/src/${dir}`,
);
const ABOVE_MODULES = ['app.ts', 'main.ts', 'cli', 'demo'].map((path) => `${SERVER}/src/${path}`);
const modulesNeverImportAbove = {
  target: `${SERVER}/src/modules`,
  from: ABOVE_MODULES,
  message: 'The composition root, cli and demo data stand above the modules: a module takes what it needs as deps.',
};
/**
 * Decision 095 (issue 38): modules own their data. A module imports only its own tables — the `db/schema/<file>.ts`
 * files SCHEMA_OWNERS gives it (apps/server/scripts/data-owners.mjs) and the shared column helpers, never the schema
 * index — and reads or writes another module's through that module's port (parking's staysPort, ledgerOf, ordersOf,
 * feeRuleById…). A declared read model (READ_MODELS: the console's cross-area searches) may read the files it lists.
 * `node apps/server/scripts/data-ownership.mjs --names` measures what is left.
 */
const SHARED_SCHEMA = Object.keys(SCHEMA_OWNERS).filter((file) => SCHEMA_OWNERS[file] === null && file !== 'index.ts');
const ownSchema = (module) => Object.keys(SCHEMA_OWNERS).filter((file) => SCHEMA_OWNERS[file] === module);
const mayImport = (module, extra = []) => [...SHARED_SCHEMA, ...ownSchema(module), ...extra].map((file) => `./${file}`);
const tableZone = (module, target, extra) => ({
  target,
  from: `${SERVER}/src/db/schema`,
  except: mayImport(module, extra),
  message:
    "A module imports only its own tables (db/schema/<owner>.ts, decision 095): use the owner's port, exported from its index.ts.",
});
const tableZones = MODULES.flatMap((module) => {
  if (READ_MODELS[module]) return [tableZone(module, `${SERVER}/src/modules/${module}`, READ_MODELS[module])];
  // A read model that is a file of its module: its own zone, and the rest of the module held as any module.
  const models = Object.keys(READ_MODELS).filter((model) => model.startsWith(`${module}/`));
  if (models.length === 0) return [tableZone(module, `${SERVER}/src/modules/${module}`)];
  // Everything of the module but its read models, down the folders that hold one (parking/orders/…).
  const besides = (dir) =>
    readdirSync(new URL(`apps/server/src/modules/${dir}`, import.meta.url), { withFileTypes: true }).flatMap(
      (entry) => {
        const path = `${dir}/${entry.name}`;
        if (models.includes(path)) return [];
        if (entry.isDirectory() && models.some((model) => model.startsWith(`${path}/`))) return besides(path);
        return [`${SERVER}/src/modules/${path}`];
      },
    );
  const rest = besides(module);
  return [
    tableZone(module, rest),
    ...models.map((model) => tableZone(module, `${SERVER}/src/modules/${model}`, READ_MODELS[model])),
  ];
});
const serverZones = [
  ...MODULES.map((module) => ({
    target: `${SERVER}/src/modules/${module}`,
    from: `${SERVER}/src/modules`,
    except: [`./${module}`, ...MODULE_FACES],
    message: "Use another module through its index.ts: export what you need there (README, 'Adding a module').",
  })),
  {
    target: [`${SERVER}/src/*.ts`, `${SERVER}/test`, `${SERVER}/bench`].concat(
      subfolders('apps/server/src')
        .filter((dir) => dir !== 'modules')
        .map((dir) => `${SERVER}/src/${dir}`),
    ),
    from: `${SERVER}/src/modules`,
    except: MODULE_FACES,
    message: 'Outside a module, use it only through its index.ts: export what you need there.',
  },
  {
    target: `${SERVER}/src/modules/tariffs`,
    from: `${SERVER}/src`,
    except: ['./modules/tariffs'],
    message: 'tariffs is pure (rules in, prices out): no database, clock or other server code; callers pass values.',
  },
  {
    target: BELOW_MODULES,
    from: `${SERVER}/src/modules`,
    message: 'Adapters and helpers sit below the modules: take plain values and let the module (or wiring) call you.',
  },
  {
    target: `${SERVER}/src/db`,
    from: `${SERVER}/src/modules`,
    except: ['./tariffs'],
    message: 'The database layer sits below the modules (only the pure fee engine types a column): no module code.',
  },
  {
    target: [`${SERVER}/src/kernel`, `${SERVER}/src/db`],
    from: ABOVE_MODULES,
    message:
      'The kernel and db sit below everything: the composition root and the demo data use them, not the reverse.',
  },
  modulesNeverImportAbove,
  ...tableZones,
];

/**
 * Issue 38: no function in production code over 200 lines (blank and comment lines aside), so that a service is a file
 * per seam over a shared access file (monthly-plans.service.ts shows how). The functions that were longer when the rule came are
 * held at the length they had: a split takes a file off this list, and none of them may grow.
 */
const FUNCTION_LINES = { max: 200, skipBlankLines: true, skipComments: true, IIFEs: true };
const FUNCTION_CEILINGS = {};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      '**/data/**',
      '**/migrations/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/{web,server}/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle follows an import only into files of these extensions, read with this parser.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverZones }] },
  },
  {
    // A module's tests may use the demo data's ids and seeds, and set up any table.
    files: ['apps/server/src/modules/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: serverZones.filter((zone) => zone !== modulesNeverImportAbove && !tableZones.includes(zone)) },
      ],
    },
  },
  {
    // Decision 095: a module never builds another module's repository (imported from that module's index.ts); it
    // uses the owner's port. Tests, the composition root and the demo data may build any.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+[a-z-]+$',
              importNamePattern: '^create\\w*Repository$',
              message: "Another module's repository is its own: use its port (decision 095).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // docs/decisions/005: the barrel would pull every component a lazy page uses into the first load.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'antd-mobile',
              message: "Import components by path: import Button from 'antd-mobile/es/components/button'.",
              allowTypeImports: true,
            },
            ...['toast', 'dialog'].map((component) => ({
              name: `antd-mobile/es/components/${component}`,
              message: 'Toasts and dialogs go through installedEffects (api/ui-effects.ts), loaded on first use (015).',
              allowTypeImports: true,
            })),
          ],
        },
      ],
      'import-x/no-restricted-paths': ['error', { zones: webZones }],
    },
  },
  {
    // The operator console (apps/console): a browser app with React hooks; screens call operations through api.call.
    files: ['apps/console/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // docs/decisions/027: screens call operations (api.call with a route of @parking/contracts), never a path.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/api/client.ts', 'apps/web/src/api/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'api',
          property: 'request',
          message: 'Call an operation: api.call(XOps.name, input) (decision 027).',
        },
      ],
    },
  },
  {
    // The one place that loads antd-mobile's Toast and Dialog, and its test.
    files: ['apps/web/src/app/antd-dialogs.ts', 'apps/web/src/app/ui-effects.test.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Page tests render the app's route tree, as the browser does.
    files: ['apps/web/src/features/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: webZones.filter((zone) => zone !== featuresNeverImportApp) }],
    },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', '**/fakes/**'],
    rules: { 'max-lines-per-function': ['error', FUNCTION_LINES] },
  },
  ...Object.entries(FUNCTION_CEILINGS).map(([file, max]) => ({
    files: [file],
    rules: { 'max-lines-per-function': ['error', { ...FUNCTION_LINES, max }] },
  })),
  prettier,
);
