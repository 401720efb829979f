import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wordleGameOfLists } from '../../src/web/wordle/load.js';
import { createQuordleGame } from '../../src/core/games/quordle/game.ts';
import { QUORDLE_GAMES } from '../../src/core/games/quordle/grammar.ts';
import { QUORDLE_FAMILY } from '../../src/core/variants/families.ts';
import { loadVariantTrees } from '../../src/store/variant-trees.ts';
import { answersOfSeed, dailyAnswers } from '../../src/web/quordle/puzzle.js';
import { quordleRules, type WordList } from '../../src/web/quordle/rules.js';
import { listenPageApp, openWatchedTab } from './page-app.ts';

/**
 * The Quordle page in a real browser (Debian's Chromium through playwright-core), on a phone's
 * screen (390 x 844, touch) and a laptop's (1280 x 800): the way in from the landing and the header,
 * four boards of nine rows and the whole keyboard on one screen, a game of a known seed won by typing
 * its answers (computed here with the core), a solved board taking no more rows, a game lost saying
 * the answers, and the assistant's suggestions against the server's live `next`. Things are found
 * as a person finds them: by their role and their visible name.
 */

const CHROMIUM = '/usr/bin/chromium';
const repo = join(import.meta.dirname, '..', '..');
const skip = !existsSync(CHROMIUM) && !process.env.CI;
if (skip)
  console.warn(`test/e2e/quordle-page.test.ts skipped: ${CHROMIUM} is absent (apt-get install chromium); set CI=1 to make this a failure.`);

/** The machine may be busy (two cores, long computations): waits are generous, what is checked is not. */
const SLOW = 180_000;

/** The two screens: a phone's (touch) and a laptop's. */
const SCREENS = [
  { name: 'phone', width: 390, height: 844, touch: true },
  { name: 'laptop', width: 1280, height: 800, touch: false },
] as const;

/** Screenshots of the views, for a person to look at (not compared). */
const SHOTS = join(tmpdir(), 'codebreaker-shots', 'quordle');

/** The lists of the boards' game (`wordle`: the New York Times lists of 2022), as the server serves them. */
const list = (file: string): WordList => {
  const entries = readFileSync(join(repo, 'data', 'words', file), 'utf8')
    .split('\n')
    .filter(Boolean);
  return { list: file, count: entries.length, sha256: '', entries };
};
const ANSWERS = list('wordle-answers.txt');
const ACCEPTED = list('wordle-guesses.txt');
/** Quordle's rules as the page makes them, on the core's games (the page imports the same modules compiled). */
const rules = quordleRules(
  { gameOfLists: wordleGameOfLists, createQuordleGame, parseQuordleId: QUORDLE_FAMILY.parse, QUORDLE_GAMES },
  'quordle',
  ANSWERS,
  ACCEPTED,
);

/** The puzzle the tests win: the answers seed 2024 names, one a board. */
const SEED = 2024;
const WON = answersOfSeed(SEED, rules.answers, 4);
/** Accepted words that are never an answer: guessed, they solve no board. */
const NEVER = ACCEPTED.entries.filter((w) => !ANSWERS.entries.includes(w));

