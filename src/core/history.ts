// Histories of a game (each guess and its feedback): parsed and judged in one place, so the
// server, the web page and the terminal assistant say the same thing about the same mistake.
import type { Game, PlayedState } from './game.ts';
import { count } from './count.ts';

/**
 * Histories of a game: what a player has guessed and the feedback each guess got. Parsing and
 * checking live here, apart from any tree, so that the server, the web page and the terminal
 * assistant all say the same thing about the same mistake.
 */

/** One step of a history in core form: guess index and feedback index. */
export interface Step {
  readonly guess: number;
  readonly feedback: number;
}

/** One step as a person or a client writes it: guess text and feedback label. */
export interface TextStep {
  readonly guess: string;
  readonly feedback: string;
}

/** Why a history is not acceptable; `step` is 1-based (0 when the history as a whole is at fault). */
export interface HistoryError {
  readonly kind: 'syntax' | 'guess' | 'feedback' | 'after-win' | 'too-long';
  readonly step: number;
  readonly message: string;
}

/** A parse result: the steps, or the first problem found. */
export type ParsedHistory = { readonly ok: true; readonly steps: Step[] } | { readonly ok: false; readonly error: HistoryError };

// Control and invisible format characters (bidirectional overrides, zero widths) are escaped.
const HIDDEN = /^[\p{Cc}\p{Cf}]$/u;

/** Quotes untrusted text for a message: at most 24 characters, control and format characters escaped. */
export function quote(text: string): string {
  const chars = [...text];
  const shown = chars.slice(0, 24).map((ch) => {
    const cp = ch.codePointAt(0) ?? 0;
    return HIDDEN.test(ch) ? `\\u${cp.toString(16).padStart(4, '0')}` : ch;
  });
  return `"${shown.join('')}${chars.length > 24 ? '…' : ''}"`;
}

/** Splits "GUESS:FEEDBACK,GUESS:FEEDBACK" (spaces ignored around items); "" is the empty history. */
export function splitHistoryText(text: string): { ok: true; steps: TextStep[] } | { ok: false; error: HistoryError } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, steps: [] };
  const steps: TextStep[] = [];
  const items = trimmed.split(',');
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!.trim();
    const colon = item.indexOf(':');
    if (colon < 0 || item.indexOf(':', colon + 1) >= 0) {
      return {
        ok: false,
        error: {
          kind: 'syntax',
          step: i + 1,
          message: `Step ${i + 1}: ${quote(item)} is not of the form GUESS:FEEDBACK (for example 1122:1B0W).`,
        },
      };
    }
    steps.push({ guess: item.slice(0, colon).trim(), feedback: item.slice(colon + 1).trim() });
  }
  return { ok: true, steps };
}

// Valid guess texts already parsed, per game: a lookup then costs one Map read. Bounded, since
// case variants of a valid code are valid too.
const parsedGuesses = new WeakMap<Game, Map<string, number>>();
const MAX_PARSED = 100_000;

/** game.parseGuess, remembering valid texts. */
function parseGuessCached(game: Game, text: string): number | string {
  let cache = parsedGuesses.get(game);
  if (cache === undefined) parsedGuesses.set(game, (cache = new Map<string, number>()));
  const hit = cache.get(text);
  if (hit !== undefined) return hit;
  const g = game.parseGuess(text);
  if (typeof g === 'number' && cache.size < MAX_PARSED) cache.set(text, g);
  return g;
}

/**
 * Parses text steps against a game: every guess allowed, every label a feedback that exists,
 * nothing after a winning feedback, at most `maxSteps` steps (the board limit by default).
 */
export function parseHistory(game: Game, raw: readonly TextStep[], maxSteps = game.spec.maxGuesses): ParsedHistory {
  if (raw.length > maxSteps) {
    return fail(
      'too-long',
      0,
      `The history has ${count(raw.length, 'step')}; ${game.spec.title} allows at most ${count(maxSteps, 'guess', 'guesses')}.`,
    );
  }
  const steps: Step[] = [];
  for (let i = 0; i < raw.length; i++) {
    const n = i + 1;
    const { guess: guessText, feedback: label } = raw[i]!;
    if (i > 0 && steps[i - 1]!.feedback === game.winFeedback) {
      return fail(
        'after-win',
        n,
        `Step ${n} comes after the winning feedback ${game.feedbackLabel(game.winFeedback)} of step ${i}; the game was over.`,
      );
    }
    const guess = parseGuessCached(game, guessText);
    if (typeof guess === 'string') return fail('guess', n, `Step ${n}: ${guess}.`);
    const feedback = game.parseFeedback(label);
    if (feedback < 0) {
      return fail(
        'feedback',
        n,
        `Step ${n}: ${quote(label)} is not a feedback of ${game.spec.title}; feedbacks look like ${exampleLabels(game)}.`,
      );
    }
    steps.push({ guess, feedback });
  }
  return { ok: true, steps };
}

/** A failed parse (a plain function: parseHistory is on every request's path). */
function fail(kind: HistoryError['kind'], step: number, message: string): ParsedHistory {
  return { ok: false, error: { kind, step, message } };
}

/** A few labels of the game, for messages. */
function exampleLabels(game: Game): string {
  const shown = [0, 1, game.winFeedback].filter((f, i, a) => f < game.feedbackCount && a.indexOf(f) === i);
  return shown.map((f) => game.feedbackLabel(f)).join(', ');
}

/** True when the history ends on the winning feedback. */
export function isSolved(game: Game, steps: readonly Step[]): boolean {
  return steps.length > 0 && steps[steps.length - 1]!.feedback === game.winFeedback;
}

