import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { TreeRegistry } from '../../src/server/services/registry.ts';
import { checkListedTree, listTrees, loadTrees, type ListedTree, type LoadProblem } from '../../src/store/load-trees.ts';
import { sha256, treeFileName, writeManifest, type ManifestEntry } from '../../src/store/manifest.ts';
import { getGame } from '../../src/core/variants/games.ts';
import type { HealthAnswer } from './helpers/answers.ts';
import { checkAgainstOpenApi } from './helpers/openapi-check.ts';
import { buildLoadedTrees, DATA_DIR, GREEDY, manifestEntryOf } from './helpers/trees.ts';

/** A registry of listed trees whose checker counts the files it decodes, and the problems reported since load. */
function countingRegistry(
  trees: readonly ListedTree[],
  problems: readonly LoadProblem[] = [],
): { registry: TreeRegistry; decoded: string[]; reported: LoadProblem[] } {
  const decoded: string[] = [];
  const reported: LoadProblem[] = [];
  const registry = new TreeRegistry(trees, problems, {
    check: (listed) => {
      decoded.push(listed.file);
      return checkListedTree(listed);
    },
    report: (p) => reported.push(p),
  });
  return { registry, decoded, reported };
}

/** An app (not listening) over a registry, every answer checked against the OpenAPI document. */
function appOf(registry: TreeRegistry): Promise<FastifyInstance> {
  return buildApp({ registry, protection: { maxHeapMb: 0, maxEventLoopDelayMs: 0 }, plugins: [{ plugin: checkAgainstOpenApi }] });
}

const apps: FastifyInstance[] = [];
afterAll(() => Promise.all(apps.map((a) => a.close())));
async function open(registry: TreeRegistry): Promise<FastifyInstance> {
  const app = await appOf(registry);
  apps.push(app);
  return app;
}

// A data directory of the greedy twod trees; each test below damages a copy of it its own way.
const good = await buildLoadedTrees(GREEDY.map((s) => ['twod', s] as const));
const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

/** Writes the good trees, lets `damage` change the directory, and writes the manifest of their entries as `edit` changes them. */
async function dataDir(
  damage: (dir: string) => Promise<unknown> = () => Promise.resolve(),
  edit: (entries: ManifestEntry[]) => ManifestEntry[] = (entries) => entries,
): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'codebreaker-lazy-'));
  dirs.push(dir);
  for (const t of good) await writeFile(join(dir, t.file), t.bytes);
  await damage(dir);
  await writeManifest(dir, { format: 'codebreaker-manifest', version: 1, files: edit(good.map(manifestEntryOf)) });
  return dir;
}

/** Every route of a tree: each must answer the same error when the tree is not served. */
const ROUTES = (variant: string, strategy: string): string[] => [
  `/v1/trees/${variant}/${strategy}`,
  `/v1/trees/${variant}/${strategy}/next`,
  `/v1/trees/${variant}/${strategy}/next?history=22:L--`,
  `/v1/trees/${variant}/${strategy}/file`,
  `/v1/trees/${variant}/${strategy}/path/22`,
  `/v1/trees/${variant}/${strategy}/worst-case`,
];

describe('a tree file whose bytes changed after the manifest was written', () => {
  it('is refused at start (its checksum), never decoded nor served: its routes answer 503 tree-unavailable, /health names it', async () => {
    const dir = await dataDir(async (d) => {
      // One byte of the file's middle flipped: still msgpack of the right size, no longer the file listed.
      const path = join(d, 'twod.minimax.msgpack');
      const bytes = new Uint8Array(await readFile(path));
      bytes[bytes.length >> 1]! ^= 0x01;
      await writeFile(path, bytes);
    });
    const listing = await listTrees(dir);
    expect(listing.trees.map((t) => t.file)).not.toContain('twod.minimax.msgpack');
    expect(listing.problems.map((p) => p.file)).toEqual(['twod.minimax.msgpack']);
    expect(listing.problems[0]!.reason).toMatch(/^sha256 [0-9a-f]{12}… differs from the manifest's [0-9a-f]{12}…$/);
    const { registry, decoded } = countingRegistry(listing.trees, listing.problems);
    const app = await open(registry);
    expect((await app.inject('/ready')).json()).toEqual({ status: 'ready', trees: good.length - 1 });
    const health = (await app.inject('/health')).json<HealthAnswer>();
    expect(health).toMatchObject({ status: 'degraded', trees: good.length - 1, problems: listing.problems });
    for (const url of ROUTES('twod', 'minimax')) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(503);
      expect(res.json(), url).toEqual({
        error: 'tree-unavailable',
        message: `The minimax tree of twod failed to load: ${listing.problems[0]!.reason}. The operator has to replace twod.minimax.msgpack.`,
      });
    }
    expect(decoded).not.toContain('twod.minimax.msgpack');
    const variants = (await app.inject('/v1/variants')).json<{ variants: Array<{ strategies: Array<{ id: string }> }> }>();
    expect(variants.variants[0]!.strategies.map((s) => s.id)).not.toContain('minimax');
    const manifest = (await app.inject('/v1/manifest')).json<{ trees: Array<{ strategy: string }> }>();
    expect(manifest.trees.map((t) => t.strategy)).not.toContain('minimax');
  });
});

