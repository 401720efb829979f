import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { chromium, type Browser, type Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadVariantTrees } from '../../src/store/variant-trees.ts';
import { listenPageApp, openWatchedTab } from './page-app.ts';

/**
 * What the page shows is whole and alike, in a real browser (Debian's Chromium through
 * playwright-core) on a phone's screen (390 x 844, touch) and a laptop's (1280 x 800): the
 * comparison chart's axis labels inside the chart, the pickers' chosen text shown in full, the
 * Memento section with a heading, switches and a labelled group of step buttons as the other
 * views have them, and Explore's worst-case games with no tile cut off. Things are found by their
 * role and name; what is cut off is measured on their boxes.
 */

const CHROMIUM = '/usr/bin/chromium';
const repo = join(import.meta.dirname, '..', '..');
const skip = !existsSync(CHROMIUM) && !process.env.CI;
if (skip)
  console.warn(`test/e2e/page-fit.test.ts skipped: ${CHROMIUM} is absent (apt-get install chromium); set CI=1 to make this a failure.`);

/** The two screens: a phone's (touch) and a laptop's. */
const SCREENS = [
  { name: 'phone', width: 390, height: 844, touch: true },
  { name: 'laptop', width: 1280, height: 800, touch: false },
] as const;

/** The machine may be busy (two cores, long computations): waits are generous, what is checked is not. */
const SLOW = 180_000;

/** A box as getBoundingClientRect gives it. */
type Box = { left: number; top: number; right: number; bottom: number };
/** Fractions of a pixel are the layout's rounding. */
const inside = (b: Box, outer: Box): boolean =>
  b.left >= outer.left - 0.5 && b.right <= outer.right + 0.5 && b.top >= outer.top - 0.5 && b.bottom <= outer.bottom + 0.5;

