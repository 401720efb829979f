/**
 * The offline walker: a downloaded tree file (GET /v1/trees/:variant/:strategy/file, or a file of
 * data/) answers `next`, `path` and `worst-case` in the browser or in Node with no server, and gives
 * the same answers as the server for every history on the tree.
 *
 * The file is decoded by the client's own msgpack decoder, its shape and header checked, its game
 * built from the core as the server builds it (a word game from the list its header names, given by
 * the caller or rebuilt from the tree: ./word-lists.ts), its nodes numbered into the same flat,
 * index-addressed form the server serves from (src/core/flat-tree.ts), and every secret played
 * through it once, as the server does on load: that checks the file and fills the tables behind
 * `remaining`, `path` and `worstCase`. Only the pure core (games, histories, flat trees) runs here:
 * no server code, no Node-only API.
 *
 * Errors are CodebreakerError, with the status and code the server answers for the same question
 * (400 `bad-history`, 422 `inconsistent-history`, 422 `hard-mode`, 422 `board-full`, 400 `bad-secret`, 404 `unknown-secret`); a file
 * the walker refuses is status 0, code `bad-tree-file`. A history that leaves the tree is not an
 * error: `next` answers `{ offTree: true, ... }` (the server would compute a live answer there).
 */
import type { Game } from '../core/game.ts';
import { createGame, getGame } from '../core/variants/games.ts';
import { VariantIdError } from '../core/variants/grammar.ts';
import type { AnswersAndAccepted } from '../core/family.ts';
import { FAMILIES, familyOfBoard } from '../core/variants/families.ts';
import { parseVariant, resolveVariant, type ParsedVariant } from '../core/variants/parse.ts';
import { completeFlatTree, pathOf, verifyFlatTree, walkTree, type FlatTree, type Walk } from '../core/flat-tree.ts';
import { consistentSecrets, judgeHistory, quote, splitHistoryText, type TextStep } from '../core/history.ts';
import { CodebreakerError, LOCAL_CODES } from './errors.ts';
import { decodeMsgpack } from './msgpack.ts';
import type { History, NextAnswer, PathAnswer, TreeHeader, TreeStats, WorstCase } from './types.ts';
import { guessTexts, resolveWordList, type WordListInput, type WordListRef } from './word-lists.ts';
import { count } from '../core/count.ts';
import { feedbackArrayFrom } from '../core/feedback-array.ts';

/** The header of a tree file: everything but the tree itself. */
export type TreeFileHeader = Pick<TreeHeader, 'variant' | 'strategy' | 'stats'> & {
  readonly format: 'codebreaker-tree';
  readonly version: 1;
};

/**
 * The walker's answer to a history. On the tree it is the server's `next` answer (without
 * `source`, which would always be "tree"). Off the tree (some step plays a guess the tree would not
 * play there) there is no guess: `at` is the 1-based step that left the tree, and `remaining` and
 * `solved` are what the server's live answer would say; ask the server for the guess.
 */
export type WalkerNext =
  | (Pick<NextAnswer, 'guess' | 'remaining' | 'solved' | 'step'> & { readonly offTree: false })
  | (Pick<NextAnswer, 'remaining' | 'solved' | 'step'> & { readonly offTree: true; readonly at: number });

/** A checked tree file, ready to answer offline. */
export interface TreeWalker {
  /** format, version, variant, strategy and stats, as in the file. */
  readonly header: TreeFileHeader;
  /** The tree's statistics (the header's, checked against the tree). */
  readonly stats: TreeStats;
  /** Number of nodes of the tree. */
  readonly nodeCount: number;
  /**
   * The next guess after a history (`{ guess, feedback }` steps, or the query form
   * "1122:1B0W,3456:0B2W"); the empty history gives the first guess. One array read per step.
   * Throws CodebreakerError 400 `bad-history` for a malformed history, 422 `inconsistent-history`
   * when no secret fits it.
   */
  next(history?: History | string): WalkerNext;
  /** The game the tree plays against a secret. Throws 400 `bad-secret`, 404 `unknown-secret`. */
  path(secret: string): PathAnswer;
  /** The secrets that need the most guesses: `max`, how many (`count`), the first `limit` paths (default 10) in code order. */
  worstCase(limit?: number): WorstCase;
}

