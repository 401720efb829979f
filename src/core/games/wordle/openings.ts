// The openings of a pair of Wordle lists (each greedy objective's first guess and second after
// each feedback, in both modes), computed once so that live answers need not read every answer.
import { createWordleGame, type WordleGame } from './game.ts';
import { createWordleCounter } from './kernel.ts';
import type { FamilyOpenings } from '../../family.ts';
import type { Step } from '../../history.ts';
import { chooseByCost } from '../../part-kernel.ts';
import { createScorer } from '../../scorer.ts';
import { obviousGuess, splitByFeedback, TIE_EPSILON } from '../../strategies/greedy.ts';
import { OBJECTIVES, type GreedyStrategyId, type Objective } from '../../strategies/objectives.ts';

/**
 * The openings of a pair of Wordle lists: for each greedy objective, the first guess and the second
 * after each feedback of it, in normal and in hard mode, as the greedy chooser chooses them with
 * every accepted word a candidate (the full rule, whatever a live answer's work budget): the
 * guesses a greedy tree of these lists begins with. They depend on the lists only (not on the
 * board's guess limit), so one computation serves `wordle`, `wordle-hard`, `wordle-g7`, ... Live
 * answers read them instead of reading the whole list of answers (2,309 x 12,947 feedbacks for the
 * New York Times lists, 13,000 x 13,000 for a user's largest lists).
 */
export interface Opening {
  /** The first guess. */
  readonly first: number;
  /** normal[f]: the second guess in normal mode after the first got feedback f; -1 when f cannot happen or wins. */
  readonly normal: Int32Array;
  /** The same in hard mode. */
  readonly hard: Int32Array;
}

/** The openings of a pair of lists, by objective. */
export type WordleOpenings = ReadonlyMap<GreedyStrategyId, Opening>;

/**
 * Computes the openings of a game's lists (its mode does not matter): one reading of every
 * answer's column gives every objective's first guess; one more for each distinct first guess,
 * part by part, gives the second guesses of both modes (hard mode only narrows the candidates).
 * Costs are added exactly as the chooser adds them, so every guess is the chooser's.
 * `onFirst` is told the first guesses as soon as they are known.
 */
export function computeWordleOpenings(game: WordleGame, onFirst?: (first: ReadonlyMap<GreedyStrategyId, number>) => void): WordleOpenings {
  const normal = game.wordle.hard ? createWordleGame({ ...game.wordle, hard: false }) : game;
  const hard = game.wordle.hard ? game : createWordleGame({ ...game.wordle, hard: true });
  const { guessCount: G, secretCount: S, feedbackCount: F, secretGuess } = normal;
  const scorer = createScorer(normal, 0);
  const counter = createWordleCounter(normal);
  const counts = new Int32Array(F);
  const isMember = new Uint8Array(G);
  const everyGuess = Int32Array.from({ length: G }, (_, g) => g);
  const outs = OBJECTIVES.map(() => new Float64Array(G));
  const minSteps = OBJECTIVES.map((o) => o.step.reduce((a, b) => Math.min(a, b), Infinity));

  /** The chooser's guess for `remaining` among `candidates`, from costs by guess. */
  const pick = (o: Objective, k: number, remaining: Int32Array, candidates: Int32Array, costs: Float64Array): number => {
    const floor = o.kind === 'max' ? 1 : remaining.length * minSteps[k]!;
    return chooseByCost(candidates, isMember, o.exact, floor, TIE_EPSILON, (_, g) => costs[g]!);
  };

  /** Runs `choose` with the members of `remaining` marked. */
  const withMembers = <T>(remaining: Int32Array, choose: () => T): T => {
    for (let i = 0; i < remaining.length; i++) isMember[secretGuess[remaining[i]!]!] = 1;
    try {
      return choose();
    } finally {
      for (let i = 0; i < remaining.length; i++) isMember[secretGuess[remaining[i]!]!] = 0;
    }
  };

  const all = Int32Array.from({ length: S }, (_, s) => s);
  const firsts = new Map<GreedyStrategyId, number>();
  const obvious = obviousGuess(scorer, all, counts);
  if (obvious < 0) {
    counter.load(all);
    counter.costs(null, OBJECTIVES, outs);
  }
  withMembers(all, () => OBJECTIVES.forEach((o, k) => firsts.set(o.id, obvious >= 0 ? obvious : pick(o, k, all, everyGuess, outs[k]!))));
  onFirst?.(firsts);

  const byObjective = new Map<GreedyStrategyId, Opening>();
  for (const first of new Set(firsts.values())) {
    const group = OBJECTIVES.flatMap((o, k) => (firsts.get(o.id) === first ? [{ o, k }] : []));
    const seconds = group.map(() => ({ normal: new Int32Array(F).fill(-1), hard: new Int32Array(F).fill(-1) }));
    const afterHard = hard.play(hard.initialPlayed, first);
    for (const [f, part] of splitByFeedback(scorer, first, all)) {
      const known = obviousGuess(scorer, part, counts);
      if (known >= 0) {
        for (const s of seconds) s.normal[f] = s.hard[f] = known;
        continue;
      }
      counter.load(part);
      counter.costs(
        null,
        group.map(({ o }) => o),
        group.map(({ k }) => outs[k]!),
      );
      const allowed = hard.candidateGuesses(afterHard, part);
      withMembers(part, () =>
        group.forEach(({ o, k }, i) => {
          seconds[i]!.normal[f] = pick(o, k, part, everyGuess, outs[k]!);
          seconds[i]!.hard[f] = pick(o, k, part, allowed, outs[k]!);
        }),
      );
    }
    group.forEach(({ o }, i) => byObjective.set(o.id, { first, ...seconds[i]! }));
  }
  // In the objectives' order, whatever the order of their first guesses.
  return new Map(OBJECTIVES.map((o) => [o.id, byObjective.get(o.id)!]));
}

