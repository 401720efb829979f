import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue, QueueEvents } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WordleGame } from '../../../src/core/games/wordle/game.ts';
import { createGame } from '../../../src/core/variants/games.ts';
import { resolveVariant } from '../../../src/core/variants/parse.ts';
import { WORDLE_ENGINE_VERSION } from '../../../src/core/games/wordle/exact/version.ts';
import { createWordleExact, wordleColumns } from '../../../src/core/games/wordle/exact/search.ts';
import { verifyTree } from '../../../src/core/tree.ts';
import { encodeTreeFile, makeTreeFile } from '../../../src/store/tree-file.ts';
import { runWordleProof, visitingOrder, type FirstWordStatus, type WordleProof } from '../../../src/builder/proofs/wordle/proof.ts';
import { checkWordleProof } from '../../../src/builder/proofs/wordle/check.ts';
import { BUILDER_TASK_MODULE } from '../../../src/builder/task-module.ts';
import { FLEET_PREFIX, redisOptions } from '../../../src/fleet/config.ts';
import { FleetConnection } from '../../../src/fleet/connection.ts';
import { FleetProofError, refusedAnswer, runFleetWordleProof } from '../../../src/fleet/wordle/proof-runner.ts';
import { WORDLE_PROOF_QUEUE, type WordleUnitData } from '../../../src/fleet/wordle/proof-units.ts';
import { FirstWordProofWorker } from '../../../src/fleet/proof-worker.ts';
import { WORDLE_PROOFS } from '../../../src/builder/proofs/wordle/family.ts';
import { storeLists } from '../../../src/store/word-lists.ts';
import { TaskPool } from '../../../src/workers/pool.ts';
import type { BuilderTasks } from '../../../src/builder/tasks.ts';
import { describeRedis, RedisProcess } from '../helpers/redis.ts';

const ROOT = join(import.meta.dirname, '..', '..', '..');
let redis: RedisProcess;
let connection: FleetConnection;
let dir: string;
let game: WordleGame;
/** The ten first words of the highest counting bound, visited first: the best falls over several searches, not at the first. */
let tryFirst: string[];
const pools: TaskPool<BuilderTasks>[] = [];
const children: ChildProcess[] = [];

/** Runs a command of the package (node FILE ARGS) at the test's Redis; resolves its exit code and output. */
function run(file: string, args: string[]): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, [join(ROOT, file), ...args], {
    env: { ...process.env, REDIS_URL: redis.url, WORKER_LOCK_MS: '1500' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let text = '';
  child.stdout.on('data', (d: Buffer) => (text += d.toString()));
  child.stderr.on('data', (d: Buffer) => (text += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => text, exited };
}

beforeAll(async () => {
  redis = await RedisProcess.start();
  connection = new FleetConnection(redisOptions(redis.url));
  await connection.waitUp(5000);
  // A board of `wordle` shrunk in a data directory of its own (every 40th answer, every 400th
  // other accepted word: 58 answers, 91 first words), which the workers read as the coordinator does.
  dir = await mkdtemp(join(tmpdir(), 'codebreaker-fleet-proof-'));
  await mkdir(join(dir, 'words'));
  for (const [name, every] of [
    ['wordle-answers.txt', 40],
    ['wordle-guesses.txt', 400],
  ] as const) {
    const words = (await readFile(join(ROOT, 'data', 'words', name), 'utf8')).split('\n').filter(Boolean);
    await writeFile(join(dir, 'words', name), `${words.filter((_, i) => i % every === 0).join('\n')}\n`);
  }
  game = createGame(resolveVariant('wordle', storeLists(dir))) as WordleGame;
  const { order } = visitingOrder(game, wordleColumns(game));
  tryFirst = order
    .slice(-10)
    .reverse()
    .map((g) => game.formatGuess(g));
}, 30_000);
afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  await Promise.all(pools.map((p) => p.close()));
  await connection.close();
  await redis.stop();
  await rm(dir, { recursive: true, force: true });
});