/** What openTree may be given beside the bytes. */
export interface OpenTreeOptions {
  /**
   * A word game's list, the one its header names (`variant.words`): the words in the list's order,
   * or the text of its file (data/words/words-{L}.txt). Checked against the header's count and
   * sha256. Not needed: without it the walker rebuilds the list from the tree's own guesses (every
   * secret is found by a node that plays it) and checks that against the header the same way.
   */
  readonly words?: WordListInput;
  /**
   * The answers of a tree whose board has answers and accepted words, the list its header names
   * (`variant.answers`), in the same forms and checked the same way. Without it the walker rebuilds
   * it from the words the tree finds (every answer is found by a node that plays it), which is the
   * list when the tree plays no other word where it could be the answer (boards of one list); trees
   * of two lists may, so there it is needed.
   */
  readonly answers?: WordListInput;
  /**
   * The accepted words of such a tree (`variant.accepted`: every word accepted as a guess), checked
   * the same way. Needed when the list is not the answers': a tree plays only a few hundred of
   * them, so they cannot be rebuilt.
   */
  readonly accepted?: WordListInput;
}

/**
 * Decodes, checks and opens a tree file of any variant (catalogue, grammar and word games).
 * Throws CodebreakerError (status 0, code `bad-tree-file`) for bytes it cannot use, and for a word
 * list in `options` that is not the one the file names.
 */
export function openTree(bytes: Uint8Array | ArrayBuffer, options: OpenTreeOptions = {}): TreeWalker {
  const data = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let decoded: unknown;
  try {
    decoded = decodeMsgpack(data);
  } catch (err) {
    throw badFile(`not valid msgpack (${(err as Error).message})`, err);
  }
  const header = parseHeader(decoded);
  const root = (decoded as { root: unknown }).root;
  const game = gameOf(header, root, options);
  const flat = flatten(game, root);
  const verification = verifyFlatTree(flat);
  if (!verification.ok) throw badFile(verification.problems[0] ?? 'verification failed');
  const measured = verification.stats;
  for (const key of ['secrets', 'total', 'max'] as const) {
    if (header.stats[key] !== measured[key])
      throw badFile(`header stats disagree with the tree: ${key} is ${header.stats[key]} in the header, ${measured[key]} measured`);
  }
  if (Math.abs(header.stats.average - measured.average) > 1e-9 || header.stats.histogram.join(',') !== measured.histogram.join(',')) {
    throw badFile('header stats disagree with the tree: average or histogram differ from what playing every secret measured');
  }
  return new Walker(header, flat);
}

class Walker implements TreeWalker {
  readonly stats: TreeStats;
  readonly nodeCount: number;

  constructor(
    readonly header: TreeFileHeader,
    private readonly flat: FlatTree,
  ) {
    this.stats = header.stats;
    this.nodeCount = flat.nodeCount;
  }

  next(history: History | string = []): WalkerNext {
    const { flat } = this;
    const game = flat.game;
    let raw: readonly TextStep[];
    if (typeof history === 'string') {
      const split = splitHistoryText(history);
      if (!split.ok) throw new CodebreakerError(400, 'bad-history', split.error.message);
      raw = split.steps;
    } else {
      raw = history;
    }
    // The server's order of checks (judgeHistory), with the walk finding contradictions on the tree.
    const on: { walk?: Walk } = {};
    const verdict = judgeHistory(game, raw, (steps) => {
      const walk = (on.walk = walkTree(flat, steps));
      if (walk.kind === 'contradiction') return { contradiction: walk.at + 1 };
      return walk.kind === 'off-tree' ? consistentSecrets(game, steps) : { contradiction: 0 };
    });
    if (verdict.kind === 'malformed') throw new CodebreakerError(400, 'bad-history', verdict.error.message);
    if (verdict.kind === 'contradiction') throw new CodebreakerError(422, 'inconsistent-history', verdict.message);
    if (verdict.kind === 'hard-mode') throw new CodebreakerError(422, 'hard-mode', verdict.message);
    if (verdict.kind === 'board-full') throw new CodebreakerError(422, 'board-full', verdict.message);
    const step = verdict.steps.length + 1;
    const walk = on.walk;
    if (walk?.kind === 'node') {
      return { offTree: false, guess: flat.guessText[walk.node]!, remaining: flat.size[walk.node]!, solved: false, step };
    }
    if (walk?.kind === 'solved') return { offTree: false, guess: null, remaining: 1, solved: true, step };
    const at = walk?.kind === 'off-tree' ? walk.at + 1 : 1;
    const remaining = (verdict.secrets ?? consistentSecrets(game, verdict.steps).secrets).length;
    return { offTree: true, at, remaining, solved: verdict.kind === 'solved', step };
  }

