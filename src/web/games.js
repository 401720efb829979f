// @ts-check
// The rules of the catalogue's game families, as far as the page needs them in the browser:
// scoring a guess against the hidden secret (the server never sees the page's secret), listing
// the secrets still possible, and writing feedback labels. test/web/games.test.ts checks every
// function here against the core's games, so the two cannot drift apart. Tile boards (Wordle and
// Nerdle) carry the core's own game instead (`rules`, see wordle/rules.js), and every function here
// defers to it.

/**
 * A variant as `/v1/variants` describes it, or `/v1/variants/:variant` for any other board of the
 * grammar (then with `feedbacks`, `win`, `secretCount` and each strategy's `state`).
 * @typedef {{ id: string, title: string, pegs: number, symbols: string,
 *   secrets: 'repeat'|'distinct'|'words'|'equations', guesses: 'any'|'distinct'|'words'|'equations', maxGuesses: number,
 *   feedbackStyle?: 'BW'|'AB'|'LGE'|'GYB', feedbacks?: string[], win?: string, secretCount?: number, guessCount?: number,
 *   words?: WordList, answers?: WordList, accepted?: WordList, hard?: boolean,
 *   rules?: import('./wordle/rules.js').WordleRules, custom?: boolean, strategies?: StrategyInfo[] }} Variant
 * A word game's list: named by its file, size and digest in the catalogue (`/v1/variants`), with its
 * words (`entries`) once loaded (word-lists.js) or when `/v1/variants/:variant` gives them. A Wordle
 * board has two, its answers and the other words it accepts, and the page keeps its rules.
 * @typedef {{ list: string, count: number, sha256: string, entries?: string[] }} WordList
 * @typedef {{ id: string, total?: number, average?: number, max?: number, kind?: 'greedy'|'exact'|'static'|'search',
 *   state?: 'file'|'cached'|'on-demand'|'live-only'|'offline'|'over-limit'|'impossible'|'too-long' }} StrategyInfo
 */

/** True for a word game (Word Mastermind, Wordle): secrets and guesses are the words of a list. */
export function isWordGame(/** @type {Variant} */ variant) {
  return variant.secrets === 'words' || variant.guesses === 'words';
}

/**
 * True for a board played on coloured tiles at its own page: Wordle (its two lists named) and Nerdle
 * (its equations), or any board whose rules are loaded (see word-lists.js). Its rules are there once
 * a view has opened it (ctx.openBoard).
 */
export function isTileGame(/** @type {Variant} */ variant) {
  return (
    variant.rules !== undefined || (variant.answers !== undefined && variant.accepted !== undefined) || variant.secrets === 'equations'
  );
}

/** The words of a word game, as loaded on the variant (see app.js); an error when they are not. */
export function wordsOf(/** @type {Variant} */ variant) {
  const entries = variant.words?.entries;
  if (!entries) throw new Error(`${variant.id}: the word list is not loaded`);
  return entries;
}

/** @type {WeakMap<string[], Set<string>>} */
const wordSets = new WeakMap();

/** True when text is a word of the variant's list. */
function isWord(/** @type {Variant} */ variant, /** @type {string} */ text) {
  const entries = wordsOf(variant);
  let set = wordSets.get(entries);
  if (!set) wordSets.set(entries, (set = new Set(entries)));
  return set.has(text);
}

/** How a variant writes feedback: blacks/whites, bulls/cows, twod's three flags, or Wordle's colours. */
export function feedbackStyle(/** @type {Variant} */ variant) {
  if (variant.feedbackStyle) return variant.feedbackStyle;
  if (variant.rules || variant.secrets === 'equations') return 'GYB';
  if (isWordGame(variant)) return 'AB';
  if (variant.win !== undefined) return variant.win === 'LGE' ? 'LGE' : /A/i.test(variant.win) ? 'AB' : 'BW';
  if (variant.id === 'twod') return 'LGE';
  if (variant.id === 'bulls-and-cows' || variant.id.startsWith('bc-')) return 'AB';
  return 'BW';
}

/** True when every symbol of a code differs. */
function distinct(/** @type {string} */ code) {
  return new Set(code).size === code.length;
}

/**
 * Null when text is an allowed guess of the variant, else a sentence saying why not. A wrong
 * symbol is named first, then a repeated one, then the length, so that "112" in Bulls and Cows is
 * explained by its repeated digit rather than by its length.
 */
