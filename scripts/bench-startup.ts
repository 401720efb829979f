/**
 * Start-up time. The server: from spawning `node` on a compiled entry to its first 200 answer on
 * /health, for the Codebreaker server and for a bare Fastify app started the same way; and for the
 * server, to its first 200 on /ready (every tree file of data/ found and its checksum checked);
 * with --baseline, the server of another checkout (built) too. The
 * command line: the whole process of `codebreaker --help` and of `codebreaker build --variant
 * mastermind --strategy optimal` (into a scratch directory), beside `node -e ''`, and that build's
 * first run after a compilation (its bundle's code cache removed first); with --baseline,
 * the same commands of another checkout (an earlier version, built); with --peer, the C++ solver
 * mastermind-strategy (`mmstrat -r mm -s optimal -S -q`, one thread, as scripts/race.ts --threads 1 runs it:
 * on two its OpenMP threads spin while they wait, which a loaded machine punishes) building the same tree. The median
 * of several runs each, alternating.
 *
 *   node dist/scripts/bench-startup.js [--runs N] [--only server,command-line] [--baseline dir] [--peer /path/to/mmstrat]
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CACHE_DIR } from '../src/cli/bundle.ts';
import { parseScriptArgs } from '../src/cli/script-args.ts';
import { PROJECT_ROOT } from '../src/store/paths.ts';
import { median } from './median.ts';

/** One start of a server: milliseconds from the spawn, and of the first request on the largest tree. */
interface Start {
  /** Spawn to the first /health 200. */
  readonly live: number;
  /** CPU time of the process (all its threads) until then, where the system tells it (Linux), else NaN. */
  readonly liveCpu: number;
  /** Spawn to the first /ready 200 (the bare app has none: its /health). */
  readonly ready: number;
  /** CPU time of the process until then (NaN where unknown). */
  readonly readyCpu: number;
  /** The first FIRST_USE request, sent as /ready answered 200, and the same request again (none for the bare app). */
  readonly firstUse?: number;
  readonly again?: number;
}

/** Medians of the start-up benchmark, in milliseconds. */
export interface StartupBench {
  /** Spawn to the server's first /health 200. */
  readonly serverMs: number;
  /** The CPU time the server's process used until then (NaN where the system does not tell it), and the bare app's. */
  readonly serverCpuMs: number;
  readonly bareCpuMs: number;
  /** Spawn to its first /ready 200: every tree file of data/ found and its checksum checked. */
  readonly readyMs: number;
  /** The CPU time the server's process used until then (NaN where the system does not tell it). */
  readonly readyCpuMs: number;
  /** The first `next` on the largest tree (Super Mastermind, 32,768 secrets), asked as /ready turned 200; and asked again. */
  readonly firstUseMs: number;
  readonly againMs: number;
  readonly bareMs: number;
  /** The median of the server's first /health less the bare app's, run by run. */
  readonly gapMs: number;
  /** With a baseline checkout: the same of its server, and the median of its /health less the bare app's, run by run. */
  readonly baseline?: {
    readonly dir: string;
    readonly serverMs: number;
    readonly serverCpuMs: number;
    readonly readyMs: number;
    readonly readyCpuMs: number;
    readonly firstUseMs: number;
    readonly againMs: number;
    readonly gapMs: number;
  };
  readonly runs: number;
}

/** The first request on the largest tree of data/ (super.minimax.msgpack, 0.8 MB, 32,768 secrets): the file is decoded on first use. */
export const FIRST_USE = '/v1/trees/super/minimax/next';

/** A free loopback port. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The status of a GET, or null when nothing answers yet. */
const statusOf = (url: string): Promise<number | null> =>
  fetch(url).then(
    async (r) => {
      await r.arrayBuffer();
      return r.status;
    },
    () => null,
  );

/**
 * Milliseconds of CPU a process has used so far, all its threads (V8's compiler and collector
 * included): the sum of /proc/<pid>/task/<tid>/schedstat's first field (Linux). NaN elsewhere.
 * On a loaded machine it moves far less than the time on the clock.
 */
function cpuMs(pid: number | undefined): number {
  try {
    let ns = 0;
    for (const tid of readdirSync(`/proc/${pid}/task`))
      ns += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
    return ns / 1e6;
  } catch {
    return NaN;
  }
}

