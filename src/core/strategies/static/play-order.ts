/** The order to play a static set in, for the smallest total. */
import type { Scorer } from '../../scorer.ts';

/**
 * The order to play a static set in: the one whose tree has the smallest total, by dynamic
 * programming over subsets (sets of up to 12 guesses; larger ones keep their order). After the
 * guesses of a subset T, every secret neither played nor alone in its class needs the next guess,
 * unless that guess is the secret itself: total = secrets + the sum over the steps of
 * |open(T)| - [next guess is an open secret]. Ties go to the lexicographically smallest order.
 */
export function staticPlayOrder(scorer: Scorer, set: readonly number[]): number[] {
  const game = scorer.game;
  const k = set.length;
  if (k > 12 || k < 2) return [...set];
  const S = game.secretCount;
  const F = game.feedbackCount;
  const full = (1 << k) - 1;
  // open[T]: the secrets still open after the guesses of T (in any order).
  const open = new Int32Array(1 << k);
  const isOpen = new Array<Uint8Array>(1 << k);
  const classes = new Array<Int32Array>(1 << k);
  classes[0] = new Int32Array(S);
  const sizes = new Int32Array(S * F);
  for (let T = 0; T <= full; T++) {
    let cls: Int32Array;
    if (T === 0) cls = classes[0]!;
    else {
      const high = 31 - Math.clz32(T);
      const parent = classes[T & ~(1 << high)]!;
      cls = new Int32Array(S);
      const ids = new Map<number, number>();
      for (let s = 0; s < S; s++) {
        const key = parent[s]! * F + game.score(set[high]!, s);
        let id = ids.get(key);
        if (id === undefined) ids.set(key, (id = ids.size));
        cls[s] = id;
      }
      classes[T] = cls;
    }
    sizes.fill(0);
    for (let s = 0; s < S; s++) sizes[cls[s]!]!++;
    const flags = new Uint8Array(S);
    let n = 0;
    for (let s = 0; s < S; s++) {
      if (sizes[cls[s]!]! < 2) continue;
      let played = false;
      for (let i = 0; i < k; i++) if (T & (1 << i) && game.secretGuess[s] === set[i]) played = true;
      if (played) continue;
      flags[s] = 1;
      n++;
    }
    open[T] = n;
    isOpen[T] = flags;
  }
  // best[T]: the least cost of playing the rest once T is played.
  const best = new Float64Array(1 << k);
  const choice = new Int32Array(1 << k);
  for (let T = full - 1; T >= 0; T--) {
    best[T] = Infinity;
    for (let i = 0; i < k; i++) {
      if (T & (1 << i)) continue;
      const s = game.guessSecret[set[i]!]!;
      const step = open[T]! - (s >= 0 && isOpen[T]![s] ? 1 : 0);
      const cost = step + best[T | (1 << i)]!;
      if (cost < best[T]!) {
        best[T] = cost;
        choice[T] = i;
      }
    }
  }
  const order: number[] = [];
  for (let T = 0; T !== full; T |= 1 << choice[T]!) order.push(set[choice[T]!]!);
  return order;
}
