/**
 * Checks a proof log (log.ts) without trusting the code that wrote it, as far as that can
 * go without searching: the file against its JSON Schema; the first-guess classes, their sizes,
 * every part and every counting bound recomputed from the rules (board.ts, written apart
 * from the game and the search); the `best-guess` bounds recomputed over every guess; the sums;
 * the tree file's bytes, and its total, depth and subtrees' totals, by playing every secret
 * through it by the rules. What only a search can say (a part's exact total, a bound no tree of
 * it beats, a part with no tree within the guesses left) is the log's claim; with `resolve` a
 * random sample of such parts is searched again, by the exact engine itself (not independent of
 * it: the independent reference solver is test code, test/reference/).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { VariantSpec } from '../../core/game.ts';
import { createScorer } from '../../core/scorer.ts';
import { createExactSearch, FAIL, type ExactSearch } from '../../core/strategies/exact/search.ts';
import { EXACT_ENGINE_VERSION } from '../../core/strategies/exact/version.ts';
import { findStrategy } from '../../core/strategies/index.ts';
import { createGame } from '../../core/variants/games.ts';
import { resolveVariant } from '../../core/variants/parse.ts';
import { sha256, treeFileName } from '../../store/manifest.ts';
import { DEFAULT_DATA_DIR } from '../../store/paths.ts';
import { decodeMsgpack, parseTreeFile, type FileNode, type TreeFile } from '../../store/tree-file.ts';
import { storeLists } from '../../store/word-lists.ts';
import { bestGuessBound, partsByFeedback, proofBoard, proofBoardUnsupported, type ProofBoard } from './board.ts';
import { PROOF_SCHEMA_PATH, type ProofClass, type ProofLog, type ProofPart } from './log.ts';
import { schemaProblems, seededShuffle, type ProofCheck, type ProofCheckOptions } from './verdict.ts';
import { familyProofsOf } from './families.ts';
import { count, noun } from '../../core/count.ts';

export type { ProofCheck, ProofCheckOptions } from './verdict.ts';

/**
 * Whether a file of data/proofs/ is a proof to check: a proof log (<variant>.<strategy>.proof.json)
 * or a family's proof over every first word (<variant>.optimal.json, <variant>.optimal-worst.json);
 * not a run's partial file.
 */
export function isProofFile(name: string): boolean {
  return name.endsWith('.proof.json') || /^[a-z0-9-]+\.optimal(-worst)?\.json$/.test(name);
}

/**
 * Checks the proof at `path` and the tree it names (in options.dataDir): a proof log, or a proof of
 * a family's own format (its format says which; families.ts).
 */
export async function checkProofFile(path: string, options: ProofCheckOptions = {}): Promise<ProofCheck> {
  let value: unknown;
  try {
    value = JSON.parse(await readFile(path, 'utf8'));
  } catch (err) {
    return { ok: false, problems: [`${path} is not JSON: ${err instanceof Error ? err.message : String(err)}`], notes: [] };
  }
  const own = await familyProofsOf(value)?.checker();
  const file = own !== undefined ? own.treeFile(value) : (value as Partial<ProofLog> | null)?.tree?.file;
  const bytes =
    typeof file === 'string' ? await readFile(join(options.dataDir ?? DEFAULT_DATA_DIR, file)).catch(() => undefined) : undefined;
  const tree = bytes === undefined ? undefined : new Uint8Array(bytes);
  return own !== undefined ? own.check(value, tree, options) : checkProof(value, tree, options);
}

/** The proof log schema's complaints about a value. */
const validate = schemaProblems(PROOF_SCHEMA_PATH);

