/**
 * The reference's one symmetry reduction, checked on each set of secrets itself: a permutation
 * tau of the positions or of the symbols that maps the set S onto itself maps every tree of S
 * onto a tree of S with the same total and depth (guess g becomes tau(g), an allowed guess as
 * well, and mark(tau(g), tau(s)) = mark(g, s)), so g and tau(g) cost the same at S and only one
 * of them needs a search. Nothing is assumed from the history: the swaps of two symbols and of
 * two positions are tried on every secret of S, and those that map S onto itself generate the
 * group used (the full symmetric group on each class of symbols, or positions, linked by such
 * swaps). Two symbols that no secret of S holds always swap, so they are alike here.
 */

/** Finds, for a set of secrets, the guesses to search: the smallest of each class under the set's checked symmetries. */
export class SetSymmetry {
  private readonly symbols: string[];
  private readonly pegs: number;
  /** Each swap of two symbols (then of two positions): the index of every root secret's image, or -1. */
  private readonly swaps: Array<{ kind: 'symbols' | 'positions'; a: number; b: number; image: Int32Array }> = [];
  private readonly member: Uint8Array;
  private readonly byClasses = new Map<string, Int32Array>();

  constructor(
    symbols: string,
    pegs: number,
    private readonly guesses: readonly string[],
    secrets: readonly string[],
  ) {
    this.symbols = [...symbols].sort(); // code order is string order: the smallest code of a class is the least string
    this.pegs = pegs;
    this.member = new Uint8Array(secrets.length);
    const indexOf = new Map(secrets.map((s, i) => [s, i]));
    const imageOf = (f: (s: string) => string): Int32Array => Int32Array.from(secrets, (s) => indexOf.get(f(s)) ?? -1);
    const k = this.symbols.length;
    for (let a = 0; a < k; a++) {
      for (let b = a + 1; b < k; b++) {
        const [x, y] = [this.symbols[a]!, this.symbols[b]!];
        const image = imageOf((s) => [...s].map((c) => (c === x ? y : c === y ? x : c)).join(''));
        this.swaps.push({ kind: 'symbols', a, b, image });
      }
    }
    for (let a = 0; a < pegs; a++) {
      for (let b = a + 1; b < pegs; b++) {
        const image = imageOf((s) => [...s].map((c, i) => (i === a ? s[b] : i === b ? s[a] : c)).join(''));
        this.swaps.push({ kind: 'positions', a, b, image });
      }
    }
  }

  /** Indices of the guesses to search at S (indices into the root secrets): ascending, the same array for the same symmetry. */
  candidates(S: Int32Array): Int32Array {
    const { member } = this;
    for (const s of S) member[s] = 1;
    const symbolClass = this.symbols.map((_, i) => i);
    const positionClass = Array.from({ length: this.pegs }, (_, i) => i);
    const find = (classes: number[], x: number): number => (classes[x] === x ? x : find(classes, classes[x]!));
    for (const { kind, a, b, image } of this.swaps) {
      if (!S.every((s) => image[s]! >= 0 && member[image[s]!] === 1)) continue;
      const classes = kind === 'symbols' ? symbolClass : positionClass;
      const [ra, rb] = [find(classes, a), find(classes, b)];
      classes[Math.max(ra, rb)] = Math.min(ra, rb);
    }
    for (const s of S) member[s] = 0;
    const symbolsOf = symbolClass.map((_, i) => find(symbolClass, i));
    const positionsOf = positionClass.map((_, i) => find(positionClass, i));
    const key = `${symbolsOf.join(',')}|${positionsOf.join(',')}`;
    let out = this.byClasses.get(key);
    if (out === undefined) this.byClasses.set(key, (out = this.smallestOfEachClass(symbolsOf, positionsOf)));
    return out;
  }

  /**
   * The guesses that are the smallest code of their class under the group: every permutation of
   * the symbols within their classes, with every permutation of the positions within theirs.
   */
  private smallestOfEachClass(symbolsOf: number[], positionsOf: number[]): Int32Array {
    // The smallest image of a code under the symbol permutations: each symbol, where it first
    // appears, becomes the smallest symbol of its class not taken yet (symbols in code order).
    const members = new Map<number, string[]>();
    this.symbols.forEach((c, i) => members.set(symbolsOf[i]!, [...(members.get(symbolsOf[i]!) ?? []), c]));
    const classOf = new Map(this.symbols.map((c, i) => [c, symbolsOf[i]!]));
    const leastBySymbols = (code: string): string => {
      const taken = new Map<number, number>();
      const to = new Map<string, string>();
      let out = '';
      for (const c of code) {
        let image = to.get(c);
        if (image === undefined) {
          const cls = classOf.get(c)!;
          const t = taken.get(cls) ?? 0;
          taken.set(cls, t + 1);
          to.set(c, (image = members.get(cls)![t]!));
        }
        out += image;
      }
      return out;
    };
    // Every permutation of the positions that keeps each position in its class.
    let perms: number[][] = [[]];
    for (let i = 0; i < this.pegs; i++) {
      perms = perms.flatMap((p) =>
        positionsOf
          .map((_, j) => j)
          .filter((j) => positionsOf[j] === positionsOf[i] && !p.includes(j))
          .map((j) => [...p, j]),
      );
    }
    const kept: number[] = [];
    this.guesses.forEach((g, gi) => {
      if (leastBySymbols(g) !== g) return;
      if (perms.some((p) => leastBySymbols(p.map((j) => g[j]).join('')) < g)) return;
      kept.push(gi);
    });
    return Int32Array.from(kept);
  }
}
