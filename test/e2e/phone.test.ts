import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadVariantTrees } from '../../src/store/variant-trees.ts';
import { listenPageApp } from './page-app.ts';

/**
 * The page on a phone in a real browser (Debian's Chromium through playwright-core, emulating
 * touch screens of 360 x 640 and 390 x 844 CSS px): in every mode and in the Memento section
 * (its tiles too) nothing scrolls sideways, every
 * control is a touch target of 44 x 44 CSS px at least (WCAG 2.5.5, Apple's Human Interface
 * Guidelines), and fields' text is 16 px at least (Safari on iOS zooms into a smaller one). Wordle's
 * letter keys, ten to a row, cannot be 44 px wide on such a screen: they must be 44 px high, at
 * least 30 px wide, and the keyboard must take the screen's width. A Memento board up to 6 x 6
 * fits the screen; a wider one keeps its 44 px tiles and scrolls sideways inside its own frame.
 */

const CHROMIUM = '/usr/bin/chromium';
const repo = join(import.meta.dirname, '..', '..');
const skip = !existsSync(CHROMIUM) && !process.env.CI;
if (skip)
  console.warn(`test/e2e/phone.test.ts skipped: ${CHROMIUM} is absent (apt-get install chromium); set CI=1 to make this a failure.`);

/** A touch screen: its size in CSS px and its pixel ratio. */
type Phone = { width: number; height: number; deviceScaleFactor: number };
const PHONES: Phone[] = [
  { width: 360, height: 640, deviceScaleFactor: 3 },
  { width: 390, height: 844, deviceScaleFactor: 3 },
];

/** A view of the page: its address, what shows it is drawn, what to do there first, and whether its Memento board may scroll. */
type View = { name: string; hash: string; ready: string; act?: (p: Page) => Promise<void>; wideBoard?: boolean; noField?: boolean };

/** Sets the Memento board's size as a player does, in its Rows and Columns fields. */
const mementoSize = async (p: Page, side: number): Promise<void> => {
  for (const what of ['Rows', 'Columns']) {
    const field = `.memento-controls label:has-text("${what}") input`;
    await p.fill(field, String(side));
    await p.press(field, 'Enter');
  }
  await p.waitForFunction((n) => document.querySelectorAll('.memento-tile').length === n, side * side);
};
const VIEWS: View[] = [
  { name: 'Mastermind, I guess', hash: '#play?variant=mastermind&strategy=minimax&mode=codebreaker&history=1122:1B0W', ready: '.palette' },
  {
    name: 'Mastermind, the page guesses',
    hash: '#play?variant=mastermind&strategy=minimax&mode=assistant&history=1122:1B0W,1344:0B1W',
    ready: '#assist-guess',
  },
  { name: 'Mastermind, adversary', hash: '#play?variant=mastermind&strategy=minimax&mode=adversary', ready: '.palette' },
  { name: 'Bulls and Cows, challenge', hash: '#play?variant=bulls-and-cows&strategy=entropy&mode=challenge', ready: '.palette' },
  { name: 'twoD', hash: '#play?variant=twod&strategy=minimax&mode=codebreaker', ready: '.grid-board' },
  { name: 'words-5', hash: '#play?variant=words-5&strategy=entropy&mode=codebreaker', ready: '.palette' },
  {
    name: 'another board',
    hash: '#play?variant=mastermind&strategy=minimax&mode=codebreaker',
    ready: '.palette',
    act: async (p) => {
      await p.selectOption('#play-variant', '__other');
      await p.waitForSelector('#section-play .board-form:not([hidden])');
    },
  },
  {
    name: 'Wordle, I guess',
    hash: 'wordle?seed=5&history=salet:BBBBB',
    ready: '.keyboard',
    // The board and its keyboard only: the settings are in a dialog.
    noField: true,
  },
  { name: 'Wordle, the page helps', hash: 'wordle/assist?history=salet:BBBBB', ready: '.keyboard' },
  { name: 'Wordle, review', hash: 'wordle/review', ready: '.keyboard' },
  { name: 'Explore', hash: '#explore?variant=mastermind&strategy=minimax&secret=6543', ready: '.tree details' },
  { name: 'Compare', hash: '#compare?variant=mastermind', ready: 'table.compare tbody tr' },
  { name: 'Memento', hash: '#memento', ready: '.memento-tile' },
  {
    name: 'Memento, a solution stepped through',
    hash: '#memento',
    ready: '.memento-tile',
    act: async (p) => {
      // Row 0 unsolved: one move (r0) solves it.
      for (let j = 0; j < 3; j++) await p.click(`.memento-tile[aria-label^="r0, c${j}:"]`);
      await p.click('.memento-button-primary');
      await p.click('.memento-steps button:has-text("Next move")');
      await p.waitForSelector('.memento-move-current');
    },
  },
  { name: 'Memento, 6 x 6', hash: '#memento', ready: '.memento-tile', act: (p) => mementoSize(p, 6) },
  { name: 'Memento, 32 x 32', hash: '#memento', ready: '.memento-tile', act: (p) => mementoSize(p, 32), wideBoard: true },
];

/** What a view measures: its sideways overflow, its viewport tag, and each control's box. */
type Measure = {
  overflow: number;
  /** How far the Memento section's card and its board scroll sideways inside themselves. */
  mementoOverflow: number;
  boardOverflow: number;
  viewport: string;
  width: number;
  keyboards: number[];
  controls: Array<{ what: string; kind: 'letter-key' | 'control' | 'field'; w: number; h: number; font: number }>;
};

