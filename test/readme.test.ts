import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readManifest } from '../src/store/manifest.ts';
import { PROJECT_ROOT } from '../src/store/paths.ts';
import { RESULTS_FILES, withResults } from '../scripts/results-table.ts';
import { CLIENT_ERROR_ANSWERS } from '../src/server/plugins/client-errors.ts';
import { STRATEGIES } from '../src/core/strategies/index.ts';
import { ERROR_DESCRIPTIONS } from '../src/server/plugins/route-docs.ts';
import { createGame } from '../src/core/variants/games.ts';
import { resolveVariant } from '../src/core/variants/parse.ts';
import { storeLists } from '../src/store/word-lists.ts';

const root = PROJECT_ROOT;

/** README.md and every docs/*.md, as paths relative to the package root. */
const documents: string[] = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => `docs/${f}`),
];
const read = (name: string): string => readFileSync(join(root, name), 'utf8');

describe('the generated results table', () => {
  for (const [name, resultsTable] of RESULTS_FILES) {
    it(`${name} carries the table data/manifest.json gives`, async () => {
      const text = read(name);
      const table = resultsTable(await readManifest(join(root, 'data')));
      expect(withResults(text, table, name), 'run: npm run results-table -- --write').toBe(text);
    });
  }
});

/** Every script named as `npm run X` (flags such as --silent allowed before X), `npm start` or `npm test`. */
function npmScripts(text: string): string[] {
  const names: string[] = [];
  for (const m of text.matchAll(/\bnpm\s+run(?:\s+--?[\w-]+)*\s+([\w:.-]+)/g)) names.push(m[1]!);
  for (const m of text.matchAll(/\bnpm\s+(start|test)\b/g)) names.push(m[1]!);
  return names;
}

