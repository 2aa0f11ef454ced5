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
  // No keep-alive for fetch in the suites: see src/testing/jest-setup.ts.
  setupFiles: ['<rootDir>/src/testing/jest-setup.ts'],
  // Generous: a suite starts a whole gateway in beforeAll, slow on a busy 2-core machine.
  testTimeout: 60000,
  // Two worker processes on this 2-core machine: a suite spends much of its time in I/O and its own gateway's
  // start-up, and the suites pass under far heavier load than a second worker adds.
  maxWorkers: 2,
  // Each suite starts whole gateways (a PGlite database each), and jest's module registry keeps part of every
  // suite alive: in one process the heap grew ~60 MB a suite until GC took most of the CPU (a 10-minute suite
  // ran past 20). Replacing a worker process once it holds more than this after a suite keeps it bounded.
  workerIdleMemoryLimit: '1GB',
  // The knowledge encoder's worker thread and crawl timers can outlive a suite's app.close(); exit once every test has finished.
  forceExit: true,
};
