// ESLint (flat config) for the whole repository: `eslint .` in npm test must report nothing.
// Rule sets: ESLint's recommended, typescript-eslint's recommended, React's rules of hooks for the islands,
// jsx-a11y for React (.tsx) and Astro markup, and eslint-plugin-astro's recommended rules for .astro files.
// A rule is switched off only where it fights a deliberate habit of this codebase; each says why.
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
// jsx-a11y-x: the maintained ESLint 10 fork of eslint-plugin-jsx-a11y (same rules). The original does not support
// ESLint 10, which eslint-plugin-astro 3 requires; eslint-plugin-astro's a11y rules find this fork by itself.
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const CODE = ['**/*.{js,mjs,cjs,ts,mts,cts,tsx}', '**/*.astro'];

export default defineConfig([
  // Generated, installed or data folders (the .gitignore's build output plus what git keeps but nobody writes).
  globalIgnores([
    '**/node_modules/',
    'dist/',
    '.astro/',
    '.netlify/',
    '.data/',
    '.test-data/',
    'test-results/',
    'playwright-report/',
    'reports/',
    'content/',
    'studio/dist/',
    'studio/.sanity/',
  ]),

  // Astro's config comes after typescript-eslint's so that .astro files keep the Astro parser (which parses their
  // frontmatter and scripts with typescript-eslint's parser).
  { files: CODE, extends: [js.configs.recommended, tseslint.configs.recommended] },
  astro.configs.recommended,
  // A disable comment that no longer disables anything is an error too, so none outlives its reason.
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  // Where the code runs: the browser (pages' scripts, islands, stores, the typed API client, the Studio), Node
  // (functions, scripts, tests, config files) or both (src/lib and src/content are shared; .astro frontmatter
  // runs in Node at build time, its <script>s in the browser).
  { files: ['src/**', 'studio/**'], languageOptions: { globals: globals.browser } },
  {
    files: [
      'src/lib/**',
      'src/content/**',
      '**/*.astro',
      'netlify/**',
      'scripts/**',
      'tests/**',
      'studio/scripts/**',
      'studio/tests/**',
      'studio/sanity.cli.ts',
      '*.{js,mjs,ts}',
    ],
    languageOptions: { globals: globals.node },
  },
  // Playwright's page.evaluate callbacks run in the page.
  { files: ['tests/e2e/**', 'tests/dev/**', 'tests/studio/**'], languageOptions: { globals: globals.browser } },

  // React: the rules of hooks (and the React Compiler's checks that come with them) for every component file and
  // every hook the islands keep in a .ts file of their own.
  {
    files: ['**/*.tsx', 'src/islands/**/*.ts'],
    extends: [reactHooks.configs.flat.recommended],
    rules: {
      // A missing effect dependency is a real bug (stale values); an error, not a warning, so npm test stops on it.
      'react-hooks/exhaustive-deps': 'error',
      // Off: it flags the islands' deliberate load-in-effect pattern (a synchronous "checking"/reset state before the
      // awaited call, cancelled by a `current` flag); the cost is one extra render, not wrong behaviour.
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  // Accessibility of the markup: React components and Astro templates.
  { files: ['**/*.tsx'], extends: [jsxA11y.configs.recommended] },
  { files: ['**/*.astro'], extends: [astro.configs['jsx-a11y-recommended']] },
  {
    files: CODE,
    rules: {
      // `const { secret: _secret, ...rest } = record` is how this codebase leaves a field out of a copy.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      // `let { status, body } = ...` followed by `({ body } = ...)` keeps one destructuring; a `let` declared above
      // the handlers that read it and assigned once below them stays where its readers see it.
      'prefer-const': ['error', { destructuring: 'all', ignoreReadBeforeAssign: true }],
    },
  },
  // Tests read untyped JSON answers and Studio internals; `any` there is the test's choice, and a wrong field
  // fails the test anyway. Product code keeps the rule.
  { files: ['tests/**', 'studio/tests/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
]);
