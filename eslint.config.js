// One lint over the whole repository, run by `npm test` (`eslint . --max-warnings 0`): zero findings is the bar.
// Rules are few and structural: correctness (the recommended sets), unused code, import order, and the
// boundaries between features that keep a microfrontend's features independent (bulletproof-react's zones).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const microfrontends = ['mf-shell', 'mf-assessment', 'mf-billing', 'mf-knowledge'];
/** A microfrontend's features: every folder of its src/features, so a new feature is fenced in from the start. */
const featuresOf = (mf) =>
  readdirSync(new URL(`./${mf}/src/features`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * A feature imports only from itself and the shared layers (components, lib, hooks, config, testing); shared
 * layers never import a feature, and nothing imports the app layer that composes the features.
 */
function featureZones(mf) {
  const root = `./${mf}/src`;
  const features = featuresOf(mf).map((feature) => ({
    target: `${root}/features/${feature}`,
    from: `${root}/features`,
    except: [`./${feature}`],
    message: 'A feature does not import another feature: move what both need to src/components or src/lib.',
  }));
  return [
    ...features,
    {
      target: [`${root}/components`, `${root}/lib`, `${root}/hooks`, `${root}/config`],
      from: [`${root}/features`, `${root}/app`],
      message: 'Shared code does not depend on features or on the app that composes them.',
    },
    { target: `${root}/features`, from: `${root}/app`, message: 'Features do not import the app layer.' },
  ];
}

/** Product code never imports test support: the production build carries no test kit. */
const testSupport = ['**/testing/**', '**/*.test.ts', '**/*.test.tsx'];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/dist-testing/**', '**/node_modules/**', 'schema/src/gql/**', 'e2e/test-results/**', 'e2e/playwright-report/**', 'e2e/.artifacts/**', 'bench/.out/**', 'data/**', 'coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { ecmaVersion: 2024, sourceType: 'module' },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.json', '*/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-explicit-any': 'error',
      // The sanitisers (unsafe text, chunking, log digests) match control characters on purpose.
      'no-control-regex': 'off',
      'import-x/no-duplicates': 'error',
      'import-x/first': 'error',
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [{ pattern: '@/**', group: 'internal' }, { pattern: '@gap/**', group: 'external', position: 'after' }],
          // The project's own packages (@gap/…) come after the third-party ones, as written before the rule.
          pathGroupsExcludedImportTypes: ['builtin'],
          alphabetize: { order: 'asc', caseInsensitive: true },
          'newlines-between': 'ignore',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Tests read loosely typed JSON answers; product code may not.
    files: testSupport,
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Playwright reads a fixture-free test's parameters only from an empty pattern: `async ({}, testInfo) => …`.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: microfrontends.map((mf) => `${mf}/src/**/*.{ts,tsx}`),
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-restricted-paths': ['error', { zones: microfrontends.flatMap(featureZones) }],
    },
  },
  {
    files: ['gateway/src/**/*.ts', ...microfrontends.map((mf) => `${mf}/src/**/*.{ts,tsx}`)],
    ignores: [...testSupport, '**/*test-kit.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/testing/**', '**/testing', '*.test', '**/*test-kit*'], message: 'Product code does not import test support.' }] }],
    },
  },
);
