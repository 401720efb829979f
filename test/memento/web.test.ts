import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { boardFromRows, listMoves, moveMask, MOVE_FAMILIES } from '../../src/memento/board.ts';
import { solveMemento } from '../../src/memento/index.ts';
import { mementoRoutes } from '../../src/memento/route.ts';
import { apiRouteHost } from '../../src/server/plugins/route-host.ts';

const modulePath = join(import.meta.dirname, '..', '..', 'src', 'memento', 'web', 'memento.js');
type WebModule = {
  lineCells: (name: string, rows: number, cols: number) => Array<[number, number]>;
  solvable: (tiles: boolean[][], families: Set<string>) => boolean;
};

describe('src/web/memento.js', () => {
  it('highlights the same tiles a move flips in the solver', async () => {
    const web = (await import(pathToFileURL(modulePath).href)) as WebModule;
    for (const [rows, cols] of [
      [3, 3],
      [2, 5],
      [5, 2],
      [32, 32],
    ] as const) {
      for (const move of listMoves(rows, cols, MOVE_FAMILIES)) {
        const mask = moveMask(rows, cols, move);
        const cells = web.lineCells(move.name, rows, cols);
        const fromWeb = new Uint32Array(rows);
        for (const [i, j] of cells) fromWeb[i] = fromWeb[i]! | (1 << j);
        expect(fromWeb, move.name).toEqual(mask);
      }
    }
  });

  it('knows, as the solver does, which boards some set of moves solves (so the page never sends one that fails)', async () => {
    const web = (await import(pathToFileURL(modulePath).href)) as WebModule;
    let seed = 7;
    const random = (): number => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const subsets = [
      ['rows', 'columns', 'anti-diagonal'],
      ['rows', 'columns'],
      ['rows'],
      ['anti-diagonal', 'main-diagonal'],
      [...MOVE_FAMILIES],
    ] as const;
    let unsolvable = 0;
    for (let k = 0; k < 400; k++) {
      const rows = 1 + Math.floor(random() * 6);
      const cols = 1 + Math.floor(random() * 6);
      const tiles = Array.from({ length: rows }, () => Array.from({ length: cols }, () => random() < 0.5));
      const families = subsets[k % subsets.length]!;
      const core = solveMemento(boardFromRows(tiles.map((r) => r.map((t) => (t ? '1' : '0')).join(''))), { families });
      expect(web.solvable(tiles, new Set(families)), `${JSON.stringify(tiles)} ${families.join(',')}`).toBe(core.kind !== 'unsolvable');
      if (core.kind === 'unsolvable') unsolvable++;
    }
    expect(unsolvable).toBeGreaterThan(50);
    const big = Array.from({ length: 32 }, (_, i) => Array.from({ length: 32 }, (_, j) => (i + j) % 3 !== 0));
    const core = solveMemento(boardFromRows(big.map((r) => r.map((t) => (t ? '1' : '0')).join(''))), { families: [...MOVE_FAMILIES] });
    expect(web.solvable(big, new Set(MOVE_FAMILIES))).toBe(core.kind !== 'unsolvable');
  });

  // A real browser, when one is installed (CHROMIUM_PATH or /usr/bin/chromium); skipped otherwise.
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  it.skipIf(!existsSync(chromium))('sets a board by clicks, solves it through the route, and steps to the solved board', async () => {
    const { chromium: launcher } = await import('playwright-core');
    const app = Fastify();
    await app.register(mementoRoutes, { host: apiRouteHost });
    app.get('/memento.js', async (_req, reply) => reply.type('text/javascript').send(await readFile(modulePath, 'utf8')));
    app.get('/', async (_req, reply) =>
      reply
        .type('text/html')
        .send(
          '<!doctype html><div id="m"></div><script type="module">' +
            'import { renderMemento } from "./memento.js"; renderMemento(document.getElementById("m"));</script>',
        ),
    );
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const browser = await launcher.launch({ executablePath: chromium, args: ['--no-sandbox'] });
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      await page.goto(url);
      // The puzzle's second worked example, 1 0 0 / 0 0 0 / 0 0 1: click the seven 0 tiles of a solved 3 x 3 board.
      for (const k of [1, 2, 3, 4, 5, 6, 7]) await page.click(`.memento-tile >> nth=${k}`);
      expect(await page.$$eval('.memento-unsolved', (x) => x.length)).toBe(7);
      await page.click('.memento-button-primary');
      await page.waitForSelector('.memento-moves');
      expect(await page.$$eval('.memento-move', (x) => x.map((e) => e.textContent))).toEqual(['r1', 'c1', 'd']);
      await page.click('button:has-text("Next move")');
      expect(await page.$$eval('.memento-line', (x) => x.length)).toBe(3);
      await page.click('button:has-text("Next move")');
      await page.click('button:has-text("Next move")');
      expect(await page.$$eval('.memento-unsolved', (x) => x.length)).toBe(0);
      // One lone unsolved tile has no answer: the page says so without asking the server.
      await page.click('button:has-text("All solved")');
      await page.click('.memento-tile >> nth=1');
      await page.click('.memento-button-primary');
      await page.waitForSelector('.memento-error');
      expect(await page.textContent('.memento-error')).toMatch(/No set of moves/);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
      await app.close();
    }
  });
});
