// The lists of game families with a folder of their own, and what is read through them: the
// families of the grammar, those of catalogue games alone, and the live families (live-games.ts
// reads them). The one file of the core that names the families.
import type { GameFamily, SpecFamily } from '../family.ts';
import type { VariantSpec } from '../game.ts';
import type { LiveFamily } from '../live-game.ts';
import { BULLS_AND_COWS_FAMILY, MASTERMIND_FAMILY } from '../games/mastermind/family.ts';
import { NERDLE_FAMILY } from '../games/nerdle/family.ts';
import { quordleFamily } from '../games/quordle/game.ts';
import { TWOD_FAMILY } from '../games/twod/family.ts';
import { WORDLE_FAMILY } from '../games/wordle/family.ts';
import { WORDS_FAMILY } from '../games/words/family.ts';

/**
 * The game families of the grammar (core/family.ts): each brings its part of the grammar, its
 * specs, its game and its capabilities. A new one is one line here; the grammar,
 * the specs, the games and the generic code that asks for a capability find it through this list.
 */
export const FAMILIES = [MASTERMIND_FAMILY, BULLS_AND_COWS_FAMILY, WORDS_FAMILY, WORDLE_FAMILY, NERDLE_FAMILY] as const;

/** The families of catalogue games alone, with no ids of the grammar (twoD): their specs and games. */
export const CATALOGUE_FAMILIES: readonly SpecFamily[] = [TWOD_FAMILY];

/** Every family a spec may name, in the catalogue's order (variants/catalogue.ts lists their games). */
export const SPEC_FAMILIES: readonly SpecFamily[] = [...FAMILIES, ...CATALOGUE_FAMILIES];

/** Dordle, Quordle and Octordle: several Wordle boards at once (the boards its registration can play so). */
export const QUORDLE_FAMILY = quordleFamily(WORDLE_FAMILY);

/**
 * The live families (core/live-game.ts): games whose secrets are too many to list, played live.
 * A new one is one line here; the grammar, the server, its threads and the command line find it
 * through this list (live-games.ts).
 */
export const LIVE_FAMILIES: readonly LiveFamily[] = [QUORDLE_FAMILY];

/** The board of a family of the list. */
export type FamilyBoard = BoardOf<(typeof FAMILIES)[number]>;
type BoardOf<F> = F extends GameFamily<infer B> ? B : never;

/** The families' part of the grammar, as an error message shows it. */
export const FAMILY_GRAMMAR = FAMILIES.map((f) => f.grammar).join(', ');

/** What the grammar's closing words say of the families' own default numbers of guesses ("; 6 for Wordle"). */
export const FAMILY_GUESSES_NOTE = FAMILIES.flatMap((f) => (f.guessesNote === undefined ? [] : [`; ${f.guessesNote}`])).join('');

/** The family of a board named by `board.family`, or undefined for a name no family registers. */
export function familyOfBoard(family: string): GameFamily<FamilyBoard> | undefined {
  return FAMILIES.find((f) => f.board === family) as GameFamily<FamilyBoard> | undefined;
}

/** The family of a spec (the first registered: Bulls and Cows' specs are Mastermind's), or undefined for a name none registers. */
export function familyOfSpec(spec: Pick<VariantSpec, 'family'>): SpecFamily | undefined {
  return SPEC_FAMILIES.find((f) => f.spec === spec.family);
}

/**
 * Reads a lower-case id with each family's part: its board and family, a clause saying what is
 * wrong, or undefined when the id is no family's. `guesses` bounds -g{N}.
 */
export function parseFamilyId(
  id: string,
  guesses: readonly [number, number],
): { readonly board: FamilyBoard; readonly family: GameFamily<FamilyBoard> } | string | undefined {
  for (const family of FAMILIES as readonly GameFamily<FamilyBoard>[]) {
    const board = family.parse(id, guesses);
    if (board !== undefined) return typeof board === 'string' ? board : { board, family };
  }
  return undefined;
}
