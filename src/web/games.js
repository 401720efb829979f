// @ts-check
// The games' rules in the page: the core's own Game of each board (src/core/games/, served compiled
// under /lib/core/ and bundled into the page), the same object the server plays, so that the page
// scores its hidden secret, lists the secrets still possible and reads feedback labels exactly as
// the server does, without a rule of its own. A code game's is made from its id alone; a word
// game's once its list is loaded (word-lists.js); a tile board carries its own in its `rules`
// (made by its game, families.js). What stays here is the page's: its words for symbols and labels,
// reading codes as people type them, and drawing a random secret.

import { createGame } from '/lib/core/variants/games.js';
import { parseVariant, resolveVariant } from '/lib/core/variants/parse.js';
import { contradictionMessage as coreContradiction, parseHistory } from '/lib/core/history.js';

/**
 * A variant as `/v1/variants` describes it, or `/v1/variants/:variant` for any other board of the
 * grammar (then with `feedbacks`, `win`, `secretCount` and each strategy's `state`).
 * @typedef {{ id: string, title: string, pegs: number, symbols: string,
 *   secrets: 'repeat'|'distinct'|'words'|'equations', guesses: 'any'|'distinct'|'words'|'equations', maxGuesses: number,
 *   feedbacks?: string[], win?: string, secretCount?: number, guessCount?: number,
 *   words?: WordList, answers?: WordList, accepted?: WordList, hard?: boolean,
 *   rules?: TileRules, custom?: boolean, strategies?: StrategyInfo[] }} Variant
 * A word game's list: named by its file, size and digest in the catalogue (`/v1/variants`), with its
 * words (`entries`) once loaded (word-lists.js) or when `/v1/variants/:variant` gives them. A tile
 * board has two, its answers and the other words it accepts, and the page keeps its rules.
 * @typedef {{ list: string, count: number, sha256: string, entries?: string[] }} WordList
 * @typedef {{ id: string, total?: number, average?: number, max?: number, kind?: 'greedy'|'exact'|'static'|'search',
 *   state?: 'file'|'cached'|'on-demand'|'live-only'|'offline'|'over-limit'|'impossible'|'too-long' }} StrategyInfo
 * @typedef {import('/lib/core/game.js').Game} Game
 * @typedef {import('/lib/core/game.js').VariantSpec} VariantSpec
 * @typedef {Array<{guess: string, feedback: string}>} History
 */

/**
 * What the page needs of a game played on tiles (each family's folder makes them). Words are lower case,
 * labels a symbol per place: G green, Y yellow, B grey (`BYBBG`).
 * @typedef {object} TileRules
 * @property {string} family the game's family, as the core's grammar names it
 * @property {import('./tiles/face.js').Face} face how its tiles read: its words for a guess and its places, its keyboard
 * @property {import('/lib/core/game.js').Game} game the core's game itself (games.js plays every board by its game)
 * @property {boolean} hard the board plays hard mode
 * @property {string[]} answers the answers (the secrets), sorted
 * @property {number} guessCount how many words are accepted as guesses (the answers included)
 * @property {(word: string) => boolean} isGuess true for a word accepted as a guess
 * @property {(word: string) => string | null} guessProblem null for a guess the game accepts, else why not, in a sentence
 * @property {(word: string) => boolean} isAnswer true for an answer
 * @property {(guess: string, answer: string) => string} score the colours of a guess against an answer
 * @property {(text: string) => string | null} normalizeLabel a label as typed (any case, or the squares 🟩 🟨 ⬛ ⬜) in its canonical form, or null
 * @property {(history: History) => { step: number, message: string } | null} hardBreach the first step (1-based) that breaks hard mode, with the core's sentence, whatever the board's own mode
 * @property {string | null} beyondId the id of the board's wider twin (the board's `-all` twin), or null when it has none
 * @property {() => TileRules} beyond the rules of that twin, where every accepted word is an answer (built when first asked; an error when there is none)
 */

/** True for a word game (Word Mastermind, a game of two word lists): secrets and guesses are the words of a list. */
export function isWordGame(/** @type {Variant} */ variant) {
  return variant.secrets === 'words' || variant.guesses === 'words';
}

/**
 * True for a board played on coloured tiles at its own page: a board of two lists named (answers and
 * accepted words) or of equations, or any board whose rules are loaded (see word-lists.js). Its rules are there once
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

/** The spec of each board, by the variant the page holds. @type {WeakMap<Variant, VariantSpec>} */
const specs = new WeakMap();

/**
 * The core's spec of a board, read from its id as the server reads it. A word board's spec is
 * read before its words are loaded (its rules, not its list, are what the page asks of it then):
 * its lists stand empty in it, and gameOf builds the game from the loaded ones.
 */