/** A worker process's queue worker, in this process, on a thread of its own. */
async function worker(options: { engine?: number } = {}): Promise<FirstWordProofWorker> {
  const pool = new TaskPool({ size: 1, tasks: BUILDER_TASK_MODULE });
  pools.push(pool);
  const w = new FirstWordProofWorker({
    units: WORDLE_PROOFS.units,
    connection: connection.options,
    client: connection.client,
    pool,
    concurrency: 1,
    dataDir: dir,
    ...options,
  });
  await w.worker.waitUntilReady();
  return w;
}

/** The check-proof verdict's problems (every cut's bound recomputed, every search done again), with the best's optimal tree. */
function problems(proof: WordleProof): string[] {
  const root = createWordleExact(game).tree(game.parseGuess(proof.best!.word) as number);
  const tree = encodeTreeFile(makeTreeFile(game, { id: 'optimal', description: 'test' }, root, verifyTree(game, root).stats));
  const options = { cuts: 1000, resolve: { count: 1000, maxSize: 0, maxSeconds: 60, seed: 3 } };
  return checkWordleProof(JSON.parse(JSON.stringify(proof)), tree, options, game).problems;
}

/** What a record says, without its times. */
const said = (e: FirstWordStatus): Omit<FirstWordStatus, 'seconds'> => {
  const { seconds: _seconds, ...rest } = e;
  return rest;
};

/** Clears the queue between tests: units of one test's runs are never answered from another's jobs. */
async function emptyQueue(): Promise<void> {
  const queue = new Queue(WORDLE_PROOF_QUEUE, { connection: connection.options, prefix: FLEET_PREFIX });
  await queue.obliterate({ force: true });
  await queue.close();
}

describe("a worker's answer to a unit", () => {
  const unit: WordleUnitData = {
    proof: 'wordle.optimal',
    variant: 'wordle',
    word: 'salet',
    best: 8000,
    within: 6,
    engine: WORDLE_ENGINE_VERSION,
    answers: 'a',
    accepted: 'b',
  };
  const answer = (entry: FirstWordStatus) => ({ engine: WORDLE_ENGINE_VERSION, entry, ms: 1 });
  it('takes a cut by the parts or split bound that reaches the cutoff sent, and no other cut', () => {
    for (const by of ['parts', 'split'] as const)
      expect(refusedAnswer(unit, answer({ word: 'salet', status: 'cut', by, bound: 8001, best: 8000 }))).toBeNull();
    expect(refusedAnswer(unit, answer({ word: 'salet', status: 'cut', by: 'split', bound: 7999, best: 8000 }))).toContain(
      'not against its cutoff 8000',
    );
    expect(refusedAnswer(unit, answer({ word: 'salet', status: 'cut', by: 'parts', bound: 9000, best: 8500 }))).toContain(
      'not against its cutoff 8000',
    );
    expect(refusedAnswer(unit, answer({ word: 'salet', status: 'cut', by: 'counting', bound: 9000, best: 8000 }))).toContain(
      'the coordinator makes',
    );
    expect(refusedAnswer(unit, answer({ word: 'slate', status: 'cut', by: 'parts', bound: 9000, best: 8000 }))).toContain('is about slate');
  });
});