export function guessProblem(/** @type {Variant} */ variant, /** @type {string} */ text) {
  for (const ch of text) {
    if (!variant.symbols.includes(ch)) return `"${ch}" is not one of the symbols ${variant.symbols}.`;
  }
  if (variant.guesses === 'distinct') {
    const repeated = [...text].find((ch, i) => text.indexOf(ch) !== i);
    if (repeated !== undefined) return `"${repeated}" appears twice: the ${symbolWord(variant)}s of a guess must all differ.`;
  }
  if (text.length !== variant.pegs) return `A guess has ${variant.pegs} ${symbolWord(variant)}s; "${text}" has ${text.length}.`;
  if (variant.rules) return variant.rules.guessProblem(text);
  if (isWordGame(variant) && !isWord(variant, text)) return `"${text}" is not a word of the list.`;
  return null;
}

/** What one symbol of the variant is called: colour, digit, coordinate, letter, or (an equation's) symbol. */
export function symbolWord(/** @type {Variant} */ variant) {
  const style = feedbackStyle(variant);
  if (isWordGame(variant)) return 'letter';
  if (variant.secrets === 'equations') return 'symbol';
  return style === 'LGE' ? 'coordinate' : style === 'AB' ? 'digit' : 'colour';
}

/**
 * A code as a person may type it, in the variant's own spelling: spaces, commas and brackets
 * dropped ("(3, 1)" is the point 31) and letters in the case of the symbols ("A" is colour a).
 */
export function normalizeCode(/** @type {Variant} */ variant, /** @type {string} */ text) {
  let out = '';
  for (const ch of text.replace(/[\s,;()[\]]/g, '')) {
    const i = variant.symbols.toLowerCase().indexOf(ch.toLowerCase());
    out += i >= 0 ? variant.symbols[i] : ch;
  }
  return out;
}

/** True when text can be the secret of the variant. */
export function isSecret(/** @type {Variant} */ variant, /** @type {string} */ text) {
  if (variant.rules) return variant.rules.isAnswer(text);
  if (isWordGame(variant)) return text.length === variant.pegs && isWord(variant, text);
  return guessProblem({ ...variant, guesses: 'any' }, text) === null && (variant.secrets === 'repeat' || distinct(text));
}

