import { spawn } from 'node:child_process';
import { join } from 'node:path';

/** The package's root. */
export const repo = join(import.meta.dirname, '..', '..');

/** What a process printed and how it ended. */
export interface Ran {
  readonly code: number | null;
  readonly out: string;
  readonly err: string;
}

/** Runs a file with node (stdin and stdout are pipes, not terminals); resolves with its output and exit status. */
export function runNode(file: string, args: readonly string[], input = '', env: NodeJS.ProcessEnv = {}): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [file, ...args], { cwd: repo, stdio: 'pipe', env: { ...process.env, ...env } });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out, err }));
    child.stdin.end(input);
  });
}

/** Runs the installed command, node bin/codebreaker.js, on the compiled code of dist/. */
export function codebreaker(args: readonly string[], input = '', env: NodeJS.ProcessEnv = {}): Promise<Ran> {
  return runNode(join(repo, 'bin', 'codebreaker.js'), args, input, env);
}

/** A Node.js stack trace's line ("    at main (file:///...:12:3)"). */
export const STACK_LINE = /^\s+at\s|file:\/\/|\.js:\d+:\d+/m;

/** ANSI escape sequences (colour, cursor moves of a progress bar). */
export const ANSI = new RegExp(`${String.fromCharCode(27)}\\[`);
