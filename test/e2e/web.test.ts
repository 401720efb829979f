import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '../../src/core/game.ts';
import { getGame } from '../../src/core/variants/games.ts';
import { STRATEGIES } from '../../src/core/strategies/index.ts';
import { consistentSecrets, parseHistory } from '../../src/core/history.ts';
import { loadVariantTrees } from '../../src/store/variant-trees.ts';
import { listenPageApp } from './page-app.ts';

/**
 * The page in a real browser (Debian's Chromium through playwright-core) against the real server
 * on an ephemeral port, with trees on demand for other boards: games in every mode, by keyboard
 * only where a player would use it, shared links and Back, a board outside the catalogue, the
 * explorer and the comparison, phone-sized screenshots of every view, and no console error.
 * Screenshots go to /tmp/shots/ (and the explorer's to docs/screenshot.png).
 */

const CHROMIUM = '/usr/bin/chromium';
const SHOTS = '/tmp/shots';
const repo = join(import.meta.dirname, '..', '..');
const available = existsSync(CHROMIUM);
// Locally the test needs Chromium installed; in CI it must run (a missing browser fails it).
const skip = !available && !process.env.CI;
if (skip) console.warn(`test/e2e/web.test.ts skipped: ${CHROMIUM} is absent (apt-get install chromium); set CI=1 to make this a failure.`);

type Step = { guess: string; feedback: string };

/** The true feedback of a guess against a secret, by the core. */
function truth(game: Game, guess: string, secret: string): string {
  return game.feedbackLabel(game.score(game.parseGuess(guess) as number, game.guessSecret[game.parseGuess(secret) as number]!));
}

/** Bulls and cows of a word guess against a word secret, letters counted as Mastermind counts colours. */
function wordScore(guess: string, secret: string): string {
  const count = (w: string): Map<string, number> => {
    const m = new Map<string, number>();
    for (const c of w) m.set(c, (m.get(c) ?? 0) + 1);
    return m;
  };
  const bulls = [...guess].filter((c, i) => secret[i] === c).length;
  const inSecret = count(secret);
  const common = [...count(guess)].reduce((n, [c, k]) => n + Math.min(k, inSecret.get(c) ?? 0), 0);
  return `${bulls}A${common - bulls}B`;
}

/** The first secret (in code order) that fits a history: a guess that can win. */
function firstFit(game: Game, history: Step[]): string {
  const parsed = parseHistory(game, history);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const { secrets } = consistentSecrets(game, parsed.steps);
  return game.formatGuess(game.secretGuess[secrets[0]!]!);
}

