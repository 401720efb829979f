/**
 * A typed client of the HTTP API, version 1 (docs/api.md). It uses `fetch`, `URL` and typed arrays
 * only, so the same module runs in browsers (no bundler needed) and in Node 20. Answers are typed
 * with the server's own schemas (./types.ts); error answers become CodebreakerError.
 */
import { CodebreakerError, codeOfStatus, LOCAL_CODES, parseRetryAfter } from './errors.ts';
import type {
  Evaluation,
  WordListAnswer,
  Health,
  History,
  MementoAnswer,
  MementoRequest,
  NextAnswer,
  NextRequest,
  PathAnswer,
  TreeState,
  Variant,
  Variants,
  WorstCase,
} from './types.ts';

/** The fetch function the client calls (the global one by default). */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** Settings of a client. */
export interface ClientOptions {
  /** Where the API is served, e.g. `http://127.0.0.1:3000` or `https://example.org/codebreaker/`. */
  readonly baseUrl: string | URL;
  /** A fetch to use instead of the global one (tests, proxies, retries). */
  readonly fetch?: FetchLike;
  /** Headers sent with every request (e.g. an API gateway's key). */
  readonly headers?: Readonly<Record<string, string>>;
}

/** Per-call settings. */
export interface CallOptions {
  /** Aborts the request; fetch then rejects with its own AbortError, passed through unchanged. */
  readonly signal?: AbortSignal;
}

/** The answer of a conditional download: the bytes, or 304 when the ETag still matches. */
export type Download =
  | { readonly notModified: false; readonly bytes: Uint8Array; readonly etag: string | null }
  | { readonly notModified: true; readonly bytes: null; readonly etag: string | null };

/** Every route of the API as a typed call. Every call rejects with CodebreakerError on an error answer. */
export interface CodebreakerClient {
  /** The base URL requests are resolved against (always ends with "/"). */
  readonly baseUrl: string;
  /** GET /health. */
  health(options?: CallOptions): Promise<Health>;
  /** GET /v1/variants: the variants with trees, and each strategy's figures. */
  variants(options?: CallOptions): Promise<Variants>;
  /** GET /v1/variants/:variant: one board (a catalogue id or any id of the grammar: mm-4x7, bc-4x9). */
  variant(variant: string, options?: CallOptions): Promise<Variant>;
  /** GET /v1/word-lists/:sha256: the words of a list a board names by its digest (kept by browsers: it never changes). */
  wordList(sha256: string, options?: CallOptions): Promise<WordListAnswer>;
  /** GET /v1/variants/:variant/evaluate: how good `guess` is after `history`. */
  evaluate(variant: string, history: History | string, guess: string, options?: CallOptions): Promise<Evaluation>;
  /** GET /v1/trees/:variant/:strategy: the file's header, or `{ state: 'building', progress }` while built on demand. */
  tree(variant: string, strategy: string, options?: CallOptions): Promise<TreeState>;
  /** GET .../file: the tree file's bytes (msgpack; open them with openTree). */
  file(variant: string, strategy: string, options?: CallOptions): Promise<Uint8Array>;
  /** GET .../file with If-None-Match: `notModified` when `etag` is still the file's ETag. */
  download(variant: string, strategy: string, options?: CallOptions & { readonly etag?: string }): Promise<Download>;
  /** POST .../next: the guess to play after a history (`[]` for the first guess). */
  next(variant: string, strategy: string, history?: History, options?: CallOptions): Promise<NextAnswer>;
  /** GET .../path/:secret: the game the tree plays against a secret. */
  path(variant: string, strategy: string, secret: string, options?: CallOptions): Promise<PathAnswer>;
  /** GET .../worst-case?limit=N: the secrets that need the most guesses (limit 0 to 1000, server default 10). */
  worstCase(variant: string, strategy: string, limit?: number, options?: CallOptions): Promise<WorstCase>;
  /** POST /v1/memento/solve: the fewest moves that solve a Memento flip board. */
  solveMemento(request: MementoRequest, options?: CallOptions): Promise<MementoAnswer>;
}

/** A history in the query form of the API: "1122:1B0W,3456:0B2W". */
export function historyText(history: History | string): string {
  return typeof history === 'string' ? history : history.map((s) => `${s.guess}:${s.feedback}`).join(',');
}

