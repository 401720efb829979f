/**
 * The one error class of the client and the offline walker. An HTTP error answer of the API
 * (`{ error, message }`, HTTP API version 1) becomes a CodebreakerError carrying its status and
 * its code; the walker throws the same class with the status and code the server would answer for
 * the same question, so one handler serves both.
 */
export class CodebreakerError extends Error {
  override readonly name = 'CodebreakerError';
  /**
   * The HTTP status (400, 404, 413, 422, 429, 503, 500, ...). 0 when there was no HTTP answer: the
   * request failed on the network, or the walker refused a tree file (code `bad-tree-file`).
   */
  readonly status: number;
  /** The API's short error code, e.g. `unknown-variant`, `bad-history`, `inconsistent-history`. */
  readonly code: string;
  /** Seconds to wait before retrying, from the Retry-After header (429 and 503 answers). */
  readonly retryAfter?: number;

  constructor(status: number, code: string, message: string, options: { retryAfter?: number | undefined; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.status = status;
    this.code = code;
    if (options.retryAfter !== undefined) this.retryAfter = options.retryAfter;
  }
}

/** Codes the client gives when the server's answer carries none of its own. */
export const LOCAL_CODES = {
  /** fetch itself failed (connection refused, DNS, CORS, aborted). Status 0. */
  network: 'network-error',
  /** An error status whose body is not the API's `{ error, message }` (a proxy's page, say). */
  unexpected: 'unexpected-response',
  /** Bytes the walker cannot use as a tree file (msgpack, format, version, shape or checks). Status 0. */
  badTreeFile: 'bad-tree-file',
} as const;

/**
 * The code of an error answer without the API's body (a proxy's page, say): the server's own code
 * for the statuses it names without more detail, else `unexpected-response`.
 */
export function codeOfStatus(status: number): string {
  if (status === 404) return 'not-found';
  if (status === 413) return 'payload-too-large';
  if (status === 429) return 'too-many-requests';
  if (status === 503) return 'unavailable';
  return LOCAL_CODES.unexpected;
}

/** Retry-After in seconds: delay-seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}
