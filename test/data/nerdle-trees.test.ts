import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STRATEGIES } from '../../src/core/strategies/index.ts';
import { checkTreeBytes } from '../../src/store/load-trees.ts';
import { readManifest, treeFileName } from '../../src/store/manifest.ts';

const dataDir = join(import.meta.dirname, '..', '..', 'data');
const greedy = STRATEGIES.filter((s) => s.kind === 'greedy').map((s) => s.id);

// The classic Nerdle's greedy trees (6,553 feedbacks: two-byte flat trees), checked as the server
// loads them: every one of the 17,723 equations found within the game's six guesses.
describe('data/: the greedy trees of nerdle', () => {
  it.each(greedy)('%s: in the manifest, verified against every equation, within six guesses', async (strategy) => {
    const manifest = await readManifest(dataDir);
    const file = treeFileName('nerdle', strategy);
    const entry = manifest.files.find((e) => e.file === file);
    expect(entry, file).toBeDefined();
    const tree = checkTreeBytes(file, new Uint8Array(await readFile(join(dataDir, file))), entry!.sha256);
    expect(tree.header.variant).toMatchObject({ id: 'nerdle', secrets: 'equations', guesses: 'equations', maxGuesses: 6 });
    expect(tree.header.stats).toEqual(entry!.stats);
    expect(tree.header.stats.secrets).toBe(17723);
    expect(tree.header.stats.max).toBeLessThanOrEqual(6);
    expect(tree.flat.parentFeedback).toBeInstanceOf(Uint16Array);
  });
});

// The optimal tree from the first guess the greedy trees' best total opens with (52-34=18, held:
// the proof over every first word is not done), built by the exact search as for any board.
describe('data/: the optimal tree of nerdle', () => {
  it('is in the manifest, verified against every equation, its first guess held, below every greedy tree', async () => {
    const manifest = await readManifest(dataDir);
    const load = async (strategy: string) => {
      const file = treeFileName('nerdle', strategy);
      const entry = manifest.files.find((e) => e.file === file);
      expect(entry, file).toBeDefined();
      return checkTreeBytes(file, new Uint8Array(await readFile(join(dataDir, file))), entry!.sha256);
    };
    const optimal = await load('optimal');
    expect(optimal.header.strategy.description).toContain('held to 52-34=18');
    expect(optimal.header.stats.secrets).toBe(17723);
    expect(optimal.header.stats.max).toBeLessThanOrEqual(6);
    for (const strategy of greedy) expect(optimal.header.stats.total).toBeLessThanOrEqual((await load(strategy)).header.stats.total);
  });
});