describe.skipIf(skip)('the page on a phone', () => {
  let app: FastifyInstance | undefined;
  let browser: Browser | undefined;
  let cacheDir = '';
  let base = '';

  beforeAll(async () => {
    const data = join(repo, 'data');
    const trees = [
      ...(await loadVariantTrees(data, 'mastermind', 'minimax')),
      ...(await loadVariantTrees(data, 'twod', 'minimax')),
      ...(await loadVariantTrees(data, 'bulls-and-cows', 'entropy')),
      ...(await loadVariantTrees(data, 'words-5', 'entropy')),
    ];
    // Wordle's trees are built on demand (the page asks for them), in a cache of this test's own.
    ({ app, base, cacheDir } = await listenPageApp(trees, 'phone'));
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

  /** The view's overflow and the boxes of its visible controls, as a finger meets them. */
  const measure = (p: Page): Promise<Measure> =>
    p.evaluate(() => {
      const controls: Measure['controls'] = [];
      const tapLabels = 'label.switch, label.memento-family';
      const selector = `button, a[href], select, input, textarea, summary, ${tapLabels}`;
      for (const el of document.querySelectorAll<HTMLElement>(selector)) {
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
        // Targets inside a sentence (inline links, link-like buttons) keep the line's height:
        // WCAG 2.5.5 excepts them. The skip link sits off screen until a keyboard focuses it.
        if (el.matches('a.skip, .linklike:not(.jump)') || (el.tagName === 'A' && style.display === 'inline')) continue;
        // A switch's or a checkbox's box is in its label, which takes the tap: the label is measured.
        const label = el.closest(tapLabels);
        if (label !== null && label !== el) continue;
        const field = el.matches('input, select, textarea');
        const shown = el instanceof HTMLSelectElement ? el.selectedOptions[0]?.textContent : el.textContent;
        const text = (el.getAttribute('aria-label') ?? shown ?? '').trim().slice(0, 24);
        controls.push({
          what: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className ? `.${el.className.split(' ').join('.')}` : ''} "${text}"`,
          kind: el.matches('.keyboard .key-letter') ? 'letter-key' : field ? 'field' : 'control',
          w: box.width,
          h: box.height,
          font: parseFloat(style.fontSize),
        });
      }
      const sideways = (selector: string): number =>
        Math.max(0, ...[...document.querySelectorAll(selector)].map((e) => e.scrollWidth - e.clientWidth));
      return {
        overflow: document.documentElement.scrollWidth - window.innerWidth,
        mementoOverflow: sideways('.memento-host'),
        boardOverflow: sideways('.memento-board'),
        viewport: document.querySelector('meta[name="viewport"]')?.getAttribute('content') ?? '',
        width: window.innerWidth,
        // The keyboard of a view shown (a section left keeps its board, hidden).
        keyboards: [...document.querySelectorAll('.keyboard-row')].map((row) => row.getBoundingClientRect().width).filter((w) => w > 0),
        controls,
      };
    });

  for (const phone of PHONES) {
    it(`at ${phone.width} x ${phone.height}: no view scrolls sideways, every control is a 44 px target, fields' text 16 px`, async () => {
      const context = await browser!.newContext({
        viewport: { width: phone.width, height: phone.height },
        deviceScaleFactor: phone.deviceScaleFactor,
        isMobile: true,
        hasTouch: true,
      });
      const p = await context.newPage();
      const problems: string[] = [];
      for (const view of VIEWS) {
        await p.goto(`${base}/${view.hash}`);
        await p.waitForSelector(`main ${view.ready}`);
        await p.waitForLoadState('networkidle');
        await view.act?.(p);
        const m = await measure(p);
        // The page is laid out for the screen's width, and may be zoomed (no maximum-scale).
        expect(m.viewport).toBe('width=device-width, initial-scale=1');
        expect(m.width).toBe(phone.width);
        if (m.overflow > 0) problems.push(`${view.name}: scrolls sideways by ${m.overflow} px`);
        if (m.mementoOverflow > 0) problems.push(`${view.name}: the Memento section scrolls sideways by ${m.mementoOverflow} px`);
        if (m.boardOverflow > 0 && view.wideBoard !== true)
          problems.push(`${view.name}: the Memento board scrolls sideways by ${m.boardOverflow} px`);
        for (const c of m.controls) {
          // Fractions of a pixel are the layout's rounding.
          const minWidth = c.kind === 'letter-key' ? 30 : 44;
          if (c.h < 43.5 || c.w < minWidth - 0.5) problems.push(`${view.name}: ${c.what} is ${c.w.toFixed(1)} x ${c.h.toFixed(1)} px`);
          if (c.kind === 'field' && c.font < 16) problems.push(`${view.name}: ${c.what} has ${c.font} px text`);
        }
        // Wordle's keyboard takes the screen's width (a few px from each edge): its keys are as wide as a row allows.
        for (const row of m.keyboards)
          if (row < phone.width - 16) problems.push(`${view.name}: a keyboard row is ${row.toFixed(1)} px wide of ${phone.width}`);
        if (view.name.startsWith('Wordle')) {
          expect(m.keyboards.length, view.name).toBe(3);
          expect(m.controls.filter((c) => c.kind === 'letter-key').length, view.name).toBe(26);
        }
        if (view.noField !== true) expect(m.controls.filter((c) => c.kind === 'field').length, view.name).toBeGreaterThan(0);
        if (view.name.startsWith('Memento')) {
          // Every tile and the four kinds of move were measured.
          const tiles = await p.locator('.memento-tile').count();
          expect(m.controls.filter((c) => c.what.includes('.memento-tile')).length, view.name).toBe(tiles);
          expect(m.controls.filter((c) => c.what.startsWith('label')).length, view.name).toBe(4);
        }
      }
      await context.close();
      expect(problems).toEqual([]);
    });
  }
});
