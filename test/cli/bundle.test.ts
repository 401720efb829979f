import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOADERS } from '../../src/cli/registry.ts';
import { codebreaker, repo, runNode } from './run.ts';

const BUNDLES = join(repo, 'dist', 'bundles');
const scratch = mkdtempSync(join(tmpdir(), 'codebreaker-bundle-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Loads a bundle in a fresh process with src/cli/bundle.ts; resolves with how its cache was used and main's result. */
async function load(bundle: string): Promise<{ cache: string; result: number }> {
  const script = join(scratch, 'load.mjs');
  writeFileSync(
    script,
    `const { loadBundle } = await import(${JSON.stringify(join(repo, 'dist', 'src', 'cli', 'bundle.js'))});\n` +
      `const { exports, cache } = loadBundle(process.argv[2]);\n` +
      `console.log(JSON.stringify({ cache, result: await exports.main([]) }));\n`,
  );
  const ran = await runNode(script, [bundle]);
  expect(ran.err).toBe('');
  return JSON.parse(ran.out) as { cache: string; result: number };
}

describe('the commands run from their bundles', () => {
  it('every short-lived command has a bundle; serve and worker keep their modules', () => {
    const bundled = readdirSync(BUNDLES).filter((f) => f.endsWith('.cjs'));
    const expected = Object.keys(LOADERS)
      .filter((name) => name !== 'serve' && name !== 'worker')
      .map((name) => `${name}.cjs`);
    expect(bundled.sort()).toEqual(expected.sort());
  });

  it('a bundle does what the modules do: the same output, the same tree file bytes', async () => {
    const args = ['stats', '--variant', 'mastermind', '--json'];
    const [bundled, modules] = await Promise.all([codebreaker(args), codebreaker(args, '', { CODEBREAKER_BUNDLES: '0' })]);
    expect(bundled.code).toBe(0);
    expect(bundled.out).toBe(modules.out);
    expect(JSON.parse(bundled.out)).toHaveProperty('command', 'stats');

    const dirs = [join(scratch, 'from-bundle'), join(scratch, 'from-modules')];
    const build = (dir: string): string[] => ['build', '--variant', 'mastermind', '--strategy', 'optimal,minimax', '--data-dir', dir];
    const [a, b] = await Promise.all([codebreaker(build(dirs[0]!)), codebreaker(build(dirs[1]!), '', { CODEBREAKER_BUNDLES: '0' })]);
    expect([a.code, b.code]).toEqual([0, 0]);
    for (const file of ['mastermind.optimal.msgpack', 'mastermind.minimax.msgpack']) {
      const built = readFileSync(join(dirs[0]!, file));
      expect(built.equals(readFileSync(join(dirs[1]!, file))), file).toBe(true);
      expect(built.equals(readFileSync(join(repo, 'data', file))), file).toBe(true);
    }
  }, 60_000);

  it("a bundle's code cache is made by its first run, used by the next, and made again for another text", async () => {
    const dir = join(scratch, 'cache');
    const bundle = join(scratch, 'cache', 'demo.cjs');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir);
    writeFileSync(bundle, 'exports.main = async () => 6 * 7;\n');
    const caches = (): string[] => readdirSync(join(dir, '.v8-cache')).sort();

    expect(await load(bundle)).toEqual({ cache: 'made', result: 42 });
    const first = caches();
    expect(first).toHaveLength(1);
    expect(first[0]).toMatch(new RegExp(`^demo-[0-9a-f]{16}-${process.version}-${process.platform}-${process.arch}\\.bin$`));
    expect(await load(bundle)).toEqual({ cache: 'used', result: 42 });

    // Same length, other text: V8 alone would take the old cache; its name differs.
    writeFileSync(bundle, 'exports.main = async () => 6 * 8;\n');
    expect(await load(bundle)).toEqual({ cache: 'made', result: 48 });
    const second = caches();
    expect(second).toHaveLength(1);
    expect(second[0]).not.toBe(first[0]);

    // A damaged cache is refused by V8, and written again.
    writeFileSync(join(dir, '.v8-cache', second[0]!), 'not a code cache');
    expect(await load(bundle)).toEqual({ cache: 'refused', result: 48 });
    expect(await load(bundle)).toEqual({ cache: 'used', result: 48 });
  }, 30_000);
});
