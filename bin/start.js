// What the package's commands share: load the compiled dispatcher of dist/ and run it, with one
// line (no stack trace) when dist/ is missing or was left incomplete by a compilation cut short.
import { existsSync } from 'node:fs';
import module from 'node:module';
import { fileURLToPath } from 'node:url';

/** Written last by every compilation (scripts/compile.js): without it dist/ is missing or incomplete. */
const STAMP = new URL('../dist/build-stamp.json', import.meta.url);

/** A command's bundle in dist/bundles/ (scripts/bundle-commands.js), when the command has one. */
function bundleOf(command) {
  if (command === undefined || !/^[a-z][a-z-]*$/.test(command)) return undefined;
  const bundle = new URL(`../dist/bundles/${command}.cjs`, import.meta.url);
  return existsSync(bundle) ? bundle : undefined;
}

/** Runs codebreaker with these words before the command line's own arguments; sets the exit status. */
export async function start(prefix) {
  if (!existsSync(STAMP)) {
    process.stderr.write('codebreaker: the compiled code of dist/ is missing or incomplete; run npm run build (npm install does it)\n');
    process.exitCode = 1;
    return;
  }
  const argv = [...prefix, ...process.argv.slice(2)];
  // A short-lived command runs from its bundle, compiled from V8's code cache (src/cli/bundle.ts);
  // the others, and every command when CODEBREAKER_BUNDLES=0, from the ES modules of dist/.
  const bundle = process.env.CODEBREAKER_BUNDLES === '0' ? undefined : bundleOf(argv[0]);
  let main;
  if (bundle !== undefined) {
    const { loadBundle } = await import('../dist/src/cli/bundle.js');
    ({ main } = loadBundle(fileURLToPath(bundle)).exports);
  } else {
    // V8's compile cache for the modules loaded from here on (Node.js 22.1 and later; Node.js 20 has
    // none for ES modules, and the call is absent there).
    module.enableCompileCache?.();
    ({ main } = await import('../dist/src/cli/main.js'));
  }
  process.exitCode = await main(argv);
  if (bundle !== undefined) {
    // A bundled command is done when its main returns (the long-lived ones, serve and worker, are
    // not bundled): once what it wrote has gone out, the process ends at once, without waiting
    // for V8's background compilations and the heap's teardown, about 10 ms.
    await Promise.all([process.stdout, process.stderr].map((stream) => new Promise((resolve) => stream.write('', resolve))));
    process.exit();
  }
}
