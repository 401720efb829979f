import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NextAnswer } from './helpers/answers.ts';
import { buildLoadedTrees, GREEDY, writeDataDir } from './helpers/trees.ts';

const root = join(import.meta.dirname, '..', '..');
let dataDir: string;

/** Starts `npm start`'s entry point as a child process with these environment variables. */
function startServer(env: Record<string, string>): {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
} {
  const child = spawn(process.execPath, ['dist/src/server/server.js'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stdout: () => out, stderr: () => err, exited };
}

/** Waits until the server prints the address it serves on. */
async function waitForAddress(stdout: () => string): Promise<string> {
  for (let i = 0; i < 200; i++) {
    const m = /serving \d+ trees on (http:\/\/[\d.]+:\d+)/.exec(stdout());
    if (m) return m[1]!;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`server did not start: ${stdout()}`);
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'codebreaker-data-'));
  await writeDataDir(dataDir, await buildLoadedTrees(GREEDY.map((s) => ['twod', s] as const)));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('the real server', () => {
  it('serves over HTTP on an ephemeral port and exits 0 on SIGTERM', async () => {
    const server = startServer({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir });
    try {
      const base = await waitForAddress(server.stdout);
      const health = await fetch(`${base}/health`);
      expect(await health.json()).toEqual({ status: 'ok', trees: GREEDY.length, problems: [] });
      const next = await fetch(`${base}/v1/trees/twod/minimax/next?history=22:L--`);
      expect(next.status).toBe(200);
      expect(await next.json()).toMatchObject({ source: 'tree', step: 2, solved: false });
      const post = await fetch(`${base}/v1/trees/twod/entropy/next`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ history: [] }),
      });
      expect(((await post.json()) as NextAnswer).step).toBe(1);
      const file = await fetch(`${base}/v1/trees/twod/minimax/file`);
      const again = await fetch(`${base}/v1/trees/twod/minimax/file`, { headers: { 'if-none-match': file.headers.get('etag')! } });
      expect([file.status, again.status]).toEqual([200, 304]);
      expect(server.stdout()).toContain('"reqId"');
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await server.exited).toBe(0);
    expect(server.stdout()).toContain('SIGTERM: finishing requests in flight');
  });

  it('prints the address it listens on even when LOG_LEVEL hides info lines', async () => {
    const server = startServer({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
    try {
      let base: string | undefined;
      for (let i = 0; i < 200 && base === undefined; i++) {
        base = /^codebreaker: listening on (http:\/\/127\.0\.0\.1:\d+)$/m.exec(server.stderr())?.[1];
        if (base === undefined) await new Promise((r) => setTimeout(r, 50));
      }
      expect(base, server.stderr()).toBeDefined();
      expect(base).not.toMatch(/:0$/);
      expect((await fetch(`${base!}/health`)).status).toBe(200);
      expect(server.stdout()).not.toContain('serving');
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await server.exited).toBe(0);
  });

  it('on SIGINT finishes the request in flight (its body still arriving), then exits 0; /ready was 200', async () => {
    const server = startServer({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, CACHE_DIR: join(dataDir, 'cache') });
    const base = new URL(await waitForAddress(server.stdout));
    expect((await fetch(new URL('/ready', base))).status).toBe(200);
    const body = JSON.stringify({ history: [{ guess: '22', feedback: 'L--' }] });
    const answer = new Promise<string>((resolve, reject) => {
      const socket = connect(Number(base.port), base.hostname, () => {
        socket.write(
          `POST /v1/trees/twod/entropy/next HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
        );
        // The signal arrives while the body is still on its way.
        setTimeout(() => server.child.kill('SIGINT'), 200);
        setTimeout(() => socket.write(body.slice(5)), 600);
      });
      let out = '';
      socket.on('data', (d: Buffer) => (out += d.toString()));
      socket.on('close', () => resolve(out));
      socket.on('error', reject);
    });
    const raw = await answer;
    expect(raw).toMatch(/^HTTP\/1\.1 200/);
    expect(raw).toContain('"step":2');
    expect(await server.exited).toBe(0);
    expect(server.stdout()).toContain('SIGINT: finishing requests in flight');
  });

  it('refuses at start a file changed after the manifest was written, serves the others, and checks them all in the background', async () => {
    const changed = await mkdtemp(join(tmpdir(), 'codebreaker-changed-'));
    try {
      await cp(dataDir, changed, { recursive: true });
      const path = join(changed, 'twod.entropy.msgpack');
      const bytes = await readFile(path);
      bytes[bytes.length >> 1]! ^= 0x01;
      await writeFile(path, bytes);
      const server = startServer({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: changed });
      try {
        const base = await waitForAddress(server.stdout);
        expect(await (await fetch(`${base}/ready`)).json()).toEqual({ status: 'ready', trees: GREEDY.length - 1 });
        const health = (await (await fetch(`${base}/health`)).json()) as {
          status: string;
          problems: Array<{ file: string; reason: string }>;
        };
        expect(health.status).toBe('degraded');
        expect(health.problems.map((p) => p.file)).toEqual(['twod.entropy.msgpack']);
        expect(health.problems[0]!.reason).toMatch(/^sha256 [0-9a-f]{12}… differs from the manifest's/);
        for (const route of ['', '/next', '/file']) {
          const res = await fetch(`${base}/v1/trees/twod/entropy${route}`);
          expect([res.status, ((await res.json()) as { error: string }).error], route).toEqual([503, 'tree-unavailable']);
        }
        expect((await fetch(`${base}/v1/trees/twod/minimax/next?history=22:L--`)).status).toBe(200);
        for (let i = 0; i < 200 && !server.stdout().includes('decoded and checked'); i++) await new Promise((r) => setTimeout(r, 50));
        expect(server.stdout()).toMatch(/decoded and checked \d tree files \(every secret played\) in \d+ ms; 0 failed/);
        expect(server.stdout()).toContain('tree file not served: twod.entropy.msgpack: sha256');
      } finally {
        server.child.kill('SIGTERM');
      }
      expect(await server.exited).toBe(0);
    } finally {
      await rm(changed, { recursive: true, force: true });
    }
  });

  it('refuses a missing or empty data directory and a bad PORT with one clear line, no stack trace', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'codebreaker-empty-'));
    try {
      // Started together: each start costs a second or two of process startup.
      const [missing, none, port] = [
        startServer({ PORT: '0', DATA_DIR: join(dataDir, 'nowhere') }),
        startServer({ PORT: '0', DATA_DIR: empty }),
        startServer({ PORT: 'eighty', DATA_DIR: dataDir }),
      ];
      expect(await Promise.all([missing.exited, none.exited, port.exited])).toEqual([1, 1, 1]);
      // A data directory without its manifest: the message names the manifest.
      await writeFile(join(empty, 'twod.minimax.msgpack'), new Uint8Array([1]));
      const unlisted = startServer({ PORT: '0', DATA_DIR: empty });
      expect(await unlisted.exited).toBe(1);
      expect(unlisted.stderr().trim()).toMatch(/^codebreaker: .*manifest\.json is missing: the server serves the files its manifest lists/);
      expect(missing.stderr().trim()).toMatch(/^codebreaker: the data directory .*nowhere does not exist; set DATA_DIR[^\n]*$/);
      expect(none.stderr().trim()).toMatch(/^codebreaker: .*manifest\.json is missing[^\n]*$/);
      expect(port.stderr().trim()).toBe('codebreaker: PORT must be an integer from 0 to 65535, not "eighty"');
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});
