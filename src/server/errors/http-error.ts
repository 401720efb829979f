// The errors services and routes throw for the client to see. They sit below every other folder of
// the server: the error handler (plugins/error-handler.ts) answers them, services and routes throw
// them, and none of those has to import another to do so.

/**
 * An error meant for the client: its status, a short code and a sentence a person understands;
 * `detail`, what lies behind it for the operator (an internal error), goes to the log only.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly detail?: unknown,
  ) {
    super(message);
  }
}

/** The body of every error answer (HTTP API, version 1). */
export interface ErrorBody {
  error: string;
  message: string;
}
