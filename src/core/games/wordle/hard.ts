/**
 * Wordle's hard mode: each guess keeps every green in its place and uses every letter revealed
 * green or yellow in an earlier guess at least as many times as that guess revealed it (grey
 * letters are free), the rule of the game and of Alex Selby's solver ("The best strategies for
 * Wordle", 2022). What a history allows is summed up by a constraint: the green letter of each
 * place and the least count of each letter. Constraints are interned, so that a search keys its
 * positions by a small integer, and each keeps the list of the guesses it allows, filtered once
 * from the list of the constraint it came from.
 */

/** The interned constraints of hard mode over a list of words. */
export interface HardMode {
  /** The constraint of an empty history (id 0): every word is allowed. */
  readonly none: number;
  /** How many constraints are interned so far. */
  readonly size: number;
  /** The constraint after guess g got feedback f on top of constraint c. */
  after(c: number, g: number, f: number): number;
  /** The words constraint c allows, ascending (shared: do not modify). */
  allowed(c: number): Int32Array;
  /** True when constraint c allows word w. */
  allows(c: number, w: number): boolean;
  /** Why constraint c forbids word w: a place whose green w lacks, or a letter w has too few times; null when allowed. */
  breach(c: number, w: number): HardModeBreach | null;
}

/** What a guess that breaks hard mode lacks: the green of a place (0-based), or enough copies of a letter (0 = a). */
export type HardModeBreach =
  | { readonly kind: 'green'; readonly place: number; readonly letter: number }
  | { readonly kind: 'count'; readonly letter: number; readonly times: number };

/**
 * The hard mode of a list of `count` words of `length` letters (letters[w * length + p], 0 = a),
 * whose feedback f colours place p with colours[f * length + p]: 0 grey, 1 yellow, 2 green.
 */
export function createHardMode(letters: Uint8Array, length: number, count: number, colours: Uint8Array): HardMode {
  const L = length;
  const F = colours.length / L;
  // Per word: letter + 1 in 5 bits a place (0 stays free in a constraint), and for each k the
  // mask of letters it has more than k times, so "at least m copies of c for every c" is a
  // subset test per level.
  const places = new Int32Array(count);
  const levels = new Int32Array(count * L);
  for (let w = 0; w < count; w++) {
    const seen = new Uint8Array(26);
    let packed = 0;
    for (let p = 0; p < L; p++) {
      const c = letters[w * L + p]!;
      packed |= (c + 1) << (5 * p);
      const k = seen[c]!++;
      levels[w * L + k] = levels[w * L + k]! | (1 << c);
    }
    places[w] = packed;
  }

  // Per constraint: the greens (letter + 1 per place, 0 free), their mask, and the levels of
  // letters needed (need[c * L + k]: letters needed more than k times).
  const greens: number[] = [0];
  const greenMasks: number[] = [0];
  const need: number[] = new Array<number>(L).fill(0);
  const lists: Array<Int32Array | undefined> = [Int32Array.from({ length: count }, (_, i) => i)];
  const parents: number[] = [-1];
  const ids = new Map<string, number>([[keyOf(0, need, 0, L), 0]]);
  const transitions = new Map<number, number>();
  const counts = new Uint8Array(26);
  const levelScratch = new Int32Array(L);

  const allows = (c: number, w: number): boolean => {
    if ((places[w]! & greenMasks[c]!) !== greens[c]!) return false;
    for (let k = 0; k < L; k++) {
      const needed = need[c * L + k]!;
      if (needed === 0) break; // levels only shrink
      if ((needed & ~levels[w * L + k]!) !== 0) return false;
    }
    return true;
  };

  const after = (c: number, g: number, f: number): number => {
    const tkey = (c * count + g) * F + f;
    const known = transitions.get(tkey);
    if (known !== undefined) return known;
    let green = greens[c]!;
    let mask = greenMasks[c]!;
    counts.fill(0);
    for (let p = 0; p < L; p++) {
      const colour = colours[f * L + p]!;
      if (colour === 0) continue;
      const letter = letters[g * L + p]!;
      counts[letter]!++;
      if (colour === 2) {
        green |= (letter + 1) << (5 * p);
        mask |= 31 << (5 * p);
      }
    }
    // The least count of each letter is the larger of the old one and this guess's.
    for (let k = 0; k < L; k++) levelScratch[k] = need[c * L + k]!;
    for (let letter = 0; letter < 26; letter++)
      for (let k = 0; k < counts[letter]!; k++) levelScratch[k] = levelScratch[k]! | (1 << letter);
    const key = keyOf(green, levelScratch, 0, L);
    let id = ids.get(key);
    if (id === undefined) {
      id = greens.length;
      ids.set(key, id);
      greens.push(green);
      greenMasks.push(mask);
      for (let k = 0; k < L; k++) need.push(levelScratch[k]!);
      lists.push(undefined);
      parents.push(c);
    }
    transitions.set(tkey, id);
    return id;
  };

  const allowed = (c: number): Int32Array => {
    const known = lists[c];
    if (known !== undefined) return known;
    // A constraint only adds to its parent's, so its words are among the parent's.
    const from = allowed(parents[c]!);
    const out = new Int32Array(from.length);
    let n = 0;
    for (let i = 0; i < from.length; i++) if (allows(c, from[i]!)) out[n++] = from[i]!;
    const list = out.slice(0, n);
    lists[c] = list;
    return list;
  };

  const breach = (c: number, w: number): HardModeBreach | null => {
    const green = greens[c]!;
    for (let p = 0; p < L; p++) {
      const want = (green >>> (5 * p)) & 31;
      if (want !== 0 && letters[w * L + p]! !== want - 1) return { kind: 'green', place: p, letter: want - 1 };
    }
    for (let letter = 0; letter < 26; letter++) {
      let times = 0;
      while (times < L && (need[c * L + times]! & (1 << letter)) !== 0) times++;
      let has = 0;
      for (let p = 0; p < L; p++) if (letters[w * L + p] === letter) has++;
      if (has < times) return { kind: 'count', letter, times };
    }
    return null;
  };

  return {
    none: 0,
    get size() {
      return greens.length;
    },
    after,
    allowed,
    allows,
    breach,
  };
}

function keyOf(green: number, levels: ArrayLike<number>, from: number, L: number): string {
  let key = `${green}`;
  for (let k = 0; k < L; k++) key += `,${levels[from + k]!}`;
  return key;
}
