/**
 * The exit statuses of every command, and the errors that end a command with one of them: a
 * command throws these instead of calling process.exit, and its runner prints them as one line.
 */

/** Exit statuses: 0 success, 1 the work failed, 2 the command line (or its input) was wrong. */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

/** An error printed as its message alone (no stack trace), ending the command with `code`. */
export class CliError extends Error {
  /** The exit status. */
  readonly code: number;
  constructor(message: string, code: number = EXIT.usage) {
    super(message);
    this.code = code;
  }
}

/** A wrong command line: printed as one line, then the command's usage line; exit status 2. */
export class UsageError extends CliError {
  constructor(message: string) {
    super(message, EXIT.usage);
  }
}