/** Milliseconds a GET takes to answer 200 (it throws on another status). */
async function timeGet(url: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(url);
  const body = await res.text();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${body}`);
  return performance.now() - started;
}

/**
 * Milliseconds from spawning `node entry` (in `cwd`) to the first 200 on /health, and to the
 * first 200 on /ready; then, for a server with a /ready, the time of FIRST_USE asked at once and
 * asked again. The process is then stopped.
 */
export async function timeStartup(entry: string, cwd = PROJECT_ROOT, timeoutMs = 30_000): Promise<Start> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [entry], {
    cwd,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let live: number | undefined;
  let liveCpu = NaN;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${entry} exited with code ${child.exitCode} before answering`);
      if (performance.now() - started > timeoutMs) throw new Error(`${entry} did not answer within ${timeoutMs} ms`);
      if (live === undefined) {
        if ((await statusOf(`${base}/health`)) === 200) {
          live = performance.now() - started;
          liveCpu = cpuMs(child.pid);
        }
      }
      if (live !== undefined) {
        const status = await statusOf(`${base}/ready`);
        if (status === 404) return { live, liveCpu, ready: live, readyCpu: liveCpu };
        if (status === 200) {
          const ready = performance.now() - started;
          const readyCpu = cpuMs(child.pid);
          return {
            live,
            liveCpu,
            ready,
            readyCpu,
            firstUse: await timeGet(`${base}${FIRST_USE}`),
            again: await timeGet(`${base}${FIRST_USE}`),
          };
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

/** The server entry of a checkout. */
const serverEntry = (root: string): string => join(root, 'dist', 'src', 'server', 'server.js');

/**
 * Starts the server and the bare app `runs` times each, alternating (with a baseline checkout,
 * built: its server too), and gives the medians.
 */
export async function benchStartup(runs = 5, baseline?: string): Promise<StartupBench> {
  const bare = join(PROJECT_ROOT, 'dist', 'scripts', 'bare-fastify.js');
  const ours: Start[] = [];
  const theirs: Start[] = [];
  const bares: Start[] = [];
  for (let i = 0; i < runs; i++) {
    ours.push(await timeStartup(serverEntry(PROJECT_ROOT)));
    bares.push(await timeStartup(bare));
    if (baseline !== undefined) theirs.push(await timeStartup(serverEntry(baseline), baseline));
  }
  const bareMs = bares.map((x) => x.live);
  const medians = (
    xs: Start[],
  ): {
    serverMs: number;
    serverCpuMs: number;
    readyMs: number;
    readyCpuMs: number;
    firstUseMs: number;
    againMs: number;
    gapMs: number;
  } => ({
    serverMs: median(xs.map((x) => x.live)),
    serverCpuMs: median(xs.map((x) => x.liveCpu)),
    readyMs: median(xs.map((x) => x.ready)),
    readyCpuMs: median(xs.map((x) => x.readyCpu)),
    firstUseMs: median(xs.map((x) => x.firstUse ?? NaN)),
    againMs: median(xs.map((x) => x.again ?? NaN)),
    gapMs: median(xs.map((x, i) => x.live - bareMs[i]!)),
  });
  return {
    ...medians(ours),
    bareMs: median(bareMs),
    bareCpuMs: median(bares.map((x) => x.liveCpu)),
    ...(baseline !== undefined ? { baseline: { dir: baseline, ...medians(theirs) } } : {}),
    runs,
  };
}

/** The benchmark's lines for the report. */
export function formatStartupBench(b: StartupBench): string {
  const base = b.baseline;
  const then = (ms: number | undefined): string => (ms === undefined ? '' : `; baseline ${ms.toFixed(0)} ms`);
  return [
    `Spawn to first answer, median of ${b.runs} starts each, alternating:`,
    `- Codebreaker server, first /health 200: ${b.serverMs.toFixed(0)} ms (${b.gapMs.toFixed(0)} ms after the bare app, median of the runs' differences)` +
      (base === undefined ? '' : `; baseline ${base.serverMs.toFixed(0)} ms (${base.gapMs.toFixed(0)} ms after)`),
    `- bare Fastify app, started the same way, first /health 200: ${b.bareMs.toFixed(0)} ms`,
    ...(Number.isNaN(b.serverCpuMs)
      ? []
      : [
          `- CPU time used until the first /health 200 (every thread): server ${b.serverCpuMs.toFixed(0)} ms, bare app ${b.bareCpuMs.toFixed(0)} ms` +
            then(base?.serverCpuMs),
        ]),
    `- Codebreaker server, first /ready 200 (every tree file of data/ found and its checksum checked): ${b.readyMs.toFixed(0)} ms${then(base?.readyMs)}` +
      (Number.isNaN(b.readyCpuMs) ? '' : `; CPU until then ${b.readyCpuMs.toFixed(0)} ms${then(base?.readyCpuMs)}`),
    `- then GET ${FIRST_USE} (the largest tree, decoded on first use): ${b.firstUseMs.toFixed(0)} ms${then(base?.firstUseMs)}; ` +
      `again: ${b.againMs.toFixed(0)} ms${then(base?.againMs)}`,
  ].join('\n');
}

/** Medians of one checkout's commands, whole process, in milliseconds. */
export interface CommandTimes {
  readonly helpMs: number;
  readonly buildMs: number;
}

/** Medians of the command line's whole processes, in milliseconds. */
export interface CommandLineBench extends CommandTimes {
  /** node -e '': the floor every command stands on. */
  readonly nodeMs: number;
  /** The build again, its bundle's code cache removed first (a command's first run after a compilation); absent without bundles. */
  readonly firstBuildMs?: number;
  /** With a peer: its whole process, and the median of the build's ratios to it, run by run. */
  readonly peer?: { readonly ms: number; readonly ratio: number };
  /** With a baseline checkout: its medians, and the medians of this one's ratios to it, run by run. */
  readonly baseline?: CommandTimes & { readonly dir: string; readonly helpRatio: number; readonly buildRatio: number };
  readonly runs: number;
}

/** The wall time of one process, in milliseconds; throws if it fails. */
function timeProcess(command: string, args: readonly string[]): number {
  const started = performance.now();
  const ran = spawnSync(command, args, { cwd: PROJECT_ROOT, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  const ms = performance.now() - started;
  if (ran.status !== 0) throw new Error(`${command} ${args.join(' ')} exited ${ran.status ?? ran.signal}: ${ran.stderr}`);
  return ms;
}

/** codebreaker --help and codebreaker build of Mastermind's optimal tree into a fresh scratch directory, of a checkout. */
function timeCommands(root: string): CommandTimes {
  const helpMs = timeProcess(process.execPath, [join(root, 'bin', 'codebreaker.js'), '--help']);
  return { helpMs, buildMs: timeBuild(root) };
}

/** codebreaker build of Mastermind's optimal tree into a fresh scratch directory, of a checkout. */
function timeBuild(root: string): number {
  const dir = mkdtempSync(join(tmpdir(), 'codebreaker-startup-'));
  try {
    const args = ['build', '--variant', 'mastermind', '--strategy', 'optimal', '--data-dir', dir, '--quiet'];
    return timeProcess(process.execPath, [join(root, 'bin', 'codebreaker.js'), ...args]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The build with its bundle's code cache removed first (which that run then writes), or undefined without bundles. */
function timeFirstBuild(root: string): number | undefined {
  const bundles = join(root, 'dist', 'bundles');
  if (!existsSync(join(bundles, 'build.cjs'))) return undefined;
  rmSync(join(bundles, CACHE_DIR), { recursive: true, force: true });
  return timeBuild(root);
}

/**
 * Times the command line `runs` times each, alternating: node -e '', this checkout's build with
 * no code cache for its bundle (as the first run after a compilation), codebreaker --help and
 * codebreaker build of Mastermind's optimal tree (its search, verification and file included,
 * its bundle's code cache made by the run before), the same two of a baseline checkout (another version, built), and the peer building
 * the same tree on one thread.
 */
export function benchCommandLine(runs = 7, options: { peer?: string; baseline?: string } = {}): CommandLineBench {
  const { peer, baseline } = options;
  const nodeMs: number[] = [];
  const ours: CommandTimes[] = [];
  const theirs: CommandTimes[] = [];
  const peerMs: number[] = [];
  const firstMs: number[] = [];
  for (let i = 0; i < runs; i++) {
    nodeMs.push(timeProcess(process.execPath, ['-e', '']));
    const first = timeFirstBuild(PROJECT_ROOT);
    if (first !== undefined) firstMs.push(first);
    ours.push(timeCommands(PROJECT_ROOT));
    if (baseline !== undefined) theirs.push(timeCommands(baseline));
    if (peer !== undefined) peerMs.push(timeProcess(peer, ['-r', 'mm', '-s', 'optimal', '-S', '-q']));
  }
  const ratios = (a: number[], b: number[]): number => median(a.map((x, i) => x / b[i]!));
  const help = ours.map((t) => t.helpMs);
  const build = ours.map((t) => t.buildMs);
  return {
    nodeMs: median(nodeMs),
    ...(firstMs.length > 0 ? { firstBuildMs: median(firstMs) } : {}),
    helpMs: median(help),
    buildMs: median(build),
    ...(peer !== undefined ? { peer: { ms: median(peerMs), ratio: ratios(build, peerMs) } } : {}),
    ...(baseline !== undefined
      ? {
          baseline: {
            dir: baseline,
            helpMs: median(theirs.map((t) => t.helpMs)),
            buildMs: median(theirs.map((t) => t.buildMs)),
            helpRatio: ratios(
              help,
              theirs.map((t) => t.helpMs),
            ),
            buildRatio: ratios(
              build,
              theirs.map((t) => t.buildMs),
            ),
          },
        }
      : {}),
    runs,
  };
}

/** The command line's lines for the report. */
export function formatCommandLineBench(b: CommandLineBench): string {
  const base = b.baseline;
  return [
    `Whole process, median of ${b.runs} runs each, alternating:`,
    `- node -e '': ${b.nodeMs.toFixed(0)} ms`,
    `- codebreaker --help: ${b.helpMs.toFixed(0)} ms` +
      (base === undefined ? '' : ` (baseline ${base.helpMs.toFixed(0)} ms; ratio ${base.helpRatio.toFixed(2)})`),
    `- codebreaker build --variant mastermind --strategy optimal: ${b.buildMs.toFixed(0)} ms` +
      (base === undefined ? '' : ` (baseline ${base.buildMs.toFixed(0)} ms; ratio ${base.buildRatio.toFixed(2)})`),
    ...(b.firstBuildMs === undefined
      ? []
      : [`- the same build, its first run after a compilation (no code cache yet): ${b.firstBuildMs.toFixed(0)} ms`]),
    ...(b.peer === undefined
      ? []
      : [`- mmstrat -r mm -s optimal, one thread (the same tree): ${b.peer.ms.toFixed(0)} ms; build / mmstrat ${b.peer.ratio.toFixed(2)}`]),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const SECTIONS = ['server', 'command-line'];
  const { values } = parseScriptArgs({
    invocation: 'node dist/scripts/bench-startup.js',
    summary: "times the server's start-up and the command line's whole processes",
    options: {
      runs: { type: 'string', parse: 'integer', min: 1, default: 5, value: 'n', help: 'starts to time' },
      only: { type: 'string', value: 'section[,section]', help: `only these: ${SECTIONS.join(', ')}` },
      peer: { type: 'string', value: 'mmstrat', help: 'the C++ solver mastermind-strategy, to time beside the build' },
      baseline: {
        type: 'string',
        value: 'dir',
        help: "another checkout of the package (built), whose server and commands are timed beside this one's",
        complete: 'directory',
      },
    },
    examples: ['node dist/scripts/bench-startup.js --only command-line --runs 21 --baseline ../before --peer /path/to/mmstrat'],
  });
  const only = values.only?.split(',') ?? SECTIONS;
  const unknown = only.filter((s) => !SECTIONS.includes(s));
  if (unknown.length > 0) {
    console.error(`node dist/scripts/bench-startup.js: unknown section ${unknown.join(', ')}; sections: ${SECTIONS.join(', ')}`);
    process.exit(2);
  }
  if (only.includes('server')) console.log(formatStartupBench(await benchStartup(values.runs, values.baseline)));
  if (only.includes('command-line')) {
    const options = {
      ...(values.peer !== undefined ? { peer: values.peer } : {}),
      ...(values.baseline !== undefined ? { baseline: values.baseline } : {}),
    };
    console.log(formatCommandLineBench(benchCommandLine(values.runs, options)));
  }
}