describe('a tree file missing from the manifest', () => {
  it('is not served: a problem at start, its routes answer 503 tree-unavailable', async () => {
    const dir = await dataDir(undefined, (entries) => entries.filter((e) => e.strategy !== 'entropy'));
    const listing = await listTrees(dir);
    expect(listing.problems).toEqual([{ file: 'twod.entropy.msgpack', reason: 'not listed in the manifest' }]);
    const app = await open(countingRegistry(listing.trees, listing.problems).registry);
    expect((await app.inject('/health')).json<HealthAnswer>()).toMatchObject({
      status: 'degraded',
      trees: good.length - 1,
      problems: listing.problems,
    });
    for (const url of ROUTES('twod', 'entropy')) {
      const res = await app.inject(url);
      expect([res.statusCode, res.json<{ error: string }>().error], url).toEqual([503, 'tree-unavailable']);
    }
  });
});

describe('a tree file that matches its manifest entry but fails its check on first use', () => {
  // Listed with its own checksum: a manifest written for damaged bytes (truncated), and a tree
  // whose header stats are not the manifest's, which the listing showed before the file was decoded.
  const truncated = good[0]!.bytes.slice(0, good[0]!.bytes.length - 100);
  const stats = { ...good[1]!.header.stats, total: good[1]!.header.stats.total + 1 };
  const dir = dataDir(
    (d) => writeFile(join(d, good[0]!.file), truncated),
    (entries) =>
      entries.map((e, i) => (i === 0 ? { ...e, bytes: truncated.length, sha256: sha256(truncated) } : i === 1 ? { ...e, stats } : e)),
  );
  const [bad, disagrees] = [good[0]!, good[1]!];

  it('passes the start, then answers a clean 503 tree-unavailable (not a 500) and is reported, no longer listed', async () => {
    const listing = await listTrees(await dir);
    expect(listing.problems).toEqual([]);
    const { registry, reported } = countingRegistry(listing.trees);
    const app = await open(registry);
    expect((await app.inject('/ready')).statusCode).toBe(200);
    expect((await app.inject('/health')).json<HealthAnswer>()).toMatchObject({ status: 'ok', trees: good.length });
    const variant = bad.header.variant.id;
    const listed = (await app.inject('/v1/variants')).json<{ variants: Array<{ strategies: Array<{ id: string }> }> }>();
    expect(listed.variants[0]!.strategies.map((s) => s.id)).toContain(bad.header.strategy.id);

    const first = await app.inject(`/v1/trees/${variant}/${bad.header.strategy.id}/next`);
    expect(first.statusCode).toBe(503);
    expect(first.json()).toEqual({
      error: 'tree-unavailable',
      message: `The ${bad.header.strategy.id} tree of ${variant} failed to load: not valid msgpack (Unexpected end of MessagePack data). The operator has to replace ${bad.file}.`,
    });
    expect(reported).toEqual([{ file: bad.file, reason: 'not valid msgpack (Unexpected end of MessagePack data)' }]);
    for (const url of ROUTES(variant, bad.header.strategy.id)) expect((await app.inject(url)).statusCode, url).toBe(503);
    // Told once, however many requests found it.
    expect(reported).toHaveLength(1);
    expect((await app.inject('/health')).json<HealthAnswer>()).toMatchObject({
      status: 'degraded',
      trees: good.length - 1,
      problems: reported,
    });
    const after = (await app.inject('/v1/variants')).json<{ variants: Array<{ strategies: Array<{ id: string }> }> }>();
    expect(after.variants[0]!.strategies.map((s) => s.id)).not.toContain(bad.header.strategy.id);
    const manifest = (await app.inject('/v1/manifest')).json<{ trees: Array<{ strategy: string }> }>();
    expect(manifest.trees.map((t) => t.strategy)).not.toContain(bad.header.strategy.id);

    // The file whose header disagrees with the manifest the listing showed: refused when decoded.
    const res = await app.inject(`/v1/trees/${variant}/${disagrees.header.strategy.id}/file`);
    expect(res.statusCode).toBe(503);
    expect(reported[1]).toEqual({
      file: disagrees.file,
      reason: `the manifest's stats disagree with the header: total is ${disagrees.header.stats.total + 1} in the manifest, ${disagrees.header.stats.total} in the header`,
    });
  });

  it('is found by the background check too, which decodes every file not used yet', async () => {
    const listing = await listTrees(await dir);
    const { registry, decoded, reported } = countingRegistry(listing.trees);
    const app = await open(registry);
    // A request decodes one file first; the check decodes the others, each once.
    expect((await app.inject(`/v1/trees/twod/${good[4]!.header.strategy.id}/next`)).statusCode).toBe(200);
    // Each file waits for its turn (the server's: no request being answered).
    let turns = 0;
    expect(await registry.check(() => Promise.resolve(turns++))).toEqual({ checked: good.length - 1, failed: 2 });
    expect(turns).toBe(good.length - 1);
    expect(decoded.sort()).toEqual(good.map((t) => t.file).sort());
    expect(reported.map((p) => p.file).sort()).toEqual([bad.file, disagrees.file].sort());
    expect(registry.count).toBe(good.length - 2);
    expect(await registry.check()).toEqual({ checked: 0, failed: 0 });
  });
});

