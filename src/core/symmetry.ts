/**
 * Position and colour symmetry of a history (Ville 2013; widmaN/mastermind-strategy,
 * `book/equiv.tex` and `lib/ConstraintEquivalence.cpp`): a pair (position permutation pi, colour
 * permutation sigma) that maps every guess played so far onto itself maps every constraint onto
 * itself, so it maps the remaining secrets onto themselves and a guess g onto a guess that splits
 * them the same way. Combined with the game's own reduction (free colours interchangeable, absent
 * colours alike: game.candidateGuesses), a candidate is dropped when some symmetry maps it onto a
 * smaller canonical candidate; the smallest canonical member of each class always survives, so
 * no class is lost. Games of symbol codes only (Game.symbolCodes: codes of pegs x symbols); other
 * games keep every candidate.
 */
import type { Game } from './game.ts';

/** What the filter keeps for one history length: the group of the last history, and its last answer. */
interface CacheEntry {
  history: Int32Array;
  valid: boolean;
  /** The group: size rows of position permutations (pi) and colour maps (sigma). */
  size: number;
  pi: Uint8Array;
  sigma: Int8Array;
  /** Each symmetry's index in the list of position permutations. */
  perm: Int32Array;
  /** The group as text (its position permutations and colour maps), for the cache of answers. */
  key: string;
  /** Each symmetry's table of images (shared with other histories), made on first use. */
  images?: ImageTable[] | undefined;
  /** The last answer for this history, with the candidate list and colours present it was for. */
  out?: Int32Array | undefined;
  present?: number;
  candidates?: Int32Array;
}

/** A symmetry's image of every guess (`of`, -1 where not computed yet), and the symmetry: positions pi, every colour's image sigma. */
interface ImageTable {
  readonly of: Int32Array;
  readonly pi: Uint8Array;
  readonly sigma: Int8Array;
}

/** Every guess's canonical form under free and absent colours (`of`, -1 where not computed yet). */
interface CanonicalTable {
  readonly of: Int32Array;
  readonly free: number;
  readonly absent: number;
}

/** A table over the guesses 0..G-1, nothing computed yet, and entry G ("no guess") mapped to itself. */
function emptyTable(G: number): Int32Array {
  const table = new Int32Array(G + 1).fill(-1);
  table[G] = G;
  return table;
}

/** Filters canonical candidates by the symmetries of a history. */
export interface SymmetryFilter {
  /**
   * Writes to out the candidates (ascending, from game.candidateGuesses) that no symmetry of
   * history[0..len) maps onto a smaller canonical candidate; returns how many.
   */
  filter(history: Int32Array, len: number, candidates: Int32Array, remaining: Int32Array, out: Int32Array): number;
}

const shared = new WeakMap<Game, SymmetryFilter | null>();

/** The image and canonical-form tables of one filter may hold about this many entries (4 bytes each) of each kind. */
const TABLE_ENTRIES = 1 << 23;

/** The answers the filter keeps by group, colours and candidates may hold about this many guesses (4 bytes each). */
const ANSWER_ENTRIES = 1 << 21;

/**
 * One symmetry filter per game, for the many choosers of a build (making one reads every guess).
 * Sharing is safe: what a filter keeps between calls is checked against each call's history,
 * candidates and colours, and calls never overlap.
 */
export function symmetryFilterOf(game: Game): SymmetryFilter | null {
  let filter = shared.get(game);
  if (filter === undefined) shared.set(game, (filter = createSymmetryFilter(game)));
  return filter;
}