export function specOf(/** @type {Variant} */ variant) {
  if (variant.rules) return /** @type {VariantSpec} */ (variant.rules.game.spec);
  let spec = specs.get(variant);
  if (spec === undefined) {
    spec = resolveVariant(variant.id, (name) => ({ name, sha256: '', entries: [] }));
    specs.set(variant, spec);
  }
  return spec;
}

/** The games of code boards by canonical id, and of word boards by the variant holding their words. */
const codeGames = new Map();
/** @type {WeakMap<Variant, Game>} */
const wordGames = new WeakMap();

/**
 * The core's Game of a board: a tile board's from its rules, a code board's made from its id, a word
 * board's from its loaded list (an error while it is not loaded).
 * @param {Variant} variant
 * @returns {Game}
 */
export function gameOf(variant) {
  if (variant.rules) return variant.rules.game;
  let game = wordGames.get(variant);
  if (game !== undefined) return game;
  const parsed = parseVariant(variant.id);
  if (parsed.spec !== undefined) {
    game = codeGames.get(parsed.id);
    if (game === undefined) codeGames.set(parsed.id, (game = createGame(parsed.spec)));
  } else {
    const entries = wordsOf(variant);
    const sha256 = variant.words?.sha256 ?? '';
    game = createGame(resolveVariant(parsed, (name) => ({ name, sha256, entries })));
  }
  wordGames.set(variant, /** @type {Game} */ (game));
  return /** @type {Game} */ (game);
}

/** Guess indices by their exact text, per game. @type {WeakMap<Game, Map<string, number>>} */
const indices = new WeakMap();

/**
 * The core's guess index of a code written exactly as the game writes it (symbols in their case),
 * or -1 when it is not an allowed guess.
 */
function guessIndex(/** @type {Game} */ game, /** @type {string} */ text) {
  let known = indices.get(game);
  if (known === undefined) indices.set(game, (known = new Map()));
  let g = known.get(text);
  if (g === undefined) {
    const parsed = game.parseGuess(text);
    g = typeof parsed === 'number' && game.formatGuess(parsed) === text ? parsed : -1;
    if (known.size < 200_000) known.set(text, g);
  }
  return g;
}

/** The core's secret index of a code, or -1 when it cannot be the secret. */
function secretIndex(/** @type {Game} */ game, /** @type {string} */ text) {
  const g = guessIndex(game, text);
  return g < 0 ? -1 : (game.guessSecret[g] ?? -1);
}

/** How a variant writes feedback: blacks/whites, bulls/cows, a game of points' three flags, or a tile game's colours. */
export function feedbackStyle(/** @type {Variant} */ variant) {
  return specOf(variant).feedbackStyle;
}

/**
 * Null when text is an allowed guess of the variant, else a sentence saying why not. The page
 * names a symbol not on the board first, then a repeated one, then the length, in its own words for
 * the symbols (so that "112" in Bulls and Cows is explained by its repeated digit rather than by its
 * length); the core's game decides the rest.
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
  const game = gameOf(variant);
  if (guessIndex(game, text) >= 0) return null;
  if (isWordGame(variant)) return `"${text}" is not a word of the list.`;
  const why = game.parseGuess(text);
  return typeof why === 'string' ? `${why}.` : `"${text}" is not an allowed guess.`;
}

/** What one symbol of the variant is called: colour, digit, coordinate, letter, or (an equation's) symbol. */
export function symbolWord(/** @type {Variant} */ variant) {
  if (isWordGame(variant)) return 'letter';
  if (variant.secrets === 'equations') return 'symbol';
  const style = feedbackStyle(variant);
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
  return secretIndex(gameOf(variant), text) >= 0;
}

/** The texts of every secret, per game, in the core's order. @type {WeakMap<Game, string[]>} */
const secretTexts = new WeakMap();

/** Every secret of the variant, in code order (a word game's words in the list's order). */
export function allSecrets(/** @type {Variant} */ variant) {
  const game = gameOf(variant);
  let all = secretTexts.get(game);
  if (all === undefined) secretTexts.set(game, (all = Array.from(game.secretGuess, (g) => game.formatGuess(g))));
  return [...all];
}

/** The feedback label of a guess against a secret, e.g. "1B2W", "1A2B", "L--" or "BYBBG". */
export function score(/** @type {Variant} */ variant, /** @type {string} */ guess, /** @type {string} */ secret) {
  const game = gameOf(variant);
  const g = guessIndex(game, guess);
  const s = secretIndex(game, secret);
  if (g < 0 || s < 0) throw new Error(`${variant.id}: "${guess}" against "${secret}" is not a guess against a secret`);
  return game.feedbackLabel(game.score(g, s));
}

