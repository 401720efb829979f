import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureLoad, median, startServer, type LoadFigures, type StartedServer } from './page-load.ts';

/**
 * How fast the page loads, in Debian's Chromium against the server `npm start` runs (the compiled
 * server on the repository's data/): cold loads of the Wordle board (`/wordle`), the Nerdle board
 * (`/nerdle`), the landing (`/`) and Mastermind's Play, each in a fresh browser context (an empty
 * cache) after one load that warms the server. It counts the requests by kind, the bytes on the wire
 * and the time until the board is painted (the median of three loads), and a reload's requests. It
 * holds the page to its budget: at most 12 scripts and style sheets for a cold `/wordle` or
 * `/nerdle`, each word list received once at most, and none on Nerdle, the landing or Mastermind. The figures are printed as a table, and written as JSON to the
 * file PAGE_LOAD_FIGURES names, if set (docs/results.md shows them).
 */

const CHROMIUM = '/usr/bin/chromium';
const repo = join(import.meta.dirname, '..', '..');
const skip = !existsSync(CHROMIUM) && !process.env.CI;
if (skip)
  console.warn(`test/e2e/loading.test.ts skipped: ${CHROMIUM} is absent (apt-get install chromium); set CI=1 to make this a failure.`);

/** The addresses measured: the Wordle board, the Nerdle board (its rules made by the core, no list), the landing, and Mastermind's Play (a board without lists). */
const PATHS = ['/wordle', '/nerdle', '/', '/#play?variant=mastermind'] as const;
/** Cold loads measured per address (the time is their median). */
const RUNS = 3;
/** The most scripts and style sheets a cold load of a tile board (Wordle's, Nerdle's) may fetch. */
const MOST_SCRIPTS_AND_STYLES = 12;

describe.skipIf(skip)('a cold load of the page', () => {
  let server: StartedServer | undefined;
  let browser: Browser | undefined;
  const figures = new Map<string, { first: LoadFigures; boardMs: number; firstPaintMs: number }>();

  beforeAll(async () => {
    server = await startServer(repo);
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
    });
    for (const path of PATHS) {
      // The server's first answers (its routes compiled, files read and compressed) are not the page's.
      await measureLoad(browser, server.base, path);
      const runs: LoadFigures[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measureLoad(browser, server.base, path));
      figures.set(path, {
        first: runs[0]!,
        boardMs: median(runs.map((r) => r.boardMs)),
        firstPaintMs: median(runs.map((r) => r.firstPaintMs)),
      });
    }
    const rows = [...figures.values()].map(({ first: f, boardMs, firstPaintMs }) => ({
      path: f.path,
      requests: f.total,
      byKind: f.requests,
      scriptsAndStyles: f.scriptsAndStyles,
      kib: Math.round(f.bytes / 102.4) / 10,
      lists: Object.values(f.lists).map((l) => `${l.name} x${l.times}`),
      boardMs: Math.round(boardMs),
      firstPaintMs: Math.round(firstPaintMs),
      reloadRequests: f.reloadRequests,
    }));
    console.log(
      [
        '| address | requests | scripts + styles | by kind | KiB | word lists | board painted (ms) | first paint (ms) | reload requests |',
        '| --- | --: | --: | --- | --: | --- | --: | --: | --: |',
        ...rows.map(
          (r) =>
            `| \`${r.path}\` | ${r.requests} | ${r.scriptsAndStyles} | ${Object.entries(r.byKind)
              .map(([k, n]) => `${n} ${k}`)
              .join(', ')} | ${r.kib} | ${r.lists.join(', ') || 'none'} | ${r.boardMs} | ${r.firstPaintMs} | ${r.reloadRequests} |`,
        ),
      ].join('\n'),
    );
    if (process.env.PAGE_LOAD_FIGURES) await writeFile(process.env.PAGE_LOAD_FIGURES, `${JSON.stringify(rows, null, 2)}\n`);
  }, 480_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it(`fetches at most ${MOST_SCRIPTS_AND_STYLES} scripts and style sheets for the Wordle board and the Nerdle board, and draws them`, () => {
    for (const path of ['/wordle', '/nerdle']) {
      const f = figures.get(path)!.first;
      expect(f.scriptsAndStyles, `${path}\n${f.urls.join('\n')}`).toBeLessThanOrEqual(MOST_SCRIPTS_AND_STYLES);
      expect(f.boardMs, path).toBeGreaterThan(0);
    }
  });

  it('receives each word list once on the Wordle board, and none on Nerdle, the landing or Mastermind', () => {
    const wordle = figures.get('/wordle')!.first;
    expect(Object.keys(wordle.lists).length).toBeGreaterThan(0);
    for (const [sha, l] of Object.entries(wordle.lists)) expect(l.times, `${l.name} ${sha}`).toBe(1);
    for (const path of ['/nerdle', '/', '/#play?variant=mastermind']) expect(figures.get(path)!.first.lists, path).toEqual({});
  });

  it("keeps the page's scripts and styles across a reload: only the page and the API are asked again", () => {
    for (const { first: f } of figures.values()) {
      // The HTML is revalidated; the API's answers are kept for their max-age; the hashed files never asked.
      expect(f.reloadRequests, f.path).toBeLessThanOrEqual(1 + (f.requests.fetch ?? 0));
      expect(f.reloadRequests, f.path).toBeLessThan(f.total);
    }
  });
});
