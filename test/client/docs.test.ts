import { execFile } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/store/paths.ts';
import { sharedApp } from '../server/helpers/app.ts';

/**
 * The Node example of docs/client.md, run as a user runs it (`import ... from 'codebreaker/client'`,
 * the compiled package) against a server on an ephemeral port: it prints what the document says.
 */

const doc = readFileSync(join(PROJECT_ROOT, 'docs', 'client.md'), 'utf8');
const section = doc.slice(doc.indexOf('## A complete example in Node'), doc.indexOf('## In a browser'));
const code = /```js\n([\s\S]*?)```/.exec(section)?.[1];
const printed = /```text\n([\s\S]*?)```/.exec(section)?.[1];

const app = await sharedApp({ trees: ['mastermind.minimax.msgpack'] });

describe('docs/client.md', () => {
  it('the Node example prints what the document shows', async () => {
    expect(code).toBeDefined();
    expect(printed).toBeDefined();
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
    // Inside the package, so that 'codebreaker/client' resolves through its own "exports" (dist/ is git-ignored).
    const file = join(PROJECT_ROOT, 'dist', `client-doc-example-${process.pid}.mjs`);
    writeFileSync(file, code!);
    try {
      const { stdout } = await promisify(execFile)(process.execPath, [file], {
        cwd: PROJECT_ROOT,
        env: { ...process.env, CODEBREAKER_URL: url },
      });
      expect(stdout).toBe(printed);
    } finally {
      rmSync(file, { force: true });
    }
  });
});
