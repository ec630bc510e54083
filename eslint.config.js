import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';
import layout from './layout.json' with { type: 'json' };

/** The features, from their folders: a new one is bounded without editing this file. */
const FEATURES = readdirSync('web/src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** Pricing may open the checkout (docs/decisions/061): the one feature another may import. */
const MAY_IMPORT = { pricing: ['checkout'] };
const TESTS = ['**/*.test.{ts,tsx}', '**/*.test-utils.{ts,tsx}'];

/** An import of a top-level folder, as a relative path or by its package alias (#contract/*). */
const folder = (name) => [`**/${name}/**`, `../${name}`, `\\#${name}/**`];
/** What a browser runtime cannot load: Node's modules, and Fastify (its types are fine). */
const NODE_ONLY = ['node:*', '/fastify', '@fastify/*', '/lowdb', 'lowdb/*', '/argon2'];
/** Outside the browser tests, the contract and the fixtures are imported by their aliases. */
const RELATIVE_SHARED = ['../**/contract/*', '../contract/*', '../**/fixtures/*', '../fixtures/*'];

/**
 * The import rule of one part of the tree (layout.json, docs/decisions/103 and 205): the folders it
 * may not import, those it may take types from only, plus the part's own groups, each with why.
 */
function boundaries(name, extra = []) {
  const entry = layout.folders[name] ?? layout.exceptions[name];
  const own = layout.folders[name] ? name : name.split('/')[0];
  const types = entry.types ?? [];
  const others = Object.keys(layout.folders).filter(
    (other) => other !== own && !entry.imports.includes(other) && !types.includes(other),
  );
  const says = `${name} (${entry.runtime ?? entry.why}) may import only ${entry.imports.join(', ') || 'packages'}`;
  const groups = [
    ...(others.length ? [{ group: others.flatMap(folder), message: `${says} (layout.json).` }] : []),
    ...(types.length
      ? [
          {
            group: types.flatMap(folder),
            allowTypeImports: true,
            message: `${says}, and types from ${types.join(', ')} (layout.json).`,
          },
        ]
      : []),
    ...extra,
  ];
  return ['error', { patterns: groups }];
}
const nodeOnly = (runtime) => ({
  group: NODE_ONLY,
  allowTypeImports: true,
  message: `${runtime} has no Node modules and no Fastify at run time.`,
});
const aliasesOnly = {
  group: RELATIVE_SHARED,
  message: 'Import the contract and the fixtures as #contract/* and #fixtures/*.',
};
const importRule = (files, rule, ignores = TESTS) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': 'off', '@typescript-eslint/no-restricted-imports': rule },
});

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
    },
  },
  // Each top-level folder is one runtime and imports only what layout.json says (docs/decisions/103).
  importRule(['contract/**'], boundaries('contract')),
  importRule(['fixtures/**'], boundaries('fixtures', [aliasesOnly])),
  importRule(['site-server/**'], boundaries('site-server', [aliasesOnly])),
  importRule(['fake-server/**'], boundaries('fake-server', [aliasesOnly])),
  importRule(['site-build/**'], boundaries('site-build', [aliasesOnly])),
  // The static demo's worker (docs/decisions/099): the fake server's own Node imports are resolved to
  // browser implementations by its build (scripts/build-static-demo.ts), never imported here.
  importRule(
    ['static-demo/**'],
    boundaries('static-demo', [
      nodeOnly('The static demo runs in a service worker: it'),
      { group: ['**/server.js'], message: 'The static demo never starts a server.' },
    ]),
  ),
  importRule(['scripts/**'], boundaries('scripts', [aliasesOnly])),
  // A workspace package has its own package.json, so the root's #aliases do not reach it: relative paths.
  importRule(['packages/art/**'], boundaries('packages/art')),
  // Playwright's loader cannot follow `#name/*.js` to a .ts file: browser tests keep relative paths.
  importRule(['tests/**'], boundaries('tests', [aliasesOnly]), [
    'tests/e2e/**',
    'tests/e2e-prod/**',
    'tests/e2e-static/**',
  ]),
  // The web app: the browser's, and inside it features that do not import each other, shared code
  // (components, lib) that never imports features or the app shell (only app/paths, the route table).
  importRule(['web/**'], boundaries('web', [nodeOnly('The site')])),
  ...Object.keys(layout.exceptions).map((file) => importRule([file], boundaries(file), [])),
  importRule(
    ['web/src/components/**', 'web/src/lib/**'],
    boundaries('web', [
      nodeOnly('The site'),
      {
        group: ['**/features/**', '**/app/app', '**/app/routes', '**/app/providers', '**/app/navigation'],
        message:
          'Shared code (components, lib) never imports features or the app shell (only app/paths, the route table).',
      },
    ]),
  ),
  ...FEATURES.map((feature) =>
    importRule(
      [`web/src/features/${feature}/**`],
      boundaries('web', [
        nodeOnly('The site'),
        ...FEATURES.filter((other) => other !== feature && !(MAY_IMPORT[feature] ?? []).includes(other)).map(
          (other) => ({
            group: [`../${other}`, `../${other}/**`],
            message: 'Features do not import each other (pricing may open the checkout: docs/decisions/061).',
          }),
        ),
      ]),
    ),
  ),
  // One canonical path, decided at the edge (docs/decisions/075): the servers never decide on the
  // raw request target, which a lenient parser reads differently from the router.
  {
    files: ['fake-server/**', 'site-server/**'],
    ignores: ['site-server/canonical-path.ts', '**/*.test.ts'],
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
);
