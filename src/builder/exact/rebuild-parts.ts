/**
 * The subtrees of a first guess whose parts' optimal totals are known but not all their trees (a
 * checkpoint written before trees were kept): each missing one is searched again with its known
 * total as the bound, so the search has only to find a tree it knows exists, with none of the
 * work of proving the others worse. The subtree is the one the first search would have built:
 * the search keeps the first optimal guess in its own order whatever the bound.
 */
import type { Scorer } from '../../core/scorer.ts';
import type { ExactSearch } from '../../core/strategies/exact/search.ts';
import { FAIL } from '../../core/strategies/exact/search.ts';
import type { WorkerTask } from '../../core/strategies/exact/tasks.ts';
import type { TreeNode } from '../../core/tree.ts';
import type { KnownPart } from './known-guesses.ts';
import { partsOf, smallTree } from './parts.ts';
import { runTasks, type ExactRunner } from './run-tasks.ts';
import { count } from '../../core/count.ts';

/** A part rebuilt: its feedback, size, optimal total and tree, told as soon as it is found. */
export interface RebuiltPart {
  f: number;
  size: number;
  cost: number;
  tree: TreeNode;
}

/**
 * Every part's subtree of first guess g (all secrets, `depth` guesses left for the first): kept
 * trees as they are, the missing ones searched as tasks on the threads, largest first so that the
 * longest starts first; parts of one or two secrets are built directly. Throws if a part's search
 * does not give the total the checkpoint states (a checkpoint of another engine or a corrupt one).
 */
export async function rebuildParts(
  scorer: Scorer,
  search: ExactSearch,
  pool: ExactRunner | undefined,
  memoLimit: number | undefined,
  shared: Int32Array,
  g: number,
  depth: number,
  known: ReadonlyArray<KnownPart>,
  onPart: (part: RebuiltPart) => void,
): Promise<Array<[number, TreeNode]>> {
  const game = scorer.game;
  const parts = partsOf(
    scorer,
    g,
    Int32Array.from({ length: game.secretCount }, (_, s) => s),
  );
  const byFeedback = new Map(known.map((p) => [p[0], p] as const));
  const costs = new Map<number, number>();
  for (const p of parts) {
    const k = byFeedback.get(p.f);
    if (k === undefined) continue;
    costs.set(p.f, k[1]);
    if (k[2] !== undefined) p.tree = k[2];
  }
  const missing = parts
    .map((_, j) => j)
    .filter((j) => parts[j]!.tree === undefined && parts[j]!.P.length > 2)
    .sort((a, b) => parts[b]!.P.length - parts[a]!.P.length || a - b);
  let next = 0;
  let wrong: string | undefined;
  await runTasks(
    scorer,
    search,
    pool,
    memoLimit,
    shared,
    (): WorkerTask | null => {
      if (next >= missing.length) return null;
      const j = missing[next++]!;
      const p = parts[j]!;
      const cost = costs.get(p.f);
      if (cost === undefined) throw new Error(`part ${p.f} of ${game.formatGuess(g)} has no known total to rebuild it from`);
      return { mode: 'part', index: j, guess: g, depth: depth - 1, secrets: p.P, ub: cost + 1 };
    },
    (r) => {
      const p = parts[r.index]!;
      const cost = costs.get(p.f)!;
      if (r.cost === FAIL || r.cost !== cost || r.tree === undefined) {
        wrong = `the part of ${game.formatGuess(g)} with feedback ${game.feedbackLabel(p.f)} (${count(p.P.length, 'secret')}) was stated to cost ${cost} but its search gives ${r.cost === FAIL ? 'more' : r.cost}`;
        return true;
      }
      p.tree = r.tree;
      onPart({ f: p.f, size: p.P.length, cost, tree: r.tree });
      return false;
    },
    () => {},
  );
  if (wrong !== undefined) throw new Error(`cannot rebuild the best tree from the checkpoint: ${wrong}`);
  return parts.map((p) => [p.f, p.tree ?? smallTree(game.secretGuess, game.score, p.P)]);
}
