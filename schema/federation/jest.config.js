/**
 * Component tests of every microfrontend (each app's jest.config.js re-exports this; <rootDir> is the app):
 * jsdom, TypeScript compiled to CommonJS by SWC (antd's per-component modules then resolve to its CommonJS build
 * with default-import interop). @gap/schema is ESM, so its TypeScript sources are used instead.
 */
export default {
  testEnvironment: 'jsdom',
  // jsdom matches every stylesheet rule against an element in getComputedStyle (testing-library calls it for each
  // role query). nwsapi is pinned at 2.2.24 in the root package.json: from 2.2.26 it keeps only 1,000 compiled
  // selectors in an LRU, fewer than antd injects, so each call recompiled them all (the results screen's file took
  // 42 s, 8.5 s pinned; the four component steps 586 s, 133 s).
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFilesAfterEnv: ['<rootDir>/../schema/federation/jsdom-setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@gap/schema$': '<rootDir>/../schema/src/index.ts',
    '^@gap/schema/graphql$': '<rootDir>/../schema/src/gql/graphql.ts',
    '^@gap/schema/web$': '<rootDir>/../schema/web/index.ts',
    '^@gap/schema/web/(.*)$': '<rootDir>/../schema/web/$1',
    '^antd/es/(.*)$': 'antd/lib/$1',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  transform: {
    '^.+\\.tsx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // A busy CI machine runs these 2-3 times slower than a quiet one: a test's limit is generous, as nothing is
  // timed here (speed is measured under bench/).
  testTimeout: 90_000,
  // Both cores: jest's default (cores - 1) runs the files one at a time on a 2-core machine, and nothing else
  // runs beside the component step in `npm test`.
  maxWorkers: 2,
};
