// Where the package's folders are (its root, data/, the cache directory), found from this file's
// place so the same code works from src/ and from dist/.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The package's root folder (the one holding package.json), found from this file's place, so the
 * same code finds data/ and the page's files whether it runs from src/ or compiled from dist/.
 */
export const PROJECT_ROOT: string = findRoot(import.meta.dirname);

/** The default data directory: data/ at the package root. */
export const DEFAULT_DATA_DIR: string = join(PROJECT_ROOT, 'data');

/** The cache directory of the command line: $CACHE_DIR when set (as the server's), else cache/ of the package. */
export function defaultCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.CACHE_DIR !== undefined && env.CACHE_DIR !== '' ? env.CACHE_DIR : join(PROJECT_ROOT, 'cache');
}

function findRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json above ${start}`);
  }
}
