// @ts-check
// The page's calls of the HTTP API, version 1, through the package's typed client. Every call
// goes to the same origin that served the page, so the page works offline against a local server.

// The package's typed client, compiled and served by the server at /lib/ (plain ES modules).
import { CodebreakerError, createClient, decodeMsgpack } from '/lib/client/index.js';

/** The client of the API of the server that served the page. */
const client = createClient({ baseUrl: globalThis.location.origin });

/** An error answer of the API: its status, short code and the sentence meant for a person. */
export const ApiError = CodebreakerError;

/** True for the rejection of a request the page gave up on (the person moved on). */
export function isAbort(/** @type {unknown} */ err) {
  return err instanceof DOMException && err.name === 'AbortError';
}

/** A sentence for any failure: the API's message, or a network problem. */
/** True when asking again may succeed: no answer, a server error, or a 503 (building, busy); never a 4xx. */
export function canRetry(/** @type {unknown} */ err) {
  return !(err instanceof CodebreakerError) || err.status === 0 || err.status >= 500;
}

/** The header of a tree whose build ended without one: over-limit, impossible or too-long, and why. */
export class NoTree extends Error {
  constructor(/** @type {{ state: string, message: string }} */ head) {
    super(head.message);
    this.name = 'NoTree';
    this.state = head.state;
  }
}

export function errorText(/** @type {unknown} */ err) {
  if (err instanceof CodebreakerError && err.status !== 0) return err.message;
  const cause = err instanceof CodebreakerError && err.cause instanceof Error ? err.cause : err;
  return `The server could not be reached (${cause instanceof Error ? cause.message : String(cause)}).`;
}

/** The catalogue with each variant's strategies (`GET /v1/variants`). */
export async function variants() {
  const body = await client.variants();
  return /** @type {import('./games.js').Variant[]} */ (/** @type {unknown} */ (body.variants));
}

/**
 * One board, catalogue or not (`GET /v1/variants/:variant`): rules, sizes, feedback labels and how
 * each strategy is served (file, cached, on-demand, live-only, offline).
 * @returns {Promise<import('./games.js').Variant>}
 */
export async function variant(/** @type {string} */ id) {
  return /** @type {import('./games.js').Variant} */ (/** @type {unknown} */ (await client.variant(id)));
}

/**
 * A word list a board names by its digest (`GET /v1/word-lists/:sha256`), with its words.
 * @returns {Promise<import('./games.js').WordList & { entries: string[] }>}
 */
export async function wordList(/** @type {string} */ sha256) {
  return await client.wordList(sha256);
}

/**
 * A tree's header (variant, strategy, stats, bytes, sha256), or the progress of its build when
 * the server builds it on demand.
 * @returns {Promise<TreeHeader | { state: 'building', progress: { done: number, total: number } } | { state: 'over-limit'|'impossible'|'too-long', message: string }>}
 */
export async function header(/** @type {string} */ variant, /** @type {string} */ strategy) {
  return /** @type {TreeHeader | { state: 'building', progress: { done: number, total: number } } | { state: 'over-limit'|'impossible'|'too-long', message: string }} */ (
    /** @type {unknown} */ (await client.tree(variant, strategy))
  );
}

/**
 * The header once the tree is ready: while the server builds it, asks again every `everyMs`
 * and reports the progress. Rejects with an AbortError when `signal` aborts, and with NoTree
 * when the build ended without a tree (the board's limit, or the server's budget).
 * @param {string} variant @param {string} strategy
 * @param {{ onProgress?: (done: number, total: number, search?: SearchProgress) => void, signal?: AbortSignal, everyMs?: number }} [opts]
 * @returns {Promise<TreeHeader>}
 */
