/**
 * The proof of a Wordle board's least worst case, then its least total within it (strategy
 * `optimal-worst`), as proofs over every first word (proof.ts) with their searches held
 * within fewer guesses than the board allows, and each resting on one other proof for its half:
 *
 * - normal mode: every first word searched within D - 1 guesses, none fits (the depth search,
 *   depth.ts), so the least worst case is D; the least total within D is the least total within
 *   the board's limit (the `optimal` proof of the same board) when a strategy within D reaches it
 *   (`least`: the Wordle search within D after that proof's first word totals the same);
 * - hard mode: every hard-mode strategy is a normal-mode one (the same accepted words, the same
 *   feedback; the rule only forbids guesses), so the normal-mode board's proof that none fits
 *   within D - 1 holds for it (`shallower`); its own searches are within D, and give the least
 *   total within D over every first word.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { WordleGame } from '../../../core/games/wordle/game.ts';
import { createWordleDepth } from '../../../core/games/wordle/exact/depth.ts';
import { createWordleExact, wordleColumns } from '../../../core/games/wordle/exact/search.ts';
import { normalModeGame } from '../../../core/games/wordle/exact/whole-tree.ts';
import { boardId, parseBoardId } from '../../../core/variants/grammar.ts';
import { proofFile, proofStrategy, proofWithin, readWordleProof, type WordleProof } from './proof.ts';

/** The id of the normal-mode board of a hard-mode Wordle board: the same lists and limit. */
export function normalModeId(variant: string): string {
  const board = parseBoardId(variant);
  if (board.family !== 'wordle') throw new Error(`${variant} is not a Wordle board`);
  return boardId({ ...board, hard: false });
}

/** Why hard mode inherits normal mode's impossibility, as the proofs say it. */
export const HARD_FROM_NORMAL =
  'every hard-mode strategy is a normal-mode strategy (the same accepted words and feedback; the rule only forbids guesses), ' +
  'so what no normal-mode strategy does over the same lists, none in hard mode does';

/** How an optimal-worst proof is to run: its searches' limit, and the proof its other half rests on. */
export interface WorstProofPlan {
  readonly within: number;
  readonly shallower?: { readonly from: string; readonly note: string };
  /** What the plan rests on, for the command's output. */
  readonly why: string;
}

/** The least number of guesses within which some normal-mode strategy opening with g finds every answer (the depth search), or null beyond the limit. */
export function leastDepthAfter(game: WordleGame, columns: Uint8Array, g: number): number | null {
  const depth = createWordleDepth(normalModeGame(game), columns);
  for (let d = 1; d <= game.wordle.maxGuesses; d++) if (depth.firstGuessFits(g, d).fits) return d;
  return null;
}

/**
 * Plans an optimal-worst proof of a board (its lists' proofs in dataDir/proofs/): in hard mode, on
 * the normal-mode board's proof that none fits one guess less, within one guess more than that
 * proof's searches (once complete; `within` says it before); in normal mode, within one guess less
 * than the least depth after `first` (the word the proof visits first), unless `within` says.
 * Throws a sentence saying what is missing.
 */
export function planWorstProof(game: WordleGame, dataDir: string, first: number, within?: number): WorstProofPlan {
  const w = game.wordle;
  if (w.hard) {
    const normalId = normalModeId(w.id);
    const from = proofFile(normalId, 'optimal-worst').replace(/^proofs\//, '');
    const path = join(dataDir, 'proofs', from);
    const normal = existsSync(path) ? readWordleProof(path) : undefined;
    const done = normal !== undefined && normal.complete && normal.best === null && proofStrategy(normal) === 'optimal-worst';
    if (within === undefined && !done)
      throw new Error(
        `hard mode's least worst case rests on ${normalId}'s proof that no strategy fits one guess less (${path}): ` +
          `${normal === undefined ? 'there is none' : 'it is not complete, or some first word fits'}; ` +
          `run it first (--variant ${normalId} --strategy optimal-worst), or say the guesses to search within (--within)`,
      );
    const limit = within ?? proofWithin(normal!) + 1;
    return {
      within: limit,
      shallower: { from, note: `${HARD_FROM_NORMAL}: ${from} proves that none fits within ${limit - 1} guesses in normal mode` },
      why: `searching within ${limit} guesses; that none fits within ${limit - 1} rests on ${from} (normal mode)${done ? '' : ', not complete yet'}`,
    };
  }
  if (within !== undefined) return { within, why: `proving that no first word fits within ${within} guesses` };
  const least = leastDepthAfter(game, wordleColumns(game), first);
  if (least === null) throw new Error(`no strategy opening with ${game.formatGuess(first)} fits the board's ${w.maxGuesses} guesses`);
  if (least === 1) throw new Error(`${game.formatGuess(first)} finds every answer at once: the least worst case is 1`);
  return {
    within: least - 1,
    why: `${game.formatGuess(first)} finds every answer within ${least} guesses at best; proving that no first word does within ${least - 1}`,
  };
}

/**
 * What a complete optimal-worst proof concludes, written into it: its least worst case, and in
 * normal mode (no first word within) the least total within it, the board's least total (its
 * `optimal` proof in dataDir/proofs/) when the Wordle search within that depth reaches it after
 * one of `words` (the optimal proof's first word is tried first; ties elsewhere may reach it where
 * that one does not). Returns null when done, else a sentence saying what is missing.
 */
export function concludeWorstProof(proof: WordleProof, game: WordleGame, dataDir: string, words: readonly string[] = []): string | null {
  if (!proof.complete) return 'the proof is not complete';
  const within = proofWithin(proof);
  if (proof.best !== null) {
    if (proof.shallower === undefined)
      return `${proof.best.word} fits within ${within} guesses: the least worst case is at most ${within}; prove that none fits within ${within - 1} (--within ${within - 1})`;
    proof.depth = within;
    return null;
  }
  const depth = within + 1;
  if (proof.shallower !== undefined)
    return `no first word fits within ${within} guesses in hard mode: the least worst case is more than ${within}; search within ${depth} (--within ${depth})`;
  const from = proofFile(proof.variant, 'optimal').replace(/^proofs\//, '');
  const path = join(dataDir, 'proofs', from);
  const optimal = existsSync(path) ? readWordleProof(path) : undefined;
  if (optimal === undefined || !optimal.complete || optimal.best === null)
    return `the least total within ${depth} guesses is taken from the least total of ${proof.variant} (${path}), which is not proved yet`;
  const least = optimal.best.total;
  const search = createWordleExact(game, { maxGuesses: depth });
  const tried: string[] = [];
  for (const word of [optimal.best.word, ...words]) {
    const g = game.parseGuess(word);
    if (typeof g !== 'number' || tried.includes(word)) continue;
    tried.push(word);
    if (search.firstGuessTotal(g, least + 1) === least) {
      proof.depth = depth;
      proof.least = { word, total: least, from };
      return null;
    }
  }
  return (
    `no strategy within ${depth} guesses opening with ${tried.join(' or ')} reaches ${least}, the least total within ${optimal.maxGuesses} ` +
    `(${from}): name another first word (--try-first), or the least total within ${depth} needs a proof of its own`
  );
}
