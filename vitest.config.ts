import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { integrationAloneFiles } from './test/integration/alone-files';
import { testFilesThatMock } from './test/totals/isolated-test-files';

const nodeEnv = {
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  AWS_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  CDK_DISABLE_VERSION_CHECK: '1',
  // Powertools then writes through the global console, which tests watch for leaked secrets.
  POWERTOOLS_DEV: 'true',
};

/** What both web projects share. */
const webTest = {
  environment: 'jsdom',
  setupFiles: ['web/src/testing/setup.ts'],
  // A page test loads its route's chunk and renders in jsdom; on CI's two busy cores that has
  // run past the 5 s default (times are never asserted).
  testTimeout: 20_000,
};
// The journeys' route fixtures are checked against the router here (see the file).
const webFiles = ['web/src/**/*.test.{ts,tsx}', 'test/e2e/support/*.test.ts'];
/** The web files that mock modules: each runs in a jsdom and a module graph of its own. */
const webIsolatedFiles = testFilesThatMock(['web/src', 'test/e2e/support']);

const unitRoots = [
  'shared',
  'lambdas',
  'bin',
  'infra/local',
  'infra/catalogue',
  'test/lint',
  'web/prerender',
  'web/build',
  'test/budgets',
  'test/bench',
  'test/totals',
  'test/docs',
  // Helpers the journeys share that have tests of their own (curl-command.ts).
  'test/support',
];
/** What both unit projects share. */
const unitTest = {
  environment: 'node',
  setupFiles: ['lambdas/testing/live-session-stub.ts'],
  // Some start worker threads or esbuild (the local functions, bundle checks): 2–4 s on an idle
  // two-core machine, past the 5 s default on a busy one. A guard, never a measure.
  testTimeout: 30_000,
  // Explicit, so unit runs log alike whatever the shell exported.
  env: { ...nodeEnv, LOG_LEVEL: 'info' },
};
const unitIsolatedFiles = testFilesThatMock(unitRoots);

/** What both integration projects share: one local cloud, started once for both. */
const integrationTest = {
  environment: 'node',
  globalSetup: ['test/integration/global-setup.ts'],
  env: nodeEnv,
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // One module graph per worker for all its files: importing the SDK clients and the support
  // modules again for each file took 2–4 s before every file (no integration file mocks modules,
  // timers or the environment; each keeps its own users and records).
  isolate: false,
};

export default defineConfig({
  test: {
    // Vitest's default leaves a core to its main process (one worker on CI's two): two cut the
    // web project from 346 s to 245 s there, the main process being mostly idle.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          ...unitTest,
          name: 'unit',
          include: unitRoots.map((root) => `${root}/**/*.test.ts`),
          exclude: unitIsolatedFiles,
          // One module graph per worker for all its files (importing the SDKs and the local
          // cloud's modules again for every file was most of the project's time); the files that
          // mock run in 'unit-isolated'.
          isolate: false,
        },
      },
      { test: { ...unitTest, name: 'unit-isolated', include: unitIsolatedFiles } },
      {
        test: {
          name: 'cdk',
          environment: 'node',
          include: ['infra/**/*.test.ts'],
          exclude: ['infra/local/**', 'infra/catalogue/**'],
          globalSetup: ['infra/testing/cdk-outdir-setup.ts'],
          // One module graph per worker for all its files: aws-cdk-lib is loaded once, and
          // sharedTestStack (infra/testing/shared-test-stack.ts) synthesises each stage's stack
          // once for every file that reads it. No cdk test mocks modules or changes process.env.
          isolate: false,
          env: { ...nodeEnv, CDK_VALIDATION: 'false' },
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          ...webTest,
          name: 'web',
          include: webFiles,
          exclude: webIsolatedFiles,
          // One jsdom per worker for all its files: creating it was 90 s of the project's 160 s
          // on two cores. Files that mock modules (vi.mock) would leak their mocks into the next
          // file, so they run in the 'web-isolated' project, each in its own.
          isolate: false,
        },
      },
      { test: { ...webTest, name: 'web-isolated', include: webIsolatedFiles } },
      {
        test: {
          ...integrationTest,
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          exclude: integrationAloneFiles,
          // Files side by side, each worker signed in as its own admin. First: vitest 4.1 can
          // hand a group's workers the same VITEST_POOL_ID when a group ran before it (a worker
          // of the previous group frees its number after the next group took it).
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...integrationTest,
          name: 'integration-alone',
          include: integrationAloneFiles,
          // After the rest, one file at a time: these read or change what every file sees.
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
