/**
 * Writes data/openings/<board>.json, the openings of the project's Wordle lists (the first guess
 * of every greedy objective and the second after each feedback, in both modes, by the full rule:
 * src/core/games/wordle/openings.ts), which live answers read instead of computing them: `wordle` (the
 * New York Times lists) and `wordle-3` to `wordle-5` (the project's lists). The same lists give
 * the same files.
 *
 *   node dist/scripts/make-openings.js [--data-dir data] [--boards wordle,wordle-3,wordle-4,wordle-5]
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { WordleGame } from '../src/core/games/wordle/game.ts';
import { createGame } from '../src/core/variants/games.ts';
import { resolveVariant } from '../src/core/variants/parse.ts';
import { computeWordleOpenings, openingsFile } from '../src/core/games/wordle/openings.ts';
import { OPENINGS_DIR } from '../src/server/services/openings.ts';
import { DEFAULT_DATA_DIR } from '../src/store/paths.ts';
import { storeLists } from '../src/store/word-lists.ts';
import { parseScriptArgs } from '../src/cli/script-args.ts';

/** The boards whose openings are committed: one for each pair of the project's lists. */
export const OPENINGS_BOARDS = ['wordle', 'wordle-3', 'wordle-4', 'wordle-5'] as const;

const { values } = parseScriptArgs({
  invocation: 'node dist/scripts/make-openings.js',
  summary: "writes the openings of the project's Wordle lists into the data directory's openings/",
  synopsis: '[--data-dir dir] [--boards id[,id]]',
  options: {
    'data-dir': { type: 'string', value: 'dir', help: 'the data directory (default data/)' },
    boards: { type: 'string', value: 'id[,id]', help: `the boards (default ${OPENINGS_BOARDS.join(',')})` },
  },
});

const dataDir = values['data-dir'] ?? DEFAULT_DATA_DIR;
await mkdir(join(dataDir, OPENINGS_DIR), { recursive: true });
for (const board of values.boards?.split(',') ?? OPENINGS_BOARDS) {
  const game = createGame(resolveVariant(board, storeLists(dataDir))) as WordleGame;
  const started = performance.now();
  const file = openingsFile(game, computeWordleOpenings(game));
  await writeFile(join(dataDir, OPENINGS_DIR, `${board}.json`), `${JSON.stringify(file, null, 2)}\n`);
  const firsts = Object.entries(file.openings).map(([id, o]) => `${id} ${o.first}`);
  console.log(`${OPENINGS_DIR}/${board}.json: ${firsts.join(', ')} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}
