import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { WordleGame } from '../../src/core/games/wordle/game.ts';
import { OBJECTIVES } from '../../src/core/strategies/objectives.ts';
import { createGame } from '../../src/core/variants/games.ts';
import { resolveVariant } from '../../src/core/variants/parse.ts';
import { computeWordleOpenings, openingsFile, readOpeningsFile } from '../../src/core/games/wordle/openings.ts';
import { OPENINGS_DIR } from '../../src/server/services/openings.ts';
import { treeFileName } from '../../src/store/manifest.ts';
import { decodeMsgpack, parseTreeFile } from '../../src/store/tree-file.ts';
import { storeLists } from '../../src/store/word-lists.ts';

// The committed openings of the project's Wordle lists (node dist/scripts/make-openings.js), which live answers read.
const dataDir = join(import.meta.dirname, '..', '..', 'data');
const boards = readdirSync(join(dataDir, OPENINGS_DIR)).map((name) => name.replace(/\.json$/, ''));
const gameOf = (board: string): WordleGame => createGame(resolveVariant(board, storeLists(dataDir))) as WordleGame;
const committed = async (board: string): Promise<unknown> =>
  JSON.parse(await readFile(join(dataDir, OPENINGS_DIR, `${board}.json`), 'utf8')) as unknown;

describe('data/openings/', () => {
  it("holds the openings of each pair of the project's lists", () => {
    expect(boards.sort()).toEqual(['wordle', 'wordle-3', 'wordle-4', 'wordle-5']);
  });

  for (const board of boards) {
    it(`${board}: computing them again gives the committed file`, async () => {
      const game = gameOf(board);
      const file = await committed(board);
      expect(readOpeningsFile(game, file)).toBeDefined();
      expect(JSON.parse(JSON.stringify(openingsFile(game, computeWordleOpenings(game))))).toEqual(file);
    });
  }

  it("wordle: the first guesses, and the second ones in normal mode, are the committed greedy trees'", async () => {
    const game = gameOf('wordle');
    const openings = readOpeningsFile(game, await committed('wordle'))!;
    for (const { id } of OBJECTIVES) {
      const bytes = await readFile(join(dataDir, treeFileName('wordle', id)));
      const root = parseTreeFile(decodeMsgpack(new Uint8Array(bytes))).root;
      const opening = openings.get(id)!;
      expect(game.formatGuess(opening.first), id).toBe(root.guess);
      const seconds = Object.fromEntries(
        [...opening.normal].flatMap((g, f) => (g < 0 ? [] : [[game.feedbackLabel(f), game.formatGuess(g)]])),
      );
      expect(seconds, id).toEqual(Object.fromEntries(Object.entries(root.next).map(([label, node]) => [label, node.guess])));
    }
  });
});
