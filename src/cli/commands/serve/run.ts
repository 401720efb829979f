/**
 * codebreaker serve: the HTTP server, the same process as npm start (node
 * dist/src/server/server.js). --port, --host and --data-dir set PORT, HOST and DATA_DIR; every
 * other setting is an environment variable (docs/operations.md).
 *
 *   codebreaker serve
 *   codebreaker serve --port 8080 --host 0.0.0.0
 */
import { command } from '../../command.ts';
import type { Runner } from '../../spec.ts';
import { spec } from './spec.ts';
import { EXIT } from '../../errors.ts';

/** Runs codebreaker serve: resolves once the server listens and has loaded its trees; it runs until a signal stops it. */
export const run: Runner = command(spec, async ({ values }) => {
  if (values.port !== undefined) process.env.PORT = String(values.port);
  if (values.host !== undefined) process.env.HOST = values.host;
  if (values['data-dir'] !== undefined) process.env.DATA_DIR = values['data-dir'];
  // The server's module starts the server (and handles its signals) as it is loaded.
  await import('../../../server/server.ts');
  return EXIT.ok;
});