/**
 * The guess the openings give after a history, or undefined when they say nothing of it: the
 * first guess for an empty history; after the first guess (and only it) with a feedback that does
 * not win, the second guess of the board's mode.
 */
export function openingGuess(opening: Opening, steps: readonly Step[], hard: boolean): number | undefined {
  if (steps.length === 0) return opening.first;
  if (steps.length !== 1 || steps[0]!.guess !== opening.first) return undefined;
  const g = (hard ? opening.hard : opening.normal)[steps[0]!.feedback];
  return g === undefined || g < 0 ? undefined : g;
}

/** The openings of a pair of lists as a file holds them (JSON): words, and feedbacks by label. */
export interface OpeningsFile {
  readonly format: typeof OPENINGS_FORMAT;
  readonly version: 1;
  /** The lists, as a tree file names them: words and sha256 of the answers and of the other accepted words. */
  readonly answers: { readonly count: number; readonly sha256: string };
  readonly accepted: { readonly count: number; readonly sha256: string };
  readonly openings: Record<string, { first: string; normal: Record<string, string>; hard: Record<string, string> }>;
}

/** The format name of openings files. */
export const OPENINGS_FORMAT = 'codebreaker-wordle-openings';

/** The key of a game's lists: the sha256 of its answers and of its other accepted words. */
export function openingsKey(game: WordleGame): string {
  return `${game.wordle.answers.sha256}/${game.wordle.accepted.sha256}`;
}

/** The file of a game's openings. */
export function openingsFile(game: WordleGame, openings: WordleOpenings): OpeningsFile {
  const words = (byFeedback: Int32Array): Record<string, string> =>
    Object.fromEntries(
      [...byFeedback].flatMap((g, f) => (g < 0 ? [] : [[game.feedbackLabel(f), game.formatGuess(g)] as [string, string]])),
    );
  const { answers, accepted } = game.wordle;
  return {
    format: OPENINGS_FORMAT,
    version: 1,
    answers: { count: answers.count, sha256: answers.sha256 },
    accepted: { count: accepted.count, sha256: accepted.sha256 },
    openings: Object.fromEntries(
      [...openings].map(([id, o]) => [id, { first: game.formatGuess(o.first), normal: words(o.normal), hard: words(o.hard) }]),
    ),
  };
}

/**
 * The openings of a file read for a game: every objective's, every word an accepted guess, every
 * label a feedback; undefined when the file is of other lists, or malformed (it is then computed again).
 */
export function readOpeningsFile(game: WordleGame, value: unknown): WordleOpenings | undefined {
  const file = value as Partial<OpeningsFile> | null;
  if (file === null || typeof file !== 'object' || file.format !== OPENINGS_FORMAT || file.version !== 1) return undefined;
  const { answers, accepted } = game.wordle;
  if (file.answers?.sha256 !== answers.sha256 || file.accepted?.sha256 !== accepted.sha256) return undefined;
  const guess = (word: unknown): number => {
    const g = typeof word === 'string' ? game.parseGuess(word) : -1;
    return typeof g === 'number' ? g : -1;
  };
  const byFeedback = (record: unknown): Int32Array | undefined => {
    if (record === null || typeof record !== 'object') return undefined;
    const out = new Int32Array(game.feedbackCount).fill(-1);
    for (const [label, word] of Object.entries(record)) {
      const f = game.parseFeedback(label);
      const g = guess(word);
      if (f < 0 || g < 0 || f === game.winFeedback) return undefined;
      out[f] = g;
    }
    return out;
  };
  const openings = new Map<GreedyStrategyId, Opening>();
  for (const { id } of OBJECTIVES) {
    const entry = file.openings?.[id];
    const first = guess(entry?.first);
    const normal = byFeedback(entry?.normal);
    const hard = byFeedback(entry?.hard);
    if (first < 0 || normal === undefined || hard === undefined) return undefined;
    openings.set(id, { first, normal, hard });
  }
  return openings;
}

/** Wordle's openings as its registration offers them to live answers (core/family.ts's FamilyOpenings). */
export const WORDLE_OPENINGS: FamilyOpenings = {
  lists: (game) => {
    const { answers, accepted } = (game as WordleGame).wordle;
    return { answers: answers.sha256, accepted: accepted.sha256 };
  },
  compute: (game, onFirst) => computeWordleOpenings(game as WordleGame, onFirst),
  file: (game, openings) => openingsFile(game as WordleGame, openings as WordleOpenings),
  read: (game, value) => readOpeningsFile(game as WordleGame, value),
  guess: (openings, objective, steps, game) => {
    const opening = (openings as WordleOpenings).get(objective);
    return opening === undefined ? undefined : openingGuess(opening, steps, (game as WordleGame).wordle.hard);
  },
};
