/**
 * "Did you mean": the nearest known word to a mistyped one, by edit distance (insertions,
 * deletions, substitutions and swaps of two neighbours each cost 1).
 */

/** The optimal-string-alignment distance between two words. */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = d;
    }
  }
  return rows[a.length]![b.length]!;
}

/**
 * The known word nearest to `word`, or undefined when none is near enough to be a typo: at most
 * a third of the word's letters off (at least 1, at most 3), or a word it is the start of.
 */
export function nearest(word: string, known: readonly string[]): string | undefined {
  const w = word.toLowerCase();
  const limit = Math.min(3, Math.max(1, Math.floor(w.length / 3)));
  let best: { word: string; distance: number } | undefined;
  for (const candidate of known) {
    const c = candidate.toLowerCase();
    const distance = w.length >= 2 && c.startsWith(w) ? 0.5 : editDistance(w, c);
    if (distance <= limit && (best === undefined || distance < best.distance)) best = { word: candidate, distance };
  }
  return best?.word;
}

/** " (did you mean X?)" for the nearest known word, or "" when none is near. */
export function didYouMean(word: string, known: readonly string[]): string {
  const match = nearest(word, known);
  return match === undefined ? '' : ` (did you mean ${match}?)`;
}