  path(secret: string): PathAnswer {
    const game = this.flat.game;
    const g = game.parseGuess(secret);
    if (typeof g === 'string') throw new CodebreakerError(400, 'bad-secret', `${g}.`);
    const s = game.guessSecret[g]!;
    if (s < 0) throw new CodebreakerError(404, 'unknown-secret', `${quote(secret)} is never a secret in ${game.spec.title}.`);
    return this.pathOfSecret(s);
  }

  worstCase(limit = 10): WorstCase {
    if (!Number.isInteger(limit) || limit < 0)
      throw new CodebreakerError(400, 'bad-request', `limit must be an integer >= 0, not ${String(limit)}.`);
    const { worst, max } = this.flat;
    return { max, count: worst.length, paths: Array.from(worst.subarray(0, limit), (s) => this.pathOfSecret(s)) };
  }

  private pathOfSecret(s: number): PathAnswer {
    const game = this.flat.game;
    return {
      secret: game.formatGuess(game.secretGuess[s]!),
      steps: pathOf(this.flat, s).map((st) => ({ guess: game.formatGuess(st.guess), feedback: game.feedbackLabel(st.feedback) })),
    };
  }
}

function badFile(why: string, cause?: unknown): CodebreakerError {
  return new CodebreakerError(0, LOCAL_CODES.badTreeFile, `Not a usable tree file: ${why}.`, { cause });
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Uint8Array);
}

/** Checks the header fields of a decoded file (tree file format, version 1) and returns them, copied. */
function parseHeader(value: unknown): TreeFileHeader {
  if (!isRecord(value)) throw badFile('not a msgpack map');
  if (value.format !== 'codebreaker-tree') throw badFile(`format is ${JSON.stringify(value.format)}, expected "codebreaker-tree"`);
  if (value.version !== 1) throw badFile(`version ${JSON.stringify(value.version)} is not supported (expected 1)`);
  const v = value.variant;
  if (
    !isRecord(v) ||
    typeof v.id !== 'string' ||
    typeof v.title !== 'string' ||
    !Number.isInteger(v.pegs) ||
    typeof v.symbols !== 'string' ||
    typeof v.secrets !== 'string' ||
    typeof v.guesses !== 'string' ||
    !Number.isInteger(v.maxGuesses)
  ) {
    throw badFile('variant header is missing or malformed');
  }
  const st = value.strategy;
  if (!isRecord(st) || typeof st.id !== 'string' || typeof st.description !== 'string')
    throw badFile('strategy header is missing or malformed');
  const stats = value.stats;
  if (
    !isRecord(stats) ||
    !Number.isInteger(stats.secrets) ||
    !Number.isInteger(stats.total) ||
    typeof stats.average !== 'number' ||
    !Number.isInteger(stats.max) ||
    !Array.isArray(stats.histogram) ||
    !stats.histogram.every((n) => Number.isInteger(n))
  ) {
    throw badFile('stats are missing or malformed');
  }
  const lists = { words: v.words, answers: v.answers, accepted: v.accepted };
  for (const [key, ref] of Object.entries(lists)) {
    if (
      ref !== undefined &&
      (!isRecord(ref) || typeof ref.list !== 'string' || !Number.isInteger(ref.count) || typeof ref.sha256 !== 'string')
    )
      throw badFile(`variant header's ${key === 'words' ? 'word list' : `${key} list`} is malformed`);
  }
  if (v.hard !== undefined && v.hard !== true) throw badFile(`variant header's hard is ${JSON.stringify(v.hard)}: true or absent`);
  if (!isRecord(value.root)) throw badFile('root node is missing');
  const variant: TreeFileHeader['variant'] = {
    id: v.id,
    title: v.title,
    pegs: v.pegs as number,
    symbols: v.symbols,
    secrets: v.secrets,
    guesses: v.guesses,
    maxGuesses: v.maxGuesses as number,
  };
  const copy = (ref: unknown): WordListRef => {
    const r = ref as WordListRef;
    return { list: r.list, count: r.count, sha256: r.sha256 };
  };
  if (lists.words !== undefined) variant.words = copy(lists.words);
  if (lists.answers !== undefined) variant.answers = copy(lists.answers);
  if (lists.accepted !== undefined) variant.accepted = copy(lists.accepted);
  if (v.hard === true) variant.hard = true;
  return {
    format: 'codebreaker-tree',
    version: 1,
    variant,
    strategy: { id: st.id, description: st.description },
    stats: {
      secrets: stats.secrets as number,
      total: stats.total as number,
      average: stats.average,
      max: stats.max as number,
      histogram: [...(stats.histogram as number[])],
    },
  };
}

