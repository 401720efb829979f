/**
 * Runs a command from its bundle (dist/bundles/<command>.cjs, made by scripts/bundle-commands.js)
 * with V8's code cache: the compiled code of the bundle's functions, kept beside it after the first
 * run, so that later runs neither parse nor compile what they run again. This is what Node.js 22's
 * module compile cache does for ES modules; Node.js 20 has it only for scripts (vm.Script's
 * cachedData), hence the one CommonJS file.
 *
 * A cache is named by a hash of the bundle's text and by the Node.js version and platform, since
 * V8 checks only the text's length; V8 refuses one made under other flags, and it is then made
 * again. A cache that cannot be written (a read-only install) costs nothing but its speed.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import vm from 'node:vm';

/** The folder of a bundle's code caches, beside the bundles. */
export const CACHE_DIR = '.v8-cache';

/** What a bundle exports: the command line's entry (src/cli/main.ts). */
export interface CommandBundle {
  main(argv: readonly string[]): Promise<number>;
}

/** How a bundle was loaded: from its code cache, or compiled (and its cache then written at exit). */
export type CacheUse = 'used' | 'made' | 'refused';

/** The code cache file of a bundle with this text, for this Node.js. */
export function cacheFileOf(bundle: string, source: string): string {
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 16);
  return join(dirname(bundle), CACHE_DIR, `${basename(bundle, '.cjs')}-${hash}-${process.version}-${process.platform}-${process.arch}.bin`);
}

/**
 * Writes the code of every function compiled so far to the cache file (at the process's exit, so
 * that the functions the command ran are in it), and removes the caches of the bundle's older texts.
 */
function writeCache(bundle: string, file: string, script: vm.Script): void {
  try {
    const dir = dirname(file);
    mkdirSync(dir, { recursive: true });
    const ours = new RegExp(`^${basename(bundle, '.cjs')}-[0-9a-f]{16}-`);
    for (const old of readdirSync(dir)) if (ours.test(old) && old !== basename(file)) rmSync(join(dir, old), { force: true });
    // Written whole, then renamed: another process never reads half a cache.
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, script.createCachedData());
    renameSync(temporary, file);
  } catch {
    // Read-only or full: the next run compiles again.
  }
}

/** Loads a command bundle, from its code cache when there is one. */
export function loadBundle(bundle: string): { exports: CommandBundle; cache: CacheUse } {
  const source = readFileSync(bundle, 'utf8');
  const cacheFile = cacheFileOf(bundle, source);
  let cachedData: Buffer | undefined;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    cachedData = undefined;
  }
  // CommonJS's own wrapper, on the first line so that line numbers stay the bundle's.
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: bundle,
    ...(cachedData !== undefined ? { cachedData } : {}),
    // A package the bundle imports (rather than requires) and the other commands' modules.
    importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  const cache: CacheUse = cachedData === undefined ? 'made' : script.cachedDataRejected === true ? 'refused' : 'used';
  if (cache !== 'used') process.once('exit', () => writeCache(bundle, cacheFile, script));
  const wrapper = script.runInThisContext() as (...args: unknown[]) => void;
  const module = { exports: {} as CommandBundle };
  wrapper.call(module.exports, module.exports, createRequire(bundle), module, bundle, dirname(bundle));
  return { exports: module.exports, cache };
}
