import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Worker threads and script tests run the compiled code: compile it first (incremental).
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
  resolve: {
    // The page imports the core and the client by the address the server serves them at
    // (/lib/core/x.js is dist/src/core/x.js, src/server/plugins/web.ts): in the tests that address
    // is the TypeScript source, the same module the tests import.
    alias: [{ find: /^\/lib\/(.*)\.js$/, replacement: `${import.meta.dirname}/src/$1.ts` }],
  },
});
