import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as core from '../../src/core/games/wordle/game.ts';
import { BEYOND_LIST_NOTE } from '../../src/core/variants/parse.ts';
import { buildApp } from '../../src/server/app.ts';
import { webPlugin } from '../../src/server/plugins/web.ts';
import { checkTreeBytes } from '../../src/store/load-trees.ts';
import { wordleRules, type WordList } from '../../src/web/wordle/rules.js';
import { answerOfSeed } from '../../src/web/tiles/seed.js';

/**
 * The page's Wordle board in a real browser (Debian's Chromium through playwright-core) against
 * the real server, Wordle's trees built on demand: a game played to the win with a fixed answer
 * (the address's seed), the keyboard's states, the assistant's next guess, the hard-mode and
 * high-contrast switches, keyboard-only play, a phone's screen, Explore, and the review once the
 * server has its route. Screenshots go to /tmp/shots/.
 */

const CHROMIUM = '/usr/bin/chromium';
const SHOTS = '/tmp/shots';
const repo = join(import.meta.dirname, '..', '..');
const skip = !existsSync(CHROMIUM) && !process.env.CI;
if (skip)
  console.warn(`test/e2e/wordle.test.ts skipped: ${CHROMIUM} is absent (apt-get install chromium); set CI=1 to make this a failure.`);

type Step = { guess: string; feedback: string };

const list = (file: string): WordList => {
  const entries = readFileSync(join(repo, 'data', 'words', file), 'utf8')
    .split('\n')
    .filter((w) => w !== '');
  return { list: file, count: entries.length, sha256: '', entries };
};
const answers = list('wordle-answers.txt');
const accepted = list('wordle-guesses.txt');
/** Wordle's rules by the core, as the page builds them: the colours a guess gets. */
const rules = wordleRules(core, { id: 'wordle', title: 'Wordle', maxGuesses: 6, answers, accepted });
/** The same board with every accepted word an answer (wordle-all): the colours against an answer new to the list. */
const wider = wordleRules(core, { id: 'wordle-all', title: 'Wordle', maxGuesses: 6, answers: accepted, accepted });
/** An answer of the 2023 list that 2022's answers lack (but its accepted words have): today's answer, new to the list. */
const newAnswer = list('wordle-nyt2023-answers.txt').entries.find((w) => !answers.entries.includes(w) && accepted.entries.includes(w))!;

/** Whether the server answers the review route: its live test runs once the route is there (the page asks it after a won game). */
async function reviewRouteServed(): Promise<boolean> {
  const app = await buildApp({ trees: [] });
  try {
    const doc = (await app.inject({ url: '/docs/json' })).json<{ paths: Record<string, unknown> }>();
    return Object.hasOwn(doc.paths, '/v1/variants/{variant}/review');
  } finally {
    await app.close();
  }
}
const hasReviewRoute = skip ? false : await reviewRouteServed();

