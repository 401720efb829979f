// What the package's commands share: load the compiled dispatcher of dist/ and run it, with one
// line (no stack trace) when dist/ is missing or was left incomplete by a compilation cut short.
import { existsSync } from 'node:fs';
import module from 'node:module';

/** Written last by every compilation (scripts/compile.js): without it dist/ is missing or incomplete. */
const STAMP = new URL('../dist/build-stamp.json', import.meta.url);

/** Runs codebreaker with these words before the command line's own arguments; sets the exit status. */
export async function start(prefix) {
  if (!existsSync(STAMP)) {
    process.stderr.write('codebreaker: the compiled code of dist/ is missing or incomplete; run npm run build (npm install does it)\n');
    process.exitCode = 1;
    return;
  }
  // V8's compile cache for the modules loaded from here on (Node.js 22.1 and later; Node.js 20 has
  // none for ES modules, and the call is absent there).
  module.enableCompileCache?.();
  const { main } = await import('../dist/src/cli/main.js');
  process.exitCode = await main([...prefix, ...process.argv.slice(2)]);
}
