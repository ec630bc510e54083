import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = [
  'account',
  'auth',
  'blog',
  'checkout',
  'company',
  'contact',
  'help',
  'home',
  'newsletter',
  'not-found',
  'orders',
  'pricing',
  'products',
];

/** Imports that would break the layout's direction (requirements S, docs/decisions/014). */
const restrict = (patterns, message) => ['error', { patterns: patterns.map((group) => ({ group: [group], message })) }];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'web/dist',
      'web/dist-prod',
      'web/.ssr*',
      'build',
      '.tools',
      'reports',
      'test-results',
      'docs',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      'no-empty-pattern': 'off',
    },
  },
  // Type-aware: a promise nobody awaits or handles, or one handed where a plain callback is expected.
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  // What ships (the site, its build, the servers, the contract and fixtures): the whole type-checked preset.
  {
    files: ['{web,fake-server,contract,fixtures,static-demo}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.test-utils.{ts,tsx}'],
    rules: {
      ...Object.fromEntries(tseslint.configs.recommendedTypeCheckedOnly.flatMap((c) => Object.entries(c.rules ?? {}))),
      // ts-rest's handlers and Fastify's plugins are typed to return promises: an async function
      // with nothing to await is how they are written, not a mistake.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': restrict(
        ['**/fake-server/**', '**/fixtures/**', '**/static-demo/**'],
        "The web app never imports the fake server, the fixtures or the static demo's worker.",
      ),
    },
  },
  {
    files: ['web/src/components/**', 'web/src/lib/**'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.test-utils.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict(
        [
          '**/features/**',
          '**/app/app',
          '**/app/routes',
          '**/app/providers',
          '**/app/navigation',
          '**/fake-server/**',
          '**/fixtures/**',
        ],
        'Shared code (components, lib) never imports features or the app shell (only app/paths, the route table).',
      ),
    },
  },
  {
    files: ['contract/**'],
    rules: {
      'no-restricted-imports': restrict(
        ['**/fake-server/**', '**/fixtures/**', '**/web/**', '#fake-server/*', '#fixtures/*'],
        'The contract imports only zod and ts-rest.',
      ),
    },
  },
  // One import style outside the web app: the contract and the fixtures by their package names.
  // (Playwright's loader cannot follow `#name/*.js` to a .ts file: browser tests keep relative paths.)
  {
    files: ['fake-server/**', 'scripts/**', 'tests/**', 'web/build/**', 'web/serve/**'],
    ignores: ['tests/e2e/**', 'tests/e2e-prod/**'],
    rules: {
      'no-restricted-imports': restrict(
        ['../**/contract/*', '../**/fixtures/*', '../contract/*', '../fixtures/*'],
        'Import the contract and the fixtures as #contract/* and #fixtures/*.',
      ),
    },
  },
  // The fixtures fill the database whose shape they hold (fixtures/schema.ts); the fake server
  // loads them. Never the other way: no folder cycle (docs/decisions/047).
  {
    files: ['fixtures/**'],
    rules: {
      'no-restricted-imports': restrict(
        ['**/fake-server/**', '#fake-server/*', '**/web/**', '../**/contract/*', '../contract/*'],
        'The fixtures import only the contract (as #contract/*), never the fake server or the web app.',
      ),
    },
  },
  // The static demo's worker runs in the visitor's browser (docs/decisions/099): no Node module and
  // no Fastify at run time (types are fine); the fake server's own Node imports are resolved to
  // browser implementations by its build (scripts/build-static-demo.ts), never imported here.
  {
    files: ['static-demo/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'node:*',
                '/fastify',
                '@fastify/*',
                '/lowdb',
                'lowdb/*',
                '/argon2',
                '**/web/src/**',
                '**/server.js',
              ],
              allowTypeImports: true,
              message: 'The static demo runs in a service worker: no Node modules, no Fastify, not the site.',
            },
          ],
        },
      ],
    },
  },
  // One canonical path, decided at the edge (docs/decisions/075): the servers never decide on the
  // raw request target, which a lenient parser reads differently from the router.
  {
    files: ['fake-server/**', 'web/serve/**'],
    ignores: ['web/serve/canonical-path.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'MemberExpression[property.name=/^(url|originalUrl)$/][object.name=/^(request|req)$/]',
          message: 'Decide on request.canonicalPath (or the matched route), never on the raw URL.',
        },
        {
          selector: "MemberExpression[property.name=/^(url|originalUrl)$/][object.property.name='raw']",
          message: 'Decide on request.canonicalPath (or the matched route), never on the raw URL.',
        },
      ],
    },
  },
  ...FEATURES.map((feature) => ({
    files: [`web/src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': restrict(
        [
          ...FEATURES.filter((other) => other !== feature && !(feature === 'pricing' && other === 'checkout')).flatMap(
            (other) => [`../${other}`, `../${other}/**`],
          ),
          '**/fake-server/**',
          '**/fixtures/**',
        ],
        'Features do not import each other (pricing may open the checkout: docs/decisions/061).',
      ),
    },
  })),
);