describe.skipIf(skip)('the Wordle board in Chromium', () => {
  let app: FastifyInstance | undefined;
  let browser: Browser | undefined;
  let page: Page;
  let base = '';
  let cacheDir = '';
  const problems: string[] = [];

  beforeAll(async () => {
    // One tree of the catalogue, so the page has a catalogue; Wordle's trees are built on demand.
    const file = 'mastermind.minimax.msgpack';
    const trees = [
      checkTreeBytes(file, new Uint8Array(await readFile(join(repo, 'data', file))), undefined, { dataDir: join(repo, 'data') }),
    ];
    cacheDir = await mkdtemp(join(tmpdir(), 'codebreaker-wordle-e2e-'));
    app = await buildApp({ trees, onDemand: { cacheDir }, plugins: [{ plugin: webPlugin }] });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
    await mkdir(SHOTS, { recursive: true });
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
    });
    page = await newPage(1100, 1000);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    if (cacheDir) await rm(cacheDir, { recursive: true, force: true });
  });

  /** A page that records every console error or warning, page error, failed or external request. */
  async function newPage(width: number, height: number): Promise<Page> {
    // Without motion: the board changes at once (the tiles' flips are test/e2e/wordle-page.test.ts's).
    const p = await browser!.newPage({ viewport: { width, height }, reducedMotion: 'reduce' });
    p.on('console', (m) => {
      if (m.type() !== 'error' && m.type() !== 'warning') return;
      // Until the server has the review route, the review a won game asks for answers 404.
      if (!hasReviewRoute && m.location().url.includes('/review')) return;
      problems.push(`console ${m.type()}: ${m.text()} (${m.location().url})`);
    });
    p.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    p.on('requestfailed', (r) => {
      const reason = r.failure()?.errorText ?? 'no reason';
      if (reason !== 'net::ERR_ABORTED') problems.push(`request failed: ${r.url()} (${reason})`);
    });
    await p.route(
      (url) => !url.href.startsWith(base),
      (route) => {
        problems.push(`external request: ${route.request().url()}`);
        return route.abort();
      },
    );
    return p;
  }

  /** The header of a tree once the server has built it. */
  async function treeReady(variant: string, strategy: string): Promise<void> {
    for (let i = 0; i < 300; i++) {
      const state = (await app!.inject({ url: `/v1/trees/${variant}/${strategy}` })).json<{ state: string }>().state;
      if (state !== 'building') return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`the ${strategy} tree of ${variant} was not built`);
  }

  /** The rows played on the board (not the row being entered): letters and colours, read from the tiles. */
  const played = (p: Page): Promise<Step[]> =>
    p.$$eval('#section-wordle .tiles-row:not(.tiles-row-current)', (rows) =>
      rows
        .map((row) => {
          const tiles = [...row.querySelectorAll<HTMLElement>('.tile')];
          return {
            guess: tiles.map((t) => t.textContent.toLowerCase()).join(''),
            feedback: tiles.map((t) => t.dataset.state ?? '').join(''),
          };
        })
        .filter((r) => /^[GYB]+$/.test(r.feedback)),
    );

  /** The last message said over the board (its toasts). */
  const said = (p: Page): Promise<string | null> => p.getByRole('status', { name: 'Messages' }).locator('.toast').last().textContent();

  /** Turns a switch of the Settings dialog (Hard mode, High-contrast colours) by a click; the dialog is closed again unless `stay`. */
  async function setting(p: Page, name: string, stay = false): Promise<void> {
    await p.getByRole('button', { name: 'Settings' }).click();
    await p.getByRole('switch', { name }).click();
    if (!stay && (await p.getByRole('dialog', { name: 'Settings' }).isVisible())) await p.keyboard.press('Escape');
  }

  const focused = (p: Page): Promise<string> =>
    p.evaluate(() => {
      const el = document.activeElement;
      return el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}` : '';
    });

  /** The best state of each letter after a history, computed here: green over yellow over grey. */
  function bestStates(history: Step[]): Record<string, string> {
    const rank = 'BYG';
    const best: Record<string, string> = {};
    for (const { guess, feedback } of history)
      [...guess].forEach((c, i) => {
        const s = feedback[i]!;
        if (best[c] === undefined || rank.indexOf(s) > rank.indexOf(best[c])) best[c] = s;
      });
    return best;
  }

  it('plays Wordle to the win with the answer a seed fixes: on-screen keys, typed words, the keyboard and the announcement', async () => {
    const seed = 2024;
    const answer = answerOfSeed(seed, answers.entries);
    await treeReady('wordle', 'entropy');
    // The entropy tree's game for that answer: it wins within six guesses.
    const game = (await app!.inject({ url: `/v1/trees/wordle/entropy/path/${answer}` })).json<{ steps: Step[] }>().steps;
    await page.goto(`${base}/wordle?seed=${seed}`);
    await page.waitForSelector('#section-wordle .keyboard');
    expect(await page.$$eval('#section-wordle .tiles-tabs a', (as) => as.map((a) => a.textContent))).toEqual([
      'Play',
      'Assistant',
      'Review',
    ]);
    // Six rows of five empty tiles, labelled.
    expect(await page.locator('#section-wordle .tiles-row').count()).toBe(6);
    expect(await page.getAttribute('#section-wordle .tiles-row >> nth=0 >> .tile >> nth=0', 'aria-label')).toBe('letter 1, empty');
    const history: Step[] = [];
    for (const [i, { guess }] of game.entries()) {
      if (i === 0) {
        // The first guess on the on-screen keyboard, by clicks.
        for (const c of guess) await page.click(`#section-wordle .keyboard button[data-key="${c}"]`);
        await page.click('#section-wordle .keyboard button[data-key="enter"]');
      } else {
        await page.keyboard.type(guess);
        await page.keyboard.press('Enter');
      }
      history.push({ guess, feedback: rules.score(guess, answer) });
      await page.waitForFunction((n) => location.search.split('history=')[1]?.split('&')[0]?.split(',').length === n, i + 1);
      expect(await played(page)).toEqual(history);
      // Each key shows the best state known of its letter; untried keys have none.
      const keys = await page.$$eval('#section-wordle .keyboard button[data-key]', (bs) =>
        bs.map((b): [string, string] => [(b as HTMLElement).dataset.key ?? '', (b as HTMLElement).dataset.state ?? '']),
      );
      const best = bestStates(history);
      for (const [letter, state] of keys.filter(([k]) => k.length === 1)) expect(state, letter).toBe(best[letter] ?? '');
    }
    expect(history.at(-1)?.feedback).toBe('GGGGG');
    expect(page.url()).toContain(`seed=${seed}`);
    expect(await page.textContent('#section-wordle .tiles-end')).toContain(`Solved in ${history.length} guess`);
    expect(await page.textContent('#wordle-live')).toContain(`Guess ${history.length}, ${answer.toUpperCase()}: `);
    expect(await page.getAttribute(`#section-wordle .tiles-row >> nth=${history.length - 1} >> .tile >> nth=0`, 'aria-label')).toBe(
      `letter 1, ${answer[0]!.toUpperCase()}, correct`,
    );
    // The statistics follow, Share first; closed, the focus is on New game.
    await page.getByRole('dialog', { name: 'Statistics' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Share');
    await page.keyboard.press('Escape');
    expect(await focused(page)).toBe('button#play-again');
    await page.screenshot({ path: join(SHOTS, 'wordle-won.png'), fullPage: true });

    // The same link is the same puzzle: the first guess gets the same colours again.
    const again = await newPage(1000, 900);
    await again.goto(`${base}/wordle?seed=${seed}`);
    await again.waitForSelector('#section-wordle .keyboard');
    await again.keyboard.type(history[0]!.guess);
    await again.keyboard.press('Enter');
    await again.waitForFunction(() => location.search.includes('history='));
    expect((await played(again))[0]).toEqual(history[0]);
    await again.close();
  });

  it("assists a puzzle played elsewhere: salet and its colours, then the server's next guess and the answers left", async () => {
    const answer = 'prick';
    await treeReady('wordle', 'entropy');
    await page.goto(`${base}/wordle/assist`);
    await page.waitForSelector('#wordle-suggestion .tiles-word');
    const first = (await app!.inject({ method: 'POST', url: '/v1/trees/wordle/entropy/next', payload: { history: [] } })).json<{
      guess: string;
    }>();
    expect(await page.getAttribute('#wordle-suggestion .tiles-word', 'data-guess')).toBe(first.guess);
    expect(await page.textContent('#wordle-remaining')).toBe('2,309 answers still possible (listed below).');
    expect(await page.textContent('#wordle-lists')).toBe(
      `The New York Times lists of 2022-02-15: ${answers.count.toLocaleString('en-US')} answers, ${accepted.count.toLocaleString('en-US')} accepted words.`,
    );
    // The suggestion is in the row; salet typed replaces it, and the tiles are clicked to its colours (unset, then grey, yellow, green).
    await page.keyboard.type('salet');
    const colours = rules.score('salet', answer);
    for (const [i, c] of [...colours].entries())
      for (let k = 0; k <= 'BYG'.indexOf(c); k++)
        await page.click(`#section-wordle .tiles-row-current .tile-button[data-place="${i + 1}"]`);
    expect(await page.inputValue('#wordle-colours')).toBe(colours);
    await page.keyboard.press('Enter');
    const history: Step[] = [{ guess: 'salet', feedback: colours }];
    for (;;) {
      const next = (await app!.inject({ method: 'POST', url: '/v1/trees/wordle/entropy/next', payload: { history } })).json<{
        guess: string;
        remaining: number;
      }>();
      await page.waitForFunction(
        (g) => document.querySelector<HTMLElement>('#wordle-suggestion .tiles-word')?.dataset.guess === g,
        next.guess,
      );
      expect(await page.textContent('#wordle-remaining')).toMatch(
        new RegExp(`^${next.remaining.toLocaleString('en-US')} answers? still possible`),
      );
      if (next.remaining <= 20) {
        const listed = await page.$$eval('#section-wordle .answer-list li', (lis) => lis.map((li) => li.textContent.toLowerCase()));
        expect(listed).toEqual(answers.entries.filter((a) => history.every((st) => rules.score(st.guess, a) === st.feedback)));
        expect(listed).toContain(answer);
      }
      // The suggestion is played as it is: its colours typed in the field.
      const feedback = rules.score(next.guess, answer);
      await page.fill('#wordle-colours', feedback);
      await page.press('#wordle-colours', 'Enter');
      history.push({ guess: next.guess, feedback });
      await page.waitForFunction((n) => location.search.split('history=')[1]?.split(',').length === n, history.length);
      if (feedback === 'GGGGG') break;
      expect(history.length).toBeLessThan(6);
    }
    expect(await page.textContent('#section-wordle .tiles-end')).toContain(`Solved in ${history.length} guesses`);
    expect(await played(page)).toEqual(history);
    // Colours no answer could give are refused in the page, without a request.
    await page.goto(`${base}/wordle/assist?history=salet:BBBBB`);
    await page.waitForSelector('#wordle-suggestion .tiles-word');
    await page.keyboard.type('salet');
    await page.fill('#wordle-colours', 'GGGGG');
    await page.press('#wordle-colours', 'Enter');
    expect(await said(page)).toContain('No answer still possible gives SALET these colours (GGGGG)');
    await page.screenshot({ path: join(SHOTS, 'wordle-assist.png'), fullPage: true });
  });

  it("goes on beyond the list when today's answer is new to it: the assistant, then a game from its link, reviewed over every accepted word", async () => {
    await treeReady('wordle', 'entropy');
    await page.goto(`${base}/wordle/assist`);
    const history: Step[] = [];
    let beyondAt = 0;
    for (;;) {
      // The suggestion for this guess, played as it is: its colours typed in the field.
      await page.waitForFunction(
        (n) => document.querySelector('#wordle-suggestion')?.textContent.startsWith(`Guess ${n}: play `) === true,
        history.length + 1,
      );
      const guess = (await page.getAttribute('#wordle-suggestion .tiles-word', 'data-guess'))!;
      const feedback = wider.score(guess, newAnswer);
      await page.fill('#wordle-colours', feedback);
      await page.press('#wordle-colours', 'Enter');
      history.push({ guess, feedback });
      await page.waitForFunction((n) => location.search.split('history=')[1]?.split(',').length === n, history.length);
      if (feedback === 'GGGGG') break;
      expect(history.length).toBeLessThan(6);
      const fits = (w: string): boolean => history.every((st) => wider.score(st.guess, w) === st.feedback);
      if (beyondAt === 0 && !answers.entries.some(fits)) {
        beyondAt = history.length;
        // No answer of the list fits: said in a sentence, the words left counted, and the server's next goes on with beyondList.
        expect(await page.textContent('#wordle-beyond')).toBe(BEYOND_LIST_NOTE);
        expect(await page.isVisible('#wordle-beyond')).toBe(true);
        const left = accepted.entries.filter(fits).length;
        expect(await page.textContent('#wordle-remaining')).toMatch(new RegExp(`^${left} accepted words? still possible`));
        const next = (await app!.inject({ method: 'POST', url: '/v1/trees/wordle/entropy/next', payload: { history } })).json<{
          guess: string;
          beyondList?: boolean;
        }>();
        expect(next.beyondList).toBe(true);
        await page.waitForFunction(
          (g) => document.querySelector<HTMLElement>('#wordle-suggestion .tiles-word')?.dataset.guess === g,
          next.guess,
        );
      }
      if (beyondAt === 0) expect(await page.isVisible('#wordle-beyond')).toBe(false);
    }
    expect(beyondAt).toBeGreaterThan(0);
    expect(await page.textContent('#section-wordle .tiles-end')).toContain(`Solved in ${history.length} guesses`);
    // The review grades the game over every accepted word, and says so.
    await page.waitForSelector('#section-wordle .wordle-review .review-beyond:not(:empty)');
    expect(await page.textContent('#section-wordle .wordle-review .review-beyond')).toContain(
      `${newAnswer.toUpperCase()} is not in this list: every guess is graded over every accepted word (wordle-all).`,
    );
    await page.screenshot({ path: join(SHOTS, 'wordle-beyond.png'), fullPage: true });

    // Its link opened in play mode, without a puzzle: the page hides an accepted word the colours fit, and says so.
    const played = history.slice(0, beyondAt).map((st) => `${st.guess}:${st.feedback}`);
    await page.goto(`${base}/wordle?history=${played.join(',')}`);
    await page.waitForFunction(() => location.search.includes('seed='));
    expect(await page.textContent('#section-wordle .tiles-more .notice-info')).toBe(BEYOND_LIST_NOTE);
    const seed = Number(/seed=(\d+)/.exec(page.url())![1]);
    const hidden = answerOfSeed(seed, accepted.entries);
    expect(history.slice(0, beyondAt).every((st) => wider.score(st.guess, hidden) === st.feedback)).toBe(true);
    await page.keyboard.type(hidden);
    await page.keyboard.press('Enter');
    await page.waitForSelector('#section-wordle .wordle-review .review-beyond:not(:empty)');
    expect(await page.textContent('#section-wordle .tiles-end')).toContain(`Solved in ${beyondAt + 1} guesses`);
  });

  it('switches hard mode by the id (wordle, wordle-hard), keeping the game, and checks hard mode in the page', async () => {
    const seed = 7;
    const answer = answerOfSeed(seed, answers.entries);
    // A first guess that reveals a letter of the answer, and a later one that leaves it out.
    const firstGuess = answers.entries.find((w) => w !== answer && rules.score(w, answer) !== 'BBBBB')!;
    const feedback = rules.score(firstGuess, answer);
    const letter = firstGuess[[...feedback].findIndex((c) => c !== 'B')]!;
    const breaking = answers.entries.find((w) => !w.includes(letter) && w !== answer)!;
    await page.goto(`${base}/wordle?seed=${seed}`);
    await page.waitForSelector('#section-wordle .keyboard');
    await page.keyboard.type(firstGuess);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.search.includes('history='));
    expect(await page.isChecked('#tiles-hard')).toBe(false);
    await setting(page, 'Hard mode');
    await page.waitForFunction(() => location.pathname === '/wordle-hard');
    expect(new URL(page.url()).pathname).toBe('/wordle-hard');
    expect(await page.isChecked('#tiles-hard')).toBe(true);
    expect(page.url()).toContain(`history=${firstGuess}:${feedback}`);
    expect(page.url()).toContain(`seed=${seed}`);
    expect(await played(page)).toEqual([{ guess: firstGuess, feedback }]);
    // In hard mode a word that leaves out the revealed letter is refused in the page, in the core's words.
    await page.keyboard.type(breaking);
    await page.keyboard.press('Enter');
    const breach = rules.hardBreach([
      { guess: firstGuess, feedback },
      { guess: breaking, feedback: 'BBBBB' },
    ])!;
    expect(breach.message).toMatch(new RegExp(`^guess 2, "${breaking}", breaks hard mode: `));
    expect(await said(page)).toBe(`G${breach.message.slice(1)}.`);
    expect(await played(page)).toHaveLength(1);
    for (let i = 0; i < 5; i++) await page.keyboard.press('Backspace');
    // Switched off, the word is played; switched on again, refused: guess 2 broke hard mode.
    await setting(page, 'Hard mode');
    await page.waitForFunction(() => location.pathname === '/wordle');
    expect(await page.isChecked('#tiles-hard')).toBe(false);
    await page.keyboard.type(breaking);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.search.includes(','));
    await setting(page, 'Hard mode', true);
    expect(await page.getByRole('dialog', { name: 'Settings' }).getByRole('status').textContent()).toMatch(
      new RegExp(`^Hard mode cannot be switched on in this game: guess 2, "${breaking}", breaks hard mode: `),
    );
    expect(await page.isChecked('#tiles-hard')).toBe(false);
    await page.keyboard.press('Escape');
    expect(new URL(page.url()).pathname).toBe('/wordle');
  });

  it('opens Wordle from the board form, the 2023 edition unless 2022 is picked, with its number of guesses', async () => {
    const tab = await newPage(1000, 900);
    await tab.goto(`${base}/#play?variant=mastermind&strategy=minimax&mode=codebreaker`);
    await tab.waitForSelector('#section-play .palette');
    await tab.selectOption('#play-variant', '__other');
    await tab.selectOption('#play-variant-family', 'wordle');
    expect(await tab.isVisible('#play-variant-pegs')).toBe(false);
    expect(await tab.inputValue('#play-variant-edition')).toBe('wordle-nyt2023');
    expect(await tab.textContent('#section-play .board-summary')).toBe(
      'wordle-nyt2023: the New York Times lists of 2023, 6 guesses allowed.',
    );
    await tab.fill('#play-variant-limit', '7');
    // The 2022 edition stays selectable.
    await tab.selectOption('#play-variant-edition', 'wordle');
    expect(await tab.textContent('#section-play .board-summary')).toBe(
      'wordle-g7: the New York Times lists of 2022-02-15, 7 guesses allowed.',
    );
    await tab.selectOption('#play-variant-edition', 'wordle-nyt2023');
    expect(await tab.textContent('#section-play .board-summary')).toBe(
      'wordle-nyt2023-g7: the New York Times lists of 2023, 7 guesses allowed.',
    );
    await tab.click('#section-play .board-form button[type="submit"]');
    await tab.waitForFunction(() => location.pathname === '/wordle-nyt2023-g7');
    await tab.waitForSelector('#section-wordle .keyboard');
    expect(await tab.locator('#section-wordle .tiles-row').count()).toBe(7);
    // The board names its lists, their date and their sizes.
    const nyt2023 = [list('wordle-nyt2023-answers.txt').count, list('wordle-nyt2023-guesses.txt').count].map((n) =>
      n.toLocaleString('en-US'),
    );
    expect(await tab.textContent('#wordle-lists')).toBe(
      `The New York Times lists of 2023: ${nyt2023[0]} answers, ${nyt2023[1]} accepted words.`,
    );
    // The mode kept: the Wordle board's own play view.
    expect(await tab.getAttribute('#section-wordle .tiles-tabs a[aria-current="page"]', 'href')).toBe('/wordle-nyt2023-g7');
    await tab.close();
  });

  it('switches to the high-contrast palette, and remembers it', async () => {
    const tab = await newPage(1000, 900);
    await tab.goto(`${base}/wordle?seed=11`);
    await tab.waitForSelector('#section-wordle .keyboard');
    await tab.keyboard.type('salet');
    await tab.keyboard.press('Enter');
    await tab.waitForFunction(() => location.search.includes('history='));
    const colourOf = (state: string): Promise<string> =>
      tab.$eval(
        `#section-wordle .keyboard button[data-state="${state}"], #section-wordle .tile[data-state="${state}"]`,
        (el) => getComputedStyle(el).backgroundColor,
      );
    const greyBefore = await colourOf('B');
    expect(await tab.evaluate(() => document.documentElement.classList.contains('tiles-contrast'))).toBe(false);
    await setting(tab, 'High-contrast colours');
    expect(await tab.evaluate(() => document.documentElement.classList.contains('tiles-contrast'))).toBe(true);
    // Orange and blue (the New York Times' high-contrast colours) for correct and present; grey stays.
    await tab.evaluate(() => {
      const probe = (state: string) => {
        const el = document.createElement('span');
        el.className = 'tile';
        el.dataset.state = state;
        document.querySelector('#section-wordle .tiles-stage')?.append(el);
        const c = getComputedStyle(el).backgroundColor;
        el.remove();
        return c;
      };
      (window as unknown as { probed: string[] }).probed = [probe('G'), probe('Y')];
    });
    expect(await tab.evaluate(() => (window as unknown as { probed: string[] }).probed)).toEqual([
      'rgb(245, 121, 58)',
      'rgb(133, 192, 249)',
    ]);
    expect(await colourOf('B')).toBe(greyBefore);
    await tab.reload();
    await tab.waitForSelector('#section-wordle .keyboard');
    expect(await tab.evaluate(() => document.documentElement.classList.contains('tiles-contrast'))).toBe(true);
    expect(await tab.isChecked('#tiles-contrast')).toBe(true);
    await tab.screenshot({ path: join(SHOTS, 'wordle-contrast.png'), fullPage: true });
    await setting(tab, 'High-contrast colours');
    expect(await tab.evaluate(() => document.documentElement.classList.contains('tiles-contrast'))).toBe(false);
    expect(await tab.evaluate(() => localStorage.getItem('codebreaker.wordle.high-contrast'))).toBe('0');
    await tab.close();
  });

  it('plays by keyboard only: letters, Backspace, Enter, the switches, Hint and New game', async () => {
    const seed = 99;
    const answer = answerOfSeed(seed, answers.entries);
    const tab = await newPage(1000, 900);
    await tab.goto(`${base}/wordle?seed=${seed}`);
    await tab.waitForSelector('#section-wordle .keyboard');
    // Letters typed with the focus on the page go into the row; Backspace takes one back; a short row is said.
    await tab.keyboard.type('sla');
    await tab.keyboard.press('Backspace');
    await tab.keyboard.press('Enter');
    expect(await said(tab)).toBe('A guess has 5 letters; type 3 more.');
    await tab.keyboard.type('xyzq');
    expect(await said(tab)).toBe('The row is full: press Enter to play it, or Backspace to change it.');
    await tab.keyboard.press('Enter');
    expect(await said(tab)).toBe('"slxyz" is not a word this game accepts.');
    for (let i = 0; i < 5; i++) await tab.keyboard.press('Backspace');
    // Tab reaches Settings, Enter opens it; Tab reaches its switches, Space turns one on and off, Escape closes it.
    for (let i = 0; i < 40 && (await focused(tab)) !== 'button#wordle-settings-open'; i++) await tab.keyboard.press('Tab');
    await tab.keyboard.press('Enter');
    for (let i = 0; i < 10 && (await focused(tab)) !== 'input#tiles-contrast'; i++) await tab.keyboard.press('Tab');
    expect(await focused(tab)).toBe('input#tiles-contrast');
    await tab.keyboard.press('Space');
    expect(await tab.isChecked('#tiles-contrast')).toBe(true);
    await tab.keyboard.press('Space');
    await tab.keyboard.press('Escape');
    expect(await tab.getByRole('dialog', { name: 'Settings' }).isVisible()).toBe(false);
    // Tab on to the on-screen keyboard: Enter on a key types its letter.
    for (let i = 0; i < 20 && (await tab.evaluate(() => (document.activeElement as HTMLElement).dataset.key)) !== 'q'; i++)
      await tab.keyboard.press('Tab');
    expect(await tab.evaluate(() => (document.activeElement as HTMLElement).dataset.key)).toBe('q');
    await tab.keyboard.press('Enter');
    expect(await tab.$eval('#section-wordle .tiles-row-current .tile', (t) => t.textContent)).toBe('Q');
    await tab.keyboard.press('Backspace');
    // Hint by keyboard: the strategy's guess goes into the row and the focus to the Enter key, so Enter plays it.
    for (let i = 0; i < 60 && (await focused(tab)) !== 'button#hint'; i++) await tab.keyboard.press('Tab');
    await tab.keyboard.press('Enter');
    await tab.waitForSelector('#section-wordle .hint .notice-info');
    expect(await tab.evaluate(() => (document.activeElement as HTMLElement).dataset.key)).toBe('enter');
    const hinted = (
      await tab.$$eval('#section-wordle .tiles-row-current .tile', (ts) => ts.map((t) => t.textContent).join(''))
    ).toLowerCase();
    expect(hinted).toMatch(/^[a-z]{5}$/);
    await tab.keyboard.press('Enter');
    await tab.waitForFunction(() => location.search.includes('history='));
    // Then the answer's own word, typed: won, and New game has the focus; Enter starts one.
    const history: Step[] = [{ guess: hinted, feedback: rules.score(hinted, answer) }];
    if (hinted !== answer) {
      await tab.keyboard.type(answer);
      await tab.keyboard.press('Enter');
      history.push({ guess: answer, feedback: 'GGGGG' });
    }
    await tab.waitForSelector('#play-again');
    expect(await played(tab)).toEqual(history);
    await tab.getByRole('dialog', { name: 'Statistics' }).waitFor();
    await tab.keyboard.press('Escape');
    expect(await focused(tab)).toBe('button#play-again');
    await tab.keyboard.press('Enter');
    await tab.waitForFunction(() => !location.search.includes('history='));
    expect(await played(tab)).toEqual([]);
    await tab.close();
  });

  it('fits a phone: no sideways scrolling, keys and switches at least 44 px high', async () => {
    const phone = await newPage(375, 740);
    const views: Array<[string, string]> = [
      ['wordle-play', 'wordle?seed=5&history=salet:BBBBB'],
      ['wordle-assist', 'wordle/assist?history=salet:BBBBB'],
      ['wordle-review-mode', 'wordle/review'],
    ];
    for (const [name, hash] of views) {
      await phone.goto(`${base}/${hash}`);
      await phone.waitForSelector('#section-wordle .keyboard');
      await phone.waitForLoadState('networkidle');
      await phone.screenshot({ path: join(SHOTS, `phone-${name}.png`), fullPage: true });
      const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${hash} scrolls sideways on a phone`).toBeLessThanOrEqual(0);
      const heights = await phone.$$eval('#section-wordle .keyboard button, #section-wordle .tiles-bar button', (els) =>
        els.map((el) => el.getBoundingClientRect().height),
      );
      expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
      // Ten keys share a row's width: each is still wide enough to hit (the New York Times' are as narrow).
      const widths = await phone.$$eval('#section-wordle .keyboard button', (els) => els.map((el) => el.getBoundingClientRect().width));
      expect(Math.min(...widths)).toBeGreaterThanOrEqual(26);
      // The board's tiles fit the row of five.
      const tile = await phone.$eval('#section-wordle .tiles-row .tile', (el) => el.getBoundingClientRect().width);
      expect(tile).toBeGreaterThanOrEqual(44);
    }
    await phone.close();
  });

  it("explores Wordle's tree: its hardest answers and the game for one answer, in tiles", async () => {
    await treeReady('wordle', 'entropy');
    const worst = (await app!.inject({ url: '/v1/trees/wordle/entropy/worst-case?limit=8' })).json<{
      paths: Array<{ secret: string; steps: Step[] }>;
    }>();
    await page.goto(`${base}/#explore?variant=wordle&strategy=entropy`);
    await page.waitForSelector('#section-explore .games li .tile-row');
    const shown = await page.$$eval('#section-explore .games > li', (lis) =>
      lis.map((li) => [...li.querySelectorAll('.tile-row')].map((r) => r.getAttribute('title'))),
    );
    expect(shown).toEqual(worst.paths.map((p) => p.steps.map((s) => `${s.guess} ${s.feedback}`)));
    // An accepted word that is never the answer is refused in the page; an answer shows its game.
    await page.waitForSelector('#section-explore .tree details');
    const notAnswer = list('wordle-guesses.txt').entries.find((w) => !answers.entries.includes(w))!;
    await page.fill('#path-secret', notAnswer);
    await page.click('#section-explore button:text-is("Show the game")');
    expect(await page.textContent('#section-explore .card [aria-live] [role="alert"]')).toContain(
      `"${notAnswer}" is not one of the answers`,
    );
    await page.fill('#path-secret', 'prick');
    await page.click('#section-explore button:text-is("Show the game")');
    await page.waitForSelector('#section-explore .card [aria-live] .game-secret');
    const path = (await app!.inject({ url: '/v1/trees/wordle/entropy/path/prick' })).json<{ steps: Step[] }>();
    expect(await page.$$eval('#section-explore .card [aria-live] .tile-row', (rs) => rs.map((r) => r.getAttribute('title')))).toEqual(
      path.steps.map((s) => `${s.guess} ${s.feedback}`),
    );
    await page.screenshot({ path: join(SHOTS, 'wordle-explore.png'), fullPage: true });
  });

  it('types a finished game in for review: the answer, then the guesses, coloured by the page', async () => {
    await page.goto(`${base}/wordle/review`);
    await page.waitForSelector('#wordle-answer');
    // Guesses before the answer are refused with a sentence.
    await page.keyboard.type('salet');
    await page.keyboard.press('Enter');
    expect(await said(page)).toBe('Type the answer of your game first (above the board).');
    await page.keyboard.type('prick');
    await page.keyboard.press('Enter');
    await page.focus('body');
    for (let i = 0; i < 5; i++) await page.keyboard.press('Backspace');
    for (const guess of ['salet', 'crony', 'prick']) {
      await page.keyboard.type(guess);
      await page.keyboard.press('Enter');
    }
    await page.waitForSelector('#play-again');
    const history = ['salet', 'crony', 'prick'].map((guess) => ({ guess, feedback: rules.score(guess, 'prick') }));
    expect(await played(page)).toEqual(history);
    expect(page.url()).toContain(`/wordle/review?history=${history.map((s) => `${s.guess}:${s.feedback}`).join(',')}`);
    expect(await page.textContent('#section-wordle .tiles-end')).toContain('PRICK in 3 guesses');
  });

  it.skipIf(!hasReviewRoute)(
    "reviews a won game with the server's grading: before and after, expected against the best, luck",
    async () => {
      const seed = 4;
      const answer = answerOfSeed(seed, answers.entries);
      const guesses = ['salet', ...(answer === 'salet' ? [] : [answer])];
      await page.goto(`${base}/wordle?seed=${seed}`);
      await page.waitForSelector('#section-wordle .keyboard');
      for (const g of guesses) {
        await page.keyboard.type(g);
        await page.keyboard.press('Enter');
      }
      const history = guesses.map((guess) => ({ guess, feedback: rules.score(guess, answer) }));
      await page.waitForFunction((n) => document.querySelectorAll('#section-wordle .wordle-review tbody tr').length === n, history.length);
      const graded = (await app!.inject({ method: 'POST', url: '/v1/variants/wordle/review', payload: { history } })).json<{
        steps: Array<{
          before: number;
          after: number;
          played: { expected: number; exact: boolean };
          best: { guess: string; expected: number; exact: boolean };
        }>;
      }>();
      const cells = await page.$$eval('#section-wordle .wordle-review tbody tr', (trs) =>
        trs.map((tr) => [...tr.children].map((td) => td.textContent)),
      );
      graded.steps.forEach((s, i) => {
        expect(cells[i]?.[2]).toBe(
          `${s.before.toLocaleString('en-US')} → ${i === graded.steps.length - 1 ? 'found' : s.after.toLocaleString('en-US')}`,
        );
        // A greedy tree's figure (salet's here: no optimal tree is served) is labelled an estimate.
        const label = (exact: boolean): string => (exact ? '' : ' (estimate)');
        expect(cells[i]?.[3]).toBe(`${s.played.expected.toFixed(2)}${label(s.played.exact)}`);
        expect(cells[i]?.[4]).toBe(`${s.best.guess} ${s.best.expected.toFixed(2)}${label(s.best.exact)}`);
      });
      expect(await page.textContent('#section-wordle .wordle-review [role="status"]')).toMatch(
        new RegExp(`^${answer.toUpperCase()} in ${history.length} guess`),
      );
      // A link to the finished game in review mode opens the same review at once.
      await page.goto(`${base}/wordle/review?history=${history.map((s) => `${s.guess}:${s.feedback}`).join(',')}`);
      await page.waitForFunction((n) => document.querySelectorAll('#section-wordle .wordle-review tbody tr').length === n, history.length);
      await page.screenshot({ path: join(SHOTS, 'wordle-review.png'), fullPage: true });
    },
  );

  it.skipIf(!hasReviewRoute)("reviews a lost game too, with each guess's skill and luck and the game's", async () => {
    const guesses = ['fuzzy', 'jumbo', 'civic', 'kayak', 'mamma', 'vivid'];
    // A seed whose answer is none of the six: the board fills without the win.
    const seed = [5, 6, 7, 8].find((n) => !guesses.includes(answerOfSeed(n, answers.entries)))!;
    const answer = answerOfSeed(seed, answers.entries);
    await page.goto(`${base}/wordle?seed=${seed}`);
    await page.waitForSelector('#section-wordle .keyboard');
    for (const g of guesses) {
      await page.keyboard.type(g);
      await page.keyboard.press('Enter');
    }
    await page.waitForFunction(() => document.querySelectorAll('#section-wordle .wordle-review tbody tr').length === 6);
    const history = guesses.map((guess) => ({ guess, feedback: rules.score(guess, answer) }));
    const graded = (await app!.inject({ method: 'POST', url: '/v1/variants/wordle/review', payload: { history, answer } })).json<{
      won: boolean;
      skill: number;
      luck: number;
      steps: Array<{ skill: number; luck: { score: number } }>;
    }>();
    expect(graded.won).toBe(false);
    await page.waitForFunction(() =>
      /Skill/.test(document.querySelector('#section-wordle .wordle-review [role="status"]')?.textContent ?? ''),
    );
    const cells = await page.$$eval('#section-wordle .wordle-review tbody tr', (trs) =>
      trs.map((tr) => [...tr.children].map((td) => td.textContent)),
    );
    graded.steps.forEach((s, i) => {
      expect(cells[i]?.[6]).toBe(String(s.skill));
      expect(cells[i]?.[7]).toContain(`(${s.luck.score})`);
    });
    expect(await page.textContent('#section-wordle .wordle-review [role="status"]')).toMatch(
      new RegExp(`^${answer.toUpperCase()} not found in 6 guesses: .* Skill ${graded.skill}, luck ${graded.luck} \\(of 99\\)\\.$`),
    );
  });

  it('logged no console error on any view, made no external request', () => {
    expect(problems).toEqual([]);
  });
});
