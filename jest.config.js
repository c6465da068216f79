import { availableParallelism } from 'node:os';

// ESM Jest through @swc/jest: Nest 12 and MikroORM 7 are ESM-only, so tests run as ESM
// (`NODE_OPTIONS=--experimental-vm-modules`, set by the npm scripts).
const swc = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
    },
    module: { type: 'es6' },
  },
];

const shared = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: {
    // libs are consumed from source in tests, so no build step is needed before them
    '^@sous/(contracts|kitchen)$': '<rootDir>/libs/$1/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // the backend's own aliases (backend/package.json "imports"), to its sources
    '^#(platform|config)/(.*)\\.js$': '<rootDir>/backend/src/$1/$2',
  },
};

export default {
  rootDir: '.',
  // One worker per core, at most 4. An integration suite is CPU-bound in one thread (the app and
  // PGlite's WASM share it), so on 2 cores 2 workers ran 12 suites in ~85 s against ~127 s in band;
  // 3 were within the noise of another user's load. Jest's default (cores - 1) meant in band on 2.
  // Each worker copies the PostgreSQL test database (backend/test/support/worker-database.ts).
  maxWorkers: Math.min(availableParallelism(), 4),
  // Every integration suite leaves its app, module graph and PGlite behind in the worker (≈ 50–90 MB of
  // heap a suite), and each later suite ran slower in a bigger heap: one worker's 24 suites took 215 s
  // with a 1.5 GB limit, 101 s with 400 MB and 91 s with 200 MB (a fresh worker after almost every
  // suite; starting one costs less than the collector saves). The whole integration run on 2 cores
  // went from 555 s to 228 s.
  workerIdleMemoryLimit: '200MB',
  projects: [
    {
      ...shared,
      displayName: 'unit',
      rootDir: '.',
      testMatch: ['<rootDir>/libs/*/src/**/*.spec.ts', '<rootDir>/backend/src/**/*.spec.ts'],
    },
    {
      ...shared,
      displayName: 'integration',
      rootDir: '.',
      // backend/src: handler specs on the real database (backend/test/support/test-database.ts), beside
      // their handler but here, where the run's migrated database is prepared once (issue 34)
      testMatch: ['<rootDir>/backend/test/**/*.int-spec.ts', '<rootDir>/backend/src/**/*.int-spec.ts'],
      globalSetup: '<rootDir>/backend/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/backend/test/support/global-teardown.ts',
      // testTimeout is not a per-project option; the setup file raises it for this project
      setupFilesAfterEnv: ['<rootDir>/backend/test/support/jest-setup.ts'],
    },
  ],
};
