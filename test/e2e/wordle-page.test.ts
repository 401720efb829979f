import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import * as core from '../../src/core/games/wordle/game.ts';
import { loadVariantTrees } from '../../src/store/variant-trees.ts';
import { wordleRules, type WordList } from '../../src/web/wordle/rules.js';
import { dailyAnswer, dayNumber } from '../../src/web/tiles/daily.js';
import { answerOfSeed } from '../../src/web/tiles/seed.js';
import { listenPageApp, openWatchedTab } from './page-app.ts';

/**
 * The page a Wordle player opens, in a real browser (Debian's Chromium through playwright-core),
 * on a phone's screen (390 x 844) and a laptop's (1280 x 800): the landing and the Wordle boards'
 * own addresses. Things are found as a person finds them: by their role and their name.
 */

const CHROMIUM = '/usr/bin/chromium';
const repo = join(import.meta.dirname, '..', '..');
const skip = !existsSync(CHROMIUM) && !process.env.CI;
if (skip)
  console.warn(`test/e2e/wordle-page.test.ts skipped: ${CHROMIUM} is absent (apt-get install chromium); set CI=1 to make this a failure.`);

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

/** The two screens: a phone's (touch) and a laptop's. */
const SCREENS = [
  { name: 'phone', width: 390, height: 844, touch: true },
  { name: 'laptop', width: 1280, height: 800, touch: false },
] as const;