/** The symmetry filter of a game, or null when the game has no position/colour structure. */
export function createSymmetryFilter(game: Game): SymmetryFilter | null {
  const spec = game.spec;
  if (game.symbolCodes !== true) return null;
  const { pegs, k, digits, maskOf, codeOf, guessOfCode } = codeTables(game);
  const secretMask = Int32Array.from(game.secretGuess, (g) => maskOf[g]!);
  const repeats = spec.guesses === 'any';
  const all = (1 << k) - 1;

  // Every permutation of positions.
  const perms = positionPermutations(pegs);

  // Scratch for one group computation; groups themselves are kept per history length below.
  const scratchPi = new Uint8Array(perms.length * pegs);
  const scratchSigma = new Int8Array(perms.length * k);
  const scratchPerm = new Int32Array(perms.length);
  const sigma = new Int8Array(k);
  const inverse = new Int8Array(k);
  const G = codeOf.length;

  // The filter reads two tables per candidate and symmetry: the symmetry's image of the guess,
  // then that image's canonical form under the colours free and absent at the node. Both are
  // tables over every guess, shared by every node that needs them (the same symmetries recur
  // under many histories, the same colour sets at many nodes), and filled entry by entry as they
  // are read (-1: not yet): a node reads only its candidates and their images, a small share of
  // the guesses, and a short search (Mastermind's) made most of its tables for a few reads each.
  // Index G stands for "no guess" and maps to itself, which is never smaller than a candidate.
  const tableBudget = Math.max(8, Math.floor(TABLE_ENTRIES / (G + 1)));
  const imageTables = new Map<string, ImageTable>();
  const canonicalTables = new Map<number, CanonicalTable>();
  const fullSigma = new Int8Array(k);
  /** The image table of positions pi (image digit p is digit pi[p]) and colours sigma (-1: unchanged). */
  const imageTable = (q: number, pi: Uint8Array, sigmaRow: Int8Array): ImageTable => {
    for (let c = 0; c < k; c++) fullSigma[c] = sigmaRow[c]! >= 0 ? sigmaRow[c]! : c;
    const key = `${q}:${fullSigma.join(',')}`;
    let table = imageTables.get(key);
    if (table === undefined) {
      if (imageTables.size >= tableBudget) imageTables.clear();
      table = { of: emptyTable(G), pi: pi.slice(), sigma: fullSigma.slice() };
      imageTables.set(key, table);
    }
    return table;
  };
  /** The image of guess g (not yet in the table): computed and kept. */
  const imageOf = (t: ImageTable, g: number): number => {
    let code = 0;
    for (let p = 0; p < pegs; p++) code = code * k + t.sigma[digits[g * pegs + t.pi[p]!]!]!;
    const image = guessOfCode[code]!;
    return (t.of[g] = image >= 0 ? image : G);
  };
  /** The table of the game's canonical forms (as game.candidateGuesses keeps them) under these free and absent colours. */
  const canonicalTable = (free: number, absent: number): CanonicalTable => {
    const key = free * (all + 1) + absent;
    let table = canonicalTables.get(key);
    if (table === undefined) {
      if (canonicalTables.size >= tableBudget) canonicalTables.clear();
      table = { of: emptyTable(G), free, absent };
      canonicalTables.set(key, table);
    }
    return table;
  };
  const freeMap = new Int8Array(k);
  /**
   * The canonical form of guess g (not yet in the table), computed and kept: free colours
   * relabelled to the smallest free ones in order of first appearance, absent colours to the
   * smallest absent one (with repeats) or to the smallest unused absent ones (distinct codes).
   */
  const canonicalOf = (t: CanonicalTable, g: number): number => {
    const { free, absent } = t;
    const minAbsent = absent & -absent;
    let usedFree = 0;
    let usedAbsent = 0;
    let seen = 0;
    let code = 0;
    for (let p = 0; p < pegs; p++) {
      let col = digits[g * pegs + p]!;
      const bit = 1 << col;
      if (bit & absent) {
        const pick = repeats ? minAbsent : absent & ~usedAbsent & -(absent & ~usedAbsent);
        usedAbsent |= pick;
        col = 31 - Math.clz32(pick);
      } else if (bit & free) {
        if (!(seen & bit)) {
          const avail = free & ~usedFree;
          const pick = avail & -avail;
          usedFree |= pick;
          freeMap[col] = 31 - Math.clz32(pick);
          seen |= bit;
        }
        col = freeMap[col]!;
      }
      code = code * k + col;
    }
    const image = guessOfCode[code]!;
    return (t.of[g] = image >= 0 ? image : G);
  };
  /** The image tables of a history's symmetries. */
  const imagesOf = (entry: CacheEntry): ImageTable[] => {
    const images: ImageTable[] = [];
    for (let e = 0; e < entry.size; e++) {
      images.push(imageTable(entry.perm[e]!, entry.pi.subarray(e * pegs, (e + 1) * pegs), entry.sigma.subarray(e * k, (e + 1) * k)));
    }
    return images;
  };

  // A search calls the filter for every node, and the nodes under one guess (its parts) share
  // the history: the group of a history and the last answer are kept per history length, and
  // reused when the history (and, for the answer, the candidates and colours present) match.
  const cache: Array<CacheEntry | undefined> = [];
  const entryFor = (history: Int32Array, len: number): CacheEntry => {
    let e = cache[len];
    if (e === undefined) {
      e = {
        history: new Int32Array(len),
        valid: false,
        size: 0,
        pi: new Uint8Array(0),
        sigma: new Int8Array(0),
        perm: new Int32Array(0),
        key: '',
      };
      cache[len] = e;
    }
    let same = e.valid;
    for (let i = 0; i < len && same; i++) if (e.history[i] !== history[i]) same = false;
    if (same) return e;
    e.history.set(history.subarray(0, len));
    e.valid = true;
    e.out = undefined;
    e.images = undefined;
    e.size = groupOf(history, len);
    e.pi = scratchPi.slice(0, e.size * pegs);
    e.sigma = scratchSigma.slice(0, e.size * k);
    e.perm = scratchPerm.slice(0, e.size);
    e.key = e.size === 0 ? '' : `${e.perm.join(',')}/${e.sigma.join(',')}`;
    return e;
  };

  // The answer depends only on the group, the colours played and present (the canonical forms)
  // and the candidates, and different histories often share all four: under a first guess, the
  // histories of its parts have the same group when their second guesses have the same symmetry.
  // Mastermind optimal: 739 answers computed, 249 of them different. Candidate lists are the
  // game's own, kept and never changed (game.candidateGuesses), so a list is known by its identity.
  const answers = new Map<string, Int32Array>();
  let answerEntries = 0;
  const listIds = new WeakMap<Int32Array, number>();
  let lists = 0;
  const listId = (candidates: Int32Array): number => {
    let id = listIds.get(candidates);
    if (id === undefined) listIds.set(candidates, (id = lists++));
    return id;
  };

  /** The symmetries of history[0..len) (identity excluded) into the scratch rows; returns how many. */
  const groupOf = (history: Int32Array, len: number): number => {
    let size = 0;
    for (let q = 0; q < perms.length; q++) {
      const pi = perms[q]!;
      let identity = true;
      for (let p = 0; p < pegs; p++) if (pi[p] !== p) identity = false;
      if (identity) continue;
      sigma.fill(-1);
      inverse.fill(-1);
      let ok = true;
      for (let i = 0; i < len && ok; i++) {
        const h = history[i]! * pegs;
        for (let p = 0; p < pegs; p++) {
          const a = digits[h + pi[p]!]!;
          const b = digits[h + p]!;
          if (sigma[a] === -1 && inverse[b] === -1) {
            sigma[a] = b;
            inverse[b] = a;
          } else if (sigma[a] !== b) {
            ok = false;
            break;
          }
        }
      }
      if (!ok) continue;
      scratchPi.set(pi, size * pegs);
      scratchSigma.set(sigma, size * k);
      scratchPerm[size] = q;
      size++;
    }
    return size;
  };

  return {
    filter(history, len, candidates, remaining, out) {
      // The symmetries of the history (identity excluded), sigma given on played colours only.
      const entry = entryFor(history, len);
      const size = entry.size;
      if (size === 0) {
        out.set(candidates);
        return candidates.length;
      }
      let played = 0;
      for (let i = 0; i < len; i++) played |= maskOf[history[i]!]!;
      let present = 0;
      for (let i = 0; i < remaining.length; i++) present |= secretMask[remaining[i]!]!;
      const last = entry.out;
      if (last !== undefined && entry.present === present && entry.candidates === candidates) {
        out.set(last);
        return last.length;
      }
      const answerKey = `${entry.key}|${played}|${present}|${listId(candidates)}`;
      const known = answers.get(answerKey);
      if (known !== undefined) {
        out.set(known);
        entry.out = known;
        entry.present = present;
        entry.candidates = candidates;
        return known.length;
      }
      const canonical = canonicalTable(all & ~played & present, all & ~present);
      const forms = canonical.of;
      const images = (entry.images ??= imagesOf(entry));
      let kept = 0;
      for (let c = 0; c < candidates.length; c++) {
        const g = candidates[c]!;
        let smaller = false;
        for (let e = 0; e < size; e++) {
          const image = images[e]!;
          let i = image.of[g]!;
          if (i < 0) i = imageOf(image, g);
          let form = forms[i]!;
          if (form < 0) form = canonicalOf(canonical, i);
          if (form < g) {
            smaller = true;
            break;
          }
        }
        if (!smaller) out[kept++] = g;
      }
      entry.out = out.slice(0, kept);
      entry.present = present;
      entry.candidates = candidates;
      if (answerEntries + kept > ANSWER_ENTRIES) {
        answers.clear();
        answerEntries = 0;
      }
      answers.set(answerKey, entry.out);
      answerEntries += kept;
      return kept;
    },
  };
}

