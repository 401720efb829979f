// @ts-check
// The rules of the catalogue's game families, as far as the page needs them in the browser:
// scoring a guess against the hidden secret (the server never sees the page's secret), listing
// the secrets still possible, and writing feedback labels. test/web/games.test.ts checks every
// function here against the core's games, so the two cannot drift apart.

/**
 * A variant as `/v1/variants` describes it.
 * @typedef {{ id: string, title: string, pegs: number, symbols: string,
 *   secrets: 'repeat'|'distinct', guesses: 'any'|'distinct', maxGuesses: number,
 *   strategies?: Array<{ id: string, total: number, average: number, max: number }> }} Variant
 */

/** How a variant writes feedback: blacks/whites, bulls/cows, or twod's three flags. */
export function feedbackStyle(/** @type {Variant} */ variant) {
  if (variant.id === 'twod') return 'LGE';
  if (variant.id === 'bulls-and-cows') return 'AB';
  return 'BW';
}

/** True when every symbol of a code differs. */
function distinct(/** @type {string} */ code) {
  return new Set(code).size === code.length;
}

/** Null when text is an allowed guess of the variant, else a sentence saying why not. */
export function guessProblem(/** @type {Variant} */ variant, /** @type {string} */ text) {
  if (text.length !== variant.pegs) return `A guess has ${variant.pegs} symbols; "${text}" has ${text.length}.`;
  for (const ch of text) {
    if (!variant.symbols.includes(ch)) return `"${ch}" is not one of the symbols ${variant.symbols}.`;
  }
  if (variant.guesses === 'distinct' && !distinct(text)) return 'In this variant the symbols of a guess must all differ.';
  return null;
}

/** True when text can be the secret of the variant. */
export function isSecret(/** @type {Variant} */ variant, /** @type {string} */ text) {
  return guessProblem({ ...variant, guesses: 'any' }, text) === null && (variant.secrets === 'repeat' || distinct(text));
}

/** Every secret of the variant, in code order. */
export function allSecrets(/** @type {Variant} */ variant) {
  const { pegs, symbols } = variant;
  /** @type {string[]} */
  const out = [];
  const total = symbols.length ** pegs;
  for (let c = 0; c < total; c++) {
    let code = '';
    let v = c;
    for (let p = 0; p < pegs; p++) {
      code = symbols[v % symbols.length] + code;
      v = Math.floor(v / symbols.length);
    }
    if (variant.secrets === 'repeat' || distinct(code)) out.push(code);
  }
  return out;
}

/** The feedback label of a guess against a secret, e.g. "1B2W", "1A2B" or "L--". */
export function score(/** @type {Variant} */ variant, /** @type {string} */ guess, /** @type {string} */ secret) {
  const style = feedbackStyle(variant);
  if (style === 'LGE') {
    let less = true;
    let greater = true;
    for (let i = 0; i < guess.length; i++) {
      const s = variant.symbols.indexOf(secret[i] ?? '');
      const g = variant.symbols.indexOf(guess[i] ?? '');
      if (s > g) less = false;
      if (s < g) greater = false;
    }
    return `${less ? 'L' : '-'}${greater ? 'G' : '-'}${less && greater ? 'E' : '-'}`;
  }
  let blacks = 0;
  /** @type {Map<string, number>} */
  const unmatched = new Map();
  for (let i = 0; i < guess.length; i++) {
    if (guess[i] === secret[i]) blacks++;
  }
  // Each symbol matches min(times in guess, times in secret), wherever it stands.
  for (const ch of secret) unmatched.set(ch, (unmatched.get(ch) ?? 0) + 1);
  let matches = 0;
  for (const ch of guess) {
    const left = unmatched.get(ch) ?? 0;
    if (left > 0) {
      matches++;
      unmatched.set(ch, left - 1);
    }
  }
  return style === 'AB' ? `${blacks}A${matches - blacks}B` : `${blacks}B${matches - blacks}W`;
}

/** The label that means "this guess is the secret". */
export function winLabel(/** @type {Variant} */ variant) {
  const style = feedbackStyle(variant);
  if (style === 'LGE') return 'LGE';
  return style === 'AB' ? `${variant.pegs}A0B` : `${variant.pegs}B0W`;
}

/** The label in its canonical spelling (upper case), or null when it is not a label of the variant. */
export function normalizeLabel(/** @type {Variant} */ variant, /** @type {string} */ text) {
  const t = text.trim().toUpperCase();
  const style = feedbackStyle(variant);
  if (style === 'LGE') return ['---', 'L--', '-G-', 'LGE'].includes(t) ? t : null;
  const m = style === 'AB' ? /^(\d+)A(\d+)B$/.exec(t) : /^(\d+)B(\d+)W$/.exec(t);
  if (!m) return null;
  const b = Number(m[1]);
  const w = Number(m[2]);
  if (b + w > variant.pegs) return null;
  return style === 'AB' ? `${b}A${w}B` : `${b}B${w}W`;
}

/** The feedback labels this guess can get from some secret, in the order of the core's labels. */
export function possibleLabels(/** @type {Variant} */ variant, /** @type {string} */ guess, secrets = allSecrets(variant)) {
  const seen = new Set(secrets.map((s) => score(variant, guess, s)));
  return [...seen].sort(compareLabels);
}

/** Orders labels as the core numbers feedbacks: by first count, then second count. */
export function compareLabels(/** @type {string} */ a, /** @type {string} */ b) {
  const order = ['---', 'L--', '-G-', 'LGE'];
  if (order.includes(a) && order.includes(b)) return order.indexOf(a) - order.indexOf(b);
  const na = (a.match(/\d+/g) ?? []).map(Number);
  const nb = (b.match(/\d+/g) ?? []).map(Number);
  return (na[0] ?? 0) - (nb[0] ?? 0) || (na[1] ?? 0) - (nb[1] ?? 0);
}

/** A sentence saying what a label means, for screen readers and the feedback pickers. */
export function describeLabel(/** @type {Variant} */ variant, /** @type {string} */ label) {
  const style = feedbackStyle(variant);
  if (style === 'LGE') {
    if (label === 'LGE') return 'found';
    const parts = [];
    if (label[0] === 'L') parts.push('secret ≤ guess in both coordinates');
    if (label[1] === 'G') parts.push('secret ≥ guess in both coordinates');
    return parts.length ? parts.join(', ') : 'neither: secret is beside the guess';
  }
  const [b, w] = (label.match(/\d+/g) ?? ['0', '0']).map(Number);
  const names = style === 'AB' ? ['bull', 'cow'] : ['black', 'white'];
  return `${b} ${names[0]}${b === 1 ? '' : 's'}, ${w} ${names[1]}${w === 1 ? '' : 's'}`;
}

/** The secrets consistent with every step of a history. */
export function consistentSecrets(/** @type {Variant} */ variant, /** @type {Array<{guess: string, feedback: string}>} */ history, secrets = allSecrets(variant)) {
  return secrets.filter((s) => history.every((step) => score(variant, step.guess, s) === step.feedback));
}

/** A uniformly random secret of the variant. */
export function randomSecret(/** @type {Variant} */ variant) {
  const secrets = allSecrets(variant);
  const r = new Uint32Array(1);
  globalThis.crypto.getRandomValues(r);
  return /** @type {string} */ (secrets[(r[0] ?? 0) % secrets.length]);
}
