import { readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, describe, expect, it } from 'vitest';
import { SAMPLE_CHECKPOINT } from './checkpoint-fixture.ts';
import { readManifest } from '../../src/store/manifest.ts';
import { ANSI, codebreaker, repo } from './run.ts';

// docs/cli-json.schema.json is the contract of the --json documents: real output must match it.
const schema = JSON.parse(readFileSync(join(repo, 'docs', 'cli-json.schema.json'), 'utf8')) as object;
// strictTuples off: the histogram is an open tuple on purpose (its first entry is 0, any length).
const ajv = new Ajv2020({ allErrors: true, strictTuples: false });
const validate = ajv.compile(schema);

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

/** Runs a --json command: stdout must be exactly one JSON document that the schema accepts. */
async function json(args: string[]): Promise<{ code: number | null; doc: Record<string, unknown>; err: string }> {
  const ran = await codebreaker(args);
  let doc: Record<string, unknown>;
  try {
    doc = JSON.parse(ran.out) as Record<string, unknown>;
  } catch {
    throw new Error(`stdout of codebreaker ${args.join(' ')} is not one JSON document:\n${ran.out}\n${ran.err}`);
  }
  expect(validate(doc), ajv.errorsText(validate.errors)).toBe(true);
  expect(ran.out + ran.err).not.toMatch(ANSI);
  return { code: ran.code, doc, err: ran.err };
}

describe('--json: one document on stdout, as docs/cli-json.schema.json says', () => {
  it('codebreaker stats --variant mastermind --json: every strategy with a tree, minimax 5801 and optimal 5625', async () => {
    const { code, doc } = await json(['stats', '--variant', 'mastermind', '--json']);
    expect(code).toBe(0);
    const rows = doc.strategies as Array<{ strategy: string; total: number; max: number; solved: number[]; failed: number }>;
    const total = (id: string): number | undefined => rows.find((r) => r.strategy === id)?.total;
    expect(doc).toMatchObject({ command: 'stats', variant: 'mastermind', secrets: 1296, maxGuesses: 10 });
    expect(total('minimax')).toBe(5801);
    expect(total('optimal')).toBe(5625);
    // One row per tree of the variant in the manifest, each its solved counts summing to the secrets.
    const manifest = await readManifest(join(repo, 'data'));
    expect(rows.map((r) => r.strategy).sort()).toEqual(
      manifest.files
        .filter((e) => e.variant === 'mastermind')
        .map((e) => e.strategy)
        .sort(),
    );
    for (const r of rows) expect(r.solved.reduce((a, b) => a + b, 0) + r.failed).toBe(1296);
  });

  it('codebreaker verify --variant mastermind --strategy minimax --json: the file checked, 5801, a passing verdict', async () => {
    const { code, doc } = await json(['verify', '--variant', 'mastermind', '--strategy', 'minimax', '--json']);
    expect(code).toBe(0);
    expect(doc).toMatchObject({ command: 'verify', ok: true, checked: 1, failed: 0, failures: [] });
    expect(doc.files).toEqual([expect.objectContaining({ file: 'mastermind.minimax.msgpack', secrets: 1296, total: 5801, max: 5 })]);
  });

  it('codebreaker verify --json on a damaged file: a failing verdict and exit 1', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'codebreaker-cli-verify-'));
    dirs.push(dataDir);
    await cp(join(repo, 'data', 'manifest.json'), join(dataDir, 'manifest.json'));
    await writeFile(join(dataDir, 'twod.minimax.msgpack'), 'not a tree');
    const { code, doc, err } = await json(['verify', '--data-dir', dataDir, '--variant', 'twod', '--strategy', 'minimax', '--json']);
    expect(code).toBe(1);
    expect(doc).toMatchObject({ command: 'verify', ok: false, checked: 0, failed: 1 });
    expect(doc.failures).toEqual([expect.objectContaining({ file: 'twod.minimax.msgpack' })]);
    expect(err).toMatch(/^FAIL twod\.minimax\.msgpack: /m);
  });

  it('codebreaker build --json: the trees written and those that could not be, exit 1 when one could not', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'codebreaker-cli-build-'));
    dirs.push(dataDir);
    const args = ['build', '--variant', 'twod,mm-4x6-g4', '--strategy', 'minimax', '--workers', '1', '--data-dir', dataDir, '--json'];
    const { code, doc, err } = await json(args);
    expect(code).toBe(1);
    expect(doc).toMatchObject({ command: 'build', ok: false, written: 1, failed: 1, skipped: [] });
    const trees = doc.trees as Array<Record<string, unknown>>;
    expect(trees).toContainEqual(
      expect.objectContaining({
        variant: 'twod',
        strategy: 'minimax',
        written: true,
        file: 'twod.minimax.msgpack',
        stats: expect.objectContaining({ total: 83 }) as unknown,
      }),
    );
    expect(trees).toContainEqual(
      expect.objectContaining({
        variant: 'mm-4x6-g4',
        strategy: 'minimax',
        written: false,
        reason: expect.stringMatching(/^over the limit/) as unknown,
      }),
    );
    // The lines for people went to stderr.
    expect(err).toContain('twod/minimax: total 83');
    expect(await readdir(dataDir)).toContain('twod.minimax.msgpack');
    // --quiet leaves the results and the errors, not the chatter.
    const quiet = await codebreaker([
      'build',
      '--variant',
      'twod',
      '--strategy',
      'minimax,static',
      '--workers',
      '1',
      '--data-dir',
      dataDir,
      '--quiet',
    ]);
    expect(quiet.code).toBe(0);
    expect(quiet.out.trimEnd().split('\n')).toEqual([
      expect.stringMatching(/^twod\/minimax: total 83/),
      expect.stringMatching(/^twod\/static: total/),
    ]);
    expect(quiet.err).toBe('');
  });

  it('codebreaker status --json: each checkpoint as data', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'codebreaker-cli-status-'));
    dirs.push(dataDir);
    const empty = await json(['status', '--data-dir', dataDir, '--json']);
    expect(empty.doc).toEqual({ command: 'status', checkpoints: [], proofs: [] });
    await mkdir(join(dataDir, 'checkpoints'));
    const cp = SAMPLE_CHECKPOINT;
    await writeFile(join(dataDir, 'checkpoints', 'mastermind.optimal.json'), JSON.stringify(cp));
    const { code, doc, err } = await json(['status', '--data-dir', dataDir, '--json']);
    expect(code).toBe(0);
    expect(err).toBe('');
    const [report] = doc.checkpoints as Array<Record<string, unknown>>;
    expect(report).toMatchObject({
      file: 'mastermind.optimal.json',
      variant: 'mastermind',
      strategy: 'optimal',
      objective: 'total',
      seconds: 7200,
      settled: [
        { guess: '1123', total: 5625, below: 5669 },
        { guess: '1122', total: null, below: 5625 },
      ],
      underWay: [expect.objectContaining({ guess: '1234', partsSolved: 2, secretsSolved: 52, finished: false })],
      best: { total: 5625, guess: '1123', held: true },
      lowerBound: 5600,
    });
    // The tree this checkpoint holds is no tree of 5625 (a one-node stand-in): --write-best says so, exit 1.
    const best = await json(['status', '--data-dir', dataDir, '--write-best', '--json']);
    expect(best.code).toBe(1);
    const [written] = best.doc.checkpoints as Array<Record<string, unknown>>;
    expect(written!.bestFile).toEqual({ written: false, reason: expect.stringMatching(/does not verify|total/) as unknown });
    expect(best.err).toMatch(/^mastermind\.optimal\.json: /);
  });
});
