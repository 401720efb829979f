import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Wordle's feedback by the rule, written apart from the game (src/core/games/wordle/game.ts), for tests
 * that check the game's answers against it: greens first, then, left to right, a letter not green
 * is yellow while the answer has a copy of it not yet matched, else grey.
 */
export function colours(guess: string, answer: string): string {
  const out = [...guess].map(() => 'B');
  const left = new Map<string, number>();
  for (let p = 0; p < guess.length; p++) {
    if (guess[p] === answer[p]) out[p] = 'G';
    else left.set(answer[p]!, (left.get(answer[p]!) ?? 0) + 1);
  }
  for (let p = 0; p < guess.length; p++) {
    const n = left.get(guess[p]!) ?? 0;
    if (out[p] === 'B' && n > 0) {
      out[p] = 'Y';
      left.set(guess[p]!, n - 1);
    }
  }
  return out.join('');
}

/** The history of some guesses against an answer, as the API takes it. */
export function playedAgainst(answer: string, guesses: readonly string[]): Array<{ guess: string; feedback: string }> {
  return guesses.map((guess) => ({ guess, feedback: colours(guess, answer) }));
}

/** A committed word list of data/words/, one word a line. */
export function wordsOf(file: string): string[] {
  return readFileSync(join(import.meta.dirname, '..', '..', 'data', 'words', file), 'utf8')
    .trim()
    .split('\n');
}