/** Creates a client of the API served at `baseUrl`. */
export function createClient(options: ClientOptions): CodebreakerClient {
  const base = new URL(String(options.baseUrl));
  if (!base.pathname.endsWith('/')) base.pathname += '/';
  base.search = '';
  base.hash = '';
  const baseUrl = base.href;
  // Called as a plain function: browsers refuse fetch called as a method of another object.
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const common = { ...options.headers };

  const treePath = (variant: string, strategy: string): string => `v1/trees/${encodeURIComponent(variant)}/${encodeURIComponent(strategy)}`;

  /** Sends one request; resolves with the response when its status is 2xx or an accepted 304. */
  async function send(
    method: 'GET' | 'POST',
    path: string,
    init: {
      query?: Record<string, string | undefined>;
      body?: unknown;
      headers?: Record<string, string>;
      accept?: string;
      allow304?: boolean;
      signal?: AbortSignal | undefined;
    },
  ): Promise<Response> {
    const url = new URL(path, baseUrl);
    for (const [key, value] of Object.entries(init.query ?? {})) if (value !== undefined) url.searchParams.set(key, value);
    const headers: Record<string, string> = { accept: init.accept ?? 'application/json', ...common, ...init.headers };
    const request: RequestInit = { method, headers };
    if (init.body !== undefined) {
      headers['content-type'] = 'application/json';
      request.body = JSON.stringify(init.body);
    }
    if (init.signal !== undefined) request.signal = init.signal;
    let response: Response;
    try {
      response = await doFetch(url.href, request);
    } catch (err) {
      if (isAbort(err)) throw err;
      throw new CodebreakerError(
        0,
        LOCAL_CODES.network,
        `${method} ${url.href} failed: ${err instanceof Error ? err.message : String(err)}`,
        { cause: err },
      );
    }
    if (response.ok || (init.allow304 === true && response.status === 304)) return response;
    throw await errorOf(response, method, url);
  }

  async function json<T>(method: 'GET' | 'POST', path: string, init: Parameters<typeof send>[2]): Promise<T> {
    const response = await send(method, path, init);
    return (await response.json()) as T;
  }

  return {
    baseUrl,
    health: (o) => json<Health>('GET', 'health', { signal: o?.signal }),
    variants: (o) => json<Variants>('GET', 'v1/variants', { signal: o?.signal }),
    variant: (variant, o) => json<Variant>('GET', `v1/variants/${encodeURIComponent(variant)}`, { signal: o?.signal }),
    wordList: (sha256, o) => json<WordListAnswer>('GET', `v1/word-lists/${encodeURIComponent(sha256)}`, { signal: o?.signal }),
    evaluate: (variant, history, guess, o) =>
      json<Evaluation>('GET', `v1/variants/${encodeURIComponent(variant)}/evaluate`, {
        query: { history: historyText(history), guess },
        signal: o?.signal,
      }),
    tree: (variant, strategy, o) => json<TreeState>('GET', treePath(variant, strategy), { signal: o?.signal }),
    async file(variant, strategy, o) {
      const response = await send('GET', `${treePath(variant, strategy)}/file`, { accept: 'application/vnd.msgpack', signal: o?.signal });
      return new Uint8Array(await response.arrayBuffer());
    },
    async download(variant, strategy, o) {
      const response = await send('GET', `${treePath(variant, strategy)}/file`, {
        accept: 'application/vnd.msgpack',
        allow304: true,
        signal: o?.signal,
        ...(o?.etag === undefined ? {} : { headers: { 'if-none-match': o.etag } }),
      });
      const etag = response.headers.get('etag');
      if (response.status === 304) return { notModified: true, bytes: null, etag: etag ?? o?.etag ?? null };
      return { notModified: false, bytes: new Uint8Array(await response.arrayBuffer()), etag };
    },
    next(variant, strategy, history = [], o) {
      const body: NextRequest = { history: history.map((s) => ({ guess: s.guess, feedback: s.feedback })) };
      return json<NextAnswer>('POST', `${treePath(variant, strategy)}/next`, { body, signal: o?.signal });
    },
    path: (variant, strategy, secret, o) =>
      json<PathAnswer>('GET', `${treePath(variant, strategy)}/path/${encodeURIComponent(secret)}`, { signal: o?.signal }),
    worstCase: (variant, strategy, limit, o) =>
      json<WorstCase>('GET', `${treePath(variant, strategy)}/worst-case`, {
        query: { limit: limit === undefined ? undefined : String(limit) },
        signal: o?.signal,
      }),
    solveMemento: (request, o) => json<MementoAnswer>('POST', 'v1/memento/solve', { body: request, signal: o?.signal }),
  };
}

/** True for the rejection fetch gives when its signal aborts. */
function isAbort(err: unknown): boolean {
  return (
    typeof err === 'object' &&
    err !== null &&
    ((err as { name?: unknown }).name === 'AbortError' || (err as { name?: unknown }).name === 'TimeoutError')
  );
}

/** The CodebreakerError of an error answer: the API's `{ error, message }` when the body is one. */
async function errorOf(response: Response, method: string, url: URL): Promise<CodebreakerError> {
  const retryAfter = parseRetryAfter(response.headers.get('retry-after'));
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { error?: unknown }).error === 'string' &&
    typeof (body as { message?: unknown }).message === 'string'
  ) {
    const { error, message } = body as { error: string; message: string };
    return new CodebreakerError(response.status, error, message, { retryAfter });
  }
  const reason = response.statusText ? ` ${response.statusText}` : '';
  return new CodebreakerError(
    response.status,
    codeOfStatus(response.status),
    `${method} ${url.pathname} answered ${response.status}${reason}.`,
    { retryAfter },
  );
}
