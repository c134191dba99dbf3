import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['tests/global-tmp.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores: browser tests and builds are heavy enough without more parallel files.
    maxWorkers: 2,
    // Builds in tests start cold unless a test turns the page cache on with its own folder.
    env: { BOOKDOCS_CACHE: '0' },
    minWorkers: 1,
    // In CI a JSON report lets .ci/run print a plain "N passed, N failed" line.
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'tests/artifacts/vitest.json' }]] : ['default'],
  },
});
