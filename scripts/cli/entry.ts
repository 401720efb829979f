/**
 * How a command's own script file (node dist/scripts/build-trees.js, what its npm script runs)
 * starts: it runs the command when it is the file Node.js was started with, and does nothing when
 * it is imported (by the codebreaker dispatcher, or by a test).
 */
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Runner } from './command.ts';

/** Whether the module at this URL is the file Node.js was started with. */
export function isMain(moduleUrl: string): boolean {
  const started = process.argv[1];
  if (started === undefined) return false;
  let path = started;
  try {
    path = realpathSync(started);
  } catch {
    // A path that does not resolve is compared as it is.
  }
  return moduleUrl === pathToFileURL(path).href;
}

/** Runs the command on the process's arguments when its module is the file Node.js was started with. */
export function runWhenMain(moduleUrl: string, run: Runner): void {
  if (!isMain(moduleUrl)) return;
  void run(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
