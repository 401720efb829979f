import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SAMPLE_CHECKPOINT } from './checkpoint-fixture.ts';
import { readCheckpoint, type ExactCheckpoint } from '../../src/builder/checkpoints/checkpoint.ts';
import { runExact } from '../../src/builder/exact.ts';
import { decodeMsgpack, fromFileNode, parseTreeFile } from '../../src/store/tree-file.ts';
import { createGame } from '../../src/core/variants/games.ts';
import { resolveVariant } from '../../src/core/variants/parse.ts';
import { createScorer } from '../../src/core/scorer.ts';
import { splitByFeedback } from '../../src/core/strategies/greedy.ts';

const repo = join(import.meta.dirname, '..', '..');
const bin = join(repo, 'bin', 'codebreaker.js');
const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

describe('checkpoint-status', () => {
  it('states how far each Wordle proof over every first word got: words settled, the best, complete or under way', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'codebreaker-status-'));
    dirs.push(dataDir);
    await mkdir(join(dataDir, 'proofs'));
    const proof = JSON.parse(await readFile(join(repo, 'data', 'proofs', 'wordle.optimal.json'), 'utf8')) as Record<string, unknown>;
    const settled = (proof.settled as unknown[]).slice(0, 3);
    const under = { ...proof, settled, complete: false };
    await writeFile(join(dataDir, 'proofs', 'wordle.optimal.json'), JSON.stringify(under));
    const out = execFileSync(process.execPath, [bin, 'status', '--data-dir', dataDir], { encoding: 'utf8' });
    expect(out).toContain(
      'wordle.optimal.json: Wordle proof over every first word (least total), best salet 7,897; under way: 3 of 12,947 first words settled',
    );
    const doc = JSON.parse(execFileSync(process.execPath, [bin, 'status', '--data-dir', dataDir, '--json'], { encoding: 'utf8' })) as {
      proofs: unknown[];
    };
    expect(doc.proofs).toEqual([
      {
        file: 'wordle.optimal.json',
        variant: 'wordle',
        strategy: 'optimal',
        within: 6,
        firstWords: 12947,
        settled: 3,
        best: { word: 'salet', total: 7897 },
        complete: false,
        seconds: proof.seconds,
      },
    ]);
  });

  it('states what a proof of the least worst case proved, and how to resume one under way', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'codebreaker-status-'));
    dirs.push(dataDir);
    await mkdir(join(dataDir, 'proofs'));
    const proof = JSON.parse(await readFile(join(repo, 'data', 'proofs', 'wordle.optimal-worst.json'), 'utf8')) as Record<string, unknown>;
    await writeFile(join(dataDir, 'proofs', 'wordle.optimal-worst.json'), JSON.stringify(proof));
    const under: Record<string, unknown> = {
      ...proof,
      variant: 'wordle-hard',
      settled: (proof.settled as unknown[]).slice(0, 2),
      complete: false,
    };
    delete under.depth;
    delete under.least;
    await writeFile(join(dataDir, 'proofs', 'wordle-hard.optimal-worst.json'), JSON.stringify(under));
    const out = execFileSync(process.execPath, [bin, 'status', '--data-dir', dataDir], { encoding: 'utf8' });
    expect(out).toContain(
      "wordle.optimal-worst.json: Wordle proof over every first word (least worst case, searched within 4 guesses); complete (12,947 settled): no first word finds every answer within 4; within 5, the least total is salet's 7,897 (wordle.optimal.json)",
    );
    expect(out).toContain(
      'under way: 2 of 12,947 first words settled; resume with node dist/scripts/wordle-proof.js --variant wordle-hard --strategy optimal-worst',
    );
    const hard = JSON.parse(await readFile(join(repo, 'data', 'proofs', 'wordle-hard.optimal-worst.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    await writeFile(join(dataDir, 'proofs', 'wordle-hard.optimal-worst.json'), JSON.stringify(hard));
    const done = execFileSync(process.execPath, [bin, 'status', '--data-dir', dataDir], { encoding: 'utf8' });
    expect(done).toContain(
      'wordle-hard.optimal-worst.json: Wordle proof over every first word (least worst case, searched within 5 guesses), best palet 8,181; complete (12,947 settled): the least worst case is 5, and no first word totals less within it',
    );
  });

  it('states how far each search got: settled guesses, parts under way, best tree, lower bound', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'codebreaker-status-'));
    dirs.push(dataDir);
    await mkdir(join(dataDir, 'checkpoints'));
    const cp = SAMPLE_CHECKPOINT;
    await writeFile(join(dataDir, 'checkpoints', 'mastermind.optimal.json'), JSON.stringify(cp));
    const out = execFileSync(process.execPath, [bin, 'status', '--data-dir', dataDir], { encoding: 'utf8' });
    expect(out).toContain('mastermind.optimal.json: mastermind, smallest total within 10 guesses; 2.00 h searched');
    expect(out).toContain('1123: total 5625');
    expect(out).toContain('1122: cannot beat 5625');
    expect(out).toMatch(/1234: under way, 2 of \d+ parts solved \(52 secrets\), at least \d+/);
    expect(out).toContain('best tree so far: total 5625 (1123)');
    expect(out).toContain('proven: no tree totals less than 5600');
  });

  it('reports a first guess whose every part is solved as the best tree so far, unless a held tree is better', async () => {
    const game = createGame(resolveVariant('mastermind'));
    const scorer = createScorer(game);
    const all = Int32Array.from({ length: game.secretCount }, (_, i) => i);
    const guess = game.parseGuess('1122') as number;
    // Every part the search lists (more than two secrets), each solved at three guesses a secret.
    const parts = splitByFeedback(scorer, guess, all)
      .filter(([, P]) => P.length > 2)
      .map(([f, P]): [number, number, number] => [f, P.length, 3 * P.length]);
    const status = async (best: ExactCheckpoint['best']): Promise<string> => {
      const dataDir = await mkdtemp(join(tmpdir(), 'codebreaker-status-'));
      dirs.push(dataDir);
      await mkdir(join(dataDir, 'checkpoints'));
      const cp: ExactCheckpoint = {
        format: 'codebreaker-exact-checkpoint',
        version: 1,
        variant: 'mastermind',
        objective: 'total',
        depth: 10,
        firstGuesses: ['1122', '1123'],
        settled: [],
        partial: [{ index: 0, guess: '1122', parts }],
        best,
        lowerBound: 5000,
        seconds: 60,
      };
      await writeFile(join(dataDir, 'checkpoints', 'mastermind.optimal.json'), JSON.stringify(cp));
      return execFileSync(process.execPath, [bin, 'status', '--data-dir', dataDir], { encoding: 'utf8' });
    };
    const out = await status(null);
    const total = Number(/1122: every part solved, total (\d+)/.exec(out)?.[1]);
    expect(total).toBeGreaterThan(0);
    expect(out).toContain(`best tree so far: total ${total} (1122, every part solved)`);
    expect(out).not.toContain('none finished');
    // A held tree with a smaller total stays the best; one with a larger total does not.
    expect(await status({ total: total - 1, index: 1, tree: { guess: 0, next: [] } })).toContain(
      `best tree so far: total ${total - 1} (1123)`,
    );
    expect(await status({ total: total + 1, index: 1, tree: { guess: 0, next: [] } })).toContain(
      `best tree so far: total ${total} (1122, every part solved)`,
    );
  });

  it('says so when there is nothing to report', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'codebreaker-status-'));
    dirs.push(dataDir);
    const out = execFileSync(process.execPath, [bin, 'status', '--data-dir', dataDir], { encoding: 'utf8' });
    expect(out).toMatch(/^no checkpoints in /);
  });

  it('writes the best tree it holds beside it, verified, with --write-best', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'codebreaker-status-'));
    dirs.push(dataDir);
    await mkdir(join(dataDir, 'checkpoints'));
    const path = join(dataDir, 'checkpoints', 'mastermind.optimal.json');
    const game = createGame(resolveVariant('mastermind'));
    const fresh = await runExact(createScorer(game), { objective: 'total', workers: 0, checkpoint: { path }, log: () => {} });
    const full = (await readCheckpoint(path))!;
    await writeFile(path, JSON.stringify({ ...full, settled: full.settled.slice(1) }));
    const out = execFileSync(process.execPath, [bin, 'status', '--data-dir', dataDir, '--write-best'], { encoding: 'utf8' });
    const written = join(dataDir, 'checkpoints', 'mastermind.optimal.best.msgpack');
    expect(out).toContain(`best tree held written to ${written}: verified against every secret, total 5625, max 6`);
    const file = parseTreeFile(decodeMsgpack(await readFile(written)));
    expect(fromFileNode(game, file.root)).toEqual(fresh.tree);
    expect(file.strategy.description).toContain('not proved optimal');
    // The same as data: codebreaker status --write-best --json (its schema: test/cli/json.test.ts).
    const doc = JSON.parse(
      execFileSync(process.execPath, [bin, 'status', '--data-dir', dataDir, '--write-best', '--json'], { encoding: 'utf8' }),
    ) as {
      checkpoints: Array<{ best: unknown; bestFile: unknown }>;
    };
    expect(doc.checkpoints[0]).toMatchObject({
      best: { total: 5625, held: true },
      bestFile: { written: true, path: written, total: 5625, max: 6 },
    });
  });
});
