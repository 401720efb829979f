import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as core from '../../src/core/games/wordle/game.ts';
import { loadVariantTrees } from '../../src/store/variant-trees.ts';
import { wordleRules, type WordList } from '../../src/web/wordle/rules.js';
import { answerOfSeed } from '../../src/web/tiles/seed.js';
import { STATE_WORDS } from '../../src/web/tiles/tiles.js';
import { listenPageApp, openWatchedTab } from './page-app.ts';

/**
 * The pictures of docs/web.md, taken in a real browser (Debian's Chromium through playwright-core):
 * a Wordle game in progress on a phone's screen (390 x 844) and a laptop's (1280 x 800), and the
 * review of the finished game on the phone. Every run checks that the views show what the pictures
 * are meant to show (the guesses in their colours, the keys coloured, the review's rows graded)
 * and that each picture is a small PNG of the screen's size; with SCREENSHOTS=1 it also writes
 * them into docs/images/:
 *
 *   SCREENSHOTS=1 npx vitest run test/e2e/screenshots.test.ts
 */

const CHROMIUM = '/usr/bin/chromium';
const repo = join(import.meta.dirname, '..', '..');
const IMAGES = join(repo, 'docs', 'images');
const WRITE = process.env.SCREENSHOTS === '1';
const skip = !existsSync(CHROMIUM) && !process.env.CI;
if (skip)
  console.warn(`test/e2e/screenshots.test.ts skipped: ${CHROMIUM} is absent (apt-get install chromium); set CI=1 to make this a failure.`);

/** The machine may be busy: waits are generous, what is checked is not. */
const SLOW = 180_000;
/** The most a picture may weigh: docs/ stays small. */
const MAX_BYTES = 150 * 1024;

/** A list of data/words/, as the server sends it. */
const list = (file: string): WordList => {
  const entries = readFileSync(join(repo, 'data', 'words', file), 'utf8')
    .split('\n')
    .filter((w) => w !== '');
  return { list: file, count: entries.length, sha256: '', entries };
};
/** The 2023 edition's rules, by the core, as the page builds them. */
const nyt2023 = wordleRules(core, {
  id: 'wordle-nyt2023',
  title: 'Wordle',
  maxGuesses: 6,
  answers: list('wordle-nyt2023-answers.txt'),
  accepted: list('wordle-nyt2023-guesses.txt'),
});

/** The game shown: the puzzle seed 2024 names, three guesses played (a green, yellows and greys among them), not yet won. */
const SEED = 2024;
const ANSWER = answerOfSeed(SEED, nyt2023.answers);
const GUESSES = ['tarse', 'doily', 'chump'];

/** The screens: a phone's (touch) and a laptop's, at one device pixel per CSS pixel (small files). */
const PHONE = { name: 'phone', width: 390, height: 844, touch: true } as const;
const LAPTOP = { name: 'laptop', width: 1280, height: 800, touch: false } as const;