describe.skipIf(skip)('the page shows every part whole, and its sections alike', () => {
  let app: FastifyInstance | undefined;
  let browser: Browser | undefined;
  let cacheDir = '';
  let base = '';
  const problems: string[] = [];

  beforeAll(async () => {
    const data = join(repo, 'data');
    // Every strategy of Bulls and Cows (its chart counts past 1,000, its strategies have long
    // names), Mastermind's minimax, and Wordle's optimal tree (its worst cases are rows of tiles).
    const trees = [
      ...(await loadVariantTrees(data, 'bulls-and-cows')),
      ...(await loadVariantTrees(data, 'mastermind', 'minimax')),
      ...(await loadVariantTrees(data, 'wordle-nyt2023', 'optimal')),
    ];
    ({ app, base, cacheDir } = await listenPageApp(trees, 'page-fit'));
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
  const open = (screen: (typeof SCREENS)[number]) => openWatchedTab(browser!, screen, base, problems, { timeoutMs: SLOW / 2 });

  /**
   * How a picker shows its chosen option: the text, and what draws it where the select is (an
   * element under the transparent select, whole: nothing of it overflows its box, which lies in
   * the select's). `drawn` is null when nothing but the select draws it: a select cuts its text off
   * at its edge.
   */
  const pickerShows = (picker: Locator) =>
    picker.evaluate((sel: HTMLSelectElement) => {
      const chosen = sel.selectedOptions[0]?.textContent ?? '';
      const box = sel.getBoundingClientRect();
      const stack = document.elementsFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      const drawn = stack.find((el) => el !== sel && el.textContent.trim() === chosen && el.children.length === 0) as
        HTMLElement | undefined;
      const rect = (r: DOMRect) => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom });
      return {
        chosen,
        // The select takes the taps, and does not paint its own (cut) text over the drawn one.
        onTop: stack[0] === sel,
        selectOpacity: getComputedStyle(sel).opacity,
        select: rect(box),
        drawn:
          drawn === undefined
            ? null
            : {
                box: rect(drawn.getBoundingClientRect()),
                overflowX: drawn.scrollWidth - drawn.clientWidth,
                overflowY: drawn.scrollHeight - drawn.clientHeight,
                visible: drawn.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
              },
      };
    });

  /** Checks that a picker shows its whole chosen text; returns the text. */
  async function expectWhole(picker: Locator, what: string): Promise<string> {
    const shown = await pickerShows(picker);
    expect(shown.drawn, `${what}: "${shown.chosen}" is drawn whole over the picker`).not.toBeNull();
    expect(shown.drawn!.visible, what).toBe(true);
    expect(shown.drawn!.overflowX, what).toBeLessThanOrEqual(0);
    expect(shown.drawn!.overflowY, what).toBeLessThanOrEqual(0);
    expect(inside(shown.drawn!.box, shown.select), `${what}: the text lies within the picker`).toBe(true);
    expect(shown.onTop, `${what}: a tap on the text reaches the select`).toBe(true);
    expect(shown.selectOpacity, what).toBe('0');
    return shown.chosen;
  }

  /**
   * The parts of `region` matching `selector` that an ancestor clips (an ancestor up to the region,
   * itself included, whose overflow is not visible and whose padding box does not hold the part).
   */
  const clipped = (region: Locator, selector: string) =>
    region.evaluate((root, sel) => {
      const cut: string[] = [];
      const parts = [...root.querySelectorAll<HTMLElement>(sel)];
      for (const part of parts) {
        const b = part.getBoundingClientRect();
        for (let a: HTMLElement | null = part.parentElement; a !== null; a = a === root ? null : a.parentElement) {
          const style = getComputedStyle(a);
          if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
          const r = a.getBoundingClientRect();
          const left = r.left + a.clientLeft;
          const top = r.top + a.clientTop;
          if (b.left < left - 0.5 || b.top < top - 0.5 || b.right > left + a.clientWidth + 0.5 || b.bottom > top + a.clientHeight + 0.5) {
            cut.push(`${part.getAttribute('aria-label') ?? part.textContent} cut by ${a.tagName.toLowerCase()}.${a.className}`);
            break;
          }
        }
      }
      return { parts: parts.length, cut };
    }, selector);

  for (const screen of SCREENS) {
    describe(`at ${screen.width} x ${screen.height}`, () => {
      it("the comparison chart's axis labels (1,000 and 2,000 too) lie whole inside the chart", { timeout: SLOW }, async () => {
        const { context, page } = await open(screen);
        await page.goto(`${base}/#compare?variant=bulls-and-cows`);
        const chart = page.getByRole('img', { name: /secrets per number of guesses, one line per strategy$/ });
        await chart.waitFor();
        const texts = await chart.evaluate((svg) => {
          const box = svg.getBoundingClientRect();
          return {
            chart: { left: box.left, top: box.top, right: box.right, bottom: box.bottom },
            labels: [...svg.querySelectorAll('text')].map((t) => {
              const r = t.getBoundingClientRect();
              return { text: t.textContent, box: { left: r.left, top: r.top, right: r.right, bottom: r.bottom } };
            }),
          };
        });
        const said = texts.labels.map((l) => l.text);
        expect(said).toEqual(expect.arrayContaining(['0', '1,000', '2,000', 'guesses needed', '1', '10']));
        expect(texts.labels.filter((l) => !inside(l.box, texts.chart)).map((l) => l.text)).toEqual([]);
        await context.close();
      });

      it('the Strategy picker (and the Mode, Game and Lists pickers) show their chosen text whole', { timeout: SLOW }, async () => {
        const { context, page } = await open(screen);
        // Explore: the longest strategy name, with its figures.
        await page.goto(`${base}/#explore?variant=bulls-and-cows&strategy=entropy-lookahead`);
        const strategy = page.getByRole('combobox', { name: 'Strategy' });
        await page.getByRole('region', { name: 'Worst-case games' }).getByRole('img').first().waitFor();
        expect(await expectWhole(strategy, 'Explore, Strategy')).toBe(
          'entropy-lookahead: Most informative, first guess tried out (average 5.243, at most 8)',
        );
        await expectWhole(page.getByRole('combobox', { name: 'Game' }), 'Explore, Game');
        // Another pick follows: the shorter text replaces the longer.
        await strategy.selectOption('minimax');
        await page.waitForFunction(() => location.hash.includes('strategy=minimax'));
        expect(await expectWhole(strategy, 'Explore, Strategy after a pick')).toMatch(/^minimax: Play safe \(average/);
        // Play: the Mode picker's longest mode too.
        await page.goto(`${base}/#play?variant=bulls-and-cows&strategy=entropy-lookahead&mode=adversary`);
        await page.locator('#section-play .palette').waitFor();
        const play = page.locator('#section-play');
        expect(await expectWhole(play.getByRole('combobox', { name: 'Mode' }), 'Play, Mode')).toBe(
          'I guess against a codemaker who never commits',
        );
        await expectWhole(play.getByRole('combobox', { name: 'Strategy' }), 'Play, Strategy');
        // The Wordle page's Settings: its Lists and Strategy.
        await page.goto(`${base}/wordle-nyt2023`);
        await page.getByRole('group', { name: 'Keyboard' }).waitFor();
        await page.getByRole('button', { name: 'Settings' }).click();
        const settings = page.getByRole('dialog', { name: 'Settings' });
        expect(await expectWhole(settings.getByRole('combobox', { name: 'Lists' }), 'Wordle, Lists')).toBe(
          'The New York Times lists of 2023',
        );
        expect(await expectWhole(settings.getByRole('combobox', { name: 'Strategy' }), 'Wordle, Strategy')).toMatch(
          /^optimal: Best on average \(average 3\.553, at most 6\)$/,
        );
        await context.close();
      });

      it(
        'the Memento section has a heading like the other views, their switches, and its step buttons labelled',
        { timeout: SLOW },
        async () => {
          const { context, page } = await open(screen);
          // The look of the other views' headings and of the page's switches.
          await page.goto(`${base}/wordle-nyt2023/assist`);
          const reference = page.getByRole('switch', { name: 'Only possible answers' });
          await reference.waitFor();
          const switchLook = (s: Locator) =>
            s.evaluate((input) => {
              const style = getComputedStyle(input);
              const label = input.closest('label')!.getBoundingClientRect();
              return {
                appearance: style.appearance,
                width: style.width,
                height: style.height,
                borderRadius: style.borderRadius,
                // The label takes the tap: 44 px high.
                labelTall: label.height >= 43.5,
              };
            });
          const pageSwitch = await switchLook(reference);
          await page.goto(`${base}/#compare?variant=bulls-and-cows`);
          const headingLook = (hd: Locator) =>
            hd.evaluate((el) => {
              const style = getComputedStyle(el);
              return {
                font: `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`,
                color: style.color,
                left: el.getBoundingClientRect().left,
              };
            });
          const compareHeading = await headingLook(page.getByRole('heading', { level: 2, name: 'Compare strategies' }));
          await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Memento' }).click();
          const heading = page.getByRole('heading', { level: 2, name: 'Memento flip puzzle' });
          await heading.waitFor();
          expect(await headingLook(heading)).toEqual(compareHeading);
          // One heading: the section draws no second title of its own.
          const section = page.locator('#section-memento');
          expect(await section.getByRole('heading').allTextContents()).toEqual(['Memento flip puzzle']);
          // The kinds of move are the page's switches, on as the section opens (all but the main diagonal).
          const kinds = [
            'Rows (r0, r1, …)',
            'Columns (c0, c1, …)',
            'Anti-diagonal d (from bottom-left)',
            'Main diagonal m (from top-left)',
          ];
          for (const [i, name] of kinds.entries()) {
            const s = section.getByRole('switch', { name, exact: true });
            expect(await switchLook(s), name).toEqual(pageSwitch);
            expect(await s.isChecked(), name).toBe(i < 3);
          }
          // A tap on a switch's words turns it on.
          await section.getByText('Main diagonal m (from top-left)', { exact: true }).click();
          expect(await section.getByRole('switch', { name: 'Main diagonal m (from top-left)' }).isChecked()).toBe(true);
          // Row 0 unsolved: solved in one move, then stepped through with buttons named by the words before them.
          for (let j = 0; j < 3; j++) await section.getByRole('button', { name: `r0, c${j}: solved`, exact: true }).click();
          await section.getByRole('button', { name: 'Solve', exact: true }).click();
          const steps = section.getByRole('group', { name: 'Step through the moves' });
          await steps.waitFor();
          expect(await steps.getByRole('button').allTextContents()).toEqual(['◀ Back', 'Next move ▶', 'Restart']);
          const label = await steps.getByText('Step through the moves', { exact: true }).boundingBox();
          const first = await steps.getByRole('button', { name: 'Back' }).boundingBox();
          // The words come before the buttons: above them, or on their line to their left.
          expect(
            label!.y + label!.height <= first!.y + 0.5 ||
              (label!.x + label!.width <= first!.x + 0.5 && label!.y < first!.y + first!.height),
          ).toBe(true);
          await steps.getByRole('button', { name: 'Next move' }).click();
          await section.getByText('Move 1 of 1 (r0): solved.').waitFor();
          await context.close();
        },
      );

      it("the Wordle review fits the page's column: nothing scrolls sideways, Skill and Luck in view", { timeout: SLOW }, async () => {
        const { context, page } = await open(screen);
        // A game won in four, on the 2023 lists (the pictures' game in docs/web.md).
        await page.goto(`${base}/wordle-nyt2023/review?history=tarse:BGBBB,doily:YBBGG,chump:BBBYB,madly:GGGGG`);
        const review = page.getByRole('region', { name: 'Review' });
        const rows = review.getByRole('row').filter({ has: page.getByRole('group') });
        await expect.poll(() => rows.count(), { timeout: SLOW / 2 }).toBe(4);
        await expect.poll(() => review.getByRole('status').textContent(), { timeout: SLOW / 2 }).toMatch(/^MADLY in 4 guesses: /);
        const table = review.getByRole('table');
        await table.scrollIntoViewIfNeeded();
        const fit = await table.evaluate((t) => {
          const wrap = t.parentElement!;
          const box = wrap.getBoundingClientRect();
          // Each row's Skill and Luck: their box, and whether the wrapper's box holds it.
          const cells = [...t.querySelectorAll('tbody tr')].flatMap((tr) =>
            ['Skill', 'Luck'].map((label) => {
              const td = tr.querySelector<HTMLElement>(`td[data-label="${label}"]`)!;
              const r = td.getBoundingClientRect();
              return {
                label,
                text: td.textContent,
                visible: td.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && r.width > 0 && r.height > 0,
                inside: r.left >= box.left - 0.5 && r.right <= box.right + 0.5,
              };
            }),
          );
          return {
            sideways: wrap.scrollWidth - wrap.clientWidth,
            page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
            cells,
          };
        });
        expect(fit.sideways, 'the review scrolls sideways').toBeLessThanOrEqual(0);
        expect(fit.page, 'the page scrolls sideways').toBeLessThanOrEqual(0);
        expect(fit.cells).toHaveLength(8);
        for (const cell of fit.cells) {
          expect(cell.text, cell.label).toMatch(cell.label === 'Skill' ? /^\d+$/ : /\w/);
          expect(cell.visible, `${cell.label} ${cell.text} is shown`).toBe(true);
          expect(cell.inside, `${cell.label} ${cell.text} lies within the review's width`).toBe(true);
        }
        await context.close();
      });

      for (const board of [
        { name: 'Wordle', hash: '#explore?variant=wordle-nyt2023&strategy=optimal', part: '.tile' },
        { name: 'Mastermind', hash: '#explore?variant=mastermind&strategy=minimax', part: '.peg, .key' },
      ])
        it(`Explore's worst-case games show every row of ${board.name} whole, no tile cut off`, { timeout: SLOW }, async () => {
          const { context, page } = await open(screen);
          await page.goto(`${base}/${board.hash}`);
          const card = page.getByRole('region', { name: 'Worst-case games' });
          const games = card.getByRole('listitem');
          await expect.poll(() => games.count(), { timeout: SLOW / 2 }).toBeGreaterThan(1);
          const seen = await clipped(card, board.part);
          // Eight games of 5 or 6 guesses: every tile (or peg) of every row is counted, and none is cut.
          expect(seen.parts).toBeGreaterThan(5 * 4 * 2);
          expect(seen.cut).toEqual([]);
          // Nor does the card cut a whole row: every row lies within it.
          const rows = await card.evaluate((root) => {
            const c = root.getBoundingClientRect();
            return [...root.querySelectorAll('.game-steps > li')].filter((li) => {
              const r = li.getBoundingClientRect();
              return r.right > c.right + 0.5 || r.left < c.left - 0.5;
            }).length;
          });
          expect(rows).toBe(0);
          await context.close();
        });
    });
  }

  it('logged no console error on any view, made no external request', () => {
    expect(problems).toEqual([]);
  });
});
