import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { dailyAnswer, dayNumber, dayOf, dayOrder, readDay } from '../../src/web/tiles/daily.js';
import { shareText } from '../../src/web/wordle/share.js';
import { keepDay, keptDay } from '../../src/web/wordle/kept.js';
import { dayAfter, emptyStats, loadStats, recordGame, saveStats, statsKey, winPercent } from '../../src/web/wordle/stats.js';

const answers = readFileSync(join(import.meta.dirname, '..', '..', 'data', 'words', 'wordle-nyt2023-answers.txt'), 'utf8')
  .split('\n')
  .filter((w) => w !== '');

describe("Wordle's puzzle of the day", () => {
  it('reads and writes days, counted from 19 June 2021', () => {
    expect(dayOf(new Date(2025, 6, 8, 23, 59))).toBe('2025-07-08');
    expect(dayNumber('2021-06-19')).toBe(0);
    expect(dayNumber('2022-06-19')).toBe(365);
    for (const bad of ['2025-02-30', '2025-7-8', '2021-06-18', 'today', '', null]) expect(readDay(bad), String(bad)).toBeNull();
    expect(readDay('2024-02-29')).toBe('2024-02-29');
  });

  it('gives every answer its day once before any comes back, the same answer to everyone on a day', () => {
    const order = dayOrder(answers);
    expect([...order].sort()).toEqual([...answers].sort());
    // The order is not the list's (neighbouring days have unrelated answers).
    expect(order.slice(0, 5)).not.toEqual(answers.slice(0, 5));
    const start = dayNumber('2025-01-01');
    const seen = new Set<string>();
    for (let n = 0; n < answers.length; n++) {
      const day = dayOf(new Date(2025, 0, 1 + n));
      expect(dayNumber(day)).toBe(start + n);
      seen.add(dailyAnswer(day, answers));
    }
    expect(seen.size).toBe(answers.length);
    // A copy of the list (another player's page) gives the same answer, whatever Math.random says.
    const mine = dailyAnswer('2025-07-08', answers);
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.999);
    try {
      expect(dailyAnswer('2025-07-08', [...answers])).toBe(mine);
    } finally {
      random.mockRestore();
    }
    // The day after, another answer.
    expect(dailyAnswer('2025-07-09', answers)).not.toBe(mine);
  });
});

describe('a Wordle result to share', () => {
  const history = [
    { guess: 'tarse', feedback: 'BYBBG' },
    { guess: 'plane', feedback: 'BBGBG' },
    { guess: 'abide', feedback: 'GGGGG' },
  ];
  const game = { title: 'Codebreaker Wordle', number: 1480, history, maxGuesses: 6, won: true, hard: false, contrast: false };
  it('writes the title line (the puzzle of the day by its number), a blank line and the squares, as the New York Times does', () => {
    expect(shareText(game)).toBe('Codebreaker Wordle 1,480 3/6\n\n⬛🟨⬛⬛🟩\n⬛⬛🟩⬛🟩\n🟩🟩🟩🟩🟩');
    // A free game has no number.
    expect(shareText({ ...game, number: null }).split('\n')[0]).toBe('Codebreaker Wordle 3/6');
  });
  it('stars hard mode, draws the high-contrast colours in orange and blue, and scores a lost game X', () => {
    expect(shareText({ ...game, hard: true, contrast: true })).toBe('Codebreaker Wordle 1,480 3/6*\n\n⬛🟦⬛⬛🟧\n⬛⬛🟧⬛🟧\n🟧🟧🟧🟧🟧');
    const lost = { ...game, history: Array(6).fill(history[0]), won: false };
    expect(shareText(lost)).toBe(`Codebreaker Wordle 1,480 X/6\n\n${Array(6).fill('⬛🟨⬛⬛🟩').join('\n')}`);
    // Given up before any guess: the title alone.
    expect(shareText({ ...game, history: [], won: false })).toBe('Codebreaker Wordle 1,480 X/6');
  });
});

describe("a Wordle player's statistics", () => {
  it('counts games, wins, the current and the longest streak and the guess distribution, each puzzle once', () => {
    let stats = emptyStats(6);
    expect(winPercent(stats)).toBe(0);
    stats = recordGame(stats, { puzzle: 'day:2025-07-06', won: true, guesses: 4 });
    stats = recordGame(stats, { puzzle: 'day:2025-07-07', won: true, guesses: 3 });
    // The same puzzle again (a reload, Back) is not counted twice.
    expect(recordGame(stats, { puzzle: 'day:2025-07-07', won: true, guesses: 3 })).toBe(stats);
    stats = recordGame(stats, { puzzle: 'seed:2024', won: false, guesses: 6 });
    stats = recordGame(stats, { puzzle: 'seed:7', won: true, guesses: 3 });
    expect(stats).toMatchObject({ played: 4, won: 3, streak: 1, maxStreak: 2, guesses: [0, 0, 2, 1, 0, 0] });
    expect(winPercent(stats)).toBe(75);
  });

  it('starts a new streak when a day of puzzles was missed, as the New York Times does', () => {
    let stats = emptyStats(6);
    for (const day of ['2025-02-27', '2025-02-28', '2025-03-01'])
      stats = recordGame(stats, { puzzle: `day:${day}`, won: true, guesses: 4 });
    expect([stats.streak, stats.maxStreak]).toEqual([3, 3]);
    // A free puzzle between days keeps the run; 2025-03-02 missed, 2025-03-03 starts again.
    stats = recordGame(stats, { puzzle: 'seed:11', won: true, guesses: 2 });
    expect(stats.streak).toBe(4);
    stats = recordGame(stats, { puzzle: 'day:2025-03-03', won: true, guesses: 5 });
    expect([stats.streak, stats.maxStreak]).toEqual([1, 4]);
    expect([dayAfter('2024-02-28'), dayAfter('2024-02-29'), dayAfter('2025-12-31')]).toEqual(['2024-02-29', '2024-03-01', '2026-01-01']);
  });
});

describe("what the browser keeps of a player's Wordle", () => {
  /** A stand-in for the browser's localStorage, as a map. */
  const stored = new Map<string, string>();
  const storage = {
    getItem: (k: string) => stored.get(k) ?? null,
    setItem: (k: string, v: string) => void stored.set(k, v),
  };

  it("keeps each board's statistics under its own key, and reads what it cannot parse as no game", () => {
    vi.stubGlobal('localStorage', storage);
    try {
      stored.clear();
      const won = recordGame(emptyStats(6), { puzzle: 'day:2025-07-08', won: true, guesses: 2 });
      saveStats(statsKey('wordle-nyt2023'), won);
      expect([...stored.keys()]).toEqual(['codebreaker.wordle.stats.wordle-nyt2023']);
      expect(loadStats(statsKey('wordle-nyt2023'), 6)).toEqual(won);
      expect(loadStats(statsKey('wordle'), 6)).toEqual(emptyStats(6));
      stored.set(statsKey('wordle'), '{not json');
      expect(loadStats(statsKey('wordle'), 6)).toEqual(emptyStats(6));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("keeps the day's game of a board, and gives nothing back for another day", () => {
    vi.stubGlobal('localStorage', storage);
    try {
      stored.clear();
      const history = [{ guess: 'tarse', feedback: 'BYBBG' }];
      keepDay('wordle-nyt2023', '2025-07-08', history);
      expect(keptDay('wordle-nyt2023', '2025-07-08')).toEqual(history);
      expect(keptDay('wordle-nyt2023', '2025-07-09')).toEqual([]);
      expect(keptDay('wordle', '2025-07-08')).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
