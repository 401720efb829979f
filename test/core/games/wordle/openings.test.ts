import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { WordList } from '../../../../src/core/game.ts';
import { createWordleGame, wordleSpec, type WordleGame } from '../../../../src/core/games/wordle/game.ts';
import { consistentSecrets, playedState } from '../../../../src/core/history.ts';
import { chooseLive } from '../../../../src/core/live.ts';
import { createScorer } from '../../../../src/core/scorer.ts';
import { createGreedyChooser, splitByFeedback } from '../../../../src/core/strategies/greedy.ts';
import { OBJECTIVES } from '../../../../src/core/strategies/objectives.ts';
import {
  computeWordleOpenings,
  openingGuess,
  openingsFile,
  readOpeningsFile,
  type WordleOpenings,
} from '../../../../src/core/games/wordle/openings.ts';
import { wordsOf } from '../../../helpers/wordle-rule.ts';

/** A list as the store gives it, its sha256 that of its words (the openings are known by it). */
const list = (entries: readonly string[], name: string): WordList => ({
  list: name,
  count: entries.length,
  sha256: createHash('sha256').update(entries.join('\n')).digest('hex'),
  entries,
});

/** A Wordle game of the answers among the guesses (the guesses include them). */
function game(answers: readonly string[], guesses: readonly string[], hard = false): WordleGame {
  const isAnswer = new Set(answers);
  const accepted = guesses.filter((w) => !isAnswer.has(w));
  return createWordleGame(wordleSpec({ id: 'test', title: 'test', answers: list(answers, 'a'), accepted: list(accepted, 'g'), hard }));
}

const three = wordsOf('words-3.txt');
const four = wordsOf('words-4.txt');
const BOARDS = {
  'words-3': game(three, three),
  '60 of words-3 among 200': game(three.slice(0, 60), three.slice(0, 200)),
  '300 of words-4 among 1,917': game(
    four.filter((_, i) => i % 6 === 0),
    four,
  ),
};

describe('the openings of Wordle lists', () => {
  for (const [name, normal] of Object.entries(BOARDS)) {
    const hard = createWordleGame({ ...normal.wordle, hard: true });
    let firsts: ReadonlyMap<string, number> | undefined;
    const openings: WordleOpenings = computeWordleOpenings(normal, (f) => (firsts = f));

    it(`are the greedy chooser's first and second guesses over a score table, in both modes (${name})`, () => {
      const scorer = createScorer(normal);
      const hardScorer = createScorer(hard, undefined, scorer.table);
      const all = Int32Array.from({ length: normal.secretCount }, (_, s) => s);
      for (const objective of OBJECTIVES) {
        const opening = openings.get(objective.id)!;
        const first = createGreedyChooser(scorer, objective).choose(normal.initialPlayed, all);
        expect(opening.first, objective.id).toBe(first);
        expect(firsts?.get(objective.id), 'told first').toBe(first);
        const afterHard = hard.play(hard.initialPlayed, first);
        const parts = splitByFeedback(scorer, first, all);
        for (const [f, part] of parts) {
          const label = `${objective.id} ${normal.formatGuess(first)}:${normal.feedbackLabel(f)}`;
          expect(opening.normal[f], label).toBe(createGreedyChooser(scorer, objective).choose(normal.initialPlayed, part));
          expect(opening.hard[f], `${label} (hard)`).toBe(createGreedyChooser(hardScorer, objective).choose(afterHard, part));
        }
        // Nothing where the feedback cannot happen, or wins.
        const known = new Set(parts.map(([f]) => f));
        for (let f = 0; f < normal.feedbackCount; f++) if (!known.has(f)) expect([opening.normal[f], opening.hard[f]]).toEqual([-1, -1]);
      }
    });

    it(`are what the live rule computes with no budget, so an answer does not wait for them (${name})`, () => {
      // Until a list's openings are whole, the server computes the second guess by the full rule.
      const bare = createScorer(normal, 0);
      const hardBare = createScorer(hard, 0);
      for (const objective of OBJECTIVES) {
        const { first } = openings.get(objective.id)!;
        for (const [f, part] of splitByFeedback(bare, first, consistentSecrets(normal, []).secrets)) {
          const steps = [{ guess: first, feedback: f }];
          expect(consistentSecrets(normal, steps).secrets).toEqual(part);
          for (const [g, scorer, mode] of [
            [normal, bare, false],
            [hard, hardBare, true],
          ] as const) {
            const live = chooseLive(scorer, objective, playedState(g, steps), part, Infinity);
            expect(live.guess, `${objective.id} f=${f} hard=${mode}`).toBe(openingGuess(openings.get(objective.id)!, steps, mode));
          }
        }
      }
    });
  }

  it('give the first guess for an empty history, the second after the first guess only', () => {
    const g = BOARDS['words-3'];
    const openings = computeWordleOpenings(g);
    const opening = openings.get('entropy')!;
    const f = g.score(opening.first, 7);
    expect(openingGuess(opening, [], false)).toBe(opening.first);
    expect(openingGuess(opening, [{ guess: opening.first, feedback: f }], false)).toBe(opening.normal[f]);
    expect(openingGuess(opening, [{ guess: opening.first, feedback: f }], true)).toBe(opening.hard[f]);
    // Another first guess, a winning feedback, or a longer history: the openings say nothing.
    const other = opening.first === 0 ? 1 : 0;
    expect(openingGuess(opening, [{ guess: other, feedback: g.score(other, 7) }], false)).toBeUndefined();
    expect(openingGuess(opening, [{ guess: opening.first, feedback: g.winFeedback }], false)).toBeUndefined();
    const two = [
      { guess: opening.first, feedback: f },
      { guess: opening.normal[f]!, feedback: g.score(opening.normal[f]!, 7) },
    ];
    expect(openingGuess(opening, two, false)).toBeUndefined();
  });

  it('read back from their file, and not for other lists or a malformed file', () => {
    const g = BOARDS['60 of words-3 among 200'];
    const openings = computeWordleOpenings(g);
    const file = openingsFile(g, openings);
    expect(readOpeningsFile(g, JSON.parse(JSON.stringify(file)))).toEqual(openings);
    expect(readOpeningsFile(BOARDS['words-3'], file)).toBeUndefined();
    const entropy = file.openings.entropy!;
    for (const bad of [
      { ...file, version: 2 },
      { ...file, openings: { ...file.openings, entropy: { ...entropy, first: 'zzzz' } } },
      { ...file, openings: { ...file.openings, entropy: { ...entropy, normal: { ...entropy.normal, GGGX: 'ace' } } } },
      { ...file, openings: { ...file.openings, minimax: undefined } },
      null,
    ]) {
      expect(readOpeningsFile(g, bad)).toBeUndefined();
    }
  });
});
