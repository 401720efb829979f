// Wordle as a game: answers as secrets, every accepted word as a guess, green-yellow-grey
// feedback by the game's rule for repeated letters, and hard mode's constraint.
import { colourFeedbacks } from '../../colour-feedback.ts';
import type { Game, PlayedState, WordList } from '../../game.ts';
import type { WordleSpec } from './spec.ts';
import { createHardMode, type HardMode, type HardModeBreach } from './hard.ts';
import { firstHardModeBreach, hardModeHistoryBreach } from './hard-breach.ts';
import { createWordleKernel } from './kernel.ts';
import { repeatValueTables } from './repeat-values.ts';
import { count } from '../../count.ts';

export type { WordleSpec } from './spec.ts';

/**
 * Wordle: the secret is one of the answers, a guess is any accepted word (the answers included),
 * and the feedback colours each letter of the guess: green (right letter, right place), yellow,
 * or grey. Repeated letters follow the game's rule (and Alex Selby's solver's, whose published
 * values the exact search reproduces): greens first; then, left to right, a guess letter that is
 * not green is yellow while the answer still has an unmatched copy of it, else grey.
 *
 * Guesses are the sorted union of both lists, secrets the sorted answers, so both are in code
 * (alphabetical) order. Feedbacks are the L-digit base-3 numbers (first place most significant,
 * grey 0, yellow 1, green 2) that can happen, numbered in that order: all 3^L but the L with L-1
 * greens and one yellow (238 of 243 for five letters). Labels write a letter per place, G, Y or B
 * ("BYBBG"); the squares 🟩 🟨 ⬛ ⬜ are read too.
 */

/** A Wordle game: a Game, plus what the exact search and the hard-mode checks read. */
export interface WordleGame extends Game {
  /** The spec, with the Wordle fields typed. */
  readonly wordle: WordleSpec;
  /** Letters per word. */
  readonly length: number;
  /** letters[g * length + p]: the letter of guess g at place p (0 = a). */
  readonly letters: Uint8Array;
  /** colours[f * length + p]: the colour feedback f gives place p (0 grey, 1 yellow, 2 green). */
  readonly colours: Uint8Array;
  /** Writes into out[0..guessCount) the feedback of every guess against secret s (the table by secret). */
  scoreColumn(s: number, out: Uint8Array): void;
  /** The constraints of hard mode over the guesses (also built in normal mode, for the checks). */
  readonly hardMode: HardMode;
  /** The hard-mode constraint after the given guesses got the given feedbacks. */
  constraintOf(steps: ReadonlyArray<{ readonly guess: number; readonly feedback: number }>): number;
}

/** The game as a Wordle game when it is one (what Wordle's own searches read: its letters and hard mode), else undefined. */
export function asWordleGame(game: Game): WordleGame | undefined {
  return 'wordle' in game ? (game as WordleGame) : undefined;
}

/**
 * The most letters a word may have: 3^5 = 243 feedbacks fit a byte, which Wordle's kernel and its
 * exact search read its columns as (3^6 would need the two-byte arrays of feedback-array.ts there too).
 */
export const WORDLE_MAX_LENGTH = 5;

const SQUARES: ReadonlyMap<string, string> = new Map([
  ['🟩', 'G'],
  ['🟨', 'Y'],
  ['⬛', 'B'],
  ['⬜', 'B'],
]);

/** The spec of a Wordle game over two lists (the answers and the other accepted words). */
export function wordleSpec(options: {
  readonly id: string;
  readonly title: string;
  readonly answers: WordList;
  readonly accepted: WordList;
  readonly hard: boolean;
  readonly maxGuesses?: number;
}): WordleSpec {
  const { id, title, answers, accepted, hard } = options;
  return {
    id,
    title,
    family: 'wordle',
    pegs: answers.entries[0]?.length ?? 0,
    symbols: 'abcdefghijklmnopqrstuvwxyz',
    secrets: 'words',
    guesses: 'words',
    maxGuesses: options.maxGuesses ?? 6,
    feedbackStyle: 'GYB',
    answers,
    accepted,
    hard,
  };
}