/** Checks a parsed proof log against the bytes of the tree it names (undefined: not found). */
export function checkProof(value: unknown, treeBytes: Uint8Array | undefined, options: ProofCheckOptions = {}): ProofCheck {
  const problems = validate(value);
  const notes: string[] = [];
  if (problems.length > 0) return { ok: false, problems, notes };
  const log = value as ProofLog;
  const fail = (problem: string): ProofCheck => ({ ok: false, problems: [...problems, problem], notes });

  // The board, the strategy and the engine.
  let spec: VariantSpec;
  try {
    spec = resolveVariant(log.variant, storeLists(options.dataDir ?? DEFAULT_DATA_DIR));
  } catch (err) {
    return fail(`variant ${log.variant}: ${err instanceof Error ? err.message : String(err)}`);
  }
  const strategy = findStrategy(log.strategy);
  if (strategy?.kind !== 'exact') return fail(`${log.strategy} is not an exact strategy`);
  if (strategy.target !== log.objective) return fail(`${log.strategy}'s objective is ${strategy.target}, the log says ${log.objective}`);
  const unsupported = proofBoardUnsupported(spec);
  if (unsupported !== null) return fail(unsupported);
  if (log.engine !== EXACT_ENGINE_VERSION) {
    const why = `proved by exact engine version ${log.engine}, and this engine is version ${EXACT_ENGINE_VERSION}`;
    if (options.anyEngine !== true) problems.push(`not trusted as proved: ${why}; run the proof again (npm run prove)`);
    else notes.push(`${why}: the search's claims below are that engine's`);
  }
  const board = proofBoard(spec);
  const N = board.secrets.length;
  if (log.objective === 'total' && log.depth !== spec.maxGuesses)
    problems.push(`depth ${log.depth} is not the board's limit ${spec.maxGuesses}`);
  if (log.objective === 'worst' && log.depth !== log.optimum.max)
    problems.push(`depth ${log.depth} is not the tree's worst case ${log.optimum.max}`);
  if (log.objective === 'worst' && log.smallerDepth?.depth !== log.depth - 1)
    problems.push(`no proof that no tree of depth ${log.depth - 1} exists`);
  if (log.objective === 'total' && log.smallerDepth !== undefined) problems.push('a smaller depth is proved for the least total');

  // The tree: its bytes, header, and every secret played through it by the rules.
  let played: Played | undefined;
  if (log.tree.file !== treeFileName(log.variant, log.strategy))
    problems.push(`the tree file ${log.tree.file} is not ${treeFileName(log.variant, log.strategy)}`);
  if (treeBytes === undefined) problems.push(`the tree file ${log.tree.file} is missing`);
  else if (sha256(treeBytes) !== log.tree.sha256)
    problems.push(`the tree file's sha256 is ${sha256(treeBytes)}, not the ${log.tree.sha256} the log proves`);
  else {
    let file: TreeFile;
    try {
      file = parseTreeFile(decodeMsgpack(treeBytes));
    } catch (err) {
      return fail(`the tree file: ${err instanceof Error ? err.message : String(err)}`);
    }
    if (file.variant.id !== log.variant || file.strategy.id !== log.strategy)
      problems.push(`the tree file holds ${file.variant.id}/${file.strategy.id}`);
    played = playAll(board, file.root, log.depth);
    problems.push(...played.problems);
    if (played.total !== log.optimum.total) problems.push(`the tree totals ${played.total}, not the optimum ${log.optimum.total}`);
    if (played.max !== log.optimum.max) problems.push(`the tree's worst case is ${played.max}, not ${log.optimum.max}`);
    if (file.root.guess !== log.optimum.firstGuess)
      problems.push(`the tree's first guess is ${file.root.guess}, not ${log.optimum.firstGuess}`);
  }

  // The classes: one for each pattern of repeated symbols, with its size.
  const sizes = new Map<string, number>();
  for (let g = 0; g < board.guesses.length; g++) sizes.set(board.classOf(g), (sizes.get(board.classOf(g)) ?? 0) + 1);
  const covers = (classes: ReadonlyArray<{ guess: string; size: number }>, what: string): void => {
    const seen = new Set<string>();
    for (const c of classes) {
      const g = board.guessIndex(c.guess);
      if (g < 0) {
        problems.push(`${what}: ${c.guess} is not a guess of ${log.variant}`);
        continue;
      }
      const pattern = board.classOf(g);
      if (seen.has(pattern)) problems.push(`${what}: ${c.guess} is a second guess of the class ${pattern}`);
      seen.add(pattern);
      if (c.size !== sizes.get(pattern))
        problems.push(`${what}: the class of ${c.guess} (${pattern}) has ${sizes.get(pattern)} guesses, not ${c.size}`);
    }
    for (const pattern of sizes.keys())
      if (!seen.has(pattern)) problems.push(`${what}: no class ${pattern} (its first guesses are not proved)`);
  };
  covers(log.classes, 'classes');

  const claims: Claim[] = [];
  let optimumClasses = 0;
  let treeParts = 0;
  for (const c of log.classes) {
    const g = board.guessIndex(c.guess);
    if (g < 0) continue;
    const where = c.guess;
    const parts = [...partsByFeedback(board, g).entries()].filter(([f]) => f !== board.win).sort(([a], [b]) => a - b);
    if (
      parts.length !== c.parts.length ||
      parts.some(([f, P], i) => board.label(f) !== c.parts[i]!.feedback || P.length !== c.parts[i]!.size)
    ) {
      problems.push(`${where}: its parts are ${parts.map(([f, P]) => `${board.label(f)} ${P.length}`).join(', ')}, not the log's`);
      continue;
    }
    const counting = parts.reduce((sum, [, P]) => sum + board.countingBound(P.length), N);
    if (c.countingBound !== counting) problems.push(`${where}: its counting bound is ${counting}, not ${c.countingBound}`);
    let sum: number | null = N;
    for (const [i, [f, P]] of parts.entries()) {
      const part = c.parts[i]!;
      const at = `${where} part ${part.feedback}`;
      const problem = checkPart(board, part, P, log.depth - 1, c, played?.parts.get(board.label(f)));
      if (problem !== null) problems.push(`${at}: ${problem}`);
      if (part.by === 'search') claims.push({ guess: c.guess, part, depth: log.depth - 1 });
      if (part.by === 'tree') treeParts++;
      if ('noTree' in part) sum = null;
      else if (sum !== null) sum += 'total' in part ? part.total : part.lowerBound;
    }
    if (c.sum !== sum) problems.push(`${where}: its parts sum to ${sum}, not ${c.sum}`);
    if (c.outcome === 'optimum') {
      optimumClasses++;
      if (c.guess !== log.optimum.firstGuess)
        problems.push(`${where}: the optimum's class is not the tree's first guess ${log.optimum.firstGuess}`);
      if (c.parts.some((p) => !('total' in p))) problems.push(`${where}: the optimum's class has a part without its exact total`);
      if (sum !== log.optimum.total) problems.push(`${where}: the optimum's class sums to ${sum}, not ${log.optimum.total}`);
    } else if (sum !== null && sum < log.optimum.total)
      problems.push(`${where}: its sum ${sum} is below the optimum ${log.optimum.total}: not cut`);
  }
  if (optimumClasses !== 1) problems.push(`${optimumClasses} classes hold the optimum, not one`);

  // Optimal-worst: no tree of one guess less.
  if (log.smallerDepth !== undefined) {
    const d = log.smallerDepth.depth;
    covers(log.smallerDepth.classes, `depth ${d}`);
    for (const c of log.smallerDepth.classes) {
      const g = board.guessIndex(c.guess);
      if (g < 0) continue;
      const P = partsByFeedback(board, g).get(parseLabel(board, c.part.feedback));
      if (P === undefined || P.length !== c.part.size || board.label(board.win) === c.part.feedback) {
        problems.push(`depth ${d}: ${c.guess} has no part ${c.part.feedback} of ${count(c.part.size, 'secret')}`);
        continue;
      }
      if (c.part.by === 'counting' && P.length <= board.capacity(d - 1))
        problems.push(
          `depth ${d}: ${c.guess} part ${c.part.feedback}: ${count(P.length, 'secret')} ${noun(P.length, 'fits', 'fit')} ${count(d - 1, 'guess', 'guesses')} by counting`,
        );
      if (c.part.by === 'search')
        claims.push({
          guess: c.guess,
          part: { feedback: c.part.feedback, size: P.length, countingBound: 0, by: 'search', noTree: true },
          depth: d - 1,
        });
    }
  }

  const cut = log.classes.filter((c) => c.outcome === 'cut').length;
  notes.push(
    `${log.classes.length} first-guess classes of ${board.guesses.length} guesses: the optimum ${log.optimum.total} by ${log.optimum.firstGuess}, ${cut} cut; ` +
      `classes, parts, counting and best-guess bounds, sums and the tree recomputed by the rules`,
  );
  notes.push(`${claims.length} figures are the exact search's (parts' exact totals, bounds no tree beats, parts with no tree)`);
  if (treeParts > 0)
    notes.push(`${treeParts} parts of the optimum's class are the tree's subtrees: their optimality rests on the run that built the tree`);
  if (options.resolve !== undefined && problems.length === 0) {
    const checked = resolveSample(spec, claims, options.resolve, problems);
    notes.push(
      `${checked} of those searched again by the exact engine (parts of at most ${options.resolve.maxSize} secrets, seed ${options.resolve.seed})`,
    );
  }
  return { ok: problems.length === 0, problems, notes };
}

