import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Packr } from 'msgpackr';
import { afterAll, describe, expect, it } from 'vitest';
import { getGame } from '../../src/core/variants/games.ts';
import { checkTreeBytes, loadTrees } from '../../src/store/load-trees.ts';
import { createScorer } from '../../src/core/scorer.ts';
import { STATIC_STRATEGY } from '../../src/core/strategies/index.ts';
import { verifyTree } from '../../src/core/tree.ts';
import { sha256, writeManifest, type ManifestEntry } from '../../src/store/manifest.ts';
import { encodeTreeFile, makeTreeFile } from '../../src/store/tree-file.ts';
import type { HealthAnswer } from '../server/helpers/answers.ts';
import { withApp } from '../server/helpers/app.ts';
import { buildLoadedTrees, GREEDY } from '../server/helpers/trees.ts';

// A data directory holding the good greedy twod trees (one per greedy strategy), its static tree,
// one damaged file of each kind, and a good file of a strategy this code does not know.
const dir = await mkdtemp(join(tmpdir(), 'codebreaker-damaged-'));
afterAll(() => rm(dir, { recursive: true, force: true }));
const good = await buildLoadedTrees(GREEDY.map((s) => ['twod', s] as const));
const entries: ManifestEntry[] = [];
const game = getGame('twod');

/** Writes bytes as a file and lists it in the manifest (with the given sha256, by default the bytes' own, and stats, by default the first good tree's). */
async function put(file: string, bytes: Uint8Array, strategy: string, sha = sha256(bytes), stats = good[0]!.header.stats): Promise<void> {
  await writeFile(join(dir, file), bytes);
  entries.push({ file, variant: 'twod', strategy, stats, bytes: bytes.length, sha256: sha });
}

for (const t of good) await put(t.file, t.bytes, t.header.strategy.id, t.sha256, t.header.stats);
const sample = good[0]!.bytes;
// Names are free-form: the manifest says which variant and strategy each file holds.
await put('truncated.msgpack', sample.slice(0, sample.length - 100), 'minimax');
const flipped = sample.slice();
flipped[flipped.length >> 1]! ^= 0xff;
await put('flipped.msgpack', flipped, 'minimax', good[0]!.sha256);
const missingBranch = { guess: good[0]!.root.guess, next: good[0]!.root.next.slice(1) };
await put(
  'lost-secret.msgpack',
  encodeTreeFile(makeTreeFile(game, good[0]!.header.strategy, missingBranch, good[0]!.header.stats)),
  'minimax',
);
await put('other-format.msgpack', new Packr({ useRecords: false }).pack({ format: 'someone-elses', version: 3 }), 'minimax');
entries.push({ file: 'gone.msgpack', variant: 'twod', strategy: 'minimax', stats: good[0]!.header.stats, bytes: 1, sha256: 'ab' });
// Listed names that are there but are no file one can read: a dangling link, a folder.
await symlink(join(dir, 'nowhere', 'twod.minimax.msgpack'), join(dir, 'dangling.msgpack'));
await mkdir(join(dir, 'folder.msgpack'));
for (const file of ['dangling.msgpack', 'folder.msgpack'])
  entries.push({ file, variant: 'twod', strategy: 'minimax', stats: good[0]!.header.stats, bytes: 1, sha256: 'ab' });
// The static tree (served like any other), and the same tree under a strategy id the server does not know.
const staticRoot = STATIC_STRATEGY.build(createScorer(game));
const staticStats = verifyTree(game, staticRoot).stats;
for (const strategy of [STATIC_STRATEGY, { id: 'someday', description: 'A strategy of a newer build.' }]) {
  const bytes = encodeTreeFile(makeTreeFile(game, strategy, staticRoot, staticStats));
  const file = `twod.${strategy.id}.msgpack`;
  await writeFile(join(dir, file), bytes);
  entries.push({ file, variant: 'twod', strategy: strategy.id, stats: staticStats, bytes: bytes.length, sha256: sha256(bytes) });
}
await writeManifest(dir, { format: 'codebreaker-manifest', version: 1, files: entries });
const loaded = await loadTrees(dir);
const reason = (file: string): string => loaded.problems.find((p) => p.file === file)?.reason ?? '(loaded)';

describe('damaged tree files are not served, each with one clear reason', () => {
  it('serves the good files, the static tree with them', () => {
    expect(loaded.trees.map((t) => t.file).sort()).toEqual([...good.map((t) => t.file), 'twod.static.msgpack'].sort());
  });
  it('a truncated file', () => expect(reason('truncated.msgpack')).toBe('not valid msgpack (Unexpected end of MessagePack data)'));
  it('a file with one byte flipped', () => expect(reason('flipped.msgpack')).toMatch(/^sha256 .* differs from the manifest/));
  it('a tree that does not find some secret', () =>
    expect(reason('lost-secret.msgpack')).toMatch(/^secret \d\d is never found: the tree has no branch after/));
  it('a file of another format', () =>
    expect(reason('other-format.msgpack')).toBe('format is "someone-elses", expected "codebreaker-tree"'));
  it('a manifest entry without its file', () => expect(reason('gone.msgpack')).toBe('listed in the manifest but missing'));
  it('a listed name that cannot be read (a dangling link, a folder) is a problem of its own, named without its path', () => {
    expect(reason('dangling.msgpack')).toBe('cannot be read (ENOENT)');
    expect(reason('folder.msgpack')).toBe('cannot be read (EISDIR)');
  });
  it('a good file of a strategy the server does not know is skipped, not a problem; all of them are loaded on request', async () => {
    expect(loaded.skipped).toEqual(['twod.someday.msgpack']);
    expect(reason('twod.someday.msgpack')).toBe('(loaded)');
    expect(loaded.trees.some((t) => t.file === 'twod.someday.msgpack')).toBe(false);
    const all = await loadTrees(dir, checkTreeBytes, { strategies: 'all' });
    expect(all.skipped).toEqual([]);
    expect(all.trees.map((t) => t.file)).toContain('twod.someday.msgpack');
    expect(all.problems).toEqual(loaded.problems);
  });
  it('/health reports the service as degraded, with the list', () =>
    withApp({ trees: loaded.trees, problems: loaded.problems }, async (app) => {
      const health = (await app.inject('/health')).json<HealthAnswer>();
      expect(health.status).toBe('degraded');
      expect(health.trees).toBe(GREEDY.length + 1); // the greedy trees and the static one
      expect(health.problems.map((p: { file: string }) => p.file).sort()).toEqual([
        'dangling.msgpack',
        'flipped.msgpack',
        'folder.msgpack',
        'gone.msgpack',
        'lost-secret.msgpack',
        'other-format.msgpack',
        'truncated.msgpack',
      ]);
    }));
});