/**
 * The game the header names (a catalogue id, or any id of the variant grammar, word games with the
 * list the header names), its rules checked against the header.
 */
function gameOf(header: TreeFileHeader, root: unknown, options: OpenTreeOptions): Game {
  const { variant } = header;
  const named = variant.words;
  let parsed: ParsedVariant;
  try {
    parsed = parseVariant(variant.id);
  } catch (err) {
    if (err instanceof VariantIdError) throw badFile(`unknown variant ${JSON.stringify(variant.id)}`);
    throw err;
  }
  const twoLists = parsed.board === undefined ? undefined : familyOfBoard(parsed.board.family)?.answersAndAccepted;
  const namesTwo = variant.answers !== undefined || variant.accepted !== undefined;
  if (twoLists === undefined && (namesTwo || options.answers !== undefined || options.accepted !== undefined)) {
    throw badFile(
      namesTwo
        ? `variant ${JSON.stringify(variant.id)} is not a ${TWO_LIST_BOARDS} board, yet its header names answers and accepted lists`
        : `answers or accepted words were given, but ${JSON.stringify(variant.id)} is not a ${TWO_LIST_BOARDS} board`,
    );
  }
  if (twoLists !== undefined) return checkedRules(header, twoListGame(twoLists, parsed, header, options, root));
  if (named === undefined && options.words !== undefined) {
    throw badFile(`a word list was given, but ${JSON.stringify(variant.id)} is not a word game: its header names no list`);
  }
  if ((named !== undefined) !== parsed.lists.length > 0) {
    throw badFile(
      named === undefined
        ? `variant ${JSON.stringify(variant.id)} is a word game, but its header names no word list`
        : `variant ${JSON.stringify(variant.id)} is not a word game, yet its header names a word list`,
    );
  }
  return checkedRules(header, named === undefined ? getGame(parsed.id) : wordsGame(parsed, named, options.words, root));
}

/** The game, once the header's rules are checked against it. */
function checkedRules(header: TreeFileHeader, game: Game): Game {
  const { variant } = header;
  for (const key of ['pegs', 'symbols', 'secrets', 'guesses', 'maxGuesses'] as const) {
    if (variant[key] !== game.spec[key]) {
      throw badFile(`variant ${key} is ${JSON.stringify(variant[key])}, the catalogue says ${JSON.stringify(game.spec[key])}`);
    }
  }
  if ((variant.hard === true) !== (game.spec.hard === true)) {
    throw badFile(
      variant.hard === true
        ? `its header says hard mode, but ${variant.id} is not a hard-mode board`
        : `${variant.id} is a hard-mode board, but its header does not say hard: true`,
    );
  }
  return game;
}

// Word games by id and list checksum, as the server keeps them: the trees of one list share one game.
const wordGames = new Map<string, Game>();

/**
 * The Word Mastermind game of a header that names its list, built as the server builds it
 * (through the variant room, then createGame) from the list's words: the caller's, or the tree's own.
 */
function wordsGame(parsed: ParsedVariant, named: WordListRef, given: WordListInput | undefined, root: unknown): Game {
  // The variant room names the list a word board plays (words-{L}.txt for words-{L}).
  const file = parsed.lists[0]!;
  if (named.list !== file) throw badFile(`its word list is ${JSON.stringify(named.list)}, but ${parsed.id} plays ${file}`);
  const words = resolveWordList('words', named, given, () => guessTexts(root, MAX_DEPTH));
  if (!words.ok) throw badFile(words.problem);
  const spec = resolveVariant(parsed, () => ({ name: named.list, sha256: named.sha256, entries: words.entries }));
  const key = `${spec.id}/${named.sha256}`;
  let game = wordGames.get(key);
  if (game === undefined) {
    try {
      game = createGame(spec);
    } catch (err) {
      // A list with the header's count and checksum that is still no list of the game (words of another length, say).
      throw badFile(`its word list ${named.list}: ${(err as Error).message}`, err);
    }
    wordGames.set(key, game);
  }
  return game;
}

