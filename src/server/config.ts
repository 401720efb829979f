import { join } from 'node:path';

/** Settings of the running server, from environment variables (documented in docs/server.md). */
export interface ServerConfig {
  readonly host: string;
  readonly port: number;
  readonly dataDir: string;
  readonly logLevel: string;
}

/** Thrown for a setting that cannot be used; the message names the variable. */
export class ConfigError extends Error {}

/** Reads the configuration from an environment (process.env by default). */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT must be an integer from 0 to 65535, not ${JSON.stringify(env.PORT)}`);
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    dataDir: env.DATA_DIR ?? join(import.meta.dirname, '..', '..', 'data'),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