/** Builds the game of a Wordle spec. Throws when the lists are malformed. */
export function createWordleGame(spec: WordleSpec): WordleGame {
  const L = spec.pegs;
  if (spec.answers.entries.length === 0) throw new Error(`${spec.id}: the answers list is empty`);
  if (!Number.isInteger(L) || L < 1 || L > WORDLE_MAX_LENGTH)
    throw new Error(`${spec.id}: Wordle words must have 1 to ${WORDLE_MAX_LENGTH} letters`);
  const answers = checkedList(spec.id, 'answers', spec.answers, L);
  const accepted = checkedList(spec.id, 'accepted', spec.accepted, L);
  const words = mergeSorted(answers, accepted);
  const G = words.length;
  const S = answers.length;
  const indexOf = new Map(words.map((w, i) => [w, i]));
  const secretGuess = Int32Array.from(answers, (w) => indexOf.get(w)!);
  const guessSecret = new Int32Array(G).fill(-1);
  secretGuess.forEach((g, s) => (guessSecret[g] = s));

  // Per word: its letters, the mask of letters it has, and whether one repeats (the fast rule
  // below needs a guess without repeats).
  const letters = new Uint8Array(G * L);
  const masks = new Int32Array(G);
  const repeats = new Uint8Array(G);
  for (let w = 0; w < G; w++) {
    const word = words[w]!;
    for (let p = 0; p < L; p++) {
      const c = word.charCodeAt(p) - 97;
      letters[w * L + p] = c;
      if (masks[w]! & (1 << c)) repeats[w] = 1;
      masks[w] = masks[w]! | (1 << c);
    }
  }

  // Feedback numbering: the possible base-3 codes in order.
  const { labels, indexOfCode, winFeedback } = colourFeedbacks(L);
  const colours = Uint8Array.from(labels.flatMap((label) => [...label].map((ch) => 'BYG'.indexOf(ch))));
  const labelIndex = new Map(labels.map((l, i) => [l, i]));

  // Unmatched copies of each letter in the answer (the general rule's scratch, left all zero).
  const unmatched = new Uint8Array(26);
  /** The base-3 code of guess g against word a. */
  const codeOf = (g: number, a: number): number => {
    const gb = g * L;
    const ab = a * L;
    let code = 0;
    if (repeats[g] === 0) {
      // A letter the guess has once and misses in place is yellow exactly when the answer has it:
      // the answer's copies all sit where the guess has another letter, so none is green.
      const am = masks[a]!;
      for (let p = 0; p < L; p++) {
        const x = letters[gb + p]!;
        code = code * 3 + (letters[ab + p] === x ? 2 : (am >>> x) & 1);
      }
      return code;
    }
    for (let p = 0; p < L; p++) if (letters[gb + p] !== letters[ab + p]) unmatched[letters[ab + p]!]!++;
    for (let p = 0; p < L; p++) {
      const x = letters[gb + p]!;
      let d = 0;
      if (letters[ab + p] === x) d = 2;
      else if (unmatched[x]! > 0) {
        unmatched[x]!--;
        d = 1;
      }
      code = code * 3 + d;
    }
    for (let p = 0; p < L; p++) unmatched[letters[ab + p]!] = 0;
    return code;
  };

  const score = (g: number, s: number): number => indexOfCode[codeOf(g, secretGuess[s]!)]!;

  const scoreRow = (g: number, out: Uint8Array): void => {
    const index = indexOfCode;
    const answersAt = secretGuess;
    for (let s = 0; s < S; s++) out[s] = index[codeOf(g, answersAt[s]!)]!;
  };

  // The column of an answer a: a guess letter x that the guess has once scores, at place p,
  // green when a has x there, else yellow when a has x at all (see codeOf), whatever the
  // guess's other letters. So the code is a sum over such places of placeValue[p * 32 + x], a
  // table of the answer's. A letter the guess repeats, at the places of mask P, scores green
  // where a has it (m = P & a's places of x) and yellow at the first u other places of P,
  // u = a's copies of x less those greens: two small tables of places, greenValue[m] and
  // yellowValue[(P & ~m) * (L + 1) + u], whatever the letter.
  const weights = Int32Array.from({ length: L }, (_, p) => 3 ** (L - 1 - p));
  const placesOf = 1 << L;
  const { green: greenValue, yellow: yellowValue } = repeatValueTables(L, placesOf);
  const popcount5 = Uint8Array.from({ length: placesOf }, (_, m) => popcount(m));
  // Per guess: placeValue slot of each place (slot p * 32 + 31 is always 0: where the guess
  // repeats the letter), and for a guess with repeats its letters (up to two) and their places.
  const offsets = new Uint8Array(G * L);
  const single: number[] = [];
  const repeated: number[] = [];
  const groupLetters: number[] = [];
  const groupPlaces: number[] = [];
  // The places of each letter of the guess at hand (all zero between guesses): a typed array, as
  // a Map a guess made building a game of 13,000 words cost tens of milliseconds.
  const placesOfLetter = new Int32Array(26);
  for (let g = 0; g < G; g++) {
    for (let p = 0; p < L; p++) placesOfLetter[letters[g * L + p]!] = placesOfLetter[letters[g * L + p]!]! | (1 << p);
    // Each repeated letter once, [letter, places], in the order of its first place.
    const groups: Array<[number, number]> = [];
    for (let p = 0; p < L; p++) {
      const x = letters[g * L + p]!;
      const places = placesOfLetter[x]!;
      offsets[g * L + p] = p * 32 + (popcount(places) > 1 ? 31 : x);
      if (popcount(places) > 1 && (places & ((1 << p) - 1)) === 0) groups.push([x, places]);
    }
    for (let p = 0; p < L; p++) placesOfLetter[letters[g * L + p]!] = 0;
    if (groups.length === 0) single.push(g);
    else {
      repeated.push(g);
      // Five letters hold at most two repeated letters (2 + 2 or 2 + 3); a second empty group adds 0.
      for (let j = 0; j < 2; j++) {
        groupLetters.push(groups[j]?.[0] ?? 0);
        groupPlaces.push(groups[j]?.[1] ?? 0);
      }
    }
  }
  const singles = Int32Array.from(single);
  const repeaters = Int32Array.from(repeated);
  const repeatLetter = Uint8Array.from(groupLetters);
  const repeatPlaces = Uint8Array.from(groupPlaces);
  const placeValue = new Int32Array(L * 32);
  const letterCount = new Int32Array(26);
  const letterPlaces = new Int32Array(26);

  const scoreColumn = (s: number, out: Uint8Array): void => {
    const a = secretGuess[s]!;
    const ab = a * L;
    const am = masks[a]!;
    const len = L;
    const lt = letters;
    const index = indexOfCode;
    const value = placeValue;
    const off = offsets;
    const count = letterCount;
    const places = letterPlaces;
    for (let p = 0; p < len; p++) {
      const here = lt[ab + p]!;
      for (let x = 0; x < 26; x++) value[p * 32 + x] = weights[p]! * (x === here ? 2 : (am >>> x) & 1);
      count[here]!++;
      places[here] = places[here]! | (1 << p);
    }
    const list = singles;
    if (len === 5) {
      for (let i = 0; i < list.length; i++) {
        const g = list[i]!;
        const b = g * 5;
        out[g] = index[value[off[b]!]! + value[off[b + 1]!]! + value[off[b + 2]!]! + value[off[b + 3]!]! + value[off[b + 4]!]!]!;
      }
    } else {
      for (let i = 0; i < list.length; i++) {
        const g = list[i]!;
        const b = g * len;
        let code = 0;
        for (let p = 0; p < len; p++) code += value[off[b + p]!]!;
        out[g] = index[code]!;
      }
    }
    const list2 = repeaters;
    const stride = len + 1;
    for (let i = 0; i < list2.length; i++) {
      const g = list2[i]!;
      const b = g * len;
      let code = 0;
      for (let p = 0; p < len; p++) code += value[off[b + p]!]!;
      for (let j = 2 * i; j < 2 * i + 2; j++) {
        const x = repeatLetter[j]!;
        const P = repeatPlaces[j]!;
        const m = places[x]! & P;
        code += greenValue[m]! + yellowValue[(P & ~m) * stride + count[x]! - popcount5[m]!]!;
      }
      out[g] = index[code]!;
    }
    for (let p = 0; p < len; p++) {
      count[lt[ab + p]!] = 0;
      places[lt[ab + p]!] = 0;
    }
  };

  const hardMode = createHardMode(letters, L, G, colours);
  const all = Int32Array.from({ length: G }, (_, i) => i);

  // Played states: the guesses of the path, interned as a trie (0 is the empty path). play
  // does not know the feedback; every remaining secret gives the same feedbacks to the path,
  // so candidateGuesses reads them off the first one.
  const trieParent: number[] = [-1];
  const trieGuess: number[] = [-1];
  const trieChild = new Map<number, number>();
  const play = (played: PlayedState, g: number): PlayedState => {
    if (!spec.hard) return 0;
    const key = played * G + g;
    let id = trieChild.get(key);
    if (id === undefined) {
      id = trieParent.length;
      trieParent.push(played);
      trieGuess.push(g);
      trieChild.set(key, id);
    }
    return id;
  };
  const constraintOfPath = (played: PlayedState, secret: number): number => {
    if (played === 0) return hardMode.none;
    const path: number[] = [];
    for (let at = played; at > 0; at = trieParent[at]!) path.push(trieGuess[at]!);
    let c = hardMode.none;
    for (let i = path.length - 1; i >= 0; i--) c = hardMode.after(c, path[i]!, score(path[i]!, secret));
    return c;
  };

  const constraintOf = (steps: ReadonlyArray<{ readonly guess: number; readonly feedback: number }>): number => {
    let c = hardMode.none;
    for (const { guess, feedback } of steps) c = hardMode.after(c, guess, feedback);
    return c;
  };

  const parseGuess = (text: string): number | string => {
    const shown = text.length > 24 ? `${text.slice(0, 24)}…` : text;
    const chars = [...text];
    if (chars.length !== L) return `"${printable(shown)}" has ${count(chars.length, 'letter')}; a word of ${spec.title} has ${L}`;
    const bad = chars.find((ch) => !/^[a-z]$/i.test(ch));
    if (bad !== undefined) return `"${printable(shown)}" contains "${printable(bad)}", which is not a letter a-z`;
    return indexOf.get(text.toLowerCase()) ?? `"${text}" is not an accepted word of ${spec.title}`;
  };

  const parseFeedback = (label: string): number => {
    let letters = '';
    for (const ch of label.trim()) letters += SQUARES.get(ch) ?? ch.toUpperCase();
    return labelIndex.get(letters) ?? -1;
  };

  const game: WordleGame = {
    spec,
    wordle: spec,
    length: L,
    letters,
    colours,
    guessCount: G,
    secretCount: S,
    secretGuess,
    guessSecret,
    feedbackCount: labels.length,
    winFeedback,
    score,
    scoreRow,
    scoreColumn,
    symmetricScore: false, // the guess and the answer play different parts (and lists)
    formatGuess: (g) => words[g] ?? '?',
    parseGuess,
    feedbackLabel: (f) => labels[f] ?? '?',
    parseFeedback,
    // No symmetry; in hard mode, the guesses the path allows.
    candidateGuesses: (played, remaining) => (played === 0 ? all : hardMode.allowed(constraintOfPath(played, remaining[0]!))),
    play,
    initialPlayed: 0,
    hardMode,
    constraintOf,
    // Boards scored without a table (live answers, lists too large to table) count parts by columns.
    createPartKernel: (costs) => createWordleKernel({ guessCount: G, length: L, letters, secretGuess }, costs),
  };
  // Hard mode is a rule of the history: every reader of one (the server's routes, the walker) checks it.
  return spec.hard
    ? {
        ...game,
        ruleBreach: (steps) => hardModeHistoryBreach(game, steps),
        treeRule: {
          none: hardMode.none,
          after: (c, g, f) => hardMode.after(c, g, f),
          forbids: (c, g) => hardMode.breach(c, g) !== null,
          why: (steps) => hardModeBreach(game, steps)?.message,
        },
      }
    : game;
}

