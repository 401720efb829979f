import { spawn } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repo } from './run.ts';

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

describe('codebreaker serve', () => {
  it('is the server: it listens where --port and --data-dir say, answers, and stops on SIGTERM with exit 0', async () => {
    // A data directory with one tree, so the server is ready at once.
    const dataDir = await mkdtemp(join(tmpdir(), 'codebreaker-cli-serve-'));
    dirs.push(dataDir);
    const manifest = JSON.parse(await readFile(join(repo, 'data', 'manifest.json'), 'utf8')) as { files: Array<{ file: string }> };
    manifest.files = manifest.files.filter((e) => e.file === 'mastermind.minimax.msgpack');
    await writeFile(join(dataDir, 'manifest.json'), JSON.stringify(manifest));
    await copyFile(join(repo, 'data', 'mastermind.minimax.msgpack'), join(dataDir, 'mastermind.minimax.msgpack'));

    const child = spawn(process.execPath, [join(repo, 'bin', 'codebreaker.js'), 'serve', '--port', '0', '--data-dir', dataDir], {
      cwd: repo,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ON_DEMAND: '0', REDIS_URL: '' },
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    let err = '';
    const url = await new Promise<string>((resolve, reject) => {
      child.stderr.on('data', (d: Buffer) => {
        err += d.toString();
        const m = /listening on (http:\/\/\S+)/.exec(err);
        if (m !== null) resolve(m[1]!);
      });
      child.stdout.resume();
      void exited.then((code) => reject(new Error(`the server exited (${code}) before listening:\n${err}`)));
    });
    // Ready once the tree is loaded; then the tree's first guess is served.
    let next: Response | undefined;
    for (let i = 0; i < 200 && next?.status !== 200; i++) {
      next = await fetch(`${url}/v1/trees/mastermind/minimax/next`);
      if (next.status !== 200) await new Promise((r) => setTimeout(r, 50));
    }
    expect(await next!.json()).toMatchObject({ guess: '1122', step: 1 });
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
