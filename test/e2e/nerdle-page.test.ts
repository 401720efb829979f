import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNerdleGame, type NerdleSpec } from '../../src/core/games/nerdle/game.ts';
import { equations } from '../../src/core/games/nerdle/equations.ts';
import { parseVariant } from '../../src/core/variants/parse.ts';
import { loadVariantTrees } from '../../src/store/variant-trees.ts';
import { answerOfSeed } from '../../src/web/tiles/seed.js';
import { STATE_WORDS, keyStates } from '../../src/web/tiles/tiles.js';
import { listenPageApp, openWatchedTab } from './page-app.ts';

/**
 * The Nerdle page in a real browser (Debian's Chromium through playwright-core), on a phone's
 * screen (390 x 844, touch) and a laptop's (1280 x 800): the way in from the landing, one screen of
 * eight tiles by six rows and the keyboard of Nerdle's fifteen symbols, a game won with the answer a
 * seed names (typed keys and on-screen keys), an equation the core refuses (said, and the row
 * shaken), the keys' colours, a game lost, the assistant against the server's `next`, and the review.
 * Things are found as a person finds them: by their role and their visible name.
 */

const CHROMIUM = '/usr/bin/chromium';
const repo = join(import.meta.dirname, '..', '..');
const skip = !existsSync(CHROMIUM) && !process.env.CI;
if (skip)
  console.warn(`test/e2e/nerdle-page.test.ts skipped: ${CHROMIUM} is absent (apt-get install chromium); set CI=1 to make this a failure.`);

/** The machine may be busy (two cores, long computations): waits are generous, what is checked is not. */
const SLOW = 180_000;

/** The two screens: a phone's (touch) and a laptop's. */
const SCREENS = [
  { name: 'phone', width: 390, height: 844, touch: true },
  { name: 'laptop', width: 1280, height: 800, touch: false },
] as const;

/** The core's game of the classic board: the colours of a guess against an answer, as the server gives them. */
const game = createNerdleGame(parseVariant('nerdle').spec as NerdleSpec);
const colours = (guess: string, answer: string): string => {
  const g = game.parseGuess(guess);
  const a = game.parseGuess(answer);
  if (typeof g !== 'number' || typeof a !== 'number') throw new Error(`${guess} or ${answer} is not an equation`);
  return game.feedbackLabel(game.score(g, game.guessSecret[a]!));
};
const EQUATIONS = equations(8);

/** The puzzle the tests play: the answer seed 2024 names among the equations, in the core's order (as the page draws it). */
const SEED = 2024;
const ANSWER = answerOfSeed(SEED, [...EQUATIONS]);
/** A first guess that is an equation, but not the answer. */
const FIRST = EQUATIONS.find((e) => e !== ANSWER && e.startsWith('12+3'))!;
/** An equation of eight symbols that is false: the core refuses it. */
const FALSE = '12+34=47';

/** Text as a regular expression matches it literally. */
const literal = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
/** An equation as a row's text shows it: its symbols, maybe with spaces between. */
const spaced = (text: string): RegExp => new RegExp(`^${[...text].map(literal).join('\\s*')}`);

/** The symbols of Nerdle's keyboard, in the core's order, then Enter and Backspace. */
const KEYS = [...'0123456789+-*/=', 'Enter', 'Backspace'];