/**
 * The first step of a history that breaks hard mode, with a sentence saying why, or null when
 * every guess keeps the greens and reuses the revealed letters of the guesses before it.
 */
export function hardModeBreach(
  game: WordleGame,
  steps: ReadonlyArray<{ readonly guess: number; readonly feedback: number }>,
): { readonly step: number; readonly message: string } | null {
  const first = firstHardModeBreach(game, steps);
  if (first === null) return null;
  const { index: i, why } = first;
  return { step: i, message: `guess ${i + 1}, "${game.formatGuess(steps[i]!.guess)}", breaks hard mode: ${describeBreach(why)}` };
}

function describeBreach(why: HardModeBreach): string {
  const letter = String.fromCharCode(65 + why.letter);
  if (why.kind === 'green') return `its letter ${why.place + 1} must be the green ${letter}`;
  return `it must contain ${letter} ${why.times === 1 ? 'once' : `${why.times} times`} or more`;
}

/** The words of a list, checked: L letters a-z each, sorted and unique, as many as the list says. */
function checkedList(id: string, name: string, list: WordList, L: number): readonly string[] {
  const entries = list.entries;
  if (entries.length !== list.count)
    throw new Error(`${id}: the ${name} list has ${count(entries.length, 'word')}, its header says ${list.count}`);
  for (let i = 0; i < entries.length; i++) {
    const word = entries[i]!;
    if (word.length !== L || !/^[a-z]+$/.test(word)) throw new Error(`${id}: "${word}" (${name}) is not a word of ${L} letters a-z`);
    if (i > 0 && entries[i - 1]! >= word) throw new Error(`${id}: the ${name} list is not sorted and unique at "${word}"`);
  }
  return entries;
}

/** The sorted union of two sorted lists without repeats. */
function mergeSorted(a: readonly string[], b: readonly string[]): string[] {
  const out: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && a[i]! < b[j]!)) out.push(a[i++]!);
    else if (i >= a.length || b[j]! < a[i]!) out.push(b[j++]!);
    else {
      out.push(a[i++]!);
      j++;
    }
  }
  return out;
}

function popcount(x: number): number {
  let n = 0;
  for (; x !== 0; x &= x - 1) n++;
  return n;
}

function printable(text: string): string {
  return [...text]
    .map((ch) => {
      const cp = ch.codePointAt(0) ?? 0;
      return cp < 0x20 || cp === 0x7f ? `\\u${cp.toString(16).padStart(4, '0')}` : ch;
    })
    .join('');
}