export async function readyHeader(variant, strategy, opts = {}) {
  for (;;) {
    const head = await header(variant, strategy);
    if (opts.signal?.aborted) throw new DOMException('The view changed.', 'AbortError');
    if (head.state === 'over-limit' || head.state === 'impossible' || head.state === 'too-long')
      throw new NoTree(/** @type {any} */ (head));
    if (head.state !== 'building') return /** @type {TreeHeader} */ (head);
    opts.onProgress?.(head.progress.done, head.progress.total, /** @type {{ search?: SearchProgress }} */ (head).search);
    await new Promise((resolve) => setTimeout(resolve, opts.everyMs ?? 1000));
    if (opts.signal?.aborted) throw new DOMException('The view changed.', 'AbortError');
  }
}

/**
 * How good a guess is after a history (`GET /v1/variants/:variant/evaluate`), and every
 * strategy's own guess there, measured the same way.
 * @param {string} variant @param {Array<{guess: string, feedback: string}>} history @param {string} guess
 * @returns {Promise<Evaluation>}
 */
export async function evaluate(variant, history, guess) {
  return /** @type {Evaluation} */ (await client.evaluate(variant, history, guess));
}

/**
 * @typedef {{ state?: 'ready', source?: string, file: string, variant: import('./games.js').Variant,
 *   strategy: { id: string, description: string },
 *   stats: { secrets: number, total: number, average: number, max: number, histogram: number[] },
 *   bytes: number, sha256: string }} TreeHeader
 * @typedef {{ firstGuesses: { done: number, total: number }, parts: { done: number, total: number },
 *   best: number | null, lowerBound: number | null }} SearchProgress
 * @typedef {{ worst: number, expectedSize: number, entropy: number, canWin: boolean }} Measures
 * @typedef {Measures & { guess: string, remaining: number, parts: Record<string, number>,
 *   choices: Record<string, Measures & { guess: string }> }} Evaluation
 */

/**
 * The server's grading, as the review route answers it.
 * @typedef {{ step: number, guess: string, feedback: string, before: number, after: number,
 *   played: { expected: number, exact?: boolean }, best: { guess: string, expected: number, exact?: boolean },
 *   method: 'exact' | 'greedy', strategy: string, optimalTree?: boolean, skill?: number,
 *   luck: { expectedAfter: number, after: number, score?: number } }} ReviewStep
 * @typedef {{ variant: string, answer: string, guesses: number, steps: ReviewStep[], beyondList?: true,
 *   won?: boolean, skill?: number, luck?: number }} Review
 */

/**
 * The grading of a finished game (`POST /v1/variants/:variant/review`): for each guess, the
 * answers before and after it, the guesses expected with it against the best guess's, and its
 * luck. The typed client has no call for this route: it is asked here, failing with the client's
 * error class all the same.
 * `answer` is that of a game not won (the board filled): the server grades it all the same.
 * @param {string} variant @param {Array<{guess: string, feedback: string}>} history @param {string} [answer]
 * @returns {Promise<Review>}
 */
export async function review(variant, history, answer) {
  const url = new URL(`/v1/variants/${encodeURIComponent(variant)}/review`, globalThis.location.origin);
  const body = JSON.stringify(answer === undefined ? { history } : { history, answer });
  return /** @type {Review} */ (await fetchJson(url, { method: 'POST', body }));
}

/**
 * @typedef {{ guess: string, expected: number, total: number, exact: boolean, withinBoard: boolean,
 *   worst: { guesses?: number, largestPart: number }, canWin: boolean, choice: boolean,
 *   method: 'exact'|'greedy', fast: boolean, entropy: number }} Suggestion
 * @typedef {{ variant: string, step: number, remaining: number, strategy: string, suggestions: Suggestion[],
 *   screen: { candidates: number, answersRead: number, graded: number }, beyondList?: true }} Suggestions
 */

/**
 * The ranked guesses to play after a history (`GET /v1/variants/:variant/suggestions`): each with
 * its expected guesses (exact or an estimate), its worst case and whether it can win; `strategy`'s
 * guess among them. Like review, asked here with the client's error class.
 * @param {string} variant @param {Array<{guess: string, feedback: string}>} history
 * @param {{ limit?: number, answersOnly?: boolean, strategy?: string }} [opts]
 * @returns {Promise<Suggestions>}
 */