/**
 * The secrets consistent with a history (ascending), filtering step by step; when none is left,
 * `contradiction` is the 1-based step that emptied the set (it contradicts the steps before it).
 */
export function consistentSecrets(game: Game, steps: readonly Step[]): { secrets: Int32Array; contradiction: number } {
  let secrets = new Int32Array(game.secretCount);
  for (let s = 0; s < game.secretCount; s++) secrets[s] = s;
  const win = game.winFeedback;
  for (let i = 0; i < steps.length; i++) {
    const { guess, feedback } = steps[i]!;
    let kept = 0;
    if (feedback === win) {
      const s = game.guessSecret[guess]!;
      if (s >= 0 && secrets.includes(s)) secrets[kept++] = s;
    } else {
      for (let j = 0; j < secrets.length; j++) {
        const s = secrets[j]!;
        if (game.score(guess, s) === feedback) secrets[kept++] = s;
      }
    }
    secrets = secrets.subarray(0, kept);
    if (kept === 0) return { secrets, contradiction: i + 1 };
  }
  return { secrets, contradiction: 0 };
}

/** A sentence for a contradiction at 1-based step n. */
export function contradictionMessage(game: Game, steps: readonly Step[], n: number): string {
  const step = steps[n - 1]!;
  const text = `${game.formatGuess(step.guess)}:${game.feedbackLabel(step.feedback)}`;
  return n === 1
    ? `No secret fits this history: step 1 (${text}) is impossible in ${game.spec.title}.`
    : `No secret fits this history: step ${n} (${text}) contradicts ${n === 2 ? 'step 1' : `steps 1 to ${n - 1}`}.`;
}

/** Where a history contradicts itself (1-based step, 0 when it does not) and, when known, its consistent secrets. */
export interface Consistency {
  readonly contradiction: number;
  readonly secrets?: Int32Array | undefined;
}

/** What a history amounts to after the checks every reader of a history makes, in one order. */
export type HistoryVerdict =
  | { readonly kind: 'malformed'; readonly error: HistoryError }
  | { readonly kind: 'contradiction'; readonly step: number; readonly message: string }
  | { readonly kind: 'hard-mode'; readonly step: number; readonly message: string }
  | { readonly kind: 'board-full'; readonly message: string }
  | { readonly kind: 'solved' | 'open'; readonly steps: Step[]; readonly secrets: Int32Array | undefined };

/**
 * Judges a history in the one order the server's routes, the client's walker and the assistant
 * share, so the same history gets the same answer everywhere: a malformed step first (the
 * history cannot be read), then a contradiction (a history no secret fits is reported as such,
 * even when it also ends with the winning feedback or is too long), then a guess that breaks a
 * rule set by the feedback before it (a word game's hard mode: only a history some secret fits has
 * rules worth reading), then the board (longer than the board, or as long without the win: the
 * game is lost), and only then solved or open.
 * `consistency` finds the contradiction (by default by filtering the secrets; a tree walk can do
 * it in one read per step). `limit` is the board's guesses unless a caller judges a history with
 * a step of its own added (a review's answer after a game not won).
 */
export function judgeHistory(
  game: Game,
  raw: readonly TextStep[],
  consistency: (steps: readonly Step[]) => Consistency = (steps) => consistentSecrets(game, steps),
  limit = game.spec.maxGuesses,
): HistoryVerdict {
  const parsed = parseHistory(game, raw, Number.POSITIVE_INFINITY);
  if (!parsed.ok) return { kind: 'malformed', error: parsed.error };
  const steps = parsed.steps;
  const { contradiction, secrets } = consistency(steps);
  if (contradiction > 0) return { kind: 'contradiction', step: contradiction, message: contradictionMessage(game, steps, contradiction) };
  const breach = game.ruleBreach?.(steps);
  if (breach != null) {
    const guess = game.formatGuess(steps[breach.step - 1]!.guess);
    return { kind: 'hard-mode', step: breach.step, message: `Step ${breach.step}: "${guess}" ${breach.reason}.` };
  }
  if (steps.length > limit) {
    return {
      kind: 'board-full',
      message: `The history has ${count(steps.length, 'guess', 'guesses')}; ${game.spec.title} allows ${limit}.`,
    };
  }
  const solved = isSolved(game, steps);
  if (steps.length === limit && !solved) {
    return {
      kind: 'board-full',
      message: `The history fills the board (${count(limit, 'guess', 'guesses')}) without the winning feedback ${game.feedbackLabel(game.winFeedback)}: the game is lost, there is no next guess.`,
    };
  }
  return { kind: solved ? 'solved' : 'open', steps, secrets };
}

/** The canonical text of a history ("1122:1B0W,3456:0B2W"), e.g. as a cache key. */
export function formatHistory(game: Game, steps: readonly Step[]): string {
  return steps.map((s) => `${game.formatGuess(s.guess)}:${game.feedbackLabel(s.feedback)}`).join(',');
}

/** The game's summary of the guesses played (for candidate reduction). */
export function playedState(game: Game, steps: readonly Step[]): PlayedState {
  let played = game.initialPlayed;
  for (const s of steps) played = game.play(played, s.guess);
  return played;
}

/** A history as flat (guess, feedback) pairs, the form a thread is sent it in. */
export function packSteps(steps: readonly Step[]): Int32Array {
  const flat = new Int32Array(steps.length * 2);
  steps.forEach((s, i) => flat.set([s.guess, s.feedback], 2 * i));
  return flat;
}

/** The history that packSteps packed. */
export function unpackSteps(flat: Int32Array): Step[] {
  const steps: Step[] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) steps.push({ guess: flat[i]!, feedback: flat[i + 1]! });
  return steps;
}