describe('commands in the documents', () => {
  const scripts = Object.keys((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts);

  it('the README names its commands', () => {
    expect(npmScripts(read('README.md'))).toEqual(expect.arrayContaining(['start', 'test']));
  });

  for (const name of documents) {
    it(`every npm script ${name} names is in package.json`, () => {
      const unknown = npmScripts(read(name)).filter((s) => !scripts.includes(s));
      expect([...new Set(unknown)], `scripts named in ${name} but absent from package.json`).toEqual([]);
    });
  }
});

/** The text without its fenced code blocks (``` or ~~~). */
const withoutFences = (text: string): string => text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');

/** Link targets of inline links and images, [text](target "title") and ![alt](target), outside code. */
function linkTargets(text: string): string[] {
  const prose = withoutFences(text).replace(/`[^`\n]*`/g, '');
  const targets: string[] = [];
  for (const m of prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) targets.push(m[1]!);
  return targets;
}

/** GitHub's anchors for the headings of a markdown text (a repeated heading gets -1, -2, ...). */
function headingAnchors(text: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const m of withoutFences(text).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = m[1]!
      .replace(/`([^`]*)`/g, '$1')
      .replace(/<[^>]+>/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

describe('links in the documents', () => {
  for (const name of documents) {
    it(`every relative link in ${name} points to a file of the repository`, () => {
      const broken: string[] = [];
      for (const target of linkTargets(read(name))) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // http:, https:, mailto:
        const [path = '', fragment] = target.split('#', 2);
        const file = path === '' ? join(root, name) : join(root, dirname(name), decodeURIComponent(path));
        const inside = relative(root, file);
        if (inside.startsWith('..') || inside.split(sep)[0] === 'node_modules') {
          broken.push(`${target} (outside the repository)`);
        } else if (!existsSync(file)) {
          broken.push(`${target} (no such file)`);
        } else if (
          fragment &&
          file.endsWith('.md') &&
          statSync(file).isFile() &&
          !headingAnchors(readFileSync(file, 'utf8')).has(fragment)
        ) {
          broken.push(`${target} (no such heading)`);
        }
      }
      expect(broken, `broken links in ${name}`).toEqual([]);
    });
  }
});

/**
 * Every count of trees a document quotes ("trees":N in an answer, "N trees", "N committed
 * files"), with the line it is on. docs/results.md is left out: it is a dated record of
 * measurements, each taken with the trees of its day.
 */
function quotedTreeCounts(text: string): Array<{ count: number; line: string }> {
  const found: Array<{ count: number; line: string }> = [];
  for (const line of text.split('\n')) {
    for (const m of line.matchAll(/"trees":\s*(\d+)|(?<![\w.,/-])(\d[\d,]*) (?:committed |served |tree )*(?:trees|files)\b/g)) {
      found.push({ count: Number((m[1] ?? m[2]!).replaceAll(',', '')), line: line.trim() });
    }
  }
  return found;
}

describe('counts in the documents', () => {
  it('finds the counts it checks (the pattern is not dead)', () => {
    const sample = '{"status":"ok","trees":7} serving 12 trees; the 3 committed files; 5x8 trees';
    expect(quotedTreeCounts(sample).map((q) => q.count)).toEqual([7, 12, 3]);
  });

  for (const name of documents.filter((d) => d !== 'docs/results.md')) {
    it(`every count of trees ${name} quotes is the number data/manifest.json lists`, async () => {
      const served = (await readManifest(join(root, 'data'))).files.length;
      const wrong = quotedTreeCounts(read(name)).filter((q) => q.count !== served);
      expect(wrong, `${name} quotes a tree count other than ${served}`).toEqual([]);
    });
  }
});

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/** Every count of strategies a document quotes ("eight strategies", "Five greedy strategies"), by kind. */
function quotedStrategyCounts(text: string): Array<{ count: number; kind: string; line: string }> {
  const found: Array<{ count: number; kind: string; line: string }> = [];
  const words = NUMBER_WORDS.join('|');
  for (const line of text.split('\n')) {
    for (const m of line.matchAll(new RegExp(`\\b(${words}|\\d+) (greedy |exact |static )?strategies\\b`, 'gi'))) {
      const n = m[1]!.toLowerCase();
      found.push({ count: /^\d+$/.test(n) ? Number(n) : NUMBER_WORDS.indexOf(n), kind: (m[2] ?? '').trim(), line: line.trim() });
    }
  }
  return found;
}

describe('counts of strategies in the documents', () => {
  it('finds the counts it checks', () => {
    expect(quotedStrategyCounts('Five greedy strategies, all eight strategies, 2 exact strategies')).toEqual([
      { count: 5, kind: 'greedy', line: expect.any(String) as string },
      { count: 8, kind: '', line: expect.any(String) as string },
      { count: 2, kind: 'exact', line: expect.any(String) as string },
    ]);
  });
  for (const name of documents.filter((d) => d !== 'docs/results.md')) {
    it(`every count of strategies ${name} quotes is the number the code has`, () => {
      const wrong = quotedStrategyCounts(read(name)).filter(
        (q) => q.count !== STRATEGIES.filter((s) => q.kind === '' || s.kind === q.kind).length,
      );
      expect(wrong).toEqual([]);
    });
  }
});

describe('the error table of docs/api.md', () => {
  it('has a row for every status the server answers with an error', () => {
    const table = read('docs/api.md').split('## Errors')[1]!.split('\n## ')[0]!;
    const rows = new Set([...table.matchAll(/^\| (\d{3}) \|/gm)].map((m) => Number(m[1])));
    const statuses = [...Object.keys(ERROR_DESCRIPTIONS).map(Number), ...Object.values(CLIENT_ERROR_ANSWERS).map(([s]) => s)];
    expect(statuses.filter((s) => !rows.has(s))).toEqual([]);
  });
});

describe('the word feedback of docs/api.md', () => {
  it('gives the feedbacks the game scores, either word the guess, and its count of feedbacks', () => {
    const text = read('docs/api.md');
    const rows = [...text.matchAll(/^\| `([a-z]{5})` \| `([a-z]{5})` \| `(\dA\dB)` \|/gm)];
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const game = createGame(resolveVariant('words-5', storeLists()));
    const word = (w: string): number => game.parseGuess(w) as number;
    for (const [, guess, secret, feedback] of rows) {
      expect(game.feedbackLabel(game.score(word(guess!), word(secret!))), `${guess} ${secret}`).toBe(feedback);
      expect(game.feedbackLabel(game.score(word(secret!), word(guess!))), `${secret} ${guess}`).toBe(feedback);
    }
    const labels = Array.from({ length: game.feedbackCount }, (_, f) => game.feedbackLabel(f));
    expect(text.replace(/\s+/g, ' ')).toContain(
      `five-letter words have ${labels.length} feedbacks, \`${labels[0]}\` to \`${labels.at(-1)}\``,
    );
    expect(labels).not.toContain('4A1B');
  });
});

describe("the README's first screen", () => {
  const text = read('README.md');
  const first = text.split('\n\n')[1]!;

  it('is at most 250 lines in all', () => {
    expect(text.split('\n').length).toBeLessThanOrEqual(250);
  });

  it('names Wordle in its first paragraph, with the optimal totals of data/ as the manifest lists them', async () => {
    expect(first).toMatch(/^Codebreaker computes.*\bWordle\b/s);
    const files = (await readManifest(join(root, 'data'))).files;
    for (const variant of ['wordle', 'wordle-hard']) {
      const total = files.find((f) => f.variant === variant && f.strategy === 'optimal')!.stats.total;
      expect(first.replace(/\s+/g, ' ')).toContain(total.toLocaleString('en-US'));
    }
  });

  it("has a row for wordle and wordle-hard in its table of games, their secrets and board limit the games'", () => {
    const table = text.split('## Games and strategies')[1]!.split('\n\n')[1]!;
    for (const id of ['wordle', 'wordle-hard']) {
      const row = new RegExp(`^\\| \`${id}\` \\| [^|]+ \\| (\\d+) \\| (\\d+) \\|$`, 'm').exec(table);
      expect(row, id).not.toBeNull();
      const game = createGame(resolveVariant(id, storeLists()));
      expect([Number(row![1]), Number(row![2])]).toEqual([game.secretCount, game.spec.maxGuesses]);
    }
  });
});
