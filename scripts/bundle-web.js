// Bundles the web page (src/web) into dist/web/ for the server to serve: one script (the page's
// modules, and the compiled core and typed client it imports from /lib/, which stay out of the
// browser's way as some forty requests) and one style sheet, each named after a digest of its
// content (app.3f9a2c1b.js), so that browsers may keep them for a year without asking again; and
// index.html, which names them and is revalidated on every load. Unbundled, a cold load of a
// Wordle board fetched 82 scripts and style sheets, one after another as each import was read.
//
// Plain JavaScript, run by scripts/compile.js on the compiled dist/ (the /lib/ imports are its
// dist/src/ files, as the server serves them). Without esbuild there is no dist/web/, and the
// server serves src/web as it is (src/server/plugins/web.ts).
import { readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';

/** The folder of the bundled page, in dist/. */
export const WEB_BUNDLE = 'web';

/** The page's entry points: its script and its style sheet, as index.html names them. */
const ENTRIES = [
  { source: 'app.js', href: '/app.js' },
  { source: 'styles.css', href: '/styles.css' },
];

/**
 * Writes dist/web/ for the dist/ folder `dist` (whose src/ is compiled): the hashed script and
 * style sheet, their source maps, and index.html naming them. Returns the files' names, or
 * undefined without the bundler.
 */
export async function bundleWeb(root, dist) {
  const out = join(dist, WEB_BUNDLE);
  await rm(out, { recursive: true, force: true });
  let esbuild;
  try {
    esbuild = createRequire(join(root, 'package.json'))('esbuild');
  } catch {
    process.stderr.write('scripts/bundle-web.js: esbuild is not installed; the server serves the page unbundled from src/web\n');
    return undefined;
  }
  const web = join(root, 'src', 'web');
  const lib = {
    name: 'codebreaker-lib',
    setup(build) {
      // /lib/client/index.js is dist/src/client/index.js: the modules the server serves at /lib/.
      build.onResolve({ filter: /^\/lib\// }, (args) => ({ path: join(dist, 'src', args.path.slice('/lib/'.length)) }));
    },
  };
  const result = await esbuild.build({
    entryPoints: ENTRIES.map((e) => join(web, e.source)),
    outdir: out,
    entryNames: '[name].[hash]',
    bundle: true,
    format: 'esm',
    // The browsers of the last few years (the page uses ES2022: top-level await, class fields, ??=).
    target: ['es2022'],
    minify: true,
    sourcemap: 'linked',
    metafile: true,
    // The optional Memento module stays the server's own /memento.js, imported by a variable name.
    external: ['./memento.js'],
    plugins: [lib],
    logLevel: 'warning',
    legalComments: 'none',
  });
  // Each entry's output: the file whose entryPoint is it (not its source map).
  const outputs = Object.entries(result.metafile.outputs);
  const named = new Map(
    ENTRIES.map((e) => {
      const found = outputs.find(([, o]) => o.entryPoint !== undefined && basename(o.entryPoint) === e.source);
      if (found === undefined) throw new Error(`scripts/bundle-web.js: esbuild wrote no output for ${e.source}`);
      return [e.href, `/${basename(found[0])}`];
    }),
  );
  let html = await readFile(join(web, 'index.html'), 'utf8');
  for (const [href, hashed] of named) {
    const attribute = new RegExp(`(src|href)="${href.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}"`, 'g');
    if (!attribute.test(html)) throw new Error(`scripts/bundle-web.js: src/web/index.html does not name ${href}`);
    html = html.replace(attribute, `$1="${hashed}"`);
  }
  await mkdir(out, { recursive: true });
  await writeFile(join(out, 'index.html'), html);
  return [...named.values()];
}