/** What the boards with answers and accepted lists go by in messages (their families' names). */
const TWO_LIST_BOARDS = FAMILIES.flatMap((f) => (f.answersAndAccepted === undefined ? [] : [f.answersAndAccepted.name])).join(' or ');

/**
 * The game of a header that names its two lists (answers and accepted words), built as the server
 * builds it. The answers come from the caller or are rebuilt from the tree (the words it finds);
 * the accepted words come from the caller, or are the answers when the header names one list
 * twice. Each is checked against the header's count and sha256.
 */
function twoListGame(
  family: AnswersAndAccepted,
  parsed: ParsedVariant,
  header: TreeFileHeader,
  options: OpenTreeOptions,
  root: unknown,
): Game {
  const { variant } = header;
  const answersRef = variant.answers;
  const acceptedRef = variant.accepted;
  if (answersRef === undefined || acceptedRef === undefined || variant.words !== undefined) {
    throw badFile(
      `variant ${JSON.stringify(variant.id)} is a ${family.name} board: its header must name answers and accepted lists, and no words list`,
    );
  }
  if (options.words !== undefined)
    throw badFile(`${variant.id} is a ${family.name} board: give its lists as answers and accepted, not words`);
  // The variant room names the lists a board plays, answers first.
  const [answersFile, acceptedFile = answersFile] = parsed.lists;
  if (answersRef.list !== answersFile || acceptedRef.list !== acceptedFile) {
    throw badFile(
      `its lists are ${JSON.stringify(answersRef.list)} and ${JSON.stringify(acceptedRef.list)}, but ${parsed.id} plays ${answersFile} and ${acceptedFile}`,
    );
  }
  // Each list from the caller (checked), or rebuilt where the tree tells it; else the options to pass.
  const needed: string[] = [];
  const wanted = (name: string, ref: WordListRef): string =>
    `the option ${name} (the ${count(ref.count, 'word')} of ${ref.list}, sha256 ${ref.sha256.slice(0, 12)}…)`;
  let answers: readonly string[] | undefined;
  let rebuilt = '';
  if (options.answers !== undefined) {
    const given = resolveWordList('answers', answersRef, options.answers, () => []);
    if (!given.ok) throw badFile(given.problem);
    answers = given.entries;
  } else {
    const found = wordsTheTreeFinds(root, family);
    const fromTree = resolveWordList('answers', answersRef, undefined, () => found);
    if (fromTree.ok) answers = fromTree.entries;
    else {
      needed.push(wanted('answers', answersRef));
      rebuilt = `; the words the tree finds are not the answers (${found.length} of them, with words it plays where they could be the answer)`;
    }
  }
  let accepted: readonly string[] | undefined;
  if (options.accepted !== undefined) {
    const given = resolveWordList('accepted', acceptedRef, options.accepted, () => []);
    if (!given.ok) throw badFile(given.problem);
    accepted = given.entries;
  } else if (acceptedRef.sha256 === answersRef.sha256 && acceptedRef.count === answersRef.count && answers !== undefined) {
    accepted = answers;
  } else if (acceptedRef.sha256 !== answersRef.sha256 || acceptedRef.count !== answersRef.count) {
    needed.push(wanted('accepted', acceptedRef));
  }
  if (answers === undefined || accepted === undefined) {
    throw badFile(
      `${variant.id} needs its word lists: give ${needed.join(' and ')}, each as an array of words or its file's text` +
        `${rebuilt}; the tree plays only some of the accepted words, so they are never rebuilt from it`,
    );
  }
  const answerWords = answers;
  const acceptedWords = accepted;
  const spec = resolveVariant(parsed, (name) =>
    name === answersRef.list
      ? { name, sha256: answersRef.sha256, entries: answerWords }
      : { name, sha256: acceptedRef.sha256, entries: acceptedWords },
  );
  const key = `${spec.id}/${answersRef.sha256}/${acceptedRef.sha256}`;
  let game = wordGames.get(key);
  if (game === undefined) {
    try {
      game = createGame(spec);
    } catch (err) {
      throw badFile(`its lists ${answersRef.list} and ${acceptedRef.list}: ${(err as Error).message}`, err);
    }
    wordGames.set(key, game);
  }
  return game;
}

/**
 * The words a tree of answers and accepted words finds: each word it plays, played as the answer
 * through the tree (by the game's feedback, from a game over the tree's own words) until a node
 * plays it. Every answer is
 * among them; a word the tree plays where it would also be the answer (consistent with the path)
 * is too, whether the board has it as an answer or not: the header's count and sha256 tell.
 */