/** The width and height a PNG says it has (its IHDR chunk). */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe.skipIf(skip)('the pictures of docs/web.md', () => {
  let app: FastifyInstance | undefined;
  let browser: Browser | undefined;
  let cacheDir = '';
  let base = '';
  const problems: string[] = [];

  beforeAll(async () => {
    // Wordle's optimal tree, as data/ serves it (the hint and the review's grades come from it).
    const trees = await loadVariantTrees(join(repo, 'data'), 'wordle-nyt2023', 'optimal');
    ({ app, base, cacheDir } = await listenPageApp(trees, 'screenshots'));
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
    });
    if (WRITE) await mkdir(IMAGES, { recursive: true });
  }, SLOW);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    if (cacheDir) await rm(cacheDir, { recursive: true, force: true });
  });

  /** A tab on a screen, in the light theme without motion, that records console errors and requests off the server. */
  const open = (screen: typeof PHONE | typeof LAPTOP) =>
    openWatchedTab(browser!, screen, base, problems, { timeoutMs: SLOW / 2, context: { deviceScaleFactor: 1, colorScheme: 'light' } });

  /** Checks a picture (a PNG of the expected size, small), and writes it to docs/images/ with SCREENSHOTS=1. */
  async function keep(png: Buffer, file: string, size: { width: number; height?: number }): Promise<void> {
    const got = pngSize(png);
    expect(got.width, file).toBe(size.width);
    if (size.height !== undefined) expect(got.height, file).toBe(size.height);
    expect(png.length, `${file}: ${png.length} bytes`).toBeLessThan(MAX_BYTES);
    if (WRITE) await writeFile(join(IMAGES, file), png);
  }

  /** Plays the game's guesses by the keyboard and checks the rows and keys show their colours. */
  async function playGame(page: Page): Promise<void> {
    expect(GUESSES).not.toContain(ANSWER);
    await page.goto(`${base}/wordle-nyt2023?seed=${SEED}`);
    const keyboard = page.getByRole('group', { name: 'Keyboard' });
    await keyboard.waitFor();
    for (const g of GUESSES) {
      await page.keyboard.type(g);
      await page.keyboard.press('Enter');
    }
    await page.waitForFunction((last) => location.search.includes(`${last}:`), GUESSES.at(-1)!);
    for (const [n, g] of GUESSES.entries()) {
      const colours = nyt2023.score(g, ANSWER);
      const row = page.getByRole('group', { name: `Guess ${n + 1}` });
      expect(await row.locator('[data-state]').evaluateAll((ts) => ts.map((t) => (t as HTMLElement).dataset.state).join('')), g).toBe(
        colours,
      );
      // Each key played shows the best state known of its letter.
      for (const [i, c] of [...g].entries()) {
        const best = GUESSES.flatMap((w) => [...w].map((x, j) => (x === c ? nyt2023.score(w, ANSWER)[j]! : '')))
          .filter((s) => s !== '')
          .sort((a, b) => 'BYG'.indexOf(b) - 'BYG'.indexOf(a))[0]!;
        await keyboard
          .getByRole('button', { name: `${c.toUpperCase()}, ${STATE_WORDS[best as 'G' | 'Y' | 'B']}`, exact: true })
          .waitFor({ state: 'attached' });
        expect(colours[i]).toMatch(/^[GYB]$/);
      }
    }
    // The game goes on: no end, the next row empty.
    expect(await page.getByRole('button', { name: 'Show the answer' }).isVisible()).toBe(true);
    await page.waitForLoadState('networkidle');
  }

  it('a Wordle game in progress on a phone: the board, three guesses coloured, the keyboard coloured', { timeout: SLOW }, async () => {
    const { context, page } = await open(PHONE);
    await playGame(page);
    // The whole board and keyboard are on the phone's screen.
    const keyboard = (await page.getByRole('group', { name: 'Keyboard' }).boundingBox())!;
    expect(keyboard.y + keyboard.height).toBeLessThanOrEqual(PHONE.height);
    await keep(await page.screenshot(), 'wordle-play-phone.png', PHONE);
    await context.close();
  });

  it('the same game on a laptop', { timeout: SLOW }, async () => {
    const { context, page } = await open(LAPTOP);
    await playGame(page);
    const keyboard = (await page.getByRole('group', { name: 'Keyboard' }).boundingBox())!;
    expect(keyboard.y + keyboard.height).toBeLessThanOrEqual(LAPTOP.height);
    await keep(await page.screenshot(), 'wordle-play-laptop.png', LAPTOP);
    await context.close();
  });

  it('the review of the finished game on a phone: each guess graded against the best at its point', { timeout: SLOW }, async () => {
    const { context, page } = await open(PHONE);
    const history = [...GUESSES, ANSWER].map((g) => `${g}:${nyt2023.score(g, ANSWER)}`).join(',');
    await page.goto(`${base}/wordle-nyt2023/review?history=${history}`);
    const review = page.getByRole('region', { name: 'Review' });
    await review.waitFor();
    // Graded: a row per guess (its tiles in it), and the game's summary in place of "Grading your game…".
    const rows = review.getByRole('row').filter({ has: page.getByRole('group') });
    await expect.poll(() => rows.count(), { timeout: SLOW / 2 }).toBe(GUESSES.length + 1);
    const summary = review.getByRole('status');
    await expect.poll(() => summary.textContent(), { timeout: SLOW / 2 }).toMatch(new RegExp(`^${ANSWER.toUpperCase()} in 4 guesses: `));
    await page.waitForLoadState('networkidle');
    // The table of grades (on a phone a card per guess): the picture, without the words above it.
    const table = review.getByRole('table');
    await keep(await table.screenshot(), 'wordle-review-phone.png', { width: Math.round((await table.boundingBox())!.width) });
    await context.close();
  });

  it('logged no console error, made no external request', () => {
    expect(problems).toEqual([]);
  });
});
