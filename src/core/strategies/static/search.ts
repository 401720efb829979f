/**
 * The feasibility search for separating sets (static.ts explains the method): a depth-first
 * search over sets of guesses in increasing index order, cut by counting (partition.ts), by
 * symmetry (set-symmetry.ts), and by the pair stage for the last two guesses (pair-stage.ts);
 * resumable from a checkpoint and stoppable by a work budget.
 */
import type { Scorer } from '../../scorer.ts';
import { createPairStage, type PairHost } from './pair-stage.ts';
import { createPartition } from './partition.ts';
import { separates } from './separation.ts';
import { createSetSymmetry } from './set-symmetry.ts';
import type { StaticCheckpoint, StaticSearch } from './types.ts';

/** Pair tests that count as one node of work for a budget. */
const TESTS_PER_UNIT = 1 << 18;

/** A search over a scorer's table (the game must fit one). */
export function createStaticSearch(scorer: Scorer): StaticSearch {
  const game = scorer.game;
  const table = scorer.table;
  if (table === undefined) throw new Error(`${game.spec.id}: the static search needs a score table`);
  const S = game.secretCount;
  const G = game.guessCount;
  const F = game.feedbackCount;
  const symmetry = createSetSymmetry(game);

  return {
    feasible(more, options = {}) {
      const fixed = options.fixed ?? [];
      // k: the guesses of a set in all, the fixed ones first.
      const k = fixed.length + more;
      const sym = options.noSymmetry || fixed.length > 0 ? null : symmetry;
      const canonDepth = options.canonDepth ?? 4;
      const pairStage = options.noPairStage !== true;
      const bestFirst = options.bestFirst === true;
      if ((bestFirst || fixed.length > 0) && options.resume !== undefined) throw new Error('only a plain search can resume');
      const tickNodes = options.tickNodes ?? 1 << 14;
      const maxNodes = options.maxNodes ?? Infinity;
      const onTick = options.onTick;
      const resume = options.resume;

      // cap[j]: the most secrets j guesses can split into singletons (F^j, capped).
      const cap = new Float64Array(k + 1);
      cap[0] = 1;
      for (let j = 1; j <= k; j++) cap[j] = Math.min(cap[j - 1]! * F, 2 ** 40);

      // Per depth d (guesses chosen): the classes of two or more (partition.ts), and the guesses
      // that fit the node.
      const partition = createPartition(table, S, F, k);
      const { classCount, fits, refine } = partition;
      const filtered = Array.from({ length: k + 1 }, () => new Int32Array(G));
      const path = new Int32Array(Math.max(k, 1));
      if (resume !== undefined && resume.k !== k) throw new Error(`the checkpoint is for k = ${resume.k}, not ${k}`);
      const counts = new Int32Array(F);

      let nodes = resume?.nodes ?? 0;
      let nextTick = nodes + tickNodes;
      let stopped = false;
      let found = -1;
      // host.tests: the last-guess tests so far, shared with the pair stage.
      const host: PairHost = {
        tests: resume?.tests ?? 0,
        tick: (d) => {
          tick(d);
          return stopped;
        },
      };
      let checkpoint: StaticCheckpoint = { k, prefix: [], nodes, tests: host.tests };
      // While resuming, branches before the checkpoint's prefix are skipped.
      let resuming = resume !== undefined && resume.prefix.length > 0;
      const CHECKPOINT_DEPTH = 2;

      const tick = (depth: number): void => {
        nextTick = nodes + tickNodes;
        if (nodes + host.tests / TESTS_PER_UNIT >= maxNodes) stopped = true;
        if (onTick !== undefined && onTick({ nodes, tests: host.tests, path: Array.from(path.subarray(0, depth)), checkpoint }))
          stopped = true;
      };

      const { pairs } = createPairStage(partition, table, S, G, F, path, host);

      // Best first (to find a set, not to prove there is none): a node's guesses go by the sum of
      // the squares of the parts they leave, smallest first, then by index.
      const splitCost = new Float64Array(G);
      const sortBySplit = (d: number, list: Int32Array, n: number): void => {
        const mem = partition.members[d]!;
        const st = partition.starts[d]!;
        const ln = partition.lens[d]!;
        const nc = classCount[d]!;
        for (let i = 0; i < n; i++) {
          const g = list[i]!;
          const row = g * S;
          let cost = 0;
          for (let c = 0; c < nc; c++) {
            counts.fill(0);
            const a = st[c]!;
            const b = a + ln[c]!;
            for (let x = a; x < b; x++) {
              const f = table[row + mem[x]!]!;
              cost += 2 * counts[f]! + 1;
              counts[f]!++;
            }
          }
          splitCost[g] = cost;
        }
        list.subarray(0, n).sort((x, y) => splitCost[x]! - splitCost[y]! || x - y);
      };

      /**
       * Searches below depth d: path[0..d) chosen, list[from..to) the guesses that may still come
       * (ascending). Returns true when a separating set is found (left in path[0..found)).
       */
      const search = (d: number, list: Int32Array, from: number, to: number): boolean => {
        if (classCount[d] === 0) {
          found = d;
          return true;
        }
        const left = k - d;
        if (left === 0) return false;
        const limit = cap[left - 1]!;
        // The guesses that may come at or below this node: each must fit the bound here.
        const next = filtered[d]!;
        let n = 0;
        const first = path[0]!;
        for (let i = from; i < to; i++) {
          const g = list[i]!;
          if (d === 1 && sym !== null && sym.orbitMin[g]! < first) continue;
          if (left === 1) host.tests++;
          if (!fits(d, g, limit)) continue;
          if (left === 1) {
            path[d] = g;
            found = d + 1;
            return true;
          }
          next[n++] = g;
        }
        if (left === 1) return false;
        if (left === 2 && pairStage) {
          const at = pairs(d, next, n);
          if (at < 0) return false;
          found = at;
          return true;
        }
        if (bestFirst) sortBySplit(d, next, n);
        // Each guess in turn; the guesses after it may come below it.
        for (let i = 0; i < n; i++) {
          const g = next[i]!;
          path[d] = g;
          if (d + 1 === CHECKPOINT_DEPTH) {
            if (resuming) {
              const want = resume!.prefix[d]!;
              if (g < want) continue;
              resuming = false;
            }
            // A checkpoint names the branch starting here, before any of its nodes.
            checkpoint = { k, prefix: Array.from(path.subarray(0, d + 1)), nodes, tests: host.tests };
            tick(d + 1);
            if (stopped) return false;
          } else if (resuming && d < CHECKPOINT_DEPTH) {
            const want = resume!.prefix[d]!;
            if (g < want) continue;
            if (g > want) resuming = false;
          }
          if (sym !== null) {
            if (d === 0 ? sym.orbitMin[g] !== g : !bestFirst && d < canonDepth && !sym.isCanonical(path, d + 1)) continue;
          }
          refine(d, g);
          // A resumed search replays the path to its checkpoint's branch, counted already.
          if (!resuming) nodes++;
          if (search(d + 1, next, i + 1, n)) return true;
          if (stopped) return false;
          if (nodes >= nextTick) {
            tick(d + 1);
            // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- set by the tick callback during the call above
            if (stopped) return false;
          }
        }
        return false;
      };

      // The fixed guesses first; then every other guess may come (the symmetry cut keeps one first
      // guess per class).
      fixed.forEach((g, d) => {
        path[d] = g;
        refine(d, g);
      });
      const all = Int32Array.from({ length: G }, (_, g) => g).filter((g) => !fixed.includes(g));
      const ok = search(fixed.length, all, 0, all.length);
      if (ok) {
        const guesses = Array.from(path.subarray(0, found));
        if (fixed.length === 0) guesses.sort((x, y) => x - y);
        // A cheap guard: a set the search reports is checked directly.
        if (!separates(game, guesses))
          throw new Error(`static search: ${guesses.map((g) => game.formatGuess(g)).join(' ')} does not separate the secrets (a bug)`);
        return { status: 'found', guesses, nodes, tests: host.tests };
      }
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- set by the tick callback during the call above
      if (stopped) return { status: 'stopped', nodes, tests: host.tests, checkpoint };
      return { status: 'none', nodes, tests: host.tests };
    },
  };
}
