// Why a history breaks Wordle's hard mode, in a player's words: the step that breaks it, the
// rule (a green dropped, a revealed letter not reused) and the step that set that rule.
import type { HardMode, HardModeBreach } from './hard.ts';

/** What the sentences need of a Wordle game (its WordleGame has these fields; named here so this file does not import the game's). */
export interface HardModeBoard {
  readonly length: number;
  readonly letters: Uint8Array;
  readonly colours: Uint8Array;
  readonly hardMode: HardMode;
}

/**
 * Why a history breaks Wordle's hard mode, in the words a player understands: the step whose
 * guess breaks it, the rule (a green dropped, a revealed letter not used again often enough), and
 * the earlier step that set that rule.
 */

/** A step breaking a rule of the game: its number (1-based) and what it breaks, a clause that follows the guess ("drops the green A of step 1 at position 3"). */
export interface RuleBreach {
  readonly step: number;
  readonly reason: string;
}

const NUMBERS = ['no', 'one', 'two', 'three', 'four', 'five'];

/** The index of the first step of a history whose guess breaks hard mode, with the rule it breaks, or null: the one walk behind every sentence about it. */
export function firstHardModeBreach(
  game: Pick<HardModeBoard, 'hardMode'>,
  steps: ReadonlyArray<{ readonly guess: number; readonly feedback: number }>,
): { readonly index: number; readonly why: HardModeBreach } | null {
  const { hardMode } = game;
  let c = hardMode.none;
  for (let i = 0; i < steps.length; i++) {
    const { guess, feedback } = steps[i]!;
    const why = hardMode.breach(c, guess);
    if (why !== null) return { index: i, why };
    c = hardMode.after(c, guess, feedback);
  }
  return null;
}

/** The first step of a history (guess and feedback indices) whose guess breaks hard mode, or null. */
export function hardModeHistoryBreach(
  game: HardModeBoard,
  steps: ReadonlyArray<{ readonly guess: number; readonly feedback: number }>,
): RuleBreach | null {
  const first = firstHardModeBreach(game, steps);
  if (first === null) return null;
  const { index: i, why } = first;
  const guess = steps[i]!.guess;
  const letter = String.fromCharCode(65 + why.letter);
  if (why.kind === 'green') {
    const from = firstStep(
      i,
      (j) => colourAt(game, steps[j]!, why.place) === 2 && letterAt(game, steps[j]!.guess, why.place) === why.letter,
    );
    return { step: i + 1, reason: `drops the green ${letter} of step ${from + 1} at position ${why.place + 1}${GREEN_RULE}` };
  }
  const has = copies(game, guess, why.letter);
  const from = firstStep(i, (j) => revealed(game, steps[j]!, why.letter).total >= why.times);
  const shown = revealed(game, steps[from]!, why.letter);
  const colour = shown.green === 0 ? 'yellow' : shown.yellow === 0 ? 'green' : 'green and yellow';
  return {
    step: i + 1,
    reason:
      why.times === 1
        ? `uses no ${letter}, revealed ${colour} in step ${from + 1}${COUNT_RULE}`
        : `uses ${NUMBERS[has] ?? has} ${letter}, but step ${from + 1} revealed ${NUMBERS[why.times] ?? why.times} (${colour})${COUNT_RULE}`,
  };
}

const GREEN_RULE = '; in hard mode every green stays in its place';
const COUNT_RULE = '; in hard mode every letter revealed green or yellow is used again, as many times as it was revealed';

/** The first step before `end` that meets `test` (one always does: the constraint came from such a step). */
function firstStep(end: number, test: (j: number) => boolean): number {
  for (let j = 0; j < end; j++) if (test(j)) return j;
  return 0;
}

/** The colour (0 grey, 1 yellow, 2 green) a step's feedback gives place p. */
function colourAt(game: HardModeBoard, step: { readonly feedback: number }, p: number): number {
  return game.colours[step.feedback * game.length + p]!;
}

/** The letter (0 = a) of guess g at place p. */
function letterAt(game: HardModeBoard, g: number, p: number): number {
  return game.letters[g * game.length + p]!;
}

/** How many times guess g has a letter. */
function copies(game: HardModeBoard, g: number, letter: number): number {
  let n = 0;
  for (let p = 0; p < game.length; p++) if (letterAt(game, g, p) === letter) n++;
  return n;
}

/** The copies of a letter a step revealed, green and yellow. */
function revealed(game: HardModeBoard, step: { readonly guess: number; readonly feedback: number }, letter: number) {
  let green = 0;
  let yellow = 0;
  for (let p = 0; p < game.length; p++) {
    if (letterAt(game, step.guess, p) !== letter) continue;
    const colour = colourAt(game, step, p);
    if (colour === 2) green++;
    else if (colour === 1) yellow++;
  }
  return { green, yellow, total: green + yellow };
}