/** Why a part's figure does not hold by the rules (its search claims aside), or null. */
function checkPart(
  board: ProofBoard,
  part: ProofPart,
  P: readonly number[],
  depth: number,
  c: ProofClass,
  subtree: number | undefined,
): string | null {
  const counting = board.countingBound(P.length);
  if (part.countingBound !== counting) return `its counting bound is ${counting}, not ${part.countingBound}`;
  if ('noTree' in part) {
    if (c.outcome === 'optimum') return 'the optimum has a part with no tree';
    if (part.by === 'counting')
      return P.length > board.capacity(depth)
        ? null
        : `${count(P.length, 'secret')} ${noun(P.length, 'fits', 'fit')} ${count(depth, 'guess', 'guesses')} by counting`;
    if (part.by === 'best-guess')
      return bestGuessBound(board, P, depth) === Infinity ? null : 'some guess on it makes progress and fits the depth';
    return part.by === 'search' ? null : `no tree by ${part.by}`;
  }
  if ('total' in part) {
    if (part.by === 'counting')
      return P.length <= 2 && part.total === counting ? null : `its total by counting is for one or two secrets (${counting})`;
    if (part.by === 'tree') {
      if (c.outcome !== 'optimum') return "a tree's subtree is only in the optimum's class";
      return part.total === subtree ? null : `the tree's subtree totals ${subtree}, not ${part.total}`;
    }
    if (part.by === 'search') return part.total >= counting ? null : `its total ${part.total} is below its counting bound`;
    return `an exact total by ${part.by}`;
  }
  if (part.by === 'counting') return part.lowerBound === counting ? null : `its counting bound is ${counting}, not ${part.lowerBound}`;
  if (part.by === 'best-guess') {
    const best = bestGuessBound(board, P, depth);
    return part.lowerBound === best ? null : `the least counting bound of a guess on it is ${best}, not ${part.lowerBound}`;
  }
  if (part.by === 'search') return part.lowerBound >= counting ? null : `its lower bound ${part.lowerBound} is below its counting bound`;
  return `a lower bound by ${part.by}`;
}

