/**
 * Boards on demand: for each board, the time to the first answer of `next` (computed live, as the
 * tree does not exist yet) and the time until its whole greedy tree is built, checked and served,
 * measured on a server with no files and an empty cache (in this process, through the API).
 *
 *   node dist/scripts/bench-on-demand.js [--boards mm-4x7,mm-5x8,bc-5x10,words-5,mm-6x6] [--strategy entropy]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseScriptArgs } from '../src/cli/script-args.ts';
import { buildApp } from '../src/server/app.ts';

/** One board's figures. */
export interface OnDemandRow {
  readonly board: string;
  readonly secrets: number;
  /** Milliseconds to the first next answer. */
  readonly firstMs: number;
  readonly firstSource: string;
  /** Milliseconds until the header route says ready, or null when the board gets live answers only. */
  readonly treeMs: number | null;
  readonly total: number | null;
}

/** Measures each board on a fresh server (no files, empty cache). */
export async function benchOnDemand(boards: readonly string[], strategy = 'entropy'): Promise<OnDemandRow[]> {
  const rows: OnDemandRow[] = [];
  for (const board of boards) {
    const cacheDir = await mkdtemp(join(tmpdir(), 'codebreaker-bench-cache-'));
    const app = await buildApp({ trees: [], onDemand: { cacheDir }, protection: { maxHeapMb: 0, maxEventLoopDelayMs: 0 } });
    try {
      const started = performance.now();
      const first = await app.inject({ url: `/v1/trees/${board}/${strategy}/next` });
      const firstMs = performance.now() - started;
      const answer = first.json<{ remaining: number; source: string }>();
      let treeMs: number | null = null;
      let total: number | null = null;
      for (;;) {
        const header = await app.inject({ url: `/v1/trees/${board}/${strategy}` });
        if (header.statusCode === 422) break; // live answers only: no tree for this board here
        const body = header.json<{ state: string; stats?: { total: number } }>();
        if (body.state === 'ready') {
          treeMs = performance.now() - started;
          total = body.stats?.total ?? null;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      rows.push({ board, secrets: answer.remaining, firstMs, firstSource: answer.source, treeMs, total });
    } finally {
      await app.close();
      await rm(cacheDir, { recursive: true, force: true });
    }
  }
  return rows;
}

/** The figures as a Markdown table. */
export function formatOnDemandBench(rows: readonly OnDemandRow[], strategy = 'entropy'): string {
  return [
    `Boards on demand (${strategy}; no file, empty cache; one build thread):`,
    '',
    '| board | secrets | first answer | source | whole tree built, checked, served | total |',
    '|---|---:|---:|---|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.board} | ${r.secrets} | ${r.firstMs.toFixed(0)} ms | ${r.firstSource} | ${r.treeMs === null ? 'live answers only' : `${(r.treeMs / 1000).toFixed(1)} s`} | ${r.total ?? '-'} |`,
    ),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseScriptArgs({
    invocation: 'node dist/scripts/bench-on-demand.js',
    summary: 'times trees built on demand for boards without a file',
    options: {
      boards: { type: 'string', value: 'id[,id]', help: 'the boards (default mm-4x7,mm-5x8,bc-5x10,words-5,mm-6x6)' },
      strategy: { type: 'string', value: 'id', help: 'the strategy (default entropy)' },
    },
  });
  const boards = (values.boards ?? 'mm-4x7,mm-5x8,bc-5x10,words-5,mm-6x6').split(',');
  const strategy = values.strategy ?? 'entropy';
  console.log(formatOnDemandBench(await benchOnDemand(boards, strategy), strategy));
}
