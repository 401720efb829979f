// @ts-check
// Thin wrappers over the HTTP API, version 1. Every call goes to the same
// origin that served the page, so the page works offline against a local server.

import { decode } from './msgpack.js';

/** An error answer of the API: its status, short code and the sentence meant for a person. */
export class ApiError extends Error {
  /** @param {number} status @param {string} code @param {string} message */
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** True for the rejection of a request the page gave up on (the person moved on). */
export function isAbort(/** @type {unknown} */ err) {
  return err instanceof DOMException && err.name === 'AbortError';
}

/** A sentence for any failure: the API's message, or a network problem. */
export function errorText(/** @type {unknown} */ err) {
  if (err instanceof ApiError) return err.message;
  return `The server could not be reached (${err instanceof Error ? err.message : String(err)}).`;
}

/** @param {Response} res */
async function failure(res) {
  let body = null;
  try {
    body = await res.json();
  } catch {
    // Not JSON (a proxy page, say): fall back to the status line.
  }
  const code = typeof body?.error === 'string' ? body.error : `http-${res.status}`;
  const message = typeof body?.message === 'string' ? body.message : `The server answered ${res.status} ${res.statusText}.`;
  return new ApiError(res.status, code, message);
}

/** @param {string} path @param {RequestInit} [init] @returns {Promise<any>} */
async function json(path, init) {
  const res = await fetch(path, init);
  if (!res.ok) throw await failure(res);
  return res.json();
}

const base = (/** @type {string} */ v, /** @type {string} */ s) => `/v1/trees/${encodeURIComponent(v)}/${encodeURIComponent(s)}`;

/** The catalogue with each variant's strategies (`GET /v1/variants`). */
export async function variants() {
  /** @type {{ variants: import('./games.js').Variant[] }} */
  const body = await json('/v1/variants');
  return body.variants;
}

/**
 * One board, catalogue or not (`GET /v1/variants/:variant`): rules, sizes, feedback labels and how
 * each strategy is served (file, cached, on-demand, live-only, offline).
 * @returns {Promise<import('./games.js').Variant>}
 */
export function variant(/** @type {string} */ id) {
  return json(`/v1/variants/${encodeURIComponent(id)}`);
}

/**
 * A tree's header (variant, strategy, stats, bytes, sha256), or the progress of its build when
 * the server builds it on demand.
 * @returns {Promise<TreeHeader | { state: 'building', progress: { done: number, total: number } }>}
 */
export function header(/** @type {string} */ variant, /** @type {string} */ strategy) {
  return json(base(variant, strategy));
}

/**
 * The header once the tree is ready: while the server builds it, asks again every `everyMs`
 * and reports the progress. Rejects with an AbortError when `signal` aborts.
 * @param {string} variant @param {string} strategy
 * @param {{ onProgress?: (done: number, total: number) => void, signal?: AbortSignal, everyMs?: number }} [opts]
 * @returns {Promise<TreeHeader>}
 */
export async function readyHeader(variant, strategy, opts = {}) {
  for (;;) {
    const head = await header(variant, strategy);
    if (opts.signal?.aborted) throw new DOMException('The view changed.', 'AbortError');
    if (head.state !== 'building') return /** @type {TreeHeader} */ (head);
    opts.onProgress?.(head.progress.done, head.progress.total);
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
export function evaluate(variant, history, guess) {
  const q = new URLSearchParams({ history: history.map((st) => `${st.guess}:${st.feedback}`).join(','), guess });
  return json(`/v1/variants/${encodeURIComponent(variant)}/evaluate?${q}`);
}

/**
 * @typedef {{ state?: 'ready', source?: string, file: string, variant: import('./games.js').Variant,
 *   strategy: { id: string, description: string },
 *   stats: { secrets: number, total: number, average: number, max: number, histogram: number[] },
 *   bytes: number, sha256: string }} TreeHeader
 * @typedef {{ worst: number, expectedSize: number, entropy: number, canWin: boolean }} Measures
 * @typedef {Measures & { guess: string, remaining: number, parts: Record<string, number>,
 *   choices: Record<string, Measures & { guess: string }> }} Evaluation
 */

/**
 * The strategy's next guess for a history (`POST .../next`); off the tree the server computes it live.
 * @param {string} variant @param {string} strategy @param {Array<{guess: string, feedback: string}>} history
 * @returns {Promise<{ guess: string|null, remaining: number, solved: boolean, source: 'tree'|'live'|'live-fast', step: number }>}
 */
export function next(variant, strategy, history) {
  return json(`${base(variant, strategy)}/next`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ history }),
  });
}

/**
 * The game the tree plays against one secret.
 * @returns {Promise<{ secret: string, steps: Array<{guess: string, feedback: string}> }>}
 */
export function path(/** @type {string} */ variant, /** @type {string} */ strategy, /** @type {string} */ secret) {
  return json(`${base(variant, strategy)}/path/${encodeURIComponent(secret)}`);
}

/**
 * The secrets that need the most guesses, with their games.
 * @returns {Promise<{ max: number, count: number, paths: Array<{ secret: string, steps: Array<{guess: string, feedback: string}> }> }>}
 */
export function worstCase(/** @type {string} */ variant, /** @type {string} */ strategy, limit = 10) {
  return json(`${base(variant, strategy)}/worst-case?limit=${limit}`);
}

/** The decoded tree file; the browser's HTTP cache revalidates it by ETag. */
export async function treeFile(/** @type {string} */ variant, /** @type {string} */ strategy) {
  const res = await fetch(`${base(variant, strategy)}/file`);
  if (!res.ok) throw await failure(res);
  return /** @type {TreeFile} */ (decode(new Uint8Array(await res.arrayBuffer())));
}

/**
 * @typedef {{ guess: string, next: Record<string, TreeNode> }} TreeNode
 * @typedef {{ format: string, version: number, variant: import('./games.js').Variant,
 *   strategy: { id: string, description: string },
 *   stats: { secrets: number, total: number, average: number, max: number, histogram: number[] },
 *   root: TreeNode }} TreeFile
 */