/** A board's feedback number from its label, or -1. */
function parseLabel(board: ProofBoard, label: string): number {
  for (let f = 0; f < (board.pegs + 1) * (board.pegs + 1); f++) if (board.label(f) === label) return f;
  return -1;
}

/** What playing every secret through a tree gives. */
interface Played {
  total: number;
  max: number;
  /** The guesses after the first, summed over each first part (by its feedback label). */
  parts: Map<string, number>;
  problems: string[];
}

/** Plays every secret of the board through a tree file's nodes, by the rules, within `depth` guesses. */
function playAll(board: ProofBoard, root: FileNode, depth: number): Played {
  const out: Played = { total: 0, max: 0, parts: new Map(), problems: [] };
  const rootGuess = board.guessIndex(root.guess);
  for (let s = 0; s < board.secrets.length; s++) {
    let node: FileNode | undefined = root;
    let steps = 0;
    let found = false;
    while (node !== undefined && steps < depth && !found) {
      steps++;
      const g = board.guessIndex(node.guess);
      if (g < 0) {
        out.problems.push(`the tree guesses ${node.guess}, not a guess of the board`);
        return out;
      }
      const f = board.feedback(g, s);
      found = f === board.win;
      if (!found) node = node.next[board.label(f)];
    }
    if (!found) {
      out.problems.push(`the tree does not find ${board.secrets[s]} within ${count(depth, 'guess', 'guesses')}`);
      return out;
    }
    out.total += steps;
    out.max = Math.max(out.max, steps);
    if (steps > 1) {
      const label = board.label(board.feedback(rootGuess, s));
      out.parts.set(label, (out.parts.get(label) ?? 0) + steps - 1);
    }
  }
  return out;
}

/** A figure the log has from the search: the part of a first guess, with the guesses left for it. */
interface Claim {
  readonly guess: string;
  readonly part: ProofPart;
  readonly depth: number;
}

/** Searches again a seeded random sample of the claims on small parts; returns how many it searched. */
function resolveSample(
  spec: VariantSpec,
  claims: readonly Claim[],
  o: NonNullable<ProofCheckOptions['resolve']>,
  problems: string[],
): number {
  const sample = seededShuffle(
    claims.filter((c) => c.part.size <= o.maxSize),
    o.seed,
  ).slice(0, o.count);
  if (sample.length === 0) return 0;
  const game = createGame(spec);
  const search: ExactSearch = createExactSearch(createScorer(game));
  for (const { guess, part, depth } of sample) {
    const g = game.parseGuess(guess) as number;
    const P = Int32Array.from({ length: game.secretCount }, (_, s) => s).filter(
      (s) => game.feedbackLabel(game.score(g, s)) === part.feedback,
    );
    const at = `${guess} part ${part.feedback} (${count(P.length, 'secret')}), searched again`;
    if ('total' in part) {
      const c = search.solve([g], P, depth, part.total + 1);
      if (c !== part.total) problems.push(`${at}: ${c === FAIL ? `more than ${part.total}` : c}, not ${part.total}`);
    } else if ('lowerBound' in part) {
      const c = search.solve([g], P, depth, part.lowerBound);
      if (c !== FAIL) problems.push(`${at}: ${c}, below the lower bound ${part.lowerBound}`);
    } else if (search.feasible([g], P, depth)) problems.push(`${at}: a tree fits ${count(depth, 'guess', 'guesses')}`);
  }
  return sample.length;
}