describe.skipIf(skip)('the Quordle page', () => {
  let app: FastifyInstance | undefined;
  let browser: Browser | undefined;
  let cacheDir = '';
  let base = '';
  const problems: string[] = [];

  beforeAll(async () => {
    // The landing needs a catalogue (Mastermind's tree); Quordle is a live game, with no tree.
    const trees = await loadVariantTrees(join(repo, 'data'), 'mastermind', 'minimax');
    ({ app, base, cacheDir } = await listenPageApp(trees, 'quordle-page', { timeoutMs: SLOW }));
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
    });
    await mkdir(SHOTS, { recursive: true });
  }, SLOW);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    if (cacheDir) await rm(cacheDir, { recursive: true, force: true });
  });

  /** A tab on a screen that records console errors, page errors and requests off the server. */
  const open = (screen: (typeof SCREENS)[number]) => openWatchedTab(browser!, screen, base, problems, { timeoutMs: SLOW / 2 });

  /** Waits for the tab's title. */
  const titled = (page: Page, title: string): Promise<unknown> => page.waitForFunction((t) => document.title === t, title);
  /** Board b (1-based) of the page. */
  const board = (page: Page, b: number) => page.getByRole('group', { name: new RegExp(`^Board ${b}(,|$)`) });
  /** The states of a board's row (G, Y, B; typed, empty), as one string of five. */
  const row = (page: Page, b: number, r: number): Promise<string> =>
    board(page, b)
      .getByRole('group', { name: `Guess ${r}`, exact: true })
      .locator('.tile')
      .evaluateAll((ts) => ts.map((t) => ({ G: 'G', Y: 'Y', B: 'B' })[(t as HTMLElement).dataset.state ?? ''] ?? '.').join(''));
  /** Types a word on the physical keyboard and plays it. */
  const typeWord = async (page: Page, word: string): Promise<void> => {
    await page.keyboard.type(word);
    await page.keyboard.press('Enter');
  };

  /** The server's next guess (entropy) and each board's answers left, for a history. */
  const serverNext = async (
    history: Array<{ guess: string; feedback: string }>,
  ): Promise<{ guess: string | null; boards: Array<{ remaining: number; solved: boolean }> }> =>
    (await app!.inject({ method: 'POST', url: '/v1/trees/quordle/entropy/next', payload: { history } })).json();

  for (const screen of SCREENS) {
    describe(`at ${screen.width} x ${screen.height}`, () => {
      it(
        'the landing and the header lead to Quordle, whose four boards and whole keyboard are on one screen',
        { timeout: SLOW },
        async () => {
          const { context, page } = await open(screen);
          await page.goto(`${base}/`);
          await page.getByRole('heading', { name: 'Break the code' }).waitFor();
          const ways = page.getByRole('list', { name: 'Quordle' });
          expect(await ways.getByRole('link').allTextContents()).toEqual([
            'Play Quordle',
            'Quordle assistant',
            'Play Dordle',
            'Play Octordle',
          ]);
          expect(await ways.getByRole('link', { name: 'Quordle assistant' }).getAttribute('href')).toBe('/quordle/assist');
          expect(await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Quordle' }).getAttribute('href')).toBe(
            '/quordle',
          );
          await ways.getByRole('link', { name: 'Play Quordle' }).click();
          await page.getByRole('heading', { level: 1, name: 'Quordle' }).waitFor();
          await titled(page, 'Quordle — play · Codebreaker');
          expect(new URL(page.url()).pathname).toBe('/quordle');
          // Four boards of nine rows of five empty tiles.
          for (let b = 1; b <= 4; b++) {
            for (let r = 1; r <= 9; r++) expect(await row(page, b, r), `board ${b} row ${r}`).toBe('.....');
            expect(await board(page, b).getByRole('group', { name: 'Guess 10', exact: true }).count()).toBe(0);
          }
          const keyboard = page.getByRole('group', { name: 'Keyboard' });
          expect(await keyboard.getByRole('button').count()).toBe(28);
          // One screen: every board and every key inside it, nothing sideways; keys a finger can hit.
          const box = await page.evaluate(() => {
            const rects = (sel: string) => [...document.querySelectorAll(sel)].map((e) => e.getBoundingClientRect());
            const boards = rects('.boards-board');
            const keys = rects('.keyboard button');
            const tiles = rects('.boards-board .tile');
            return {
              top: Math.min(...boards.map((r) => r.top)),
              bottom: Math.max(...boards.map((r) => r.bottom), ...keys.map((r) => r.bottom)),
              right: Math.max(...boards.map((r) => r.right), ...keys.map((r) => r.right)),
              sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
              down: document.documentElement.scrollHeight - document.documentElement.clientHeight,
              columns: new Set(boards.map((r) => Math.round(r.left))).size,
              shortestKey: Math.min(...keys.map((r) => r.height)),
              tile: Math.min(...tiles.map((r) => r.width)),
            };
          });
          expect(box.top).toBeGreaterThanOrEqual(0);
          expect(box.bottom).toBeLessThanOrEqual(screen.height);
          expect(box.right).toBeLessThanOrEqual(screen.width);
          expect(box.sideways).toBeLessThanOrEqual(0);
          // Two columns of boards on the phone, four side by side on the laptop.
          expect(box.columns).toBe(screen.touch ? 2 : 4);
          expect(box.shortestKey).toBeGreaterThanOrEqual(screen.touch ? 44 : 40);
          expect(box.tile).toBeGreaterThanOrEqual(14);
          await page.screenshot({ path: join(SHOTS, `quordle-${screen.name}.png`) });
          // The views are tabs.
          const tabs = page.getByRole('navigation', { name: 'Quordle views' });
          expect(await tabs.getByRole('link').allTextContents()).toEqual(['Play', 'Assistant']);
          await tabs.getByRole('link', { name: 'Assistant' }).click();
          await titled(page, 'Quordle — assistant · Codebreaker');
          expect(new URL(page.url()).pathname).toBe('/quordle/assist');
          // Its suggestion comes (no request is left running when the tab closes).
          await page.getByText(/^Suggested: [A-Z]{5}/).waitFor();
          await context.close();
        },
      );

      it(
        'Dordle and Octordle: two boards of seven rows, eight boards of thirteen, 2 x 4 on the phone and 4 x 2 on the laptop',
        { timeout: SLOW },
        async () => {
          const { context, page } = await open(screen);
          for (const [id, name, boards, rows] of [
            ['dordle', 'Dordle', 2, 7],
            ['octordle', 'Octordle', 8, 13],
          ] as const) {
            await page.goto(`${base}/${id}?seed=${SEED}`);
            await titled(page, `${name} — play · Codebreaker`);
            expect(await page.locator('.boards-board').count()).toBe(boards);
            expect(
              await board(page, boards)
                .getByRole('group', { name: /^Guess \d+$/ })
                .count(),
            ).toBe(rows);
            // The first answer the seed names solves board 1 (the same puzzle rule on every board count).
            await typeWord(page, answersOfSeed(SEED, rules.answers, boards)[0]!);
            await board(page, 1).getByText('solved in 1').waitFor();
            const columns = await page.evaluate(
              () => new Set([...document.querySelectorAll('.boards-board')].map((b) => Math.round(b.getBoundingClientRect().left))).size,
            );
            expect(columns).toBe(id === 'octordle' && !screen.touch ? 4 : 2);
            await page.screenshot({ path: join(SHOTS, `${id}-${screen.name}.png`), fullPage: true });
          }
          await context.close();
        },
      );

      it('a game of a known seed is won by typing its answers; a solved board takes no more rows', { timeout: SLOW }, async () => {
        const { context, page } = await open(screen);
        await page.goto(`${base}/quordle?seed=${SEED}`);
        await titled(page, 'Quordle — play · Codebreaker');
        // First a word the game does not take: said, and nothing played.
        await typeWord(page, 'xyzzy');
        await page.getByText('"xyzzy" is not a word this game accepts.').waitFor();
        for (let i = 0; i < 5; i++) await page.keyboard.press('Backspace');
        for (let n = 1; n <= 4; n++) {
          const guess = WON[n - 1]!;
          if (n === 2) {
            // On-screen keys too.
            const keyboard = page.getByRole('group', { name: 'Keyboard' });
            for (const c of guess) await keyboard.locator(`button[data-key="${c}"]`).click();
            await keyboard.getByRole('button', { name: 'Enter', exact: true }).click();
          } else await typeWord(page, guess);
          await board(page, n).getByText(`solved in ${n}`).waitFor();
          expect(new URL(page.url()).searchParams.get('seed')).toBe(String(SEED));
          for (let b = 1; b <= 4; b++) {
            // Each board's rows: its colours (the core's) up to the step that solved it, nothing after.
            for (let r = 1; r <= n; r++) {
              const colours = b < r ? '.....' : rules.colours(WON[r - 1]!, WON[b - 1]!);
              expect(await row(page, b, r), `after ${n}: board ${b}, row ${r}`).toBe(colours);
            }
            if (b <= n) expect(await board(page, b).getAttribute('aria-label')).toBe(`Board ${b}, solved in ${b}`);
          }
        }
        await page.getByText('Solved all 4 boards in 4 guesses.').first().waitFor();
        // The game is over: a letter typed now says so.
        await page.keyboard.type('a');
        await page.getByText('This game is over: New game starts another.').waitFor();
        expect(new URL(page.url()).searchParams.get('history')?.split(',').length).toBe(4);
        await page.screenshot({ path: join(SHOTS, `quordle-won-${screen.name}.png`) });
        await context.close();
      });

      it('a game lost says the answers; the keys show the best colour over the boards still open', { timeout: SLOW }, async () => {
        const { context, page } = await open(screen);
        const seed = 77;
        const answers = answersOfSeed(seed, rules.answers, 4);
        await page.goto(`${base}/quordle?seed=${seed}`);
        await titled(page, 'Quordle — play · Codebreaker');
        // One board solved first (its letters no longer colour the keys), then words that are never answers.
        await typeWord(page, answers[0]!);
        await board(page, 1).getByText('solved in 1').waitFor();
        const guesses = NEVER.filter((_, i) => i % 997 === 5).slice(0, 8);
        for (const [i, guess] of guesses.entries()) {
          await typeWord(page, guess);
          await board(page, 2)
            .getByRole('group', { name: `Guess ${i + 2}`, exact: true })
            .locator('.tile[data-state="B"], .tile[data-state="Y"], .tile[data-state="G"]')
            .first()
            .waitFor();
        }
        const said = `The answers were ${answers.map((a) => a.toUpperCase()).join(', ')}.`;
        await page.getByText(said).first().waitFor();
        // Board 1 took one row, the others all nine.
        expect(await row(page, 1, 2)).toBe('.....');
        expect(await row(page, 4, 9)).toBe(rules.colours(guesses[7]!, answers[3]!));
        // A key's state: the best its letter got on boards 2 to 4 (the rows after board 1 was solved included).
        const played = [answers[0]!, ...guesses];
        const rank = { B: 0, Y: 1, G: 2 } as const;
        for (const letter of new Set(played.join(''))) {
          let best = -1;
          for (let b = 1; b < 4; b++) {
            for (const g of played) {
              const c = rules.colours(g, answers[b]!);
              for (let i = 0; i < 5; i++) if (g[i] === letter) best = Math.max(best, rank[c[i] as 'B' | 'Y' | 'G']);
            }
          }
          const state = await page.locator(`.keyboard button[data-key="${letter}"]`).getAttribute('data-state');
          expect(state, letter).toBe(['B', 'Y', 'G'][best]);
        }
        await page.keyboard.type('a');
        await page.getByText('This game is over: New game starts another.').waitFor();
        // New game: another puzzle, by a seed drawn at random, on empty boards.
        await page.getByRole('button', { name: 'New game' }).click();
        await page.waitForFunction((s) => new URL(location.href).searchParams.get('seed') !== s, String(seed));
        expect(new URL(page.url()).searchParams.get('seed')).toMatch(/^\d+$/);
        for (let b = 1; b <= 4; b++) expect(await row(page, b, 1)).toBe('.....');
        await context.close();
      });

      it(
        "the puzzle of the day: the day's answers at the bare address, the day named once a guess is played",
        { timeout: SLOW },
        async () => {
          const { context, page } = await open(screen);
          await page.clock.setFixedTime(new Date(2025, 6, 8, 10));
          const answers = dailyAnswers('2025-07-08', rules.answers, 4);
          await page.goto(`${base}/quordle`);
          await titled(page, 'Quordle — play · Codebreaker');
          await typeWord(page, answers[2]!);
          await board(page, 3).getByText('solved in 1').waitFor();
          expect(new URL(page.url()).searchParams.get('day')).toBe(null);
          expect(new URL(page.url()).searchParams.get('history')).toBe(
            `${answers[2]}:${answers.map((a) => rules.colours(answers[2]!, a)).join('/')}`,
          );
          // Another day's link replays that day's puzzle; a day to come is refused.
          const before = dailyAnswers('2025-07-01', rules.answers, 4);
          await page.goto(`${base}/quordle?day=2025-07-01`);
          await titled(page, 'Quordle — play · Codebreaker');
          await typeWord(page, before[0]!);
          await board(page, 1).getByText('solved in 1').waitFor();
          expect(new URL(page.url()).searchParams.get('day')).toBe('2025-07-01');
          await page.goto(`${base}/quordle?day=2025-07-09`);
          await page.getByText("That day's puzzle is not out yet: here is today's.").first().waitFor();
          await context.close();
        },
      );

      it(
        "the assistant's suggestions are the server's next for all the boards together, with each board's answers left",
        { timeout: SLOW },
        async () => {
          const { context, page } = await open(screen);
          await page.goto(`${base}/quordle/assist`);
          await titled(page, 'Quordle — assistant · Codebreaker');
          const first = await serverNext([]);
          expect(first.guess).toMatch(/^[a-z]{5}$/);
          await page.getByText(`Suggested: ${first.guess!.toUpperCase()}`).waitFor();
          // The suggestion is in every board's row, marked as one.
          expect(await page.locator('.tiles-row-suggested').count()).toBe(4);
          // Enter before the colours are given: asked for.
          await page.keyboard.press('Enter');
          await page.getByText(/^Set the colour of board 1's tile 1/).waitFor();
          // The colours of a puzzle elsewhere (a seed's answers), typed a board each.
          const hidden = answersOfSeed(99, rules.answers, 4);
          const feedback = hidden.map((a) => rules.colours(first.guess!, a)).join('/');
          await page.getByLabel('Colours you got').fill(feedback);
          await page.getByLabel('Colours you got').press('Enter');
          const history = [{ guess: first.guess!, feedback }];
          const second = await serverNext(history);
          await page.getByText(`Suggested: ${second.guess!.toUpperCase()}`).waitFor();
          expect(new URL(page.url()).searchParams.get('history')).toBe(`${first.guess}:${feedback}`);
          // Each board's answers left, as the server counts them.
          for (let b = 1; b <= 4; b++) {
            const left = second.boards[b - 1]!.remaining;
            expect(await board(page, b).getAttribute('aria-label')).toBe(`Board ${b}, ${left} ${left === 1 ? 'answer' : 'answers'} left`);
          }
          // Colours set by clicking the tiles: board 1 solved by its answer typed in the row (the letters go to
          // the row once the focus has left the colours' field, which keeps what is typed in it).
          await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
          for (let i = 0; i < 5; i++) await page.keyboard.press('Backspace');
          await page.keyboard.type(hidden[0]!);
          const colours = hidden.map((a) => rules.colours(hidden[0]!, a));
          for (let b = 1; b <= 4; b++) {
            for (let i = 0; i < 5; i++) {
              const clicks = { B: 1, Y: 2, G: 3 }[colours[b - 1]![i] as 'B' | 'Y' | 'G'];
              const tile = page.locator(`.tile-button[data-board="${b}"][data-place="${i + 1}"]`);
              for (let c = 0; c < clicks; c++) await tile.click();
            }
          }
          await page.keyboard.press('Enter');
          const third = await serverNext([...history, { guess: hidden[0]!, feedback: colours.join('/') }]);
          await page.getByText(`Suggested: ${third.guess!.toUpperCase()}`).waitFor();
          expect(await board(page, 1).getAttribute('aria-label')).toBe('Board 1, solved');
          // Board 1 takes no more rows: its third row has no tile to click.
          expect(await page.locator('.tile-button[data-board="1"]').count()).toBe(0);
          await page.screenshot({ path: join(SHOTS, `quordle-assist-${screen.name}.png`) });
          await context.close();
        },
      );
    });
  }

  it('logged no console error or warning, and asked no other host', () => {
    expect(problems.join('\n')).toBe('');
  });
});
