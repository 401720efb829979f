/**
 * Where a command writes, for people and for programs: result lines on stdout (on stderr when
 * stdout carries the one JSON document of --json), chatter and progress on stdout or stderr and
 * none with --quiet, errors on stderr. Progress bars and colour only on a terminal.
 */
import type { Writable } from 'node:stream';

/** Whether a stream is a terminal that draws (isTTY is undefined, not false, on a pipe; TERM=dumb draws nothing). */
export function isTerminal(stream: Writable, env: NodeJS.ProcessEnv = process.env): boolean {
  return (stream as { isTTY?: boolean }).isTTY === true && env.TERM !== 'dumb';
}

/**
 * Whether to draw colour on a stream: never when NO_COLOR is set (to anything but ""), always when
 * FORCE_COLOR is (to anything but "0"), else only on a terminal.
 */
export function colourOn(stream: Writable, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '0') return true;
  return isTerminal(stream, env);
}

let pipeWatched = false;

/**
 * Ends the process quietly when the reader of stdout goes away (codebreaker verify | head): the
 * write fails with EPIPE, which would otherwise be thrown with a stack trace. Once per process.
 */
export function endOnClosedPipe(): void {
  if (pipeWatched) return;
  pipeWatched = true;
  process.stdout.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'EPIPE') throw err;
    process.exit(typeof process.exitCode === 'number' ? process.exitCode : 0);
  });
}

/** How a command's output is routed: --json and --quiet. */
export interface OutputMode {
  /** stdout carries exactly one JSON document; every line for people goes to stderr. */
  readonly json: boolean;
  /** No progress and no chatter: results and errors only. */
  readonly quiet: boolean;
}

/** A command's writer; see the module's comment for what goes where. */
export class Output {
  readonly mode: OutputMode;
  readonly stdout: Writable;
  readonly stderr: Writable;
  readonly env: NodeJS.ProcessEnv;
  constructor(
    mode: OutputMode,
    stdout: Writable = process.stdout,
    stderr: Writable = process.stderr,
    env: NodeJS.ProcessEnv = process.env,
  ) {
    this.mode = mode;
    this.stdout = stdout;
    this.stderr = stderr;
    this.env = env;
  }

  /** A result for people: stdout, or stderr under --json. */
  result(line: string): void {
    (this.mode.json ? this.stderr : this.stdout).write(`${line}\n`);
  }

  /** Chatter and progress lines: as a result, but none under --quiet. */
  note(line: string): void {
    if (!this.mode.quiet) this.result(line);
  }

  /** An error or a warning: stderr, always. */
  error(line: string): void {
    this.stderr.write(`${line}\n`);
  }

  /** The one JSON document of --json, on stdout. */
  json(document: unknown): void {
    this.stdout.write(`${JSON.stringify(document, null, 2)}\n`);
  }

  /** Whether to draw progress bars (on stderr): on a terminal, and not under --quiet. */
  get bars(): boolean {
    return !this.mode.quiet && isTerminal(this.stderr, this.env);
  }
}