describe('trees decoded on first use', () => {
  // Every committed Mastermind and words-5 tree, listed as the server lists them, and loaded and
  // checked whole as the server loaded them before (and as codebreaker verify does).
  const wanted = (f: string): boolean => f.startsWith('mastermind.') || f.startsWith('words-5.');
  const listed = listTrees(DATA_DIR, { files: wanted });
  const loaded = loadTrees(DATA_DIR, undefined, { files: wanted });

  it("are not decoded by the start, /ready, /health, /v1/variants, /v1/manifest nor a board's description", async () => {
    const { trees, problems } = await listed;
    expect(problems).toEqual([]);
    const { registry, decoded } = countingRegistry(trees);
    const app = await open(registry);
    for (const url of ['/ready', '/health', '/v1/variants', '/v1/manifest', '/v1/variants/mastermind', '/v1/variants/words-5'])
      expect((await app.inject(url)).statusCode, url).toBe(200);
    expect(decoded).toEqual([]);
    expect((await app.inject('/v1/trees/mastermind/minimax/next?history=1122:1B0W')).statusCode).toBe(200);
    expect((await app.inject('/v1/trees/mastermind/minimax/path/1234')).statusCode).toBe(200);
    expect(decoded).toEqual(['mastermind.minimax.msgpack']);
  });

  it('give the same answers as trees loaded whole: lists, headers, files, next, path, worst case, evaluate', async () => {
    const { registry, decoded } = countingRegistry((await listed).trees);
    const lazy = await open(registry);
    const whole = await open(new TreeRegistry((await loaded).trees, (await loaded).problems));
    const urls = ['/health', '/ready', '/v1/variants', '/v1/manifest', '/v1/variants/mastermind', '/v1/variants/words-5'];
    for (const t of (await loaded).trees) {
      const base = `/v1/trees/${t.header.variant.id}/${t.header.strategy.id}`;
      const game = t.game;
      const secret = game.formatGuess(game.secretGuess[Math.floor(game.secretCount / 3)]!);
      const first = game.formatGuess(t.flat.guess[0]!);
      urls.push(base, `${base}/file`, `${base}/next`, `${base}/path/${secret}`, `${base}/worst-case`);
      // A history on the tree and one off it (answered live), for next and evaluate.
      const feedback = game.feedbackLabel(game.score(t.flat.guess[0]!, Math.floor(game.secretCount / 3)));
      urls.push(`${base}/next?history=${first}:${feedback}`, `${base}/next?history=${secret}:${game.feedbackLabel(0)}`);
    }
    urls.push('/v1/variants/mastermind/evaluate?history=1122:1B0W&guess=1345', '/v1/variants/words-5/evaluate?guess=crane');
    for (const url of urls) {
      const [a, b] = [await lazy.inject(url), await whole.inject(url)];
      expect([a.statusCode, a.headers['etag'], a.rawPayload.equals(b.rawPayload)], url).toEqual([b.statusCode, b.headers['etag'], true]);
    }
    expect(decoded.sort()).toEqual((await loaded).trees.map((t) => t.file).sort());
    // Played on the same game as the server's answers for the board (one game per board, shared).
    expect(registry.find('words-5', 'minimax')!.flat.game).toBe(
      (await loaded).trees.find((t) => t.file === treeFileName('words-5', 'minimax'))!.game,
    );
    expect(registry.find('mastermind', 'minimax')!.flat.game).toBe(getGame('mastermind'));
  });
});

describe('/ready', () => {
  it('is 503 starting while the files are read, 200 once they are listed (before any is decoded), 503 draining at close', async () => {
    const registry = new TreeRegistry();
    const app = await appOf(registry);
    try {
      const starting = await app.inject('/ready');
      expect([starting.statusCode, starting.headers['retry-after'], starting.json<{ error: string }>().error]).toEqual([
        503,
        '1',
        'starting',
      ]);
      const { trees } = await listTrees(await dataDir());
      let checked = 0;
      registry.load(trees, [], { check: (t) => (checked++, checkListedTree(t)) });
      expect((await app.inject('/ready')).json()).toEqual({ status: 'ready', trees: good.length });
      expect(checked).toBe(0);
      app.codebreaker.lifecycle.draining = true;
      expect((await app.inject('/ready')).json<{ error: string }>().error).toBe('draining');
    } finally {
      await app.close();
    }
  });

  it('a registry of listed files needs its checker', () => {
    const listedTree = { file: 'x.msgpack', bytes: new Uint8Array(1), sha256: 'ab', dataDir: DATA_DIR, entry: manifestEntryOf(good[0]!) };
    expect(() => new TreeRegistry([listedTree])).toThrow(/checker/);
  });
});
