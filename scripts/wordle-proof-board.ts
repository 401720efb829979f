/**
 * What the scripts that measure a Wordle proof's bounds (wordle-bounds.ts, wordle-floors.ts) start
 * from: the committed proof of a variant, with its best total, and the variant's board.
 */
import { join } from 'node:path';
import type { WordleGame } from '../src/core/games/wordle/game.ts';
import { createGame } from '../src/core/variants/games.ts';
import { resolveVariant } from '../src/core/variants/parse.ts';
import { proofFile, readWordleProof, type WordleProof } from '../src/builder/proofs/wordle/proof.ts';
import { storeLists } from '../src/store/word-lists.ts';
import { EXIT } from '../src/cli/errors.ts';

/** The optimal proof of `variant` under `dataDir` and its board; exits with the usage status when it has no best total. */
export function proofAndBoard(
  invocation: string,
  variant: string,
  dataDir: string,
): { proof: WordleProof & { best: NonNullable<WordleProof['best']> }; game: WordleGame } {
  const path = join(dataDir, proofFile(variant, 'optimal'));
  const proof = readWordleProof(path);
  if (proof?.best == null) {
    process.stderr.write(`${invocation}: no proof with a best total at ${path}\n`);
    process.exit(EXIT.usage);
  }
  const game = createGame(resolveVariant(variant, storeLists(dataDir))) as WordleGame;
  return { proof: proof as WordleProof & { best: NonNullable<WordleProof['best']> }, game };
}
