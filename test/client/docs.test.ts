import { execFile } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/store/paths.ts';
import { sharedApp } from '../server/helpers/app.ts';

/**
 * The Node examples of docs/client.md, run as a user runs them (`import ... from 'codebreaker/client'`,
 * the compiled package; the first against a server on an ephemeral port): they print what the
 * document says.
 */

const doc = readFileSync(join(PROJECT_ROOT, 'docs', 'client.md'), 'utf8');

/** The first js block of a section of the document, and the text block it prints. */
function example(from: string, to: string): { code: string | undefined; printed: string | undefined } {
  const section = doc.slice(doc.indexOf(from), doc.indexOf(to));
  return { code: /```js\n([\s\S]*?)```/.exec(section)?.[1], printed: /```text\n([\s\S]*?)```/.exec(section)?.[1] };
}

/** Runs a block as a module inside the package (so that 'codebreaker/client' resolves through its own "exports"); its stdout. */
async function run(code: string, name: string, env: NodeJS.ProcessEnv = {}): Promise<string> {
  // dist/ is git-ignored.
  const file = join(PROJECT_ROOT, 'dist', `client-doc-${name}-${process.pid}.mjs`);
  writeFileSync(file, code);
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [file], { cwd: PROJECT_ROOT, env: { ...process.env, ...env } });
    return stdout;
  } finally {
    rmSync(file, { force: true });
  }
}

const app = await sharedApp({ trees: ['mastermind.minimax.msgpack'] });

describe('docs/client.md', () => {
  it('the Node example prints what the document shows', async () => {
    const { code, printed } = example('## A complete example in Node', '## In a browser');
    expect(code).toBeDefined();
    expect(printed).toBeDefined();
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
    expect(await run(code!, 'example', { CODEBREAKER_URL: url })).toBe(printed);
  });

  it('the word-tree example prints what the document shows', async () => {
    const { code, printed } = example('### Word trees', '### Wordle trees');
    expect(code).toBeDefined();
    expect(printed).toBeDefined();
    expect(await run(code!, 'words')).toBe(printed);
  });

  it('the Wordle example prints what the document shows', async () => {
    const { code, printed } = example('### Wordle trees', '## Tests');
    expect(code).toBeDefined();
    expect(printed).toBeDefined();
    expect(await run(code!, 'wordle')).toBe(printed);
  });
});
