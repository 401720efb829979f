import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/store/paths.ts';

/**
 * codebreaker/client as a package: what the compiled client loads (nothing of the server, no
 * fastify, no node: module, no bare specifier a browser could not resolve without a bundler),
 * the package.json "exports" entry, and its types as a consumer's TypeScript sees them.
 */

const root = PROJECT_ROOT;
const entry = join(root, 'dist', 'src', 'client', 'index.js');

/** Every module the entry loads, following relative imports (static and dynamic), with the specifiers each uses. */
function importClosure(start: string): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  const todo = [start];
  while (todo.length > 0) {
    const file = todo.pop()!;
    if (seen.has(file)) continue;
    const text = readFileSync(file, 'utf8');
    const specifiers = [
      ...text.matchAll(/\b(?:import|export)\s*(?:[\w*{}\s,]*?\bfrom\s*)?["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']\s*\)/g),
    ].map((m) => (m[1] ?? m[2])!);
    seen.set(file, specifiers);
    for (const s of specifiers) if (s.startsWith('.')) todo.push(resolve(dirname(file), s));
  }
  return seen;
}

describe('the compiled client', () => {
  it('loads only the client and the pure core: no server, fastify, node: or bare import, no Node global', () => {
    expect(existsSync(entry), 'dist/ is compiled by the global setup').toBe(true);
    const closure = importClosure(entry);
    const files = [...closure.keys()].map((f) => relative(join(root, 'dist', 'src'), f)).sort();
    expect(files).toContain('client/walker.js');
    expect(
      files.filter((f) => !f.startsWith('client/') && !f.startsWith('core/')),
      'modules outside src/client and src/core',
    ).toEqual([]);
    for (const [file, specifiers] of closure) {
      for (const s of specifiers) {
        expect(s.startsWith('./') || s.startsWith('../'), `${relative(root, file)} imports "${s}"`).toBe(true);
        expect(s, relative(root, file)).not.toMatch(/server|fastify|^node:/);
      }
      const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      expect(code, relative(root, file)).not.toMatch(/\b(?:Buffer|process|require|__dirname|__filename)\b/);
    }
    for (const file of ['client.js', 'types.js', 'walker.js', 'errors.js', 'msgpack.js', 'word-lists.js', 'sha256.js']) {
      expect(readFileSync(join(root, 'dist', 'src', 'client', file), 'utf8')).not.toMatch(/msgpackr|typebox/);
    }
  });

  it('is the package entry codebreaker/client, with its declarations', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { exports: Record<string, unknown> };
    expect(pkg.exports['./client']).toEqual({ types: './dist/src/client/index.d.ts', default: './dist/src/client/index.js' });
    expect(existsSync(join(root, 'dist', 'src', 'client', 'index.d.ts'))).toBe(true);
    // The package resolves its own name through "exports", as a consumer's Node does.
    const resolved = execFileSync(
      process.execPath,
      ['--input-type=module', '-e', "console.log(import.meta.resolve('codebreaker/client'))"],
      { cwd: root, encoding: 'utf8' },
    );
    expect(resolved.trim()).toBe(new URL(`file://${entry}`).href);
  });

  it("type-checks a consumer's code against the declarations: answers typed from the server's schemas", () => {
    const dir = mkdtempSync(join(tmpdir(), 'codebreaker-consumer-'));
    try {
      mkdirSync(join(dir, 'node_modules'));
      symlinkSync(root, join(dir, 'node_modules', 'codebreaker'), 'dir');
      writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
      writeFileSync(
        join(dir, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            target: 'ES2022',
            module: 'NodeNext',
            moduleResolution: 'NodeNext',
            strict: true,
            noEmit: true,
            lib: ['ES2022', 'DOM'],
            types: [],
            skipLibCheck: true,
          },
          files: ['main.ts'],
        }),
      );
      writeFileSync(
        join(dir, 'main.ts'),
        [
          "import { createClient, openTree, CodebreakerError, type NextAnswer, type TreeState, type WalkerNext } from 'codebreaker/client';",
          "const client = createClient({ baseUrl: 'http://127.0.0.1:3000' });",
          "const answer: NextAnswer = await client.next('mastermind', 'minimax', [{ guess: '1122', feedback: '1B0W' }]);",
          'const guess: string | null = answer.guess;',
          "const source: 'tree' | 'live' | 'live-fast' = answer.source;",
          "const tree: TreeState = await client.tree('mastermind', 'minimax');",
          "if (tree.state === 'ready') console.log(tree.sha256); else if (tree.state === 'building') console.log(tree.progress.done); else console.log(tree.message);",
          "const walked: WalkerNext = openTree(await client.file('mastermind', 'minimax')).next('1122:1B0W');",
          'if (!walked.offTree) console.log(walked.guess); else console.log(walked.at);',
          'try { await client.health(); } catch (err) { if (err instanceof CodebreakerError) console.log(err.status, err.code, err.retryAfter); }',
          '// @ts-expect-error remaining is a number',
          'const wrong: string = answer.remaining;',
          '// @ts-expect-error an off-tree answer has no guess',
          'if (walked.offTree) console.log(walked.guess);',
          '// @ts-expect-error a history is a list of steps',
          "await client.next('mastermind', 'minimax', [{ guess: '1122' }]);",
          'console.log(guess, source, wrong);',
        ].join('\n'),
      );
      const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
      let output = '';
      try {
        execFileSync(process.execPath, [tsc, '-p', dir], { cwd: dir, encoding: 'utf8' });
      } catch (err) {
        output = String((err as { stdout?: string }).stdout ?? err);
      }
      expect(output).toBe('');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
