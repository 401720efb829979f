/**
 * The feedbacks of a green-yellow-grey colouring on L places, shared by the games that colour a
 * guess place by place (a word's letters, an equation's symbols, by the same rule): every base-3
 * code of L digits (0 grey, 1 yellow, 2 green, the first place most significant), but the L - 1
 * greens and one yellow, which never happen (the one place left cannot hold a symbol of the
 * secret that is unmatched elsewhere). Feedbacks are numbered in code order.
 */

/** The colour feedbacks of L places: their labels (`BYG` letters) and the feedback of each base-3 code (-1 where none). */
export interface ColourFeedbacks {
  readonly labels: string[];
  readonly indexOfCode: Int32Array;
  /** The feedback in which every place is green. */
  readonly winFeedback: number;
}

/** The colour feedbacks of L places (see the header). */
export function colourFeedbacks(L: number): ColourFeedbacks {
  const codes = 3 ** L;
  const indexOfCode = new Int32Array(codes).fill(-1);
  const labels: string[] = [];
  for (let code = 0; code < codes; code++) {
    let greens = 0;
    let yellows = 0;
    let label = '';
    for (let p = L - 1, x = code; p >= 0; p--, x = Math.floor(x / 3)) {
      const d = x % 3;
      if (d === 2) greens++;
      if (d === 1) yellows++;
      label = 'BYG'[d]! + label;
    }
    if (greens === L - 1 && yellows === 1) continue;
    indexOfCode[code] = labels.length;
    labels.push(label);
  }
  return { labels, indexOfCode, winFeedback: indexOfCode[codes - 1]! };
}