function wordsTheTreeFinds(root: unknown, family: AnswersAndAccepted): string[] {
  const words = [...new Set(Array.from(guessTexts(root, MAX_DEPTH), (g) => g.toLowerCase()))].sort();
  if (words.length === 0 || !words.every((w) => /^[a-z]+$/.test(w) && w.length === words[0]!.length)) return words;
  const list = { list: 'tree', count: words.length, sha256: '', entries: words };
  let game: Game;
  try {
    game = family.oneListGame(list);
  } catch {
    return words;
  }
  const found: string[] = [];
  for (let s = 0; s < words.length; s++) {
    let node = root;
    for (let depth = 0; depth < MAX_DEPTH && isRecord(node) && typeof node.guess === 'string' && isRecord(node.next); depth++) {
      const g = game.parseGuess(node.guess);
      if (typeof g === 'string') break;
      if (g === game.secretGuess[s]) {
        found.push(words[s]!);
        break;
      }
      node = node.next[game.feedbackLabel(game.score(g, s))];
    }
  }
  return found;
}

/** Deepest node accepted: far beyond any board limit, and a bound on hostile files. */
const MAX_DEPTH = 64;

/**
 * Numbers the file's nodes depth-first, children in feedback order (as the server does), checking
 * every guess and label, and completes the flat tree: every secret is played through it once.
 */
function flatten(game: Game, root: unknown): FlatTree {
  const guessOf = new Map<string, number | string>();
  const feedbackOf = new Map<string, number>();
  const texts: string[] = [];
  const guesses: number[] = [];
  const parents: number[] = [];
  const parentFbs: number[] = [];
  const depths: number[] = [];
  // The history leading to node i, written out only for an error message.
  const historyOf = (i: number): string => {
    const steps: string[] = [];
    for (let n = i; parents[n]! >= 0; n = parents[n]!) steps.push(`${texts[parents[n]!]}:${game.feedbackLabel(parentFbs[n]!)}`);
    return steps.reverse().join(',');
  };
  const stackNode: unknown[] = [root];
  const stackParent: number[] = [-1];
  const stackFb: number[] = [0];
  const children: Array<[number, unknown]> = [];
  while (stackNode.length > 0) {
    const node = stackNode.pop();
    const parent = stackParent.pop()!;
    const self = guesses.length;
    const depth = parent < 0 ? 1 : depths[parent]! + 1;
    parents.push(parent);
    parentFbs.push(stackFb.pop()!);
    depths.push(depth);
    const where = (): string => (parent < 0 ? 'at the root' : `after ${historyOf(self)}`);
    if (depth > MAX_DEPTH) throw badFile(`tree deeper than ${MAX_DEPTH} levels`);
    if (!isRecord(node) || typeof node.guess !== 'string' || !isRecord(node.next)) {
      texts.push('?');
      throw badFile(`malformed node ${where()}`);
    }
    texts.push(node.guess);
    let g = guessOf.get(node.guess);
    if (g === undefined) guessOf.set(node.guess, (g = game.parseGuess(node.guess)));
    if (typeof g === 'string') throw badFile(`bad guess ${JSON.stringify(node.guess)} ${where()}: ${g}`);
    guesses.push(g);
    children.length = 0;
    for (const label of Object.keys(node.next)) {
      let f = feedbackOf.get(label);
      if (f === undefined) feedbackOf.set(label, (f = game.parseFeedback(label)));
      if (f < 0 || f === game.winFeedback || children.some(([c]) => c === f)) {
        const at = [historyOf(self), node.guess].filter(Boolean).join(',');
        throw badFile(
          f < 0 || f === game.winFeedback
            ? `bad feedback label ${JSON.stringify(label)} after ${at}`
            : `feedback ${game.feedbackLabel(f)} appears twice after ${at}`,
        );
      }
      children.push([f, node.next[label]]);
    }
    // Files list children in feedback order already; sorting keeps any other order correct.
    children.sort((a, b) => a[0] - b[0]);
    // Pushed in decreasing feedback order, so children are numbered in increasing order.
    for (let j = children.length - 1; j >= 0; j--) {
      stackNode.push(children[j]![1]);
      stackParent.push(self);
      stackFb.push(children[j]![0]);
    }
  }
  return completeFlatTree(game, Int32Array.from(guesses), Int32Array.from(parents), feedbackArrayFrom(game.feedbackCount, parentFbs));
}
