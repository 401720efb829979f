/**
 * The two tables of places that score a letter a Wordle guess repeats, whatever the letter
 * (greens first, then yellows from left to right while the answer has copies left): `green[m]`,
 * the code's share for greens at the places of mask m, and `yellow[m * (L + 1) + u]`, for yellows
 * at the first u places of m. A code weighs place p by 3^(L-1-p); masks below `places` are
 * covered (at least 1 << L).
 */
export function repeatValueTables(L: number, places: number): { readonly green: Int32Array; readonly yellow: Int32Array } {
  const weights = Array.from({ length: L }, (_, p) => 3 ** (L - 1 - p));
  const green = new Int32Array(places);
  const yellow = new Int32Array(places * (L + 1));
  for (let m = 0; m < places; m++) {
    for (let p = 0; p < L; p++) if (m & (1 << p)) green[m] = green[m]! + 2 * weights[p]!;
    for (let u = 0; u <= L; u++) {
      let v = 0;
      for (let p = 0, k = 0; p < L && k < u; p++) {
        if (m & (1 << p)) {
          v += weights[p]!;
          k++;
        }
      }
      yellow[m * (L + 1) + u] = v;
    }
  }
  return { green, yellow };
}
