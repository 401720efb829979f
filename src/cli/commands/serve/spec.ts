// The spec of `codebreaker serve`, the HTTP server (the API, its documentation, the web page):
// options, help and examples as data, read without loading the command's code.
import { dataDir } from '../../common-options.ts';
import { defineCommand } from '../../spec.ts';

/** codebreaker serve: the HTTP server. */
export const spec = defineCommand({
  name: 'serve',
  script: 'start',
  summary: 'the HTTP server: the API, its documentation at /docs, the web page',
  description: [
    'The same process as npm start and node dist/src/server/server.js. Every setting is an environment variable ' +
      '(PORT, HOST, DATA_DIR, LOG_LEVEL, REDIS_URL, ...: docs/operations.md); the options below set PORT, HOST and ' +
      'DATA_DIR. It runs until SIGINT or SIGTERM, finishing the requests in flight.',
  ],
  options: {
    port: {
      type: 'string',
      short: 'p',
      parse: 'integer',
      min: 0,
      max: 65535,
      value: 'n',
      help: 'the port (PORT; default 3000, 0 any free port)',
    },
    host: { type: 'string', value: 'address', help: 'the address to listen on (HOST; default 127.0.0.1, 0.0.0.0 for every interface)' },
    'data-dir': { ...dataDir, help: 'the trees to serve (DATA_DIR; default data/ of the package)' },
  },
  examples: ['codebreaker serve', 'codebreaker serve --port 8080 --host 0.0.0.0'],
  failure: 'the server could not start (no trees, the port taken) or did not stop within SHUTDOWN_GRACE_MS',
});