/** The label that means "this guess is the secret". */
export function winLabel(/** @type {Variant} */ variant) {
  const game = gameOf(variant);
  return game.feedbackLabel(game.winFeedback);
}

/** The label in its canonical spelling (upper case), or null when no guess of the variant can get it. */
export function normalizeLabel(/** @type {Variant} */ variant, /** @type {string} */ text) {
  const game = gameOf(variant);
  const f = game.parseFeedback(text.trim());
  return f >= 0 ? game.feedbackLabel(f) : null;
}

/**
 * The secrets that give `label` to `guess`, and the core's number of each label (-1 for one the
 * game does not have): the one loop every filter below runs.
 * @param {Game} game @param {string} guess @param {string[]} secrets
 * @returns {Map<number, string[]>}
 */
function partition(game, guess, secrets) {
  const g = guessIndex(game, guess);
  /** @type {Map<number, string[]>} */
  const parts = new Map();
  for (const secret of secrets) {
    const s = secretIndex(game, secret);
    const f = g < 0 || s < 0 ? -1 : game.score(g, s);
    const part = parts.get(f);
    if (part) part.push(secret);
    else parts.set(f, [secret]);
  }
  return parts;
}

/** The feedback labels this guess can get from some secret, in the core's order of feedbacks. */
export function possibleLabels(/** @type {Variant} */ variant, /** @type {string} */ guess, secrets = allSecrets(variant)) {
  const game = gameOf(variant);
  return [...partition(game, guess, secrets).keys()]
    .filter((f) => f >= 0)
    .sort((a, b) => a - b)
    .map((f) => game.feedbackLabel(f));
}

/** Orders two labels of the variant as the core numbers its feedbacks (a label it lacks last). */
export function compareLabels(/** @type {Variant} */ variant, /** @type {string} */ a, /** @type {string} */ b) {
  const game = gameOf(variant);
  const rank = (/** @type {string} */ l) => {
    const f = game.parseFeedback(l);
    return f < 0 ? game.feedbackCount : f;
  };
  return rank(a) - rank(b);
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

/** The secrets of `secrets` that give `feedback` to `guess`, by the core's score. */
function kept(/** @type {Game} */ game, /** @type {{guess: string, feedback: string}} */ step, /** @type {string[]} */ secrets) {
  const f = game.parseFeedback(step.feedback);
  return f < 0 ? [] : (partition(game, step.guess, secrets).get(f) ?? []);
}

/** The secrets consistent with every step of a history. */
export function consistentSecrets(/** @type {Variant} */ variant, /** @type {History} */ history, secrets = allSecrets(variant)) {
  const game = gameOf(variant);
  let left = secrets;
  for (const step of history) left = kept(game, step, left);
  return left;
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
 * @param {Variant} variant @param {History} history @param {string[]} [secrets]
 */
export function firstContradiction(variant, history, secrets = allSecrets(variant)) {
  const game = gameOf(variant);
  let left = secrets;
  for (let i = 0; i < history.length; i++) {
    const next = kept(game, /** @type {{guess: string, feedback: string}} */ (history[i]), left);
    if (next.length === 0) return { step: i + 1, secrets: left };
    left = next;
  }
  return { step: 0, secrets: left };
}

/** The server's sentence for a contradiction at 1-based step n: the core's (src/core/history.ts), or the core's reason a step cannot be read. */
export function contradictionMessage(/** @type {Variant} */ variant, /** @type {History} */ history, /** @type {number} */ n) {
  const game = gameOf(variant);
  const parsed = parseHistory(game, history.slice(0, n), n);
  return parsed.ok ? coreContradiction(game, parsed.steps, n) : parsed.error.message;
}

/**
 * The single corrections that make a contradictory history consistent again: one step's
 * feedback changed, every other answer kept. At most `limit` of them, earliest steps first.
 * @param {Variant} variant @param {History} history @param {string[]} [secrets]
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
  const game = gameOf(variant);
  const win = game.winFeedback;
  const [feedback, left] = /** @type {[number, string[]]} */ (
    [...partition(game, guess, secrets)]
      .filter(([f]) => f >= 0)
      .sort(([a, pa], [b, pb]) => pb.length - pa.length || Number(a === win) - Number(b === win) || a - b)[0]
  );
  return { feedback: game.feedbackLabel(feedback), secrets: left };
}

/** How many secrets and allowed guesses a variant has, counted without listing them. */
export function boardSize(/** @type {Variant} */ variant) {
  if (variant.rules) return { secrets: variant.rules.answers.length, guesses: variant.rules.guessCount };
  const size = parseVariant(variant.id).size;
  if (size !== undefined) return { secrets: size.secrets, guesses: size.guesses };
  const n = variant.words?.count ?? variant.secretCount ?? 0;
  return { secrets: n, guesses: n };
}