/** Every secret of the variant, in code order (a word game's words in the list's order). */
export function allSecrets(/** @type {Variant} */ variant) {
  if (variant.rules) return [...variant.rules.answers];
  if (isWordGame(variant)) return [...wordsOf(variant)];
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

/** The feedback label of a guess against a secret, e.g. "1B2W", "1A2B", "L--" or "BYBBG". */
export function score(/** @type {Variant} */ variant, /** @type {string} */ guess, /** @type {string} */ secret) {
  if (variant.rules) return variant.rules.score(guess, secret);
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
  if (style === 'GYB') return 'G'.repeat(variant.pegs);
  return style === 'AB' ? `${variant.pegs}A0B` : `${variant.pegs}B0W`;
}

/** The label in its canonical spelling (upper case), or null when it is not a label of the variant. */
export function normalizeLabel(/** @type {Variant} */ variant, /** @type {string} */ text) {
  if (variant.rules) return variant.rules.normalizeLabel(text);
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

/** Orders labels as the core numbers feedbacks: by first count, then second count; Wordle's place by place, grey before yellow before green. */
export function compareLabels(/** @type {string} */ a, /** @type {string} */ b) {
  const order = ['---', 'L--', '-G-', 'LGE'];
  if (order.includes(a) && order.includes(b)) return order.indexOf(a) - order.indexOf(b);
  if (/^[BYG]+$/.test(a) && /^[BYG]+$/.test(b)) {
    const digits = (/** @type {string} */ l) => [...l].map((c) => 'BYG'.indexOf(c));
    const da = digits(a);
    const db = digits(b);
    for (let i = 0; i < Math.max(da.length, db.length); i++) if (da[i] !== db[i]) return (da[i] ?? -1) - (db[i] ?? -1);
    return 0;
  }
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
  if (style === 'GYB') {
    const count = (/** @type {string} */ c) => [...label].filter((x) => x === c).length;
    return `${count('G')} green, ${count('Y')} yellow, ${count('B')} grey`;
  }
  const [b, w] = (label.match(/\d+/g) ?? ['0', '0']).map(Number);
  const names = style === 'AB' ? ['bull', 'cow'] : ['black', 'white'];
  return `${b} ${names[0]}${b === 1 ? '' : 's'}, ${w} ${names[1]}${w === 1 ? '' : 's'}`;
}

/** The secrets consistent with every step of a history. */
export function consistentSecrets(
  /** @type {Variant} */ variant,
  /** @type {Array<{guess: string, feedback: string}>} */ history,
  secrets = allSecrets(variant),
) {
  return secrets.filter((s) => history.every((step) => score(variant, step.guess, s) === step.feedback));
}

/** A uniformly random secret of the variant, or of the given list (e.g. the secrets a history allows). */
export function randomSecret(/** @type {Variant} */ variant, secrets = allSecrets(variant)) {
  const r = new Uint32Array(1);
  globalThis.crypto.getRandomValues(r);
  return /** @type {string} */ (secrets[(r[0] ?? 0) % secrets.length]);
}

/**
 * The first step (1-based) that no secret consistent with the steps before it can give, as the
 * core counts it (src/core/history.ts), or 0; and the secrets left after the consistent steps.
 * @param {Variant} variant @param {Array<{guess: string, feedback: string}>} history @param {string[]} [secrets]
 */
export function firstContradiction(variant, history, secrets = allSecrets(variant)) {
  let left = secrets;
  for (let i = 0; i < history.length; i++) {
    const { guess, feedback } = /** @type {{guess: string, feedback: string}} */ (history[i]);
    const kept = left.filter((s) => score(variant, guess, s) === feedback);
    if (kept.length === 0) return { step: i + 1, secrets: left };
    left = kept;
  }
  return { step: 0, secrets: left };
}

/** The server's sentence for a contradiction at 1-based step n (the same words as src/core/history.ts). */
export function contradictionMessage(
  /** @type {Variant} */ variant,
  /** @type {Array<{guess: string, feedback: string}>} */ history,
  /** @type {number} */ n,
) {
  const step = /** @type {{guess: string, feedback: string}} */ (history[n - 1]);
  const text = `${step.guess}:${step.feedback}`;
  return n === 1
    ? `No secret fits this history: step 1 (${text}) is impossible in ${variant.title}.`
    : `No secret fits this history: step ${n} (${text}) contradicts ${n === 2 ? 'step 1' : `steps 1 to ${n - 1}`}.`;
}

/**
 * The single corrections that make a contradictory history consistent again: one step's
 * feedback changed, every other answer kept. At most `limit` of them, earliest steps first.
 * @param {Variant} variant @param {Array<{guess: string, feedback: string}>} history @param {string[]} [secrets]
 * @returns {Array<{ step: number, feedback: string }>}
 */
export function singleFixes(variant, history, secrets = allSecrets(variant), limit = 6) {
  /** @type {Array<{ step: number, feedback: string }>} */
  const fixes = [];
  for (let i = 0; i < history.length && fixes.length < limit; i++) {
    const others = history.filter((_, j) => j !== i);
    const { step, secrets: left } = firstContradiction(variant, others, secrets);
    if (step !== 0) continue;
    const guess = /** @type {{guess: string}} */ (history[i]).guess;
    // The secrets every other answer allows split by the feedback step i would then get.
    for (const label of possibleLabels(variant, guess, left)) {
      // Nothing may follow a winning answer.
      const endsTooSoon = label === winLabel(variant) && i < history.length - 1;
      if (label !== history[i]?.feedback && !endsTooSoon && fixes.length < limit) fixes.push({ step: i + 1, feedback: label });
    }
  }
  return fixes;
}

/**
 * The answer of a codemaker that never commits to a secret (rule 3 of the Tsinghua Bulls-and-Cows
 * paper): the feedback that keeps the most secrets possible. Ties go to a feedback that does not
 * end the game, then to the first in the core's order. Returns the feedback and the secrets left.
 * @param {Variant} variant @param {string} guess @param {string[]} secrets the secrets still possible
 */
export function adversaryAnswer(variant, guess, secrets) {
  /** @type {Map<string, string[]>} */
  const parts = new Map();
  for (const s of secrets) {
    const f = score(variant, guess, s);
    const part = parts.get(f);
    if (part) part.push(s);
    else parts.set(f, [s]);
  }
  const win = winLabel(variant);
  const [feedback, left] = /** @type {[string, string[]]} */ (
    [...parts].sort(([a, pa], [b, pb]) => pb.length - pa.length || Number(a === win) - Number(b === win) || compareLabels(a, b))[0]
  );
  return { feedback, secrets: left };
}

/** How many secrets and allowed guesses a variant has, counted without listing them. */
export function boardSize(/** @type {Variant} */ variant) {
  if (variant.rules) return { secrets: variant.rules.answers.length, guesses: variant.rules.guessCount };
  if (isWordGame(variant)) {
    const n = variant.words?.count ?? variant.secretCount ?? 0;
    return { secrets: n, guesses: n };
  }
  const k = variant.symbols.length;
  const all = k ** variant.pegs;
  let distinctCodes = 1;
  for (let i = 0; i < variant.pegs; i++) distinctCodes *= k - i;
  return { secrets: variant.secrets === 'distinct' ? distinctCodes : all, guesses: variant.guesses === 'distinct' ? distinctCodes : all };
}
