import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../src/store/paths.ts';

/**
 * The command in a clone, as the README tells a reader to run it: `npm install` (whose prepare
 * script compiles dist/), then `npx codebreaker`. The clone is the working tree's files in a temp
 * folder, its node_modules a link to this one's and its dist/ a copy of the one the tests compiled
 * (what `npm install` leaves). A file of our own in dist/ tells whether anything compiled it again.
 */

let clone: string;
/** A file no compilation writes: it survives only while dist/ is the same folder. */
const SENTINEL = 'sentinel.txt';
const { version } = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string };

/** Runs a command in the clone; returns its exit status and output. */
function inClone(command: string, args: readonly string[], env: NodeJS.ProcessEnv = {}): { code: number | null; out: string; err: string } {
  const ran = spawnSync(command, args, { cwd: clone, encoding: 'utf8', env: { ...process.env, ...env }, timeout: 120_000 });
  return { code: ran.status, out: ran.stdout, err: ran.stderr };
}

beforeAll(() => {
  clone = mkdtempSync(join(tmpdir(), 'codebreaker-clone-'));
  // The working tree as a clone of it would be: tracked files and new ones git does not ignore (data/ is not needed).
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: PROJECT_ROOT,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((f) => f !== '' && !f.startsWith('data/') && existsSync(join(PROJECT_ROOT, f)));
  for (const file of files) {
    mkdirSync(dirname(join(clone, file)), { recursive: true });
    cpSync(join(PROJECT_ROOT, file), join(clone, file));
  }
  symlinkSync(join(PROJECT_ROOT, 'node_modules'), join(clone, 'node_modules'), 'dir');
  cpSync(join(PROJECT_ROOT, 'dist'), join(clone, 'dist'), { recursive: true });
  writeFileSync(join(clone, 'dist', SENTINEL), 'not compiled\n');
});

afterAll(() => {
  rmSync(clone, { recursive: true, force: true });
});

describe('a fresh clone', () => {
  it('npx codebreaker runs the compiled commands at once: its first call compiles nothing again', () => {
    // An npm cache of its own: npm exec links the package into it and runs its prepare script the first time only.
    const ran = inClone('npx', ['--offline', 'codebreaker', '--version'], { npm_config_cache: join(clone, '.npm-cache') });
    expect(ran, ran.err).toMatchObject({ code: 0, out: `${version}\n` });
    expect(existsSync(join(clone, 'dist', SENTINEL)), 'dist/ was compiled again').toBe(true);
  }, 180_000);

  it('a compilation cut short leaves dist/ as it was, and the commands run', async () => {
    const child = spawn('npm', ['run', 'build'], { cwd: clone, stdio: 'ignore', detached: true });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    // Cut it short once tsc writes its output (a new folder of its own, or dist/ itself).
    const started = Date.now();
    const writing = (): boolean =>
      readdirSync(clone).some((name) => name.startsWith('.dist-building-') && existsSync(join(clone, name, 'src'))) ||
      !existsSync(join(clone, 'dist', SENTINEL));
    while (!writing() && child.exitCode === null && Date.now() - started < 150_000) await new Promise((r) => setTimeout(r, 20));
    process.kill(-child.pid!, 'SIGKILL');
    await exited;
    // Until every process of the group has gone (the compilation's own is orphaned, then reaped).
    const gone = (): boolean => {
      try {
        process.kill(-child.pid!, 0);
        return false;
      } catch {
        return true;
      }
    };
    for (let i = 0; i < 500 && !gone(); i++) await new Promise((r) => setTimeout(r, 20));
    expect(existsSync(join(clone, 'dist', SENTINEL)), 'dist/ was emptied').toBe(true);
    expect(inClone(process.execPath, ['bin/codebreaker.js', '--version'])).toEqual({ code: 0, out: `${version}\n`, err: '' });
    // The next compilation clears what the one cut short left.
    expect(inClone(process.execPath, ['scripts/compile.js', '--if-stale']).code).toBe(0);
    expect(readdirSync(clone).filter((name) => name.startsWith('.dist-'))).toEqual([]);
  }, 180_000);

  it('a dist/ without its stamp (a compilation cut short in place): one line saying so, exit 1', () => {
    rmSync(join(clone, 'dist', 'build-stamp.json'));
    const ran = inClone(process.execPath, ['bin/codebreaker.js', '--help']);
    expect(ran.code).toBe(1);
    expect(ran.out).toBe('');
    expect(ran.err).toBe('codebreaker: the compiled code of dist/ is missing or incomplete; run npm run build (npm install does it)\n');
  });
});