describe.skipIf(skip)('the Nerdle page', () => {
  let app: FastifyInstance | undefined;
  let browser: Browser | undefined;
  let cacheDir = '';
  let base = '';
  const problems: string[] = [];

  beforeAll(async () => {
    // Nerdle's entropy tree, as data/ serves it (the assistant's guesses), and Mastermind's for the landing.
    const data = join(repo, 'data');
    const trees = [...(await loadVariantTrees(data, 'nerdle', 'entropy')), ...(await loadVariantTrees(data, 'mastermind', 'minimax'))];
    // A review grades each step live, over the 17,723 equations: seconds on a busy machine, so the
    // live time limit is generous (the server's own is 10 s), lest a slow answer be a 503.
    ({ app, base, cacheDir } = await listenPageApp(trees, 'nerdle-page', { timeoutMs: SLOW }));
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
    });
  }, SLOW);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    if (cacheDir) await rm(cacheDir, { recursive: true, force: true });
  });

  /** A tab on a screen that records console errors, page errors and requests off the server. */
  const open = (screen: (typeof SCREENS)[number], motion = false) =>
    openWatchedTab(browser!, screen, base, problems, {
      timeoutMs: SLOW / 2,
      context: { reducedMotion: motion ? 'no-preference' : 'reduce' },
    });

  /** Waits for the tab's title. */
  const titled = (page: Page, title: string): Promise<unknown> => page.waitForFunction((t) => document.title === t, title);

  /** The states of a row's tiles (G, Y, B; typed, empty), in order. */
  const states = (row: Locator): Promise<string[]> =>
    row.locator('.tile').evaluateAll((ts) => ts.map((t) => (t as HTMLElement).dataset.state ?? ''));

  /** The server's next guess for a history on the entropy tree. */
  const serverNext = async (history: Array<{ guess: string; feedback: string }>): Promise<{ guess: string; remaining: number }> =>
    (await app!.inject({ method: 'POST', url: '/v1/trees/nerdle/entropy/next', payload: { history } })).json();

  for (const screen of SCREENS) {
    describe(`at ${screen.width} x ${screen.height}`, () => {
      it(
        'the landing leads to Nerdle, whose page holds six rows of eight tiles and the keyboard of its symbols on one screen',
        { timeout: SLOW },
        async () => {
          const { context, page } = await open(screen);
          await page.goto(`${base}/`);
          await page.getByRole('heading', { name: 'Break the code' }).waitFor();
          const nerdle = page.getByRole('list', { name: 'Nerdle' });
          expect(await nerdle.getByRole('link').allTextContents()).toEqual(['Play Nerdle', 'Nerdle assistant', 'Review a Nerdle game']);
          expect(await nerdle.getByRole('link', { name: 'Nerdle assistant' }).getAttribute('href')).toBe('/nerdle/assist');
          expect(await nerdle.getByRole('link', { name: 'Review a Nerdle game' }).getAttribute('href')).toBe('/nerdle/review');
          await nerdle.getByRole('link', { name: 'Play Nerdle' }).click();
          await page.getByRole('heading', { level: 1, name: 'Nerdle' }).waitFor();
          await titled(page, 'Nerdle — play · Codebreaker');
          expect(new URL(page.url()).pathname).toBe('/nerdle');
          // Six rows of eight empty tiles, each named by its place.
          const grid = page.getByRole('group', { name: 'Guesses' });
          for (let r = 1; r <= 6; r++) {
            const row = grid.getByRole('group', { name: `Guess ${r}`, exact: true });
            expect(await row.getByRole('img').count(), `row ${r}`).toBe(8);
          }
          expect(await grid.getByRole('img', { name: 'symbol 8, empty' }).count()).toBe(6);
          // The keyboard: the fifteen symbols, Enter and Backspace, each a button named by what it types.
          const keyboard = page.getByRole('group', { name: 'Keyboard' });
          expect(await keyboard.getByRole('button').evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-label')))).toEqual(
            expect.arrayContaining(KEYS),
          );
          expect(await keyboard.getByRole('button').count()).toBe(KEYS.length);
          for (const k of KEYS) expect(await keyboard.getByRole('button', { name: k, exact: true }).isVisible(), k).toBe(true);
          // One screen: the bar, the rows and the whole keyboard, nothing sideways.
          const box = await page.evaluate(() => {
            const g = document.querySelector('.tiles-grid')!.getBoundingClientRect();
            const k = document.querySelector('.keyboard')!.getBoundingClientRect();
            const keys = [...document.querySelectorAll('.keyboard button')].map((b) => b.getBoundingClientRect());
            return {
              gridTop: g.top,
              keyboardBottom: k.bottom,
              sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
              shortestKey: Math.min(...keys.map((r) => r.height)),
              narrowestKey: Math.min(...keys.map((r) => r.width)),
            };
          });
          expect(box.gridTop).toBeGreaterThanOrEqual(0);
          expect(box.keyboardBottom).toBeLessThanOrEqual(screen.height);
          expect(box.sideways).toBeLessThanOrEqual(0);
          // Keys a finger can hit: 44 px high, and as wide as Wordle's letter keys at least.
          expect(box.shortestKey).toBeGreaterThanOrEqual(43.5);
          expect(box.narrowestKey).toBeGreaterThanOrEqual(30);
          // The views are tabs; the title names the game and the view.
          const tabs = page.getByRole('navigation', { name: 'Nerdle views' });
          expect(await tabs.getByRole('link').allTextContents()).toEqual(['Play', 'Assistant', 'Review']);
          await tabs.getByRole('link', { name: 'Assistant' }).click();
          await titled(page, 'Nerdle — assistant · Codebreaker');
          expect(new URL(page.url()).pathname).toBe('/nerdle/assist');
          await tabs.getByRole('link', { name: 'Review' }).click();
          await titled(page, 'Nerdle — review · Codebreaker');
          await context.close();
        },
      );

      it(
        'a game won: typed and on-screen keys fill the row, a false equation is refused with the reason and shakes, the keys take their colours',
        { timeout: SLOW },
        async () => {
          expect(EQUATIONS).toHaveLength(17_723);
          expect(EQUATIONS).not.toContain(FALSE);
          const { context, page } = await open(screen, true);
          await page.goto(`${base}/nerdle?seed=${SEED}`);
          const keyboard = page.getByRole('group', { name: 'Keyboard' });
          await keyboard.waitFor();
          await titled(page, 'Nerdle — play · Codebreaker');
          const first = page.getByRole('group', { name: 'Guess 1', exact: true });
          // Typed on the physical keyboard: digits and signs reach the row.
          await page.keyboard.type(FALSE);
          await expect.poll(() => first.innerText()).toMatch(spaced(FALSE));
          expect(await states(first)).toEqual(Array(8).fill('typed'));
          // Enter: the core refuses it, the page says why over the board and the row shakes (the
          // class that runs the shake is watched for from before the key is pressed).
          await first.evaluate((row) => {
            const seen = new MutationObserver(() => {
              if (row.classList.contains('shake')) row.dataset.shook = 'yes';
            });
            seen.observe(row, { attributes: true, attributeFilter: ['class'] });
          });
          await page.keyboard.press('Enter');
          await expect.poll(() => first.getAttribute('data-shook')).toBe('yes');
          await page
            .getByRole('status', { name: 'Messages' })
            .getByText(`"${FALSE}" is not an equation of the game: its left side is 46, not 47.`)
            .waitFor();
          // Nothing was played: the address has no history, and the row keeps what was typed.
          expect(new URL(page.url()).searchParams.get('history')).toBeNull();
          // Backspace takes symbols back; the on-screen keys put them in.
          for (let i = 0; i < 8; i++) await page.keyboard.press('Backspace');
          await expect.poll(() => states(first)).toEqual(Array(8).fill('empty'));
          for (const c of FIRST) await keyboard.getByRole('button', { name: c, exact: true }).click();
          await keyboard.getByRole('button', { name: 'Enter', exact: true }).click();
          const got = colours(FIRST, ANSWER);
          await expect.poll(() => states(first), { timeout: SLOW / 2 }).toEqual([...got]);
          await page.waitForFunction((h) => new URL(location.href).searchParams.get('history') === h, `${FIRST}:${got}`);
          // Each key played shows the best state known of its symbol, in its name and its colour;
          // the others are plain.
          const best = keyStates([{ guess: FIRST, feedback: got }]);
          for (const k of '0123456789+-*/=') {
            const state = best.get(k);
            const key = keyboard.getByRole('button', { name: state ? `${k}, ${STATE_WORDS[state]}` : k, exact: true });
            await key.waitFor({ timeout: SLOW / 2 });
            expect(await key.getAttribute('data-state'), k).toBe(state ?? null);
          }
          // A key's colour is its tiles' colour.
          const paint = (l: Locator) => l.evaluate((el) => getComputedStyle(el).backgroundColor);
          const i = [...got].findIndex((s) => s === 'G' || s === 'Y');
          if (i >= 0) {
            const key = keyboard.getByRole('button', { name: `${FIRST[i]}, ${STATE_WORDS[best.get(FIRST[i]!)!]}`, exact: true });
            const tileOfState = first.locator(`.tile[data-state="${best.get(FIRST[i]!)}"]`).first();
            await expect.poll(() => paint(tileOfState), { timeout: SLOW / 2 }).toBe(await paint(key));
          }
          // The answer, by on-screen keys and Enter on the keyboard: won.
          for (const c of ANSWER) await keyboard.getByRole('button', { name: new RegExp(`^${literal(c)}(,|$)`) }).click();
          await page.keyboard.press('Enter');
          const second = page.getByRole('group', { name: 'Guess 2', exact: true });
          await expect.poll(() => states(second), { timeout: SLOW / 2 }).toEqual(Array(8).fill('G'));
          await page
            .getByRole('status')
            .filter({ hasText: 'Solved in 2 guesses.' })
            .first()
            .waitFor({ timeout: SLOW / 2 });
          // The statistics open with the game counted.
          const stats = page.getByRole('dialog', { name: 'Statistics' });
          await stats.waitFor({ timeout: SLOW / 2 });
          expect(await stats.getByText('Played').locator('..').textContent()).toMatch(/^1\s*Played$/);
          await context.close();
        },
      );

      it('a game lost: six equations that miss, then the answer said', { timeout: SLOW }, async () => {
        const { context, page } = await open(screen);
        await page.goto(`${base}/nerdle?seed=${SEED}`);
        await page.getByRole('group', { name: 'Keyboard' }).waitFor();
        const misses = EQUATIONS.filter((e) => e !== ANSWER).slice(0, 6);
        for (const [n, e] of misses.entries()) {
          await page.keyboard.type(e);
          await page.keyboard.press('Enter');
          await expect
            .poll(() => states(page.getByRole('group', { name: `Guess ${n + 1}`, exact: true })))
            .toEqual([...colours(e, ANSWER)]);
        }
        const said = page
          .getByRole('status')
          .filter({ hasText: `The answer was ${ANSWER}.` })
          .first();
        await said.waitFor({ timeout: SLOW / 2 });
        expect(await said.textContent()).toContain(ANSWER);
        // The board takes no more: a key says the game is over.
        await page.keyboard.press('Escape');
        await page.keyboard.press('1');
        await page.getByRole('status', { name: 'Messages' }).getByText('This game is over: New game starts another.').waitFor();
        await context.close();
      });

      it(
        "the assistant puts the server's next equation in the row, takes the colours, counts the answers left",
        { timeout: SLOW },
        async () => {
          const { context, page } = await open(screen);
          await page.goto(`${base}/nerdle/assist?strategy=entropy`);
          await titled(page, 'Nerdle — assistant · Codebreaker');
          const opening = await serverNext([]);
          const row = page.getByRole('group', { name: 'Guess 1, suggested' });
          expect(opening.guess).not.toBe(ANSWER);
          await expect.poll(() => row.innerText(), { timeout: SLOW / 2 }).toMatch(spaced(opening.guess));
          await page.getByText(`Guess 1: play ${opening.guess}`).first().waitFor();
          await page.getByText('17,723 answers still possible').first().waitFor();
          // Enter before any colour: each tile's colour is asked for.
          const field = page.getByRole('textbox', { name: 'Colours you got' });
          await field.focus();
          await page.keyboard.press('Enter');
          await page
            .getByRole('status', { name: 'Messages' })
            .getByText(/^Set the colour of tile 1/)
            .waitFor();
          // The colours of the answer of the puzzle above, typed (Nerdle's purple squares read as yellow).
          const feedback = colours(opening.guess, ANSWER);
          await field.fill([...feedback].map((c) => (c === 'Y' ? '🟪' : c)).join(''));
          await page.keyboard.press('Enter');
          const history = [{ guess: opening.guess, feedback }];
          const left = EQUATIONS.filter((e) => colours(opening.guess, e) === feedback).length;
          const next = await serverNext(history);
          expect(next.remaining).toBe(left);
          await page
            .getByText(`${left.toLocaleString('en-US')} answer${left === 1 ? '' : 's'} still possible`)
            .first()
            .waitFor({ timeout: SLOW / 2 });
          await page
            .getByText(`Guess 2: play ${next.guess}`)
            .first()
            .waitFor({ timeout: SLOW / 2 });
          expect(await states(page.getByRole('group', { name: 'Guess 1', exact: true }))).toEqual([...feedback]);
          // The answers left are listed, 50 at a time, in the core's order.
          const answers = page.getByRole('list', { name: /^Answers still possible/ });
          const fit = EQUATIONS.filter((e) => colours(opening.guess, e) === feedback);
          expect(await answers.getByRole('listitem').allTextContents()).toEqual(fit.slice(0, 50));
          expect(fit).toContain(ANSWER);
          await context.close();
        },
      );

      it('the review grades a finished game, equation by equation', { timeout: SLOW }, async () => {
        const { context, page } = await open(screen);
        const history = [FIRST, ANSWER].map((e) => `${encodeURIComponent(e)}:${colours(e, ANSWER)}`).join(',');
        await page.goto(`${base}/nerdle/review?history=${history}`);
        await titled(page, 'Nerdle — review · Codebreaker');
        expect(await page.getByRole('textbox', { name: 'The answer' }).inputValue()).toBe(ANSWER);
        const review = page.getByRole('region', { name: 'Review' });
        const rows = review.getByRole('row').filter({ has: page.getByRole('group') });
        await expect.poll(() => rows.count(), { timeout: SLOW / 2 }).toBe(2);
        await expect
          .poll(() => review.getByRole('status').textContent(), { timeout: SLOW / 2 })
          .toMatch(new RegExp(`^${literal(ANSWER)} in 2 guesses: `));
        expect(await rows.first().getByRole('group').getAttribute('aria-label')).toBe(`${FIRST} ${colours(FIRST, ANSWER)}`);
        await context.close();
      });
    });
  }

  it('logged no console error on any view, made no external request', () => {
    expect(problems).toEqual([]);
  });
});