describe.skipIf(skip)('the page a Wordle player opens', () => {
  let app: FastifyInstance | undefined;
  let browser: Browser | undefined;
  let cacheDir = '';
  let base = '';
  const problems: string[] = [];

  beforeAll(async () => {
    const data = join(repo, 'data');
    // The catalogue of a server with Wordle's optimal trees (as data/ serves them) and Mastermind's.
    const trees = [
      ...(await loadVariantTrees(data, 'mastermind', 'minimax')),
      ...(await loadVariantTrees(data, 'wordle-nyt2023', 'optimal')),
      ...(await loadVariantTrees(data, 'wordle', 'optimal')),
    ];
    ({ app, base, cacheDir } = await listenPageApp(trees, 'wordle-page'));
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
    });
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    if (cacheDir) await rm(cacheDir, { recursive: true, force: true });
  });

  /** A tab on a screen that records console errors, page errors and requests off the server. */
  const open = (screen: (typeof SCREENS)[number], motion = false) =>
    openWatchedTab(browser!, screen, base, problems, {
      context: { reducedMotion: motion ? 'no-preference' : 'reduce', permissions: ['clipboard-read', 'clipboard-write'] },
    });

  /** Waits for the tab's title. */
  const titled = (page: Page, title: string): Promise<unknown> => page.waitForFunction((t) => document.title === t, title);

  /** The path and query of the address shown. */
  const address = (page: Page): string => {
    const url = new URL(page.url());
    return url.pathname + url.search + url.hash;
  };

  for (const screen of SCREENS) {
    describe(`at ${screen.width} x ${screen.height}`, () => {
      it('the landing says what Codebreaker is and leads to Wordle, its assistant, its review, Mastermind and the rest, in the page', async () => {
        const { context, page } = await open(screen);
        await page.goto(`${base}/`);
        await titled(page, 'Codebreaker: Wordle, Mastermind and other code-breaking games');
        await page.getByRole('heading', { name: 'Break the code' }).waitFor();
        const said = await page.locator('#section-home p').allTextContents();
        expect(said.slice(0, 2).join(' ').split('. ')).toHaveLength(2);
        expect(said[0]).toMatch(/^Codebreaker plays code-breaking games \(Wordle, Mastermind, /);
        const play = page.getByRole('link', { name: 'Play Wordle' });
        expect(await play.getAttribute('href')).toBe('/wordle-nyt2023');
        expect(await page.getByRole('link', { name: 'Wordle assistant' }).getAttribute('href')).toBe('/wordle-nyt2023/assist');
        expect(await page.getByRole('link', { name: 'Review a Wordle game' }).getAttribute('href')).toBe('/wordle-nyt2023/review');
        expect(await page.getByRole('link', { name: 'Mastermind (4 pegs, 6 colours)' }).getAttribute('href')).toBe(
          '/#play?variant=mastermind',
        );
        expect(await page.getByRole('link', { name: 'Explore a strategy' }).count()).toBe(1);
        expect(await page.getByRole('link', { name: 'Compare strategies' }).count()).toBe(1);
        // The links are followed in the page (no reload: a mark left on the window stays).
        await page.evaluate(() => Object.assign(window, { mark: 1 }));
        await play.click();
        await page.getByRole('heading', { level: 1, name: 'Wordle' }).waitFor();
        expect(address(page)).toMatch(/^\/wordle-nyt2023(\?|$)/);
        await titled(page, 'Wordle — play · Codebreaker');
        // The views of the board are tabs, the one shown marked.
        const tabs = page.getByRole('navigation', { name: 'Wordle views' });
        expect(await tabs.getByRole('link').allTextContents()).toEqual(['Play', 'Assistant', 'Review']);
        expect(await tabs.getByRole('link', { name: 'Play' }).getAttribute('aria-current')).toBe('page');
        await tabs.getByRole('link', { name: 'Assistant' }).click();
        await titled(page, 'Wordle — assistant · Codebreaker');
        expect(address(page)).toBe('/wordle-nyt2023/assist');
        await tabs.getByRole('link', { name: 'Review' }).click();
        await titled(page, 'Wordle — review · Codebreaker');
        expect(address(page)).toBe('/wordle-nyt2023/review');
        // Back and Forward step through the views; home, then Mastermind in the Play section.
        await page.goBack();
        await titled(page, 'Wordle — assistant · Codebreaker');
        await page.getByRole('link', { name: 'Codebreaker' }).first().click();
        await page.getByRole('heading', { name: 'Break the code' }).waitFor();
        expect(address(page)).toBe('/');
        await page.getByRole('link', { name: 'Mastermind (4 pegs, 6 colours)' }).click();
        await page.locator('#section-play .palette').waitFor();
        await titled(page, 'Mastermind (4 pegs, 6 colours) — play · Codebreaker');
        expect(await page.evaluate(() => (window as unknown as { mark?: number }).mark)).toBe(1);
        await context.close();
      });

      it("opens each board's views at their addresses, their state in the query, and older links of Play there", async () => {
        const { context, page } = await open(screen);
        // The assistant of the 2022 board, with a guess and its colours in the address.
        await page.goto(`${base}/wordle/assist?history=salet:BYBBG`);
        await page.getByRole('heading', { level: 1, name: 'Wordle, 2022 lists' }).waitFor();
        await titled(page, 'Wordle, 2022 lists — assistant · Codebreaker');
        const first = page.getByRole('group', { name: 'Guess 1' });
        await expect.poll(() => first.innerText(), { timeout: 10_000 }).toMatch(/^S\s*A\s*L\s*E\s*T$/);
        expect(await first.locator('[data-state]').evaluateAll((ts) => ts.map((t) => (t as HTMLElement).dataset.state).join(''))).toBe(
          'BYBBG',
        );
        // Reloaded, the same state: the server serves the page at the address.
        await page.reload();
        await page.getByRole('heading', { level: 1, name: 'Wordle, 2022 lists' }).waitFor();
        await expect.poll(() => first.innerText(), { timeout: 10_000 }).toMatch(/^S\s*A\s*L\s*E\s*T$/);
        expect(address(page)).toBe('/wordle/assist?history=salet:BYBBG');
        // Hard mode is its own board; an id in another spelling is written as the grammar writes it.
        await page.goto(`${base}/wordle-hard-g6/review`);
        await page.getByRole('heading', { level: 1, name: 'Wordle, 2022 lists, hard mode' }).waitFor();
        await titled(page, 'Wordle, 2022 lists, hard mode — review · Codebreaker');
        expect(address(page)).toBe('/wordle-hard/review');
        // A play link keeps its puzzle's seed and its guesses.
        const salet = nyt2023.score('salet', answerOfSeed(2024, nyt2023.answers));
        await page.goto(`${base}/wordle-nyt2023?seed=2024&history=salet:${salet}`);
        await page.getByRole('heading', { level: 1, name: 'Wordle' }).waitFor();
        await titled(page, 'Wordle — play · Codebreaker');
        expect(address(page)).toBe(`/wordle-nyt2023?seed=2024&history=salet:${salet}`);
        // Colours that are not those of the seed's puzzle are dropped, and the address with them.
        const wrong = salet === 'BBBBB' ? 'GGGGB' : 'BBBBB';
        await page.goto(`${base}/wordle-nyt2023?seed=2024&history=salet:${wrong}`);
        await page.getByRole('alert').filter({ hasText: "This link's colours are not those of its puzzle" }).waitFor();
        expect(address(page)).toBe('/wordle-nyt2023?seed=2024');
        // An older link of the Play section to a Wordle board opens the board's view.
        await page.goto(`${base}/#play?variant=wordle-nyt2023&strategy=optimal&mode=assistant&history=tarse:BBBBB`);
        await titled(page, 'Wordle — assistant · Codebreaker');
        expect(address(page)).toBe('/wordle-nyt2023/assist?history=tarse:BBBBB');
        // Wordle picked in the Play section's Game picker opens its view too.
        await page.goto(`${base}/#play?variant=mastermind&mode=codebreaker`);
        await page.locator('#section-play .palette').waitFor();
        await page.getByRole('combobox', { name: 'Game' }).selectOption('wordle-nyt2023');
        await titled(page, 'Wordle — play · Codebreaker');
        expect(address(page)).toMatch(/^\/wordle-nyt2023(\?|$)/);
        await context.close();
      });

      it("the assistant's suggestion is one (dashed, labelled), its colours asked for, the ranked suggestions listed and picked, the answers left paged", async () => {
        const { context, page } = await open(screen);
        await page.goto(`${base}/wordle/assist?history=salet:BYBBG`);
        await titled(page, 'Wordle, 2022 lists — assistant · Codebreaker');
        // The optimal tree's guess is in the row as a suggestion: dashed tiles under a visible label, not a row played.
        const row = page.getByRole('group', { name: 'Guess 2, suggested' });
        await expect
          .poll(() => row.innerText(), { timeout: 10_000 })
          .toMatch(/^SUGGESTED\s*C\s*O\s*U\s*R\s*D$|^C\s*O\s*U\s*R\s*D\s*SUGGESTED$/i);
        expect(await row.getByText('Suggested').isVisible()).toBe(true);
        const tiles = row.locator('.tile');
        expect(
          await tiles.evaluateAll((ts) => ts.map((t) => `${(t as HTMLElement).dataset.state} ${getComputedStyle(t).borderTopStyle}`)),
        ).toEqual(Array(5).fill('unset dashed'));
        // Enter with a colour not given asks for it: nothing is taken for grey.
        await page.keyboard.press('Enter');
        const toast = page.getByRole('status', { name: 'Messages' }).locator('.toast').last();
        await expect.poll(() => toast.textContent()).toMatch(/^Set the colour of tile 1/);
        expect(address(page)).toBe('/wordle/assist?history=salet:BYBBG');
        // The ranked suggestions: each its expected guesses (exact here), its worst case, whether it can win; the tree's first.
        const list = page.getByRole('list', { name: 'Suggested guesses for guess 2' });
        await list.waitFor({ timeout: 30_000 });
        const items = list.getByRole('button');
        expect(await items.count()).toBeGreaterThanOrEqual(3);
        const texts = await items.allTextContents();
        expect(texts[0]).toMatch(/^COURD 2\.25 guesses \(exact\) · at most 3 guesses · cannot be the answer/);
        for (const t of texts)
          expect(t).toMatch(
            /^[A-Z]{5} \d+\.\d\d guesses \((exact|estimate)\) · (at most \d+ guess(es)?|worst: \d+ answers? left) · (can|cannot) be the answer/,
          );
        // Picked, a suggestion goes into the row, still a suggestion.
        const second = texts[1]!.slice(0, 5);
        await page.getByRole('button', { name: new RegExp(`^${second} `) }).click();
        await expect.poll(() => row.innerText()).toContain([...second].join('\n'));
        // One colour given: the row is the person's guess, no longer a suggestion.
        await page.locator('.tiles-row-current .tile-button[data-place="1"]').click();
        await page.getByRole('group', { name: 'Guess 2', exact: true }).waitFor();
        expect(await page.getByRole('group', { name: 'Guess 2, suggested' }).count()).toBe(0);
        expect(await page.locator('.tiles-row-current .tile-button[data-place="1"]').getAttribute('data-state')).toBe('B');
        // Only possible answers: every suggestion can win.
        await page.getByRole('switch', { name: 'Only possible answers' }).check();
        await expect
          .poll(async () => (await list.getByRole('button').allTextContents()).every((t) => t.includes('· can be the answer')), {
            timeout: 30_000,
          })
          .toBe(true);
        // Before the first guess: 2,309 answers, 50 a page, every one reachable.
        await page.goto(`${base}/wordle/assist`);
        const first = page.getByRole('list', { name: 'Answers still possible, 1 to 50' });
        await first.waitFor();
        expect(await first.getByRole('listitem').count()).toBe(50);
        expect(await first.getByRole('listitem').first().innerText()).toBe('ABACK');
        await page.getByRole('button', { name: 'Next' }).click();
        const next = page.getByRole('list', { name: 'Answers still possible, 51 to 100' });
        await next.waitFor();
        expect(await page.getByText('51–100 of 2,309').isVisible()).toBe(true);
        await page.getByRole('button', { name: 'Previous' }).click();
        await first.waitFor();
        await context.close();
      });

      it('holds the six rows and the whole keyboard on one screen in each view, settings in a dialog, messages over the board', async () => {
        const { context, page } = await open(screen);
        for (const path of [
          '/wordle-nyt2023?seed=7&history=tarse:BBBBB',
          '/wordle-nyt2023/assist?history=tarse:BYBBG',
          '/wordle-nyt2023/review',
        ]) {
          await page.goto(`${base}${path}`);
          const keyboard = page.getByRole('group', { name: 'Keyboard' });
          await keyboard.waitFor();
          const rows = await Promise.all([1, 6].map((n) => page.getByRole('group', { name: `Guess ${n}` }).boundingBox()));
          const keys = (await keyboard.boundingBox())!;
          const at = { board: [rows[0]!.y, rows[1]!.y + rows[1]!.height], keyboard: [keys.y, keys.y + keys.height] };
          console.log(
            `${screen.width} x ${screen.height} ${path}: rows ${at.board.map(Math.round).join('-')}, keyboard ${at.keyboard.map(Math.round).join('-')}`,
          );
          // On screen together, not scrolled, the keyboard under the sixth row; each key 44 px high at least.
          expect(await page.evaluate(() => window.scrollY)).toBe(0);
          expect(at.board[0]).toBeGreaterThan(0);
          expect(at.board[1]).toBeLessThanOrEqual(at.keyboard[0]!);
          expect(at.keyboard[1]).toBeLessThanOrEqual(screen.height);
          const heights = await keyboard.getByRole('button').evaluateAll((bs) => bs.map((b) => b.getBoundingClientRect().height));
          expect(heights).toHaveLength(28);
          expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
          // The tiles are as large as the New York Times' where there is room.
          expect(rows[0]!.height).toBeGreaterThanOrEqual(screen.height > 800 ? 56 : 50);
        }
        // The settings are in a dialog: the lists, hard mode, the strategy, the colours.
        await page.goto(`${base}/wordle-nyt2023`);
        await page.getByRole('group', { name: 'Keyboard' }).waitFor();
        const settings = page.getByRole('dialog', { name: 'Settings' });
        expect(await settings.isVisible()).toBe(false);
        await page.getByRole('button', { name: 'Settings' }).click();
        await settings.waitFor();
        expect(await settings.getByRole('combobox', { name: 'Lists' }).inputValue()).toBe('wordle-nyt2023');
        expect(await settings.getByRole('switch', { name: 'Hard mode' }).isChecked()).toBe(false);
        expect(await settings.getByRole('combobox', { name: 'Strategy' }).inputValue()).toBe('optimal');
        expect(await settings.getByRole('switch', { name: 'High-contrast colours' }).isChecked()).toBe(false);
        expect(await settings.getByRole('link', { name: "Explore this board's trees" }).getAttribute('href')).toBe(
          '/#explore?variant=wordle-nyt2023&strategy=optimal',
        );
        await page.keyboard.press('Escape');
        expect(await settings.isVisible()).toBe(false);
        // The 2022 lists, picked there, open the same view of the 2022 board.
        await page.getByRole('button', { name: 'Settings' }).click();
        await settings.getByRole('combobox', { name: 'Lists' }).selectOption('wordle');
        await titled(page, 'Wordle, 2022 lists — play · Codebreaker');
        expect(new URL(page.url()).pathname).toBe('/wordle');
        expect(await settings.isVisible()).toBe(false);
        // A word the game does not take is said over the board, and nothing moves.
        const keyboard = page.getByRole('group', { name: 'Keyboard' });
        const before = (await keyboard.boundingBox())!.y;
        await page.keyboard.type('xyzzy');
        await page.keyboard.press('Enter');
        const messages = page.getByRole('status', { name: 'Messages' });
        expect(await messages.textContent()).toBe('"xyzzy" is not a word this game accepts.');
        const toast = (await messages.boundingBox())!;
        const grid = (await page.getByRole('group', { name: 'Guesses' }).boundingBox())!;
        expect(toast.y).toBeGreaterThanOrEqual(grid.y - 10);
        expect(toast.y + toast.height).toBeLessThan(grid.y + grid.height);
        expect(Math.abs(toast.x + toast.width / 2 - (grid.x + grid.width / 2))).toBeLessThan(2);
        expect((await keyboard.boundingBox())!.y).toBe(before);
        await context.close();
      });

      it('sends the keys to the board whatever was clicked last: the Game picker, a switch, a picker, a button; text fields keep theirs', async () => {
        const { context, page } = await open(screen);
        /** The letters and colours of a row. */
        const row = async (n: number): Promise<string> => {
          const r = page.getByRole('group', { name: `Guess ${n}` });
          const letters = (await r.innerText()).replace(/\s/g, '').toLowerCase();
          const states = await r.locator('[data-state]').evaluateAll((ts) =>
            ts
              .map((t) => (t as HTMLElement).dataset.state!)
              .filter((st) => /^[GYB]$/.test(st))
              .join(''),
          );
          return `${letters}:${states}`;
        };
        // Wordle picked in the Game picker, which keeps the focus: the letters typed next are the board's.
        await page.goto(`${base}/#play?variant=mastermind&mode=codebreaker`);
        await page.locator('#section-play .palette').waitFor();
        await page.getByRole('combobox', { name: 'Game' }).selectOption('wordle-nyt2023');
        await page.getByRole('group', { name: 'Keyboard' }).waitFor();
        await page.keyboard.type('tarse');
        await page.keyboard.press('Enter');
        await page.waitForFunction(() => location.search.includes('history=tarse:'));
        expect(await row(1)).toMatch(/^tarse:[GYB]{5}$/);

        // A puzzle whose answer three other guesses can approach, each fitting the colours before it (so each keeps hard mode).
        const chain = (answer: string): string[] => {
          const played = [{ guess: 'tarse', feedback: nyt2023.score('tarse', answer) }];
          while (played.length < 3) {
            const fit = nyt2023.answers.find(
              (w) => w !== answer && !played.some((p) => p.guess === w) && played.every((p) => nyt2023.score(p.guess, w) === p.feedback),
            );
            if (fit === undefined) return [];
            played.push({ guess: fit, feedback: nyt2023.score(fit, answer) });
          }
          return played.map((p) => p.guess);
        };
        let seed = 1;
        while (chain(answerOfSeed(seed, nyt2023.answers)).length < 3 || answerOfSeed(seed, nyt2023.answers) === 'tarse') seed++;
        const answer = answerOfSeed(seed, nyt2023.answers);
        const guesses = chain(answer);
        await page.goto(`${base}/wordle-nyt2023?seed=${seed}`);
        await page.getByRole('group', { name: 'Keyboard' }).waitFor();
        const settings = page.getByRole('dialog', { name: 'Settings' });
        // The hard-mode switch clicked: the game goes on the hard board, and the keys reach it.
        await page.getByRole('button', { name: 'Settings' }).click();
        await settings.getByRole('switch', { name: 'Hard mode' }).click();
        await page.waitForFunction(() => location.pathname === '/wordle-nyt2023-hard');
        await page.keyboard.type(guesses[0]!);
        await page.keyboard.press('Enter');
        await page.waitForFunction(() => location.search.includes('history='));
        expect(await row(1)).toBe(`${guesses[0]}:${nyt2023.score(guesses[0]!, answer)}`);
        // A switch clicked in Settings: the next letters close the dialog and go into the row, Enter plays it.
        await page.getByRole('button', { name: 'Settings' }).click();
        await settings.getByRole('switch', { name: 'High-contrast colours' }).click();
        await page.keyboard.type(guesses[1]!);
        expect(await settings.isVisible()).toBe(false);
        await page.keyboard.press('Enter');
        await page.waitForFunction(() => location.search.includes(','));
        expect(await row(2)).toBe(`${guesses[1]}:${nyt2023.score(guesses[1]!, answer)}`);
        // A picker chosen: it takes no letter for its type-ahead.
        await page.getByRole('button', { name: 'Settings' }).click();
        await settings.getByRole('switch', { name: 'High-contrast colours' }).click();
        // (The picker is found hidden too: the dialog closes with the first letter.)
        const strategy = page.getByRole('combobox', { name: 'Strategy', includeHidden: true });
        await strategy.selectOption('minimax');
        await page.keyboard.type(guesses[2]!);
        expect(await strategy.inputValue()).toBe('minimax');
        await page.keyboard.press('Enter');
        await page.waitForFunction(() => location.search.split(',').length === 3);
        expect(await row(3)).toBe(`${guesses[2]}:${nyt2023.score(guesses[2]!, answer)}`);
        expect(new URL(page.url()).searchParams.get('strategy')).toBe('minimax');
        // A button clicked (Settings, then the dialog's Close): Enter plays the row, it does not press the button again.
        await page.getByRole('button', { name: 'Settings' }).click();
        await settings.getByRole('button', { name: 'Close' }).click();
        await page.keyboard.type(answer);
        await page.keyboard.press('Enter');
        // Won: the statistics come up; closed, New game is under them.
        await page.getByRole('dialog', { name: 'Statistics' }).waitFor();
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'New game' }).waitFor();
        expect(await settings.isVisible()).toBe(false);
        expect(await row(4)).toBe(`${answer}:GGGGG`);

        // Text fields keep their keys: the review's answer, then the row once the answer is in.
        await page.goto(`${base}/wordle-nyt2023/review`);
        const field = page.getByRole('textbox', { name: 'The answer' });
        await field.click();
        await page.keyboard.type('crony');
        expect(await field.inputValue()).toBe('crony');
        expect(await row(1)).toBe(':');
        await page.keyboard.press('Enter');
        await page.keyboard.type('tarse');
        await page.keyboard.press('Enter');
        await page.waitForFunction(() => location.search.includes('history=tarse:'));
        expect(await row(1)).toBe(`tarse:${nyt2023.score('tarse', 'crony')}`);
        // The assistant's colours: typed in their field, they stay there.
        await page.goto(`${base}/wordle-nyt2023/assist`);
        const colours = page.getByRole('textbox', { name: 'Colours you got' });
        await colours.click();
        await page.keyboard.type('gybbb');
        expect((await colours.inputValue()).toUpperCase()).toBe('GYBBB');
        await context.close();
      });

      it('flips, pops, shakes and bounces the tiles, and none of it when less motion is asked for; the keyboard stays bright', async () => {
        const seed = 11;
        const answer = answerOfSeed(seed, nyt2023.answers);
        for (const motion of [true, false]) {
          const { context, page } = await open(screen, motion);
          // Every animation that starts on the page, by name.
          await page.addInitScript(() => {
            const started: string[] = [];
            Object.assign(window, { started });
            document.addEventListener('animationstart', (e) => started.push(e.animationName), true);
            // When Enter was last pressed, and when the Statistics dialog first opened.
            const times = { entered: 0, stats: 0 };
            Object.assign(window, { times });
            document.addEventListener('keydown', (e) => e.key === 'Enter' && (times.entered = performance.now()), true);
            new MutationObserver(() => {
              if (times.stats === 0 && (document.getElementById('wordle-stats') as HTMLDialogElement | null)?.open)
                times.stats = performance.now();
            }).observe(document, { subtree: true, attributes: true, attributeFilter: ['open'] });
          });
          const started = (name: string): Promise<number> =>
            page.evaluate((n) => (window as unknown as { started: string[] }).started.filter((a) => a === n).length, name);
          /** The animations a row's tiles are given (name and delay), as their style says. */
          const styled = (n: number): Promise<string[]> =>
            page
              .getByRole('group', { name: `Guess ${n}` })
              .evaluate((row) =>
                [...row.children].map((t) => `${getComputedStyle(t).animationName} ${getComputedStyle(t).animationDelay}`),
              );
          await page.goto(`${base}/wordle-nyt2023?seed=${seed}`);
          const keyboard = page.getByRole('group', { name: 'Keyboard' });
          await keyboard.waitFor();
          // A letter typed pops its tile.
          await page.keyboard.type('t');
          expect((await styled(1))[0]).toBe(motion ? 'tile-pop 0s' : 'none 0s');
          // A word the game does not take shakes the row.
          await page.keyboard.type('arsx');
          await page.keyboard.press('Enter');
          if (motion) await expect.poll(() => started('row-shake')).toBe(1);
          await page.keyboard.press('Backspace');
          await page.keyboard.type('e');
          await page.keyboard.press('Enter');
          await page.waitForFunction(() => location.search.includes('history=tarse:'));
          // Each tile of a played row flips, 250 ms after its left neighbour.
          expect(await styled(1)).toEqual(
            motion ? ['0s', '0.25s', '0.5s', '0.75s', '1s'].map((d) => `tile-flip ${d}`) : Array(5).fill('none 0s'),
          );
          await page.keyboard.type(answer);
          await page.keyboard.press('Enter');
          await page.waitForFunction((a) => location.search.includes(`${a}:GGGGG`), answer);
          // The winning row flips, then bounces.
          expect((await styled(2))[4]).toBe(motion ? 'tile-flip, tile-bounce 1s, 1.65s' : 'none 0s');
          if (motion) await expect.poll(() => started('tile-bounce'), { timeout: 10_000 }).toBe(5);
          expect(await started('tile-flip')).toBe(motion ? 10 : 0);
          expect(await page.evaluate(() => (window as unknown as { started: string[] }).started.length > 0)).toBe(motion);
          // The statistics come once the row has been revealed (its last tile has flipped, 1.5 s on);
          // at once when nothing moves.
          await page.getByRole('dialog', { name: 'Statistics' }).waitFor();
          const times = await page.evaluate(() => (window as unknown as { times: { entered: number; stats: number } }).times);
          if (motion) expect(times.stats - times.entered).toBeGreaterThanOrEqual(1500);
          // Without motion it does not wait for a flip (less than the 1.5 s one takes, however loaded the machine).
          else expect(times.stats - times.entered).toBeLessThan(1500);
          await page.keyboard.press('Escape');
          // The keyboard keeps its colours, undimmed, after the end.
          const keys = await keyboard
            .getByRole('button')
            .evaluateAll((bs) =>
              bs.map((b) => [(b as HTMLButtonElement).disabled, getComputedStyle(b).opacity, (b as HTMLElement).dataset.state ?? '']),
            );
          expect(keys.filter(([disabled, opacity]) => disabled !== false || opacity !== '1')).toEqual([]);
          expect(keys.filter(([, , state]) => state === 'G').length).toBeGreaterThanOrEqual(new Set(answer).size);
          await context.close();
        }
      });

      it('names each tile and each coloured key by its letter and its state, as the New York Times does', async () => {
        const { context, page } = await open(screen);
        // A puzzle whose answer gives TARSE a green, a yellow and a grey.
        const seed =
          [...Array(200).keys()].find((n) => new Set(nyt2023.score('tarse', answerOfSeed(n + 1, nyt2023.answers))).size === 3)! + 1;
        const feedback = nyt2023.score('tarse', answerOfSeed(seed, nyt2023.answers));
        await page.goto(`${base}/wordle-nyt2023?seed=${seed}`);
        const keyboard = page.getByRole('group', { name: 'Keyboard' });
        await keyboard.waitFor();
        const first = page.getByRole('group', { name: 'Guess 1' });
        expect(await first.getByRole('img').evaluateAll((ts) => ts.map((t) => t.getAttribute('aria-label')))).toEqual(
          [1, 2, 3, 4, 5].map((n) => `letter ${n}, empty`),
        );
        await page.keyboard.type('ta');
        await first.getByRole('img', { name: 'letter 2, A', exact: true }).waitFor();
        await first.getByRole('img', { name: 'letter 3, empty' }).waitFor();
        await page.keyboard.type('rse');
        await page.keyboard.press('Enter');
        await page.waitForFunction(() => location.search.includes('history=tarse:'));
        const words = { G: 'correct', Y: 'present in another spot', B: 'absent' } as Record<string, string>;
        for (const [i, c] of [...'tarse'].entries()) {
          const said = `${c.toUpperCase()}, ${words[feedback[i]!]}`;
          await first.getByRole('img', { name: `letter ${i + 1}, ${said}`, exact: true }).waitFor();
          await keyboard.getByRole('button', { name: said, exact: true }).waitFor();
        }
        // A key not played yet is its letter alone.
        expect(await keyboard.getByRole('button', { name: 'Q', exact: true }).count()).toBe(1);
        await context.close();
      });

      it('keeps the statistics and the streak in the browser, per board, and shows them after a game and from the bar', async () => {
        const { context, page } = await open(screen);
        const stats = page.getByRole('dialog', { name: 'Statistics' });
        const figures = async (): Promise<Record<string, string>> =>
          Object.fromEntries(
            await stats
              .locator('.stat')
              .evaluateAll((els) => els.map((el) => [el.lastElementChild!.textContent, el.firstElementChild!.textContent])),
          );
        const win = async (board: string, seed: number): Promise<void> => {
          await page.goto(`${base}/${board}?seed=${seed}`);
          await page.getByRole('group', { name: 'Keyboard' }).waitFor();
          for (const g of ['tarse', answerOfSeed(seed, nyt2023.answers)]) {
            await page.keyboard.type(g);
            await page.keyboard.press('Enter');
          }
          await stats.waitFor();
        };
        // A game won in two.
        await win('wordle-nyt2023', 3);
        expect(await figures()).toEqual({ Played: '1', 'Win %': '100', 'Current streak': '1', 'Max streak': '1' });
        const bars = stats.getByRole('list', { name: 'Guess distribution' }).getByRole('listitem');
        expect(await bars.allInnerTexts()).toEqual(['1\n0', '2\n1', '3\n0', '4\n0', '5\n0', '6\n0']);
        expect(await bars.nth(1).getAttribute('aria-current')).toBe('true');
        // A new game, given up: lost, the streak broken.
        await stats.getByRole('button', { name: 'New game' }).click();
        // Another seed: any but 3 (seed=35 is another one, so the whole query is compared).
        await page.waitForFunction(() => /^\?seed=\d+$/.test(location.search) && location.search !== '?seed=3');
        await page.getByRole('button', { name: 'Show the answer' }).click();
        await stats.waitFor();
        expect(await figures()).toEqual({ Played: '2', 'Win %': '50', 'Current streak': '0', 'Max streak': '1' });
        expect(await bars.evaluateAll((li) => li.filter((l) => l.getAttribute('aria-current')).length)).toBe(0);
        await page.keyboard.press('Escape');
        // Hard mode counts on the same board's statistics.
        await win('wordle-nyt2023-hard', 4);
        expect(await figures()).toEqual({ Played: '3', 'Win %': '67', 'Current streak': '1', 'Max streak': '1' });
        // A finished game reopened from its link is not counted again; the statistics are kept by the browser.
        const first = answerOfSeed(3, nyt2023.answers);
        await page.goto(`${base}/wordle-nyt2023?seed=3&history=tarse:${nyt2023.score('tarse', first)},${first}:GGGGG`);
        await page.getByRole('button', { name: 'New game' }).waitFor();
        expect(await stats.isVisible()).toBe(false);
        await page.getByRole('button', { name: 'Statistics' }).click();
        expect(await figures()).toEqual({ Played: '3', 'Win %': '67', 'Current streak': '1', 'Max streak': '1' });
        await page.keyboard.press('Escape');
        // Another board has its own.
        await page.goto(`${base}/wordle`);
        await page.getByRole('group', { name: 'Keyboard' }).waitFor();
        await page.getByRole('button', { name: 'Statistics' }).click();
        expect(await figures()).toEqual({ Played: '0', 'Win %': '0', 'Current streak': '0', 'Max streak': '0' });
        expect(await stats.getByRole('button', { name: 'Share' }).count()).toBe(0);
        expect(
          await page.evaluate(() =>
            Object.keys(localStorage)
              .filter((k) => k.startsWith('codebreaker.wordle.stats.'))
              .sort(),
          ),
        ).toEqual(['codebreaker.wordle.stats.wordle-nyt2023']);
        await context.close();
      });

      it('shares the result as the New York Times does: copied, said by a toast; shown to copy where there is no clipboard', async () => {
        const squares = (feedback: string, contrast = false): string =>
          [...feedback].map((c) => ({ G: contrast ? '🟧' : '🟩', Y: contrast ? '🟦' : '🟨', B: '⬛' })[c]).join('');
        for (const clipboard of [true, false]) {
          const { context, page } = await open(screen);
          if (!clipboard)
            await page.addInitScript(() =>
              Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined, configurable: true }),
            );
          const stats = page.getByRole('dialog', { name: 'Statistics' });
          // A game of hard mode with the high-contrast colours: starred, orange and blue.
          const answer = answerOfSeed(5, nyt2023.answers);
          await page.goto(`${base}/wordle-nyt2023-hard?seed=5`);
          await page.getByRole('button', { name: 'Settings' }).click();
          await page.getByRole('switch', { name: 'High-contrast colours' }).click();
          await page.keyboard.press('Escape');
          for (const g of ['tarse', answer]) {
            await page.keyboard.type(g);
            await page.keyboard.press('Enter');
          }
          await stats.waitFor();
          const text = `Codebreaker Wordle 2/6*\n\n${squares(nyt2023.score('tarse', answer), true)}\n🟧🟧🟧🟧🟧`;
          const result = stats.getByRole('textbox', { name: 'Your result' });
          expect(await result.isVisible()).toBe(false);
          await stats.getByRole('button', { name: 'Share' }).click();
          if (clipboard) {
            await stats.getByRole('status').getByText('Copied results to clipboard').waitFor();
            expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
            expect(await result.isVisible()).toBe(false);
          } else {
            // The text is shown, selected, for the person to copy.
            await result.waitFor();
            expect(await result.inputValue()).toBe(text);
            expect(await result.evaluate((t: HTMLTextAreaElement) => [t.selectionStart, t.selectionEnd])).toEqual([0, text.length]);
            await stats.getByRole('status').getByText('Copy your result from the box below').waitFor();
            // On screen, in the dialog.
            const box = (await result.boundingBox())!;
            expect(box.y + box.height).toBeLessThanOrEqual(screen.height);
          }
          // A game given up scores X (the high-contrast colours still on: the browser keeps them).
          await page.goto(`${base}/wordle-nyt2023?seed=6`);
          await page.getByRole('group', { name: 'Keyboard' }).waitFor();
          await page.keyboard.type('tarse');
          await page.keyboard.press('Enter');
          await page.getByRole('button', { name: 'Show the answer' }).click();
          await stats.getByRole('button', { name: 'Share' }).click();
          const lost = `Codebreaker Wordle X/6\n\n${squares(nyt2023.score('tarse', answerOfSeed(6, nyt2023.answers)), true)}`;
          if (clipboard) await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(lost);
          else await expect.poll(() => result.inputValue()).toBe(lost);
          await context.close();
        }
      });

      it('offers a puzzle of the day, the same for everyone, kept through a reload, and free games beside it', async () => {
        const { context, page } = await open(screen);
        const stats = page.getByRole('dialog', { name: 'Statistics' });
        const guess = async (word: string): Promise<void> => {
          await page.keyboard.type(word);
          await page.keyboard.press('Enter');
        };
        const row1 = async (): Promise<string> => (await page.getByRole('group', { name: 'Guess 1' }).innerText()).replace(/\s/g, '');
        // 8 July 2025, in the player's own calendar.
        await page.clock.setFixedTime(new Date(2025, 6, 8, 10));
        const daily = dailyAnswer('2025-07-08', nyt2023.answers);
        await page.goto(`${base}/wordle-nyt2023`);
        await page.getByRole('group', { name: 'Keyboard' }).waitFor();
        expect(new URL(page.url()).search).toBe('');
        await guess('tarse');
        await page.waitForFunction(() => location.search.includes('history=tarse:'));
        expect(address(page)).toBe(`/wordle-nyt2023?day=2025-07-08&history=tarse:${nyt2023.score('tarse', daily)}`);
        // Back at the bare address later that day: the guess is still there, in easy or hard mode.
        await page.goto(`${base}/wordle-nyt2023`);
        await page.getByRole('group', { name: 'Keyboard' }).waitFor();
        expect(await row1()).toBe('TARSE');
        await page.goto(`${base}/wordle-nyt2023-hard`);
        await page.getByRole('group', { name: 'Keyboard' }).waitFor();
        expect(await row1()).toBe('TARSE');
        await page.goto(`${base}/wordle-nyt2023`);
        await page.getByRole('group', { name: 'Keyboard' }).waitFor();
        await guess(daily);
        await stats.waitFor();
        expect(await stats.getByRole('link', { name: "Today's puzzle" }).count()).toBe(0);
        await stats.getByRole('button', { name: 'Share' }).click();
        // Its number counts the days from 19 June 2021, as the New York Times' puzzles do.
        await expect
          .poll(() => page.evaluate(() => navigator.clipboard.readText()))
          .toBe(
            `Codebreaker Wordle ${dayNumber('2025-07-08').toLocaleString('en-US')} 2/6\n\n${[nyt2023.score('tarse', daily), 'GGGGG'].map((f) => f.replace(/G/g, '🟩').replace(/Y/g, '🟨').replace(/B/g, '⬛')).join('\n')}`,
          );
        // New game: a free puzzle, by a seed; the day's stays as it was.
        await stats.getByRole('button', { name: 'New game' }).click();
        await page.waitForFunction(() => /^\?seed=\d+$/.test(location.search));
        expect(await row1()).toBe('');
        await page.goto(`${base}/wordle-nyt2023`);
        await page.getByRole('group', { name: 'Keyboard' }).waitFor();
        expect(await row1()).toBe('TARSE');
        await page.getByRole('button', { name: 'New game' }).waitFor();
        // The next day, another puzzle; yesterday's, by its address, offers today's.
        await page.clock.setFixedTime(new Date(2025, 6, 9, 10));
        await page.goto(`${base}/wordle-nyt2023`);
        await page.getByRole('group', { name: 'Keyboard' }).waitFor();
        expect(await row1()).toBe('');
        expect(dailyAnswer('2025-07-09', nyt2023.answers)).not.toBe(daily);
        await page.goto(`${base}/wordle-nyt2023?day=2025-07-08`);
        await page.getByRole('group', { name: 'Keyboard' }).waitFor();
        expect(address(page)).toBe('/wordle-nyt2023?day=2025-07-08');
        await guess(daily);
        await stats.waitFor();
        expect(await stats.getByRole('link', { name: "Today's puzzle" }).getAttribute('href')).toBe('/wordle-nyt2023');
        await page.keyboard.press('Escape');
        // A day to come has no puzzle yet: today's is shown.
        await page.goto(`${base}/wordle-nyt2023?day=2025-07-10`);
        await page.getByRole('alert').filter({ hasText: "That day's puzzle is not out yet" }).waitFor();
        await guess('tarse');
        await page.waitForFunction(() => location.search.startsWith('?day=2025-07-09&history=tarse:'));
        expect(new URL(page.url()).searchParams.get('history')).toBe(
          `tarse:${nyt2023.score('tarse', dailyAnswer('2025-07-09', nyt2023.answers))}`,
        );
        await context.close();
      });
    });
  }

  it('logged no console error on any view, made no external request', () => {
    expect(problems).toEqual([]);
  });
});
