import { defineConfig } from 'vitest/config';

// One run, three layers. The runtime layer shares one local platform (started once in globalSetup)
// across integration and browser tests, and runs its files one at a time.
export default defineConfig({
  test: {
    reporters: ['default', './test/support/summary-reporter.ts'],
    env: {
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      LOG_LEVEL: 'SILENT',
      POWERTOOLS_METRICS_DISABLED: 'true',
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['shared/**/*.test.ts', 'functions/**/*.test.ts', 'infra/**/*.test.ts', 'web/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'infra',
          include: ['test/infra/**/*.test.ts'],
          // a synth bundles every function with esbuild: beside the runtime tests on a loaded
          // 2-core machine it has taken over 3 minutes, in a hook or in a test of its own
          testTimeout: 600_000,
          hookTimeout: 600_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'runtime',
          include: ['test/integration/**/*.test.ts', 'test/e2e/**/*.test.ts'],
          globalSetup: ['./test/support/runtime-setup.ts'],
          fileParallelism: false,
          // the browser and the platform share two cores with everything else: a poll waits up to 5 s, not 1
          expect: { poll: { timeout: 5_000 } },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