describe.skipIf(skip)('the web page in Chromium', () => {
  // Unset when beforeAll fails part way (afterAll closes what was started).
  let app: FastifyInstance | undefined;
  let browser: Browser | undefined;
  let page: Page;
  let base = '';
  let cacheDir = '';
  const problems: string[] = [];
  const mm = getGame('mastermind');

  beforeAll(async () => {
    const data = join(repo, 'data');
    const trees = [
      ...(await loadVariantTrees(data, 'mastermind')),
      ...(await loadVariantTrees(data, 'twod')),
      ...(await loadVariantTrees(data, 'mastermind-distinct', 'minimax')),
      ...(await loadVariantTrees(data, 'bulls-and-cows', 'entropy')),
      ...(await loadVariantTrees(data, 'words-5', 'entropy')),
    ];
    ({ app, base, cacheDir } = await listenPageApp(trees, 'e2e'));
    await mkdir(SHOTS, { recursive: true });
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    page = await newPage(1200, 900);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    if (cacheDir) await rm(cacheDir, { recursive: true, force: true });
  });

  /** A page that records every console error or warning, page error, failed or external request. */
  async function newPage(width: number, height: number): Promise<Page> {
    const p = await browser!.newPage({ viewport: { width, height } });
    // The page checks what it can before asking: no request of any view may fail (Chromium logs
    // every 4xx answer as an error), so any console error is a problem.
    p.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`console ${m.type()}: ${m.text()}`);
    });
    p.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    // A request the test itself cuts short by navigating away (ERR_ABORTED) is not the page's failure.
    p.on('requestfailed', (r) => {
      const reason = r.failure()?.errorText ?? 'no reason';
      if (reason !== 'net::ERR_ABORTED') problems.push(`request failed: ${r.url()} (${reason})`);
    });
    // The page must work offline: any request off the server is a failure.
    await p.route(
      (url) => !url.href.startsWith(base),
      (route) => {
        problems.push(`external request: ${route.request().url()}`);
        return route.abort();
      },
    );
    return p;
  }

  /** The guesses and feedbacks on a board's rows. */
  const rows = (p: Page, list = '#section-play .board > .rows'): Promise<Step[]> =>
    p.$$eval(`${list} .row`, (els) =>
      els.map((el) => ({
        guess: el.querySelector('.code')?.getAttribute('title') ?? '',
        feedback: el.querySelector('.fb-label')?.textContent ?? el.querySelector<HTMLSelectElement>('select')?.value ?? '',
      })),
    );

  /** Presses Tab (or Shift+Tab) until the focus is on an element matching `selector`. */
  async function tabTo(p: Page, selector: string, back = false): Promise<void> {
    for (let i = 0; i < 80; i++) {
      if (await p.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
      await p.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    }
    throw new Error(`Tab never reached ${selector}`);
  }

  /** Moves a focused select to a value with the arrow keys (disabled options are skipped). */
  async function arrowTo(p: Page, value: string): Promise<void> {
    const target = await p.evaluate(
      (v) => [...(document.activeElement as HTMLSelectElement).options].findIndex((o) => o.value === v),
      value,
    );
    expect(target, `option ${value}`).toBeGreaterThanOrEqual(0);
    for (let i = 0; i < 60; i++) {
      const at = await p.evaluate(() => (document.activeElement as HTMLSelectElement).selectedIndex);
      if (at === target) return;
      await p.keyboard.press(at < target ? 'ArrowDown' : 'ArrowUp');
    }
    throw new Error(`could not reach ${value}`);
  }

  const focused = (p: Page): Promise<string> =>
    p.evaluate(() => {
      const el = document.activeElement;
      return el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}` : '';
    });

  it('plays Mastermind with hints to the end, also after an own guess off the tree, then reviews it', async () => {
    await page.goto(`${base}/#play?variant=mastermind&strategy=minimax&mode=codebreaker`);
    await page.waitForSelector('#section-play .palette');
    // An own first guess by clicking pegs (1 1 2 3), so the hints must work off the tree as well.
    for (const colour of ['red', 'red', 'orange', 'yellow']) await page.click(`#section-play .palette button[aria-label="${colour}"]`);
    await page.click('#section-play button:text-is("Guess")');
    expect((await rows(page))[0]?.guess).toBe('1123');
    for (let i = 0; i < 10 && (await page.isVisible('#hint')); i++) {
      const before = (await rows(page)).length;
      await page.click('#hint');
      await page.click('#use-hint');
      // "Use it" fills the guess and moves the focus to Guess: Enter plays it.
      expect(await focused(page)).toBe('button');
      await page.keyboard.press('Enter');
      await page.waitForFunction((n) => document.querySelectorAll('#section-play .board > .rows .row').length > n, before);
    }
    const played = await rows(page);
    expect(played.at(-1)?.feedback).toBe('4B0W');
    expect(await page.textContent('#section-play .notice-ok')).toContain(`Solved in ${played.length} guesses`);
    const parsed = parseHistory(mm, played);
    expect(parsed.ok && consistentSecrets(mm, parsed.steps).secrets.length).toBe(1);
    // The entry is gone (the hidden attribute wins over its display rule); New game has the focus.
    expect(await page.isVisible('#section-play .code-input')).toBe(false);
    expect(await focused(page)).toBe('button#play-again');
    // The review grades every guess against minimax's own choice at that point.
    await page.waitForFunction((n) => document.querySelectorAll('#section-play .review tbody tr').length === n, played.length);
    await page.waitForSelector('#section-play .review > p.muted:text-matches("of your \\\\d+ guesses")');
    const review = await page.$$eval('#section-play .review tbody tr', (trs) =>
      trs.map((tr) => [...tr.children].map((td) => td.textContent)),
    );
    expect(review[0]?.[3]).toMatch(/^1,?296 → \d+$/);
    expect(review.at(-1)?.[3]).toBe('found');
    // Hinted guesses are minimax's own choice.
    expect(review.at(-1)?.[5]).toMatch(/Its own choice|As good|Better|Worse/);
    expect(review.slice(1).some((r) => r[5] === 'Its own choice.')).toBe(true);
    expect(review[0]?.[5]).toMatch(/left on average/);
    await page.screenshot({ path: join(SHOTS, 'play-review.png'), fullPage: true });
  });

  it('wins a game by keyboard only: typed guesses, Enter, and the review', async () => {
    await page.goto(`${base}/#play?variant=mastermind&strategy=minimax&mode=codebreaker`);
    await page.waitForSelector('#section-play .palette');
    const history: Step[] = [];
    for (let i = 0; i < 10; i++) {
      const guess = i === 0 ? '1122' : firstFit(mm, history);
      await page.keyboard.type(guess);
      await page.keyboard.press('Enter');
      await page.waitForFunction((n) => document.querySelectorAll('#section-play .board > .rows .row').length === n, i + 1);
      const last = (await rows(page)).at(-1)!;
      history.push(last);
      if (last.feedback === '4B0W') break;
    }
    expect(history.at(-1)?.feedback).toBe('4B0W');
    expect(await page.textContent('#section-play .notice-ok')).toContain('Solved');
    // Typing after the end adds nothing: the entry is gone; Enter on New game starts a new one.
    await page.keyboard.type('1234');
    expect(await rows(page)).toHaveLength(history.length);
    expect(await focused(page)).toBe('button#play-again');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelectorAll('#section-play .board > .rows .row').length === 0);
    expect(await page.isVisible('#section-play .code-input')).toBe(true);
  });

  it('loses a game by keyboard only, then says the game is over and offers a new one', async () => {
    // 1111 is never a secret of mastermind-distinct: ten of them lose.
    await page.goto(`${base}/#play?variant=mastermind-distinct&strategy=minimax&mode=codebreaker`);
    await page.waitForSelector('#section-play .palette');
    for (let i = 0; i < 10; i++) {
      await page.keyboard.type('1111');
      await page.keyboard.press('Enter');
    }
    await page.waitForSelector('#section-play .status .notice-info');
    expect(await page.textContent('#section-play .status')).toMatch(/The secret was .*New game/);
    expect(await rows(page)).toHaveLength(10);
    expect(await page.isVisible('#section-play .code-input')).toBe(false);
    await page.keyboard.type('1234');
    await page.keyboard.press('Enter');
    // Enter on the focused New game button started a new game.
    await page.waitForFunction(() => document.querySelectorAll('#section-play .board > .rows .row').length === 0);
    await page.screenshot({ path: join(SHOTS, 'play-lost-new-game.png'), fullPage: true });
  });

  it('keeps the keyboard where it is: links, digits, focus after a pick, Enter after Hint', async () => {
    await page.goto(`${base}/#play?variant=bulls-and-cows&strategy=entropy&mode=codebreaker`);
    await page.waitForSelector('#section-play .palette');
    // A repeated digit is named, not dropped silently.
    await page.keyboard.type('11');
    expect(await page.textContent('#section-play .input-problem')).toBe('"1" is already in your guess: the digits of a guess all differ.');
    // Picking a digit disables its button: the focus moves on to the next digit, not to the page.
    await page.focus('#section-play .palette button[data-symbol="2"]');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.symbol)).toBe('3');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    // The guess is complete: the focus is on Guess.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Guess');
    await page.keyboard.press('Backspace');
    // Hint, then Enter plays the player's own guess (the focus is on Guess, not on "Use it").
    await page.keyboard.type('5');
    await page.focus('#hint');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#use-hint');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelectorAll('#section-play .board > .rows .row').length === 1);
    expect((await rows(page))[0]?.guess).toBe('1235');
    // Digits typed while a link has the focus stay out of the guess, and Enter follows the link.
    await page.focus('footer a');
    await page.keyboard.type('67');
    expect(await page.getAttribute('#section-play .slots .code', 'aria-label')).toBe('empty guess');
    await page.focus('nav a[href="/#explore"]');
    await page.keyboard.type('67');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#section-explore:not([hidden])');
    expect(await page.isHidden('#section-play')).toBe(true);
    // The explorer's tree file has arrived before the reload below (which would abort its request).
    await page.waitForSelector('#section-explore .tree details');
    // The skip link works from the keyboard too (a fresh load: the focus starts at the top).
    await page.goto(`${base}/#play`);
    await page.reload();
    await page.waitForSelector('#section-play .palette');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('skip');
    await page.keyboard.press('Enter');
    expect(await focused(page)).toBe('main#main');
  });

  it('assists a physical game by keyboard only, with a contradiction named and corrected in its row', async () => {
    const secret = '6543';
    await page.goto(`${base}/#play?variant=mastermind&strategy=minimax&mode=assistant`);
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('#assist-guess')?.value !== '');
    // Arrow keys on Game start a game of the next board and the focus stays on Game.
    await tabTo(page, '#play-variant');
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => !location.hash.includes('variant=mastermind&'));
    expect(await focused(page)).toBe('select#play-variant');
    await page.keyboard.press('ArrowUp');
    await page.waitForFunction(() => location.hash.includes('variant=mastermind&'));
    expect(await focused(page)).toBe('select#play-variant');
    // Arrow keys on Strategy change it and the focus stays there (the game goes on).
    await tabTo(page, '#play-strategy');
    await page.selectOption('#play-strategy', 'minimax');
    await page.focus('#play-strategy');
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('select#play-strategy');
    await page.keyboard.press('ArrowUp');
    expect(await page.inputValue('#play-strategy')).toBe('minimax');
    expect(await focused(page)).toBe('select#play-strategy');
    await tabTo(page, '#assist-feedback');
    const history: Step[] = [];
    let contradicted = false;
    let listedOnce = false;
    let disabledSeen = false;
    for (let i = 0; i < 10 && !(await page.isVisible('#section-play .notice-ok')); i++) {
      await page.waitForFunction(() => !document.querySelector('#section-play .pending-form')?.hasAttribute('aria-busy'));
      const remaining = Number(
        /^([\d,]+) secrets? still possible/.exec((await page.textContent('#remaining')) ?? '')?.[1]?.replace(/,/g, ''),
      );
      expect(remaining).toBeGreaterThan(0);
      if (remaining <= 20) {
        const listed = await page.$$eval('#section-play .secret-list .code', (els) => els.map((el) => el.getAttribute('title')));
        expect(listed).toHaveLength(remaining);
        expect(listed).toContain(secret);
        listedOnce = true;
      }
      const guess = await page.inputValue('#assist-guess');
      const answer = truth(mm, guess, secret);
      // Feedbacks no remaining secret can give are disabled; the true one never is.
      const options = await page.$$eval('#assist-feedback option', (os) =>
        os.map((o) => ({ value: (o as HTMLOptionElement).value, disabled: (o as HTMLOptionElement).disabled })),
      );
      expect(options.find((o) => o.value === answer)?.disabled).toBe(false);
      if (options.some((o) => o.disabled)) disabledSeen = true;
      expect(await focused(page)).toBe('select#assist-feedback');
      await arrowTo(page, answer);
      await page.keyboard.press('Enter');
      history.push({ guess, feedback: answer });
      await page.waitForFunction((n) => document.querySelectorAll('#section-play .board > .rows .row').length === n, history.length);
      if (history.length === 2 && !contradicted) {
        // Change answer 1 to one that contradicts answer 2: the page names step 2 (the first that
        // contradicts the steps before it), marks it, offers corrections, and keeps the focus.
        const labels = await page.$$eval('#fb-row-1 option', (os) =>
          os.filter((o) => !(o as HTMLOptionElement).disabled).map((o) => (o as HTMLOptionElement).value),
        );
        const wrong = labels.find((l) => {
          const p = parseHistory(mm, [{ guess: history[0]!.guess, feedback: l }, history[1]!]);
          return p.ok && consistentSecrets(mm, p.steps).contradiction === 2;
        })!;
        await tabTo(page, '#fb-row-1', true);
        await arrowTo(page, wrong);
        const alert = page.locator('#section-play [role="alert"]');
        await alert.waitFor();
        expect(await alert.textContent()).toMatch(/step 2 \(\d{4}:\dB\dW\) contradicts step 1\./);
        expect(await page.getAttribute('#section-play .row-bad .code', 'title')).toBe(history[1]!.guess);
        expect(await page.textContent('#remaining')).toBe('No secret fits these answers.');
        // Single corrections that fit are offered as buttons.
        expect(await page.locator('#section-play [role="alert"] .fixes button').count()).toBeGreaterThan(0);
        expect(await focused(page)).toBe('select#fb-row-1');
        await page.screenshot({ path: join(SHOTS, 'assist-contradiction.png'), fullPage: true });
        // Corrected in place, with the arrow keys again.
        await arrowTo(page, history[0]!.feedback);
        await page.waitForSelector('#section-play [role="alert"]', { state: 'detached' });
        expect(await focused(page)).toBe('select#fb-row-1');
        contradicted = true;
        await tabTo(page, '#assist-feedback');
      }
    }
    expect(await page.textContent('#section-play .notice-ok')).toContain('Solved');
    expect(contradicted).toBe(true);
    expect(listedOnce).toBe(true);
    expect(disabledSeen).toBe(true);
    expect(history.at(-1)).toEqual({ guess: secret, feedback: '4B0W' });
  });

  it('writes the position into a shareable link that reopens it, and Back steps back', async () => {
    await page.goto(`${base}/#play?variant=mastermind&strategy=minimax&mode=assistant&history=1122:1B0W,1344:0B1W`);
    await page.waitForFunction(() => document.querySelectorAll('#section-play .board > .rows .row').length === 2);
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('#assist-guess')?.value === '3526');
    // The answer of a secret that fits the first two answers (and is not 3526).
    const parsed = parseHistory(mm, [
      { guess: '1122', feedback: '1B0W' },
      { guess: '1344', feedback: '0B1W' },
    ]);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const other = mm.formatGuess(
      mm.secretGuess[[...consistentSecrets(mm, parsed.steps).secrets].find((s) => mm.formatGuess(mm.secretGuess[s]!) !== '3526')!]!,
    );
    const answer = truth(mm, '3526', other);
    await page.selectOption('#assist-feedback', answer);
    await page.click('#assist-enter');
    await page.waitForFunction(() => document.querySelectorAll('#section-play .board > .rows .row').length === 3);
    const link = page.url();
    expect(link).toContain(`history=1122:1B0W,1344:0B1W,3526:${answer}`);
    // Sent to someone else: the same rows and the same next guess.
    const reopened = await newPage(1000, 800);
    await reopened.goto(link);
    await reopened.waitForFunction(() => document.querySelectorAll('#section-play .board > .rows .row').length === 3);
    await reopened.waitForFunction(() => document.querySelector<HTMLInputElement>('#assist-guess')?.value !== '');
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('#assist-guess')?.value !== '');
    expect(await rows(reopened)).toEqual(await rows(page));
    expect(await reopened.inputValue('#assist-guess')).toBe(await page.inputValue('#assist-guess'));
    expect(await reopened.inputValue('#play-mode')).toBe('assistant');
    expect(await reopened.inputValue('#play-strategy')).toBe('minimax');
    await reopened.close();
    // Back removes the last answer, Forward brings it back.
    await page.goBack();
    await page.waitForFunction(() => document.querySelectorAll('#section-play .board > .rows .row').length === 2);
    await page.goForward();
    await page.waitForFunction(() => document.querySelectorAll('#section-play .board > .rows .row').length === 3);
    // A codebreaker game reopens at the same rows, with a secret that fits them.
    await page.goto(`${base}/#play?variant=mastermind&strategy=minimax&mode=codebreaker&history=1122:1B0W,3456:0B2W`);
    await page.waitForFunction(() => document.querySelectorAll('#section-play .board > .rows .row').length === 2);
    expect(await rows(page)).toEqual([
      { guess: '1122', feedback: '1B0W' },
      { guess: '3456', feedback: '0B2W' },
    ]);
    // Explore keeps its secret in the link as well.
    await page.goto(`${base}/#explore?variant=mastermind&strategy=minimax&secret=6543`);
    await page.waitForSelector('#section-explore .card [aria-live] .game-secret');
    expect(await page.textContent('#section-explore .card [aria-live] .game-secret')).toContain('guesses');
  });

  it('plays against the computer (Challenge) and against a codemaker who never commits', async () => {
    const mine = '2461';
    await page.goto(`${base}/#play?variant=mastermind&strategy=minimax&mode=challenge`);
    await page.waitForSelector('#section-play .palette');
    const history: Step[] = [];
    for (let round = 0; round < 10 && !(await page.isVisible('#play-again')); round++) {
      const guess = round === 0 ? '1122' : firstFit(mm, history);
      await page.keyboard.type(guess);
      await page.keyboard.press('Enter');
      await page.waitForFunction((n) => document.querySelectorAll('#section-play .duel > div:first-child .row').length === n, round + 1);
      history.push((await rows(page, '#section-play .duel > div:first-child .rows')).at(-1)!);
      // The computer's guess: answered by keyboard, the focus is already on the answer.
      await page.waitForSelector('#challenge-feedback');
      await page.waitForFunction(() => document.activeElement?.id === 'challenge-feedback');
      const theirs = await page.$eval('#section-play .pending-form .suggestion .code', (el) => el.getAttribute('title') ?? '');
      await arrowTo(page, truth(mm, theirs, mine));
      await page.keyboard.press('Enter');
      await page.waitForFunction((n) => document.querySelectorAll('#section-play .duel > div:last-child .row').length === n, round + 1);
    }
    expect(await page.textContent('#section-play .status')).toMatch(/You win|I win|A draw/);
    expect(await page.textContent('#section-play .status')).toContain('My secret was');
    await page.waitForSelector('#section-play .review tbody tr');
    await page.screenshot({ path: join(SHOTS, 'play-challenge.png'), fullPage: true });

    await page.goto(`${base}/#play?variant=mastermind&strategy=minimax&mode=adversary`);
    await page.waitForSelector('#section-play .palette');
    const steps: Step[] = [];
    for (let i = 0; i < 10; i++) {
      const guess = i === 0 ? '1234' : firstFit(mm, steps);
      await page.keyboard.type(guess);
      await page.keyboard.press('Enter');
      await page.waitForFunction((n) => document.querySelectorAll('#section-play .board > .rows .row').length === n, i + 1);
      steps.push((await rows(page)).at(-1)!);
      // Every answer keeps the largest part: after 1234 that is 0B2W's 312 secrets.
      if (i === 0) {
        expect(steps[0]?.feedback).toBe('0B2W');
        expect(await page.textContent('#section-play .status')).toContain('312 secrets still fit every answer');
      }
      if (steps.at(-1)?.feedback === '4B0W') break;
    }
    expect(steps.at(-1)?.feedback).toBe('4B0W');
    expect(await page.textContent('#section-play .notice-ok')).toContain('Only that secret was left');
  });

  it('plays a board outside the catalogue (mm-3x4) opened from the board form, built on demand', async () => {
    await page.goto(`${base}/#play?mode=assistant&variant=mastermind&strategy=minimax`);
    await page.waitForSelector('#assist-guess');
    await page.selectOption('#play-variant', '__other');
    await page.fill('#play-variant-pegs', '3');
    await page.fill('#play-variant-symbols', '4');
    expect(await page.textContent('#section-play .board-summary')).toBe('mm-3x4: 64 secrets, 10 guesses allowed.');
    await page.click('#section-play .board-form button[type="submit"]');
    await page.waitForFunction(() => location.hash.includes('variant=mm-3x4'));
    const secret = '412';
    const g = getGame('mm-3x4');
    for (let i = 0; i < 10 && !(await page.isVisible('#section-play .notice-ok')); i++) {
      await page.waitForFunction(
        () =>
          !document.querySelector('#section-play .pending-form')?.hasAttribute('aria-busy') &&
          (document.querySelector('#assist-guess') as HTMLInputElement).value !== '',
      );
      const guess = await page.inputValue('#assist-guess');
      await page.selectOption('#assist-feedback', truth(g, guess, secret));
      await page.click('#assist-enter');
      await page.waitForFunction((n) => document.querySelectorAll('#section-play .board > .rows .row').length === n, i + 1);
    }
    expect(await page.textContent('#section-play .notice-ok')).toContain('Solved');
    expect((await rows(page)).at(-1)).toEqual({ guess: secret, feedback: '3B0W' });
    // Explore waits for the tree (built on demand), then jumps from a worst-case game to its node.
    await page.click('nav a[href="/#explore"]');
    await page.waitForFunction(() => location.hash.startsWith('#explore?variant=mm-3x4'));
    await page.waitForSelector('#section-explore .games .jump', { timeout: 30_000 });
    const worstSecret = await page.$eval('#section-explore .games .game-secret .code', (el) => el.getAttribute('title'));
    await page.waitForSelector('#section-explore .tree details');
    await page.click('#section-explore .games .jump');
    const target = page.locator('#section-explore .tree .node-target');
    await target.waitFor();
    expect(await target.locator('.node-head .code').first().getAttribute('title')).toBe(worstSecret);
    expect(await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))).toBe(true);
    // Compare builds every tree of the board the server can build here: greedy and exact (static and search trees are built offline only).
    await page.click('nav a[href="/#compare"]');
    await page.waitForSelector('#section-compare table.compare tbody tr', { timeout: 60_000 });
    expect(await page.locator('#section-compare tbody tr').count()).toBe(STRATEGIES.filter((s) => s.onDemand !== 'never').length);
  });

  it("explores a tree: histogram, worst cases, a secret's game shown in the tree, and checks input first", async () => {
    await page.goto(`${base}/#explore?variant=mastermind&strategy=minimax`);
    await page.waitForSelector('#section-explore figure svg .bar');
    await page.waitForSelector('#section-explore .games li');
    await page.waitForSelector('#section-explore .tree details');
    await page.fill('#path-secret', '6543');
    await page.click('#section-explore button:text-is("Show the game")');
    await page.waitForSelector('#section-explore .card [aria-live] .game-secret');
    expect(page.url()).toContain('secret=6543');
    await page.click('#section-explore .card [aria-live] .jump');
    const target = page.locator('#section-explore .tree .node-target');
    await target.waitFor();
    expect(await target.locator('.node-head .code').first().getAttribute('title')).toBe('6543');
    const root = page.locator('#section-explore .tree > details');
    const branches = root.locator('> .children > details');
    expect(await branches.count()).toBeGreaterThan(5);
    expect(await page.textContent('#section-explore .tree')).toContain('1,296 secrets');
    await page.screenshot({ path: join(repo, 'docs', 'screenshot.png'), fullPage: true });
    // Checked in the page, without a failing request: a code that is never a secret.
    await page.goto(`${base}/#explore?variant=mastermind-distinct&strategy=minimax`);
    await page.waitForSelector('#section-explore .tree details');
    await page.fill('#path-secret', '1123');
    await page.click('#section-explore button:text-is("Show the game")');
    expect(await page.textContent('#section-explore .card [aria-live] [role="alert"]')).toContain('is never a secret');
    // twod: the point typed as 31 or 3,1 is the point (3, 1), and shown so.
    await page.goto(`${base}/#explore?variant=twod&strategy=minimax`);
    await page.waitForSelector('#section-explore .tree details');
    await page.fill('#path-secret', '3,1');
    await page.click('#section-explore button:text-is("Show the game")');
    await page.waitForSelector('#section-explore .card [aria-live] .game-secret');
    expect(await page.textContent('#section-explore .card [aria-live] .game-secret')).toContain('(3, 1)');
    expect(await page.inputValue('#path-secret')).toBe('(3, 1)');
  });

  it('says in words when a strategy has no tree on a tight board, and offers the strategies that fit', async () => {
    // Mastermind in five guesses: entropy's tree needs six for some secrets (over-limit); minimax's fits.
    await page.goto(`${base}/#explore?variant=mm-4x6-g5&strategy=entropy`);
    const said = page.locator('#section-explore .explore-body');
    await said.locator('text=needs more guesses for some secrets than this board allows').waitFor({ timeout: 30_000 });
    expect(await said.textContent()).toMatch(/needs \d+ guesses for the secret \d{4}, and the board allows 5/);
    expect(await said.locator('button:text-is("Try again")').count()).toBe(0);
    expect(await page.textContent('#explore-strategy option[value="entropy"]')).toContain('needs more guesses than the board allows');
    await said.locator(`button:text-is("Play safe")`).click();
    await page.waitForFunction(() => location.hash.includes('strategy=minimax'));
    await page.waitForSelector('#section-explore .tree details', { timeout: 30_000 });
  });

  it('offers the static strategy: every game plays the same fixed guesses, then the secret', async () => {
    await page.goto(`${base}/#explore?variant=mastermind&strategy=static`);
    await page.waitForSelector('#section-explore .games > li');
    expect(await page.inputValue('#explore-strategy')).toBe('static');
    expect(await page.textContent('#explore-strategy option[value="static"]')).toBe('static: Fixed guesses (average 5.224, at most 7)');
    const games = await page.$$eval('#section-explore .games > li', (items) =>
      items.map((li) => ({
        secret: li.querySelector('.game-secret .code')?.getAttribute('title'),
        guesses: [...li.querySelectorAll('.game-steps .code')].map((c) => c.getAttribute('title')),
      })),
    );
    expect(games.length).toBeGreaterThan(1);
    const fixed = games[0]!.guesses.slice(0, 6);
    for (const { secret, guesses } of games) expect(guesses).toEqual([...fixed, secret]);
  });

  it('compares the strategies: one overlaid chart, a CSV download, totals', async () => {
    await page.goto(`${base}/#compare?variant=mastermind`);
    await page.waitForSelector('#section-compare table.compare tbody tr');
    // One row per committed tree of the variant: greedy, exact and static.
    const manifest = JSON.parse(readFileSync(join(repo, 'data', 'manifest.json'), 'utf8')) as { files: Array<{ variant: string }> };
    const count = manifest.files.filter((e) => e.variant === 'mastermind').length;
    expect(await page.locator('#section-compare tbody tr').count()).toBe(count);
    expect(await page.locator('#section-compare .chart-overlay polyline').count()).toBe(count);
    expect(await page.locator('#section-compare .chart-legend li').count()).toBe(count);
    // Every row's "Secrets" column is the total of its counts.
    const totals = await page.$$eval('#section-compare tbody tr td:last-child', (tds) => tds.map((td) => td.textContent));
    expect(new Set(totals)).toEqual(new Set(['1,296']));
    expect(await page.textContent('#section-compare tbody')).toContain('Play safe');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#compare-csv')]);
    expect(download.suggestedFilename()).toBe('mastermind-strategies.csv');
    const csv = readFileSync(await download.path(), 'utf8')
      .trim()
      .split('\n');
    expect(csv[0]).toMatch(/^strategy,name,guesses in all,average,worst case,solved in 1,.*,secrets$/);
    expect(csv).toHaveLength(count + 1);
    expect(csv.some((line) => /^minimax,"Play safe",5801,4\.47\d+,5,1,6,62,533,694,/.test(line))).toBe(true);
  });

  it('shows the Memento section the page ships, with labelled rows and columns', async () => {
    await page.goto(`${base}/#compare`);
    await page.click('nav a[href="/#memento"]');
    await page.waitForSelector('#section-memento .memento-host .memento-tile');
    expect(await page.locator('#section-memento .memento-col-label').count()).toBe(3);
    expect(await page.textContent('#section-memento .memento-row-label >> nth=0')).toBe('r0');
    // A best move that is not a number is explained in words, without asking the server.
    await page.fill('#section-memento .memento-controls label:has-text("Best move") input', '-1');
    await page.click('#section-memento .memento-button-primary');
    expect(await page.textContent('#section-memento .memento-error')).toContain('a whole number from 0 to 999');
    // The move switches sit on their labels' line (the page's switches, 24 px high, not stretched
    // by its field styles); tiles stay square on a 32 x 32 board.
    const box = await page.$eval('#section-memento .memento-family input', (el) => el.getBoundingClientRect().height);
    expect(box).toBeLessThanOrEqual(24);
    for (const what of ['Rows', 'Columns']) {
      await page.fill(`#section-memento .memento-controls label:has-text("${what}") input`, '32');
      await page.press(`#section-memento .memento-controls label:has-text("${what}") input`, 'Enter');
    }
    expect(await page.locator('#section-memento .memento-tile').count()).toBe(1024);
    const tile = await page.$eval('#section-memento .memento-tile', (el) => {
      const r = el.getBoundingClientRect();
      return [r.width, r.height];
    });
    expect(Math.abs(tile[0]! - tile[1]!)).toBeLessThan(0.5);
  });

  it('plays Word Mastermind (words-5): typed words scored in bulls and cows, a non-word refused', async () => {
    await page.goto(`${base}/#play?variant=mastermind&strategy=minimax&mode=codebreaker`);
    await page.waitForSelector('#section-play .palette');
    await page.selectOption('#play-variant', 'words-5');
    await page.waitForFunction(() => location.hash.includes('variant=words-5'));
    await page.waitForSelector('#section-play .palette button[data-symbol="z"]');
    // The page's secret is one of the list's words: a typed word gets its bulls and cows.
    const words = readFileSync(join(repo, 'data', 'words', 'words-5.txt'), 'utf8')
      .split('\n')
      .map((w) => w.trim())
      .filter((w) => /^[a-z]{5}$/.test(w));
    expect(words).toHaveLength(3554);
    // A word that is not in the list is refused with a sentence, and nothing is played.
    await page.keyboard.type('xyzzq');
    await page.keyboard.press('Enter');
    expect(await page.textContent('#section-play .input-problem')).toBe('"xyzzq" is not a word of the list.');
    expect(await rows(page)).toHaveLength(0);
    for (let i = 0; i < 5; i++) await page.keyboard.press('Backspace');
    const guess = words.includes('crane') ? 'crane' : words[0]!;
    await page.keyboard.type(guess.toUpperCase());
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelectorAll('#section-play .board > .rows .row').length === 1);
    const [first] = await rows(page);
    expect(first?.guess).toBe(guess);
    expect(first?.feedback).toMatch(/^[0-5]A[0-5]B$/);
    // Letter tiles, not colours.
    expect(await page.locator('#section-play .board > .rows .row .peg-letter').count()).toBe(5);
    // The page's secret fits the answer: show it and check the score by the rule.
    await page.click('#section-play button:text-is("Show the secret")');
    await page.waitForSelector('#play-again');
    const secret = (await page.getAttribute('#section-play .status .code', 'title')) ?? '';
    expect(words).toContain(secret);
    expect(first?.feedback).toBe(wordScore(guess, secret));
    await page.screenshot({ path: join(SHOTS, 'play-words.png'), fullPage: true });

    // The assistant: the strategy's guesses, answered with the true feedback, find the secret.
    const target = words.includes('pleat') ? 'pleat' : words[100]!;
    await page.goto(`${base}/#play?variant=words-5&strategy=entropy&mode=assistant`);
    const assisted: Step[] = [];
    for (let i = 0; i < 10 && !(await page.isVisible('#section-play .notice-ok')); i++) {
      await page.waitForFunction(() => document.querySelector<HTMLInputElement>('#assist-guess')?.value !== '');
      await page.waitForFunction(() => !document.querySelector('#section-play .pending-form')?.hasAttribute('aria-busy'));
      const g = await page.inputValue('#assist-guess');
      const answer = wordScore(g, target);
      await page.selectOption('#assist-feedback', answer);
      await page.focus('#assist-feedback');
      await page.keyboard.press('Enter');
      assisted.push({ guess: g, feedback: answer });
      await page.waitForFunction((n) => document.querySelectorAll('#section-play .board > .rows .row').length === n, assisted.length);
    }
    expect(assisted.at(-1)).toEqual({ guess: target, feedback: '5A0B' });

    // Explore: a word's game through the tree; a non-word is refused in the page.
    await page.goto(`${base}/#explore?variant=words-5&strategy=entropy`);
    await page.waitForSelector('#section-explore .tree details');
    await page.fill('#path-secret', 'xyzzq');
    await page.click('#section-explore button:text-is("Show the game")');
    expect(await page.textContent('#section-explore .card [aria-live] [role="alert"]')).toContain('"xyzzq" is not a word of the list.');
    await page.fill('#path-secret', target);
    await page.click('#section-explore button:text-is("Show the game")');
    await page.waitForSelector('#section-explore .card [aria-live] .game-secret');

    // Another length opens from a link: words-4 has its own list.
    await page.goto(`${base}/#play?variant=words-4&strategy=entropy&mode=codebreaker`);
    await page.waitForSelector('#section-play .palette button[data-symbol="z"]');
    expect(await page.inputValue('#play-variant')).toBe('words-4');
    await page.keyboard.type('xyzq');
    await page.keyboard.press('Enter');
    expect(await page.textContent('#section-play .input-problem')).toBe('"xyzq" is not a word of the list.');
  });

  it("keeps a codebreaker game's secret across Back, and reopens a Challenge from its two histories", async () => {
    await page.goto(`${base}/#play?variant=mastermind&strategy=minimax&mode=codebreaker`);
    await page.waitForSelector('#section-play .palette');
    const played: Step[] = [];
    for (let i = 0; i < 10 && played.at(-1)?.feedback !== '4B0W'; i++) {
      await page.keyboard.type(i === 0 ? '1122' : firstFit(mm, played));
      await page.keyboard.press('Enter');
      await page.waitForFunction((n) => document.querySelectorAll('#section-play .board > .rows .row').length === n, i + 1);
      played.push((await rows(page)).at(-1)!);
    }
    const secret = played.at(-1)!.guess;
    // Back to the empty board of the same game: the same secret, so it wins at once (a new secret would 1 time in 1,296).
    for (let i = 0; i < played.length; i++) await page.goBack();
    await page.waitForFunction(() => document.querySelectorAll('#section-play .board > .rows .row').length === 0);
    expect(page.url()).not.toContain('history=');
    await page.keyboard.type(secret);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelectorAll('#section-play .board > .rows .row').length === 1);
    expect(await rows(page)).toEqual([{ guess: secret, feedback: '4B0W' }]);

    // A Challenge link with one reply fewer than guesses: both columns, and the computer's guess to answer.
    const yours = '#section-play .duel > div:first-child .rows';
    const mine = '#section-play .duel > div:last-child .rows';
    await page.goto(`${base}/#play?variant=mastermind&strategy=minimax&mode=challenge&history=1122:1B0W,1344:0B1W&replies=1122:0B1W`);
    await page.waitForSelector('#challenge-feedback');
    expect(await rows(page, yours)).toEqual([
      { guess: '1122', feedback: '1B0W' },
      { guess: '1344', feedback: '0B1W' },
    ]);
    expect(await rows(page, mine)).toEqual([{ guess: '1122', feedback: '0B1W' }]);
    expect(await page.textContent('#section-play .pending-form .suggestion')).toContain('My guess 2');
    // As many replies as guesses: the person's turn.
    await page.goto(`${base}/#play?variant=mastermind&strategy=minimax&mode=challenge&history=1122:1B0W&replies=1122:0B1W`);
    await page.waitForSelector('#section-play .turn:has-text("Your turn: guess 2 of 10.")');
    expect(await page.isVisible('#section-play .code-input')).toBe(true);
    expect(page.url()).toContain('history=1122:1B0W&replies=1122:0B1W');
    // More replies than guesses do not fit one game: said, and a new game starts.
    await page.goto(`${base}/#play?variant=mastermind&strategy=minimax&mode=challenge&history=1122:1B0W&replies=1122:0B1W,1344:0B0W`);
    await page.waitForSelector('#section-play .board [role="alert"]:has-text("do not fit one challenge game")');
    expect(await rows(page, yours)).toEqual([]);
  });

  it('says what a link cannot give: a board, a history, answers that contradict each other', async () => {
    await page.goto(`${base}/#play?variant=mm-9x6&strategy=minimax&mode=codebreaker`);
    await page.waitForSelector('#section-play .link-problem [role="alert"]');
    expect(await page.textContent('#section-play .link-problem')).toMatch(/^This link's board cannot be played: /);
    await page.goto(`${base}/#play?variant=mastermind&strategy=minimax&mode=codebreaker&history=1122-1B0W`);
    await page.waitForSelector('#section-play .link-problem:has-text("history could not be read")');
    expect(await rows(page)).toEqual([]);
    await page.goto(`${base}/#play?variant=mastermind&strategy=minimax&mode=adversary&history=1234:0B0W,1234:0B1W`);
    await page.waitForSelector('#section-play .board [role="alert"]:has-text("A new game starts.")');
    expect(await page.textContent('#section-play .board [role="alert"]')).toContain('contradicts');
    expect(await rows(page)).toEqual([]);
    await page.goto(`${base}/#explore?variant=mm-9x6&strategy=minimax`);
    await page.waitForSelector(`#section-explore [role="alert"]:has-text("This link's board cannot be explored: ")`);
    await page.waitForSelector('#section-explore .tree details');
    await page.goto(`${base}/#compare?variant=mm-9x6`);
    await page.waitForSelector(`#section-compare [role="alert"]:has-text("This link's board cannot be compared: ")`);
    await page.waitForSelector('#section-compare table.compare tbody tr');
  });

  it('offers the modes and the same controls in each section; a strategy changed mid-game, Undo and a correction', async () => {
    // A page of its own: the browser keeps at most 50 steps of history, which the tests before have used up.
    const tab = await newPage(1200, 900);
    await tab.goto(`${base}/#play?variant=mastermind&strategy=minimax&mode=codebreaker`);
    await tab.waitForSelector('#section-play .palette');
    expect(await tab.$$eval('#play-mode option', (os) => os.map((o) => [(o as HTMLOptionElement).value, o.textContent]))).toEqual([
      ['codebreaker', 'I guess, the page hides a secret'],
      ['adversary', 'I guess against a codemaker who never commits'],
      ['challenge', 'Challenge: we each hide a secret, turn by turn'],
      ['assistant', 'The page guesses for my board game'],
    ]);
    const controls = (section: string): Promise<string[]> =>
      tab.$$eval(`#section-${section} > h2, #section-${section} > .controls > *`, (els) =>
        els.map((el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} ${el.firstChild?.textContent ?? ''}`),
      );
    expect(await controls('play')).toEqual(['h2 Play', 'label Mode', 'label Game', 'label Strategy', 'button#new-game New game']);
    // A mode picked starts its game and adds a step to Back.
    const steps = await tab.evaluate(() => history.length);
    await tab.selectOption('#play-mode', 'adversary');
    await tab.waitForFunction(() => location.hash.includes('mode=adversary'));
    expect(await tab.evaluate(() => history.length)).toBe(steps + 1);
    expect(await tab.textContent('#section-play .lead')).toMatch(/never needs more than 5 guesses/);
    await tab.click('#section-play button:text-is("Give up")');
    expect(await tab.textContent('#section-play .status')).toContain('The codemaker never chose');

    // The assistant asks the new strategy at once; the address changes in place.
    const asked = [
      { guess: '1122', feedback: '1B0W' },
      { guess: '1344', feedback: '0B1W' },
    ];
    await tab.goto(`${base}/#play?variant=mastermind&strategy=minimax&mode=assistant&history=1122:1B0W,1344:0B1W`);
    await tab.waitForFunction(() => document.querySelector<HTMLInputElement>('#assist-guess')?.value === '3526');
    const next = await app!.inject({ method: 'POST', url: '/v1/trees/mastermind/most-parts/next', payload: { history: asked } });
    const theirs = next.json<{ guess: string }>().guess;
    expect(theirs).not.toBe('3526');
    const before = await tab.evaluate(() => history.length);
    await tab.selectOption('#play-strategy', 'most-parts');
    await tab.waitForFunction(
      (g) =>
        !document.querySelector('#section-play .pending-form')?.hasAttribute('aria-busy') &&
        document.querySelector<HTMLInputElement>('#assist-guess')?.value === g,
      theirs,
    );
    expect(tab.url()).toContain('strategy=most-parts&mode=assistant&history=1122:1B0W,1344:0B1W');
    expect(await tab.evaluate(() => history.length)).toBe(before);
    // Undo takes the last answer back, in the address too.
    await tab.click('#assist-undo');
    await tab.waitForFunction(() => document.querySelectorAll('#section-play .board > .rows .row').length === 1);
    expect(tab.url()).toMatch(/history=1122:1B0W$/);
    // A link whose answers contradict: a single correction, applied by its button, fits them again.
    await tab.goto(`${base}/#play?variant=mastermind&strategy=minimax&mode=assistant&history=1234:0B0W,1234:0B1W`);
    const fix = tab.locator('#section-play [role="alert"] .fixes button').first();
    const [, step, feedback] = /^guess (\d) got (\S+)$/.exec((await fix.textContent()) ?? '') ?? [];
    await fix.click();
    await tab.waitForSelector('#section-play [role="alert"]', { state: 'detached' });
    expect((await rows(tab))[Number(step) - 1]?.feedback).toBe(feedback);
    expect(tab.url()).toContain(Number(step) === 1 ? `history=1234:${feedback},1234:0B1W` : `history=1234:0B0W,1234:${feedback}`);

    // Explore: the same controls; a strategy picked adds a step to Back and shows its tree.
    await tab.click('nav a[href="/#explore"]');
    await tab.waitForSelector('#section-explore .tree details');
    expect(await controls('explore')).toEqual(['h2 Explore a tree', 'label Game', 'label Strategy']);
    const at = await tab.evaluate(() => history.length);
    await tab.selectOption('#explore-strategy', 'entropy');
    await tab.waitForFunction(() => location.hash.includes('strategy=entropy'));
    expect(await tab.evaluate(() => history.length)).toBe(at + 1);
    await tab.waitForSelector('#section-explore .tree details');
    await tab.click('nav a[href="/#compare"]');
    await tab.waitForSelector('#section-compare table.compare tbody tr');
    expect(await controls('compare')).toEqual(['h2 Compare strategies', 'label Game']);
    await tab.close();
  });

  it('fits a phone screen: every view, no sideways scrolling', async () => {
    const phone = await newPage(375, 740);
    const views: Array<[string, string, string]> = [
      [
        'play-codebreaker',
        '#play?variant=mastermind&strategy=minimax&mode=codebreaker&history=1122:1B0W,1344:0B1W',
        '#section-play .palette',
      ],
      ['play-assistant', '#play?variant=mastermind&strategy=minimax&mode=assistant&history=1122:1B0W,1344:0B1W', '#assist-guess'],
      ['play-challenge', '#play?variant=bulls-and-cows&strategy=entropy&mode=challenge', '#section-play .palette'],
      ['play-adversary', '#play?variant=mastermind&strategy=minimax&mode=adversary&history=1234:0B2W', '#section-play .palette'],
      ['play-twod', '#play?variant=twod&strategy=minimax&mode=codebreaker', '#section-play .grid-board'],
      ['explore', '#explore?variant=mastermind&strategy=minimax&secret=6543', '#section-explore .tree details'],
      ['compare', '#compare?variant=mastermind', '#section-compare table.compare tbody tr'],
      ['compare-bulls-and-cows', '#compare?variant=bulls-and-cows', '#section-compare table.compare tbody tr'],
      ['memento', '#memento', '#section-memento .memento-tile'],
    ];
    for (const [name, hash, ready] of views) {
      await phone.goto(`${base}/${hash}`);
      await phone.waitForSelector(ready);
      await phone.waitForLoadState('networkidle');
      await phone.screenshot({ path: join(SHOTS, `phone-${name}.png`), fullPage: true });
      const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${hash} scrolls sideways on a phone`).toBeLessThanOrEqual(0);
    }
    // The form for another board.
    await phone.goto(`${base}/#play?variant=mastermind&strategy=minimax&mode=codebreaker`);
    await phone.waitForSelector('#section-play .palette');
    await phone.selectOption('#play-variant', '__other');
    await phone.selectOption('#play-variant-family', 'bc');
    await phone.waitForSelector('#section-play .board-form:not([hidden])');
    await phone.screenshot({ path: join(SHOTS, 'phone-board-form.png'), fullPage: true });
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    expect(await phone.textContent('#section-play .board-summary')).toBe('bc-4x10: 5,040 secrets, 10 guesses allowed.');
    // A game finished on the phone, with its review.
    await phone.goto(`${base}/#play?variant=mastermind&strategy=minimax&mode=codebreaker`);
    await phone.waitForSelector('#section-play .palette');
    await phone.click('#section-play button:text-is("Show the secret")');
    await phone.waitForSelector('#play-again');
    await phone.goto(`${base}/#play?variant=mastermind&strategy=minimax&mode=adversary&history=1234:0B2W,1356:1B1W`);
    await phone.waitForSelector('#section-play .palette');
    await phone.click('#section-play button:text-is("Give up")');
    await phone.waitForSelector('#section-play .review tbody tr >> nth=1');
    await phone.waitForLoadState('networkidle');
    await phone.screenshot({ path: join(SHOTS, 'phone-play-review.png'), fullPage: true });
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await phone.close();
  });

  it('the API docs at /docs draw under their content security policy', async () => {
    const docs = await newPage(1200, 900);
    await docs.goto(`${base}/docs/`);
    await docs.waitForSelector('.swagger-ui .opblock', { timeout: 30_000 });
    expect(await docs.locator('.swagger-ui .opblock').count()).toBeGreaterThan(10);
    await docs.close();
  });

  it('logged no console error on any view, made no external request', () => {
    expect(problems).toEqual([]);
  });
});
