import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import noIssueReferences from './infra/lint/no-issue-references.js';

// web/src imports by the #web/* alias, never by ../ (a file can move without its imports breaking).
const NO_PARENT_IMPORTS = { group: ['../*'], message: 'Import web code through #web/… rather than ../' };

/**
 * A feature (`features/<area>/<feature>/`, the areas mirroring routes/) is self-contained: it may
 * use shared UI (components/), lib/, api/, app/paths.ts and another feature's `api.ts` (its
 * queries and writes, defined once), but not another feature's components, a route or the app
 * shell. Pages (routes/) compose features. Each feature gets its own rule, since its own files are
 * the ones it may import.
 */
const FEATURES = new URL('./web/src/features', import.meta.url);
const featureBoundaries = readdirSync(FEATURES, { withFileTypes: true })
  .filter((area) => area.isDirectory())
  .flatMap((area) =>
    readdirSync(new URL(`./${area.name}`, `${FEATURES.href}/`), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => `${area.name}/${d.name}`),
  )
  .map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NO_PARENT_IMPORTS,
            {
              // a regex: in the gitignore-style `group`, a leading # starts a comment
              regex: `^#web/features/(?!${feature}/)(?![a-z-]+/[a-z-]+/api\\.ts$)`,
              message: `A feature does not import another feature but its api.ts: compose them in a page under routes/, or move what both need to components/.`,
            },
            {
              regex: '^#web/(routes/|app/(?!paths\\.ts$))',
              message: 'A feature does not import pages or the app shell.',
            },
          ],
        },
      ],
    },
  }));

/**
 * functions/lib in layers and domains (docs/architecture.md, Layout). The layers import downwards
 * only: base/ nothing in lib, table/ base, aws/ base and table; no layer imports a domain. A domain
 * uses the layers and another domain's keys and store, never its rules. Every folder of
 * functions/lib but the layers, auth/ and runtime/ is a domain.
 */
const LIB_LAYERS = { base: [], table: ['base'], aws: ['base', 'table'] };
const DOMAINS = [
  'products',
  'lots',
  'pipeline',
  'brands',
  'test-results',
  'distributions',
  'binder',
  'users',
  'clients',
  'kiosk',
  'loyalty',
  'coa-reader',
  'printing',
  'uploads',
  'jobs',
  'transfers',
  'mail',
  'blog',
  'training',
  'search',
  'similar',
  'test-result-index',
  'exports',
  'reconcile',
  'exchange',
];
const layerRules = Object.entries(LIB_LAYERS).map(([layer, below]) => ({
  files: [`functions/lib/${layer}/**/*.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^#lib/(?!(${[layer, ...below].join('|')})/)`,
            message: `functions/lib/${layer} is a layer: it imports only ${below.length ? below.map((b) => `${b}/`).join(', ') : 'nothing else in lib'}${below.length ? ' below it' : ''}.`,
          },
        ],
      },
    ],
  },
}));
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const domainRules = DOMAINS.flatMap((domain) => {
  const rules = {
    regex: `^#lib/(?!${domain}/)(${DOMAINS.join('|')})/(?!(keys|store|store/[\\w-]+)$)`,
    message: "A domain uses another domain's keys and store, never its rules: move the rule, or ask its store.",
  };
  const tableCalls = {
    regex: '^@aws-sdk/lib-dynamodb$',
    message: "A domain's table calls live in its store.ts (or store/, where it keeps several).",
  };
  return [
    {
      files: [`functions/lib/${domain}/**/*.ts`],
      ignores: ['**/*.test.ts'],
      rules: restrict([rules, tableCalls]),
    },
    { files: [`functions/lib/${domain}/store.ts`, `functions/lib/${domain}/store/*.ts`], rules: restrict([rules]) },
    // a domain's tests may check it against another's rules (a document one writes, the other reads)
    { files: [`functions/lib/${domain}/**/*.test.ts`], rules: restrict([tableCalls]) },
  ];
});

/**
 * Tests build and read data through the domains (test/support/data/, one builder module per
 * domain over its store) and the table helper (test/support/table.ts: the generic reads, the
 * snapshot, and the raw writes of items no domain writes), never through table calls of their
 * own, so an item's keys are written in one place.
 */
const TEST_TABLE_CALLS = {
  files: ['test/**/*.ts'],
  ignores: [
    'test/support/table.ts',
    'test/support/data/**',
    // benches run outside vitest against a runtime of their own and load it in bulk (thousands of
    // items, timed); they call the builders through useLocalTable's port, but their bulk writes and
    // reads are the measurement
    'test/bench/**',
  ],
  rules: restrict([
    {
      regex: '^@aws-sdk/lib-dynamodb$',
      message:
        "Tests write and read through the domains: a builder of test/support/data/ (add one over the domain's store), or storedItem/storedItems/indexedItems (putStoredItem/setStoredFields for what no store writes) of test/support/table.ts.",
    },
  ]),
};

export default tseslint.config(
  { ignores: ['node_modules', 'web/dist', 'cdk.out', '.data', '.test-data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // under verbatimModuleSyntax `import { type X }` keeps the module as a side-effect import: one
      // such line in the session shell put zod (10 KB compressed) in every first visit
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  {
    plugins: { habits: { rules: { 'no-issue-references': noIssueReferences } } },
    rules: { 'habits/no-issue-references': 'error' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_PARENT_IMPORTS] }] },
  },
  {
    // shared UI knows no feature, page or app shell
    files: ['web/src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NO_PARENT_IMPORTS,
            {
              regex: '^#web/(features/|routes/|app/(?!paths\\.ts$))',
              message: 'components/ is shared UI: it imports no feature, page or app shell.',
            },
          ],
        },
      ],
    },
  },
  ...featureBoundaries,
  ...layerRules,
  ...domainRules,
  TEST_TABLE_CALLS,
  // last: turns off every rule that would fight Prettier's layout, so lint and format never disagree
  prettier,
);
