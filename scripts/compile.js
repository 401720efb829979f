#!/usr/bin/env node
// Compiles src/ and scripts/ to dist/ (tsconfig.build.json) so that dist/ is always either whole or
// absent, never half written: a compilation cut short (Ctrl-C, a killed install) must not leave a
// dist/ that the commands then run. Plain JavaScript, since it runs before anything is compiled.
//
//   node scripts/compile.js                # npm run build: compile into a fresh folder, then swap it in
//   node scripts/compile.js --if-stale     # npm's prepare: the same, unless dist/ is whole and current
//   node scripts/compile.js --incremental  # the tests: tsc's incremental build in dist/ itself
//
// After tsc, scripts/bundle-commands.js bundles the short-lived commands into dist/bundles/ (what
// bin/start.js runs them from, with V8's code cache: src/cli/bundle.ts), and scripts/bundle-web.js
// the web page into dist/web/ (what the server serves: src/server/plugins/web.ts).
//
// dist/build-stamp.json is written last and says that dist/ is whole; it holds a fingerprint of
// everything the compilation reads (sources, tsconfig files, package files, TypeScript's version).
// bin/start.js runs nothing from a dist/ without it. --if-stale is what makes `npx codebreaker` in
// a clone fast: npm exec links a package whose own package.json has the bin into its cache and runs
// its prepare script there, the first time; with a current dist/ that prepare compiles nothing.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleCommands, bundlerVersion } from './bundle-commands.js';
import { bundleWeb } from './bundle-web.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = 'dist';
/** The stamp that says a dist/ is whole, written last. */
const STAMP = 'build-stamp.json';
/** The prefixes of the folders a compilation builds in and the old dist/ goes to. */
const BUILDING = '.dist-building-';
const OLD = '.dist-old-';

/** The files the compilation reads from the project: tsconfig.build.json's include less its exclude. */
function sourceFiles() {
  const config = JSON.parse(readFileSync(join(root, 'tsconfig.build.json'), 'utf8'));
  const excluded = (config.exclude ?? []).map((dir) => join(root, dir));
  const files = [];
  const walk = (dir) => {
    if (excluded.includes(dir) || !existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts')) files.push(path);
    }
  };
  for (const pattern of config.include) {
    // Only "<dir>/**/*.ts": another form would be read wrongly, so it stops the compilation.
    const m = /^([\w./-]+)\/\*\*\/\*\.ts$/.exec(pattern);
    if (m === null) throw new Error(`scripts/compile.js reads only include patterns "<dir>/**/*.ts", not "${pattern}"`);
    walk(join(root, m[1]));
  }
  return files.sort();
}

/** The web page's files (src/web: scripts, styles, HTML), which scripts/bundle-web.js bundles. */
function webFiles() {
  const files = [];
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.push(path);
    }
  };
  walk(join(root, 'src', 'web'));
  return files.sort();
}

/** The fingerprint of what a compilation reads: equal fingerprints give the same dist/. */
function fingerprint() {
  const hash = createHash('sha256');
  const typescript = createRequire(import.meta.url)('typescript/package.json').version;
  hash.update(`typescript ${typescript}\0esbuild ${bundlerVersion(root) ?? 'none'}\0`);
  const inputs = [
    'package.json',
    'package-lock.json',
    'tsconfig.json',
    'tsconfig.build.json',
    'scripts/compile.js',
    'scripts/bundle-commands.js',
    'scripts/bundle-web.js',
  ].map((f) => join(root, f));
  for (const file of [...inputs, ...sourceFiles(), ...webFiles()]) {
    if (!existsSync(file)) continue;
    hash.update(`${relative(root, file).split('\\').join('/')}\0`);
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The fingerprint dist/'s stamp holds, or undefined without a stamp. */
function stampedFingerprint() {
  try {
    return JSON.parse(readFileSync(join(root, DIST, STAMP), 'utf8')).fingerprint;
  } catch {
    return undefined;
  }
}

/** Runs tsc on tsconfig.build.json with these extra arguments; returns its exit status. */
function tsc(args) {
  const bin = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const ran = spawnSync(process.execPath, [bin, '-p', join(root, 'tsconfig.build.json'), ...args], { cwd: root, stdio: 'inherit' });
  return ran.status ?? 1;
}

/** Whether the process of this id is running (a compilation under way owns its folders). */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

/** Removes the folders left by compilations that were cut short (their process has gone). */
function removeLeftovers() {
  for (const name of readdirSync(root)) {
    const prefix = [BUILDING, OLD].find((p) => name.startsWith(p));
    if (prefix !== undefined && !alive(Number(name.slice(prefix.length)))) rmSync(join(root, name), { recursive: true, force: true });
  }
}

/**
 * Compiles everything into a fresh sibling folder of dist/ (tsc's incremental state goes with it:
 * its paths are relative to that state file, so they hold once the folder is dist/), stamps it,
 * then puts it in dist/'s place. Until then dist/ is the previous whole build, or absent.
 */
async function compileAndSwap(print) {
  const building = join(root, `${BUILDING}${process.pid}`);
  const old = join(root, `${OLD}${process.pid}`);
  rmSync(building, { recursive: true, force: true });
  const status = tsc(['--outDir', building, '--tsBuildInfoFile', join(building, '.tsbuildinfo')]);
  if (status !== 0) {
    rmSync(building, { recursive: true, force: true });
    process.stderr.write('scripts/compile.js: tsc failed; dist/ is left as it was\n');
    return status;
  }
  await bundleCommands(root, building);
  await bundleWeb(root, building);
  writeFileSync(join(building, STAMP), `${JSON.stringify({ fingerprint: print })}\n`);
  const dist = join(root, DIST);
  // Another compilation may put its dist/ in place between the two renames: then go again.
  for (let attempt = 0; ; attempt++) {
    try {
      renameSync(dist, old);
    } catch (err) {
      if (err.code !== 'ENOENT') throw err;
    }
    try {
      renameSync(building, dist);
      break;
    } catch (err) {
      if (!['EEXIST', 'ENOTEMPTY'].includes(err.code) || attempt === 5) throw err;
      rmSync(old, { recursive: true, force: true });
    }
  }
  rmSync(old, { recursive: true, force: true });
  return 0;
}

/** tsc's incremental build in dist/ itself, unstamped while it writes. */
async function compileInPlace(print) {
  // A dist/ stamped with these sources' fingerprint holds their bundles already: the tests' every
  // run need not make them again (about 0.5 s), only after a change.
  const bundled = stampedFingerprint() === print;
  rmSync(join(root, DIST, STAMP), { force: true });
  const status = tsc([]);
  if (status !== 0) return status;
  if (!bundled) {
    await bundleCommands(root, join(root, DIST));
    await bundleWeb(root, join(root, DIST));
  }
  writeFileSync(join(root, DIST, STAMP), `${JSON.stringify({ fingerprint: print })}\n`);
  return status;
}

const mode = process.argv[2];
if (mode !== undefined && mode !== '--if-stale' && mode !== '--incremental') {
  process.stderr.write(`scripts/compile.js: unknown option ${mode} (--if-stale or --incremental)\n`);
  process.exit(2);
}
removeLeftovers();
// The fingerprint is taken before tsc reads the sources: a file changed meanwhile makes the next one differ.
const print = fingerprint();
if (mode === '--if-stale' && stampedFingerprint() === print) {
  process.stdout.write('dist/ is whole and compiled from these sources: nothing to compile\n');
} else {
  process.exitCode = mode === '--incremental' ? await compileInPlace(print) : await compileAndSwap(print);
}