describeRedis('a Wordle proof over every first word on the fleet', () => {
  it('one worker, one unit at a time: the same records, in the same order, as the local proof; two workers, several at once: the same proof', async () => {
    const local = runWordleProof(game, { tryFirst });
    expect(local.settled.filter((e) => e.status === 'total').length).toBeGreaterThan(3);
    const one = await worker();
    let fleet: WordleProof;
    try {
      fleet = await runFleetWordleProof(game, { connection, tryFirst, lanes: 1, onSend: (_, n) => expect(n).toBe(1) });
    } finally {
      await one.close();
    }
    expect(fleet.complete).toBe(true);
    // The workers' cuts (by the parts and split bounds) among them: the coordinator makes only the counting bound's.
    expect(fleet.settled.filter((e) => e.status === 'cut' && e.by !== 'counting').length).toBeGreaterThan(0);
    expect(fleet.settled.map(said)).toEqual(local.settled.map(said));
    expect(fleet.best).toEqual(local.best);
    expect(fleet.run?.fleet).toEqual({ workers: 1, threads: 1 });
    expect(problems(fleet)).toEqual([]);

    // Two workers, the lanes they ask for (three): answers come back out of the visiting order,
    // each under the cutoff it was sent with, and the proof holds all the same.
    await emptyQueue();
    const two = await Promise.all([worker(), worker()]);
    let wide: WordleProof;
    let most = 0;
    try {
      wide = await runFleetWordleProof(game, { connection, tryFirst, onSend: (_, n) => (most = Math.max(most, n)) });
    } finally {
      await Promise.all(two.map((w) => w.close()));
    }
    expect(most).toBe(3);
    expect(wide.complete).toBe(true);
    expect(wide.best).toEqual(local.best);
    expect(new Set(wide.settled.map((e) => e.word)).size).toBe(game.guessCount);
    expect(wide.run?.fleet).toEqual({ workers: 2, threads: 2 });
    expect(problems(wide)).toEqual([]);
  }, 120_000);

  it('resumes a file half done locally, and settles only the words left', async () => {
    await emptyQueue();
    const whole = runWordleProof(game, { tryFirst });
    const half = runWordleProof(game, { tryFirst, stopAfterWords: 5 });
    expect(half.complete).toBe(false);
    const before = half.settled.map(said);
    const settledNow: string[] = [];
    const w = await worker();
    let resumed: WordleProof;
    try {
      resumed = await runFleetWordleProof(game, {
        connection,
        tryFirst,
        lanes: 1,
        resume: structuredClone(half),
        command: 'fleet',
        onSettled: (_, { entry }) => settledNow.push(entry.word),
      });
    } finally {
      await w.close();
    }
    expect(resumed.complete).toBe(true);
    expect(resumed.settled.slice(0, 5).map(said)).toEqual(before);
    expect(settledNow).toEqual(whole.settled.slice(5).map((e) => e.word));
    expect(resumed.settled.map(said)).toEqual(whole.settled.map(said));
    expect(resumed.run?.command).toBe('runWordleProof; fleet');
  }, 120_000);

  it("refuses a worker's answer of another Wordle search version, and a worker refuses a unit of another version", async () => {
    await emptyQueue();
    // A worker of another build: its answers carry its version, and the coordinator stops on the first, keeping what it had.
    const other = await worker({ engine: WORDLE_ENGINE_VERSION + 1 });
    const refused = runFleetWordleProof(game, { connection, tryFirst, lanes: 1 });
    await expect(refused).rejects.toBeInstanceOf(FleetProofError);
    await other.close();
    const err = (await refused.catch((e: unknown) => e)) as FleetProofError;
    expect(err.message).toContain(`Wordle search version ${WORDLE_ENGINE_VERSION + 1}`);
    expect(err.message).toContain('never mixes');
    expect(err.proof.settled).toEqual([]);

    // A unit of a coordinator of another version: the worker fails it for good, saying why.
    await emptyQueue();
    const queue = new Queue<WordleUnitData>(WORDLE_PROOF_QUEUE, { connection: connection.options, prefix: FLEET_PREFIX });
    const events = new QueueEvents(WORDLE_PROOF_QUEUE, { connection: connection.options, prefix: FLEET_PREFIX });
    const w = await worker();
    try {
      await events.waitUntilReady();
      const data: WordleUnitData = {
        proof: 'wordle.optimal',
        variant: 'wordle',
        word: tryFirst[0]!,
        best: null,
        within: 6,
        engine: WORDLE_ENGINE_VERSION - 1,
        answers: game.wordle.answers.sha256,
        accepted: game.wordle.accepted.sha256,
      };
      const job = await queue.add('unit', data, { jobId: 'older', attempts: 3 });
      await expect(job.waitUntilFinished(events, 30_000)).rejects.toThrow(
        `this worker runs Wordle search version ${WORDLE_ENGINE_VERSION} and the unit of wordle.optimal comes from a coordinator of version ${WORDLE_ENGINE_VERSION - 1}`,
      );
      expect((await queue.getJob('older'))?.attemptsMade).toBe(1);
      // Lists other than the worker's: refused too.
      const lists = await queue.add('unit', { ...data, engine: WORDLE_ENGINE_VERSION, answers: 'other' }, { jobId: 'lists' });
      await expect(lists.waitUntilFinished(events, 30_000)).rejects.toThrow('are not the coordinator');
    } finally {
      await w.close();
      await Promise.all([queue.close(), events.close()]);
    }
  }, 120_000);
  it('sends a unit again when its job has gone from Redis unanswered', async () => {
    await emptyQueue();
    const whole = runWordleProof(game, { tryFirst });
    const lines: string[] = [];
    let sent!: () => void;
    const first = new Promise<void>((resolve) => (sent = resolve));
    // No worker yet: the first unit waits on the queue, and goes with the queue's keys.
    const running = runFleetWordleProof(game, {
      connection,
      tryFirst,
      lanes: 1,
      lookEveryMs: 100,
      log: (line) => lines.push(line),
      onSend: () => sent(),
    });
    await first;
    await emptyQueue();
    const w = await worker();
    let proof: WordleProof;
    try {
      proof = await running;
    } finally {
      await w.close();
    }
    expect(lines.filter((l) => l.includes('had gone from the queue unanswered: sent again'))).toHaveLength(1);
    expect(proof.settled.map(said)).toEqual(whole.settled.map(said));
  }, 120_000);

  it('stops at once when aborted, keeping what it settled and taking the units still waiting off the queue', async () => {
    await emptyQueue();
    const stop = new AbortController();
    // No worker: the units wait; the abort comes once two are sent.
    const proof = await runFleetWordleProof(game, {
      connection,
      tryFirst,
      lanes: 2,
      signal: stop.signal,
      onSend: (_, n) => {
        if (n === 2) stop.abort();
      },
    });
    expect(proof.complete).toBe(false);
    expect(proof.settled).toEqual([]);
    const queue = new Queue(WORDLE_PROOF_QUEUE, { connection: connection.options, prefix: FLEET_PREFIX });
    try {
      expect(await queue.getJobCounts('waiting', 'active', 'prioritized')).toEqual({ waiting: 0, active: 0, prioritized: 0 });
    } finally {
      await queue.close();
    }
  }, 60_000);

  it('the commands: wordle-proof.js --queue resumes a file begun without it, with codebreaker worker answering', async () => {
    await emptyQueue();
    const whole = runWordleProof(game, { tryFirst });
    const script = join('dist', 'scripts', 'wordle-proof.js');
    const common = ['--variant', 'wordle', '--data-dir', dir, '--try-first', tryFirst.join(',')];
    const file = join(dir, 'proofs', 'wordle.optimal.json');
    await rm(file, { force: true });
    const begun = run(script, [...common, '--max-words', '5']);
    expect(await begun.exited, begun.output()).toBe(0);
    const w = run(join('bin', 'codebreaker.js'), ['worker', '--threads', '1', '--data-dir', dir]);
    const end = Date.now() + 30_000;
    while (!w.output().includes('worker ready') && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    const fleet = run(script, [...common, '--queue', '--lanes', '1']);
    expect(await fleet.exited, fleet.output()).toBe(0);
    expect(fleet.output()).toContain('resuming');
    expect(fleet.output()).toContain(`proved over every first word: the least total is ${whole.best!.total}`);
    const proof = JSON.parse(await readFile(file, 'utf8')) as WordleProof;
    expect(proof.settled.map(said)).toEqual(whole.settled.map(said));
    expect(proof.run?.fleet).toEqual({ workers: 1, threads: 1 });
    expect(proof.run?.command).toMatch(/--max-words 5; .*--queue --lanes 1$/);
    expect(problems(proof)).toEqual([]);
    w.child.kill('SIGTERM');
    expect(await w.exited).toBe(0);
    expect(w.output()).toMatch(/stopped after 0 builds and 0 exact units and \d+ first words of proofs/);
  }, 120_000);
});
