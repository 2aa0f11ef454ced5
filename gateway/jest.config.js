/** Gateway tests: ESM (MikroORM is ESM-only), TypeScript through SWC with decorator metadata for type-graphql. */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2023',
        },
        module: { type: 'es6' },
      },
    ],
  },
  // Generous: a suite starts a whole gateway (migrations on a fresh database) in beforeAll, slow on a busy 2-core machine.
  // No keep-alive for fetch in the suites: see src/testing/jest-setup.ts.
  setupFiles: ['<rootDir>/src/testing/jest-setup.ts'],
  testTimeout: 60000,
  maxWorkers: 1,
  // Each suite starts whole gateways (a PGlite database each), and jest's module registry keeps part of every
  // suite alive: in one process the heap grew ~60 MB a suite until GC took most of the CPU (a 10-minute suite
  // ran past 20). One worker process, replaced once it holds more than this after a suite, keeps it bounded.
  workerIdleMemoryLimit: '1GB',
  // The knowledge encoder's worker thread and crawl timers can outlive a suite's app.close(); exit once every test has finished.
  forceExit: true,
};