/** The codes of a game of symbol codes' guesses: their symbols (digits), colour masks, codes, and the guess of each code. */
export interface CodeTables {
  readonly pegs: number;
  /** Symbols. */
  readonly k: number;
  /** digits[g * pegs + p]: the symbol index at position p of guess g. */
  readonly digits: Uint8Array;
  /** The bit set of the symbols of each guess. */
  readonly maskOf: Int32Array;
  /** The code of each guess: its digits in base k, first peg most significant. */
  readonly codeOf: Int32Array;
  /** The guess of each code, or -1. */
  readonly guessOfCode: Int32Array;
}

/** The code tables of a game of symbol codes (read from its guesses' texts). */
export function codeTables(game: Game): CodeTables {
  const spec = game.spec;
  const pegs = spec.pegs;
  const k = spec.symbols.length;
  const G = game.guessCount;
  const digits = new Uint8Array(G * pegs);
  const maskOf = new Int32Array(G);
  const codeOf = new Int32Array(G);
  const guessOfCode = new Int32Array(k ** pegs).fill(-1);
  const symbolIndex = new Map([...spec.symbols].map((ch, i) => [ch, i]));
  for (let g = 0; g < G; g++) {
    const text = game.formatGuess(g);
    let code = 0;
    for (let p = 0; p < pegs; p++) {
      const c = symbolIndex.get(text[p]!)!;
      digits[g * pegs + p] = c;
      maskOf[g] = maskOf[g]! | (1 << c);
      code = code * k + c;
    }
    codeOf[g] = code;
    guessOfCode[code] = g;
  }
  return { pegs, k, digits, maskOf, codeOf, guessOfCode };
}

/** Every permutation of the positions 0..pegs-1. */
export function positionPermutations(pegs: number): Uint8Array[] {
  const perms: Uint8Array[] = [];
  const permute = (prefix: number[], rest: number[]): void => {
    if (rest.length === 0) perms.push(Uint8Array.from(prefix));
    rest.forEach((x, i) => permute([...prefix, x], [...rest.slice(0, i), ...rest.slice(i + 1)]));
  };
  permute(
    [],
    Array.from({ length: pegs }, (_, i) => i),
  );
  return perms;
}
