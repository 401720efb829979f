/**
 * Games of several Wordle boards at once (dordle, quordle, octordle) played to the end through
 * `next`, on the whole server (app.inject, one live thread as the server's default): secrets drawn
 * from a seed (tuples of different answers of the 2022 list), each answer's feedback given by the
 * core's rule. It prints, by variant and strategy, the guesses the games took (median, mean, max,
 * and how many were lost) and the milliseconds of each answer (median, 90th percentile, max). One
 * game of each variant is played first and not counted: it boots the live thread and makes its games.
 *
 *   node dist/scripts/quordle-games.js [--variants dordle,quordle,octordle] [--strategies entropy] [--games 100] [--seed 1] [--json]
 */
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { parseScriptArgs } from '../src/cli/script-args.ts';
import { buildApp } from '../src/server/app.ts';
import { median } from './median.ts';

/** What one variant and strategy's games took. */
export interface BoardsGames {
  readonly variant: string;
  readonly strategy: string;
  readonly games: number;
  /** Games not won within the variant's guesses. */
  readonly lost: number;
  /** Guesses of each game won, ascending. */
  readonly guesses: readonly number[];
  /** Milliseconds of each answer, ascending. */
  readonly answerMs: readonly number[];
}

/** A generator of numbers in [0, 1) from a seed (the same seed, the same secrets). */
export function seeded(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    // xorshift32
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 2 ** 32;
  };
}

/**
 * Plays `games` games of a variant with a strategy through POST .../next, each secret a tuple of
 * different answers drawn with `random`.
 */
export async function playBoardsGames(
  app: FastifyInstance,
  variant: string,
  strategy: string,
  games: number,
  random: () => number,
): Promise<BoardsGames> {
  const served = app.codebreaker.liveGames.find(variant);
  if (served === undefined) throw new Error(`${variant} is no live game`);
  const { game } = served;
  const { boards, maxGuesses } = game.describe();
  const answers = game.boardGame.secretGuess;
  const guesses: number[] = [];
  const answerMs: number[] = [];
  let lost = 0;
  for (let n = 0; n < games; n++) {
    const secret: number[] = [];
    while (secret.length < boards) {
      const w = answers[Math.floor(random() * answers.length)]!;
      if (!secret.includes(w)) secret.push(w);
    }
    const solved = secret.map(() => false);
    const history: Array<{ guess: string; feedback: string }> = [];
    for (;;) {
      const started = performance.now();
      const res = await app.inject({ method: 'POST', url: `/v1/trees/${variant}/${strategy}/next`, payload: { history } });
      const ms = performance.now() - started;
      if (res.statusCode === 422 && history.length === maxGuesses) {
        lost++;
        break;
      }
      if (res.statusCode !== 200) throw new Error(`${variant} ${strategy}: ${res.statusCode} ${res.body}`);
      const answer = res.json<{ guess: string | null; solved: boolean }>();
      if (answer.solved) {
        guesses.push(history.length);
        break;
      }
      answerMs.push(ms);
      const g = game.parseGuess(answer.guess!);
      if (typeof g === 'string') throw new Error(g);
      history.push({ guess: answer.guess!, feedback: game.feedbackOf(g, secret, solved) });
      secret.forEach((w, b) => {
        if (w === g) solved[b] = true;
      });
    }
  }
  return {
    variant,
    strategy,
    games,
    lost,
    guesses: guesses.sort((a, b) => a - b),
    answerMs: answerMs.sort((a, b) => a - b),
  };
}

/** The row of a table of results. */
function row(r: BoardsGames): string {
  const mean = r.guesses.reduce((s, x) => s + x, 0) / r.guesses.length;
  const p90 = r.answerMs[Math.floor(0.9 * (r.answerMs.length - 1))] ?? NaN;
  return `| ${r.variant} | ${r.strategy} | ${r.games} | ${r.lost} | ${median(r.guesses)} | ${mean.toFixed(2)} | ${r.guesses.at(-1)} | ${median(r.answerMs).toFixed(0)} | ${p90.toFixed(0)} | ${(r.answerMs.at(-1) ?? NaN).toFixed(0)} |`;
}

async function main(): Promise<void> {
  const { values } = parseScriptArgs({
    invocation: 'node dist/scripts/quordle-games.js',
    summary: 'plays games of several Wordle boards at once through next, and prints their guesses and answer times',
    options: {
      variants: { type: 'string', value: 'ids', help: 'the live games (default dordle,quordle,octordle)' },
      strategies: { type: 'string', value: 'ids', help: 'the strategies (default entropy)' },
      games: { type: 'string', value: 'n', help: 'games of each variant and strategy (default 100)' },
      seed: { type: 'string', value: 'n', help: 'the seed of the secrets (default 1)' },
      json: { type: 'boolean', help: 'JSON instead of a table' },
    },
  });
  const variants = (values.variants ?? 'dordle,quordle,octordle').split(',');
  const strategies = (values.strategies ?? 'entropy').split(',');
  const games = Number(values.games ?? 100);
  const seed = Number(values.seed ?? 1);
  const app = await buildApp({ trees: [], protection: { maxHeapMb: 0, maxEventLoopDelayMs: 0 } });
  const results: BoardsGames[] = [];
  try {
    for (const variant of variants) {
      // Not counted: it boots the live thread and makes the variant's games there.
      await playBoardsGames(app, variant, strategies[0]!, 1, seeded(seed + 1));
      for (const strategy of strategies) results.push(await playBoardsGames(app, variant, strategy, games, seeded(seed)));
    }
  } finally {
    await app.close();
  }
  if (values.json) {
    console.log(JSON.stringify(results, null, 2));
    return;
  }
  console.log(`Seed ${seed}, ${games} games each; guesses of the games won, milliseconds of each answer.\n`);
  console.log('| variant | strategy | games | lost | guesses median | mean | max | ms median | p90 | max |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of results) console.log(row(r));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
