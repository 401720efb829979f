// Bundles each short-lived command of the command line into one CommonJS file of dist/bundles/
// (<command>.cjs), for bin/start.js: one file, not the hundred-odd ES modules the command loads, and
// a script that Node.js 20 can compile from V8's code cache (src/cli/bundle.ts), which ES modules
// cannot use before Node.js 22. `codebreaker build --variant mastermind --strategy optimal` loads
// 120 modules (about 50 ms before its first line of work): from a bundle and its cache, about 10.
//
// Plain JavaScript, run by scripts/compile.js on the compiled dist/ (its ES modules stay as they
// are, and are what every other entry point runs). What a bundle leaves out:
// - the packages of node_modules (loaded by require or import from the bundle's place), but for
//   msgpackr (below);
// - the other commands' bodies, loaded as the ES modules of dist/ when a command calls another;
// - serve and worker: long-lived, their start is the server's and the queue's own business.
// import.meta of each module becomes its own file's place in dist/, so the workers it starts,
// the files it finds and the packages it resolves are the same as unbundled.
import { readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';

/** The folder of the bundles, in dist/. */
export const BUNDLES = 'bundles';

/** Commands that keep their ES modules: long-lived processes, whose start is not the command line's. */
const UNBUNDLED = new Set(['serve', 'worker']);

/** Packages bundled rather than loaded from node_modules. */
const INLINED = new Set(['msgpackr']);

/** The version of the bundler, or undefined when it is not installed (then there are no bundles). */
export function bundlerVersion(root) {
  try {
    return createRequire(join(root, 'package.json'))('esbuild/package.json').version;
  } catch {
    return undefined;
  }
}

/** A relative path as a JavaScript string of / separators. */
const posix = (path) => JSON.stringify(path.split(sep).join('/'));

/**
 * Each command's name and the folder of its body in dist/src/cli/commands/, sorted by name, as the
 * compiled registry (src/cli/registry.ts) pairs them: a bundle is named for the command that
 * bin/start.js is given, and a folder need not be (build's is build-trees/, since a folder named
 * build is taken for build output by many tools). A folder the registry does not name (one left in
 * dist/ by an incremental build after a rename) gets no bundle.
 */
async function commandFolders(dist) {
  const registry = await readFile(join(dist, 'src', 'cli', 'registry.js'), 'utf8');
  const pairs = [...registry.matchAll(/['"]?([a-z][a-z-]*)['"]?:\s*\(\)\s*=>\s*import\(["']\.\/commands\/([a-z][a-z-]*)\/run\.js["']\)/g)]
    .map((m) => [m[1], m[2]])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (pairs.length === 0) throw new Error('scripts/bundle-commands.js: dist/src/cli/registry.js names no command body');
  return pairs;
}

/**
 * Writes dist/bundles/<command>.cjs for every bundled command of the dist/ folder `dist`; returns
 * how many, or 0 without the bundler (then the commands run from their ES modules).
 */
export async function bundleCommands(root, dist) {
  const out = join(dist, BUNDLES);
  await rm(out, { recursive: true, force: true });
  let esbuild;
  try {
    esbuild = createRequire(join(root, 'package.json'))('esbuild');
  } catch {
    process.stderr.write('scripts/bundle-commands.js: esbuild is not installed; the commands run from their modules\n');
    return 0;
  }
  // The packages stay in node_modules, but for msgpackr: bundled from its ES modules (what the
  // unbundled code imports), not required as its CommonJS build, which loads a native addon.
  const { dependencies } = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'));
  const external = Object.keys(dependencies).filter((name) => !INLINED.has(name));
  const commandsDir = join(dist, 'src', 'cli', 'commands');
  const commands = (await commandFolders(dist)).filter(([name]) => !UNBUNDLED.has(name));
  await Promise.all(
    commands.map(([name, folder]) => {
      const file = join(out, `${name}.cjs`);
      const place = dirname(file);
      const plugin = {
        name: 'codebreaker-modules',
        setup(build) {
          // Another command's body stays an ES module of dist/, imported from the bundle's place.
          build.onResolve({ filter: /commands\/[a-z-]+\/run\.js$/ }, (args) => {
            const path = join(args.resolveDir, args.path);
            if (dirname(path) === join(commandsDir, folder)) return undefined;
            return { path: `./${relative(place, path).split(sep).join('/')}`, external: true };
          });
          // import.meta.url and import.meta.dirname: the module's own file in dist/.
          build.onLoad({ filter: /\.js$/ }, async (args) => {
            let contents = await readFile(args.path, 'utf8');
            if (contents.includes('import.meta')) {
              const own = `require('node:path').join(__dirname, ${posix(relative(place, args.path))})`;
              contents = contents
                .replaceAll('import.meta.url', `require('node:url').pathToFileURL(${own}).href`)
                .replaceAll('import.meta.dirname', `require('node:path').dirname(${own})`);
              if (contents.includes('import.meta')) throw new Error(`${args.path}: import.meta other than url and dirname`);
            }
            return { contents, loader: 'js' };
          });
        },
      };
      return esbuild.build({
        entryPoints: [join(dist, 'src', 'cli', 'main.js')],
        outfile: file,
        bundle: true,
        platform: 'node',
        format: 'cjs',
        target: 'node20',
        external: [...external, ...external.map((name) => `${name}/*`)],
        mainFields: ['module', 'main'],
        plugins: [plugin],
        logLevel: 'error',
        legalComments: 'none',
      });
    }),
  );
  return commands.length;
}