export async function suggestions(variant, history, opts = {}) {
  const url = new URL(`/v1/variants/${encodeURIComponent(variant)}/suggestions`, globalThis.location.origin);
  url.searchParams.set('history', history.map((s) => `${s.guess}:${s.feedback}`).join(','));
  if (opts.limit !== undefined) url.searchParams.set('limit', String(opts.limit));
  if (opts.answersOnly) url.searchParams.set('answersOnly', 'true');
  if (opts.strategy) url.searchParams.set('strategy', opts.strategy);
  return /** @type {Suggestions} */ (await fetchJson(url, { method: 'GET' }));
}

/** A JSON answer of the server, or the client's error class for a failure (the network's, or the server's `{ error, message }`). */
async function fetchJson(/** @type {URL} */ url, /** @type {{ method: string, body?: string }} */ init) {
  let response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers:
        init.body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      ...(init.body === undefined ? {} : { body: init.body }),
    });
  } catch (err) {
    throw new CodebreakerError(
      0,
      'network-error',
      `${init.method} ${url.href} failed: ${err instanceof Error ? err.message : String(err)}`,
      {
        cause: err,
      },
    );
  }
  /** @type {any} */
  const body = await response.json().catch(() => null);
  if (!response.ok)
    throw new CodebreakerError(
      response.status,
      typeof body?.error === 'string' ? body.error : 'unexpected-response',
      typeof body?.message === 'string' ? body.message : `${init.method} ${url.pathname} answered ${response.status}.`,
    );
  return body;
}

/**
 * The strategy's next guess for a history (`POST .../next`); off the tree the server computes it live,
 * and over every accepted word of a board with two lists when no answer of its list fits (`beyondList`).
 * @param {string} variant @param {string} strategy @param {Array<{guess: string, feedback: string}>} history
 * @returns {Promise<{ guess: string|null, remaining: number, solved: boolean, source: 'tree'|'live'|'live-fast', step: number, beyondList?: true }>}
 */
export function next(variant, strategy, history) {
  // The page's modes play games of one secret, where remaining is a count; only a game of several
  // boards at once (a live game, which has no mode here yet) answers null past 2^53.
  return /** @type {Promise<{ guess: string|null, remaining: number, solved: boolean, source: 'tree'|'live'|'live-fast', step: number, beyondList?: true }>} */ (
    client.next(variant, strategy, history)
  );
}

/**
 * The game the tree plays against one secret.
 * @returns {Promise<{ secret: string, steps: Array<{guess: string, feedback: string}> }>}
 */
export function path(/** @type {string} */ variant, /** @type {string} */ strategy, /** @type {string} */ secret) {
  return client.path(variant, strategy, secret);
}

/**
 * The secrets that need the most guesses, with their games.
 * @returns {Promise<{ max: number, count: number, paths: Array<{ secret: string, steps: Array<{guess: string, feedback: string}> }> }>}
 */
export function worstCase(/** @type {string} */ variant, /** @type {string} */ strategy, limit = 10) {
  return client.worstCase(variant, strategy, limit);
}

/** The decoded tree file; the browser's HTTP cache revalidates it by ETag. */
export async function treeFile(/** @type {string} */ variant, /** @type {string} */ strategy) {
  return /** @type {TreeFile} */ (decodeMsgpack(await client.file(variant, strategy)));
}

/**
 * @typedef {{ guess: string, next: Record<string, TreeNode> }} TreeNode
 * @typedef {{ format: string, version: number, variant: import('./games.js').Variant,
 *   strategy: { id: string, description: string },
 *   stats: { secrets: number, total: number, average: number, max: number, histogram: number[] },
 *   root: TreeNode }} TreeFile
 */
