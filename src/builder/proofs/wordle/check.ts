/**
 * Checks a Wordle proof over every first word (proof.ts; docs/wordle-proof.schema.json),
 * as far as that goes without searching: the file against its schema; the Wordle search's version;
 * the board and its lists against data/words/ (counts and sha256); that every accepted word is
 * settled exactly once (an incomplete proof is not a proof of the optimum); that the best is the
 * least total settled, and that every cut's bound and every search's cutoff reach it; every
 * counting bound, and a seeded sample of the parts bounds, recomputed; and the tree file
 * (<variant>.optimal.msgpack): its lists, its first guess and total the proof's best, every answer
 * played through it within the board's limit (in hard mode keeping the rule). The bounds and the
 * tree are recomputed by the project's Wordle game and bounds (first-bound.ts), not by a model
 * written apart. What only a search can say (a word's total, no strategy below a cutoff) is the
 * proof's claim; with `resolve` a random sample of the quick ones is searched again, by the
 * Wordle search itself (which repeats the run rather than checks it independently).
 *
 * A proof of the least worst case (strategy optimal-worst, worst.ts) has its searches
 * within fewer guesses (`within`), and rests on one other proof of the same directory, which is
 * checked in turn: with no first word within (every entry none within the limit, each part it
 * names recomputed), the least worst case is one guess more, and the least total within it the
 * board's optimal proof's; with first words within, the proof that none fits one guess less (in
 * hard mode, the normal-mode board's over the same lists). Its tree (<variant>.optimal-worst.msgpack)
 * must open with the least total's word, reach that total, and need exactly the least worst case.
 * With `resolve`, a sample of the first words the depth search settled is searched again by the
 * total search within the same guesses.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { VariantSpec } from '../../../core/game.ts';
import { createWordleGame, type WordleGame, type WordleSpec } from '../../../core/games/wordle/game.ts';
import { firstGuessCountingBound, firstGuessPartsBound, firstGuessSplitBound } from '../../../core/games/wordle/exact/first-bound.ts';
import { createWordleExact, UNSOLVABLE, wordleColumns } from '../../../core/games/wordle/exact/search.ts';
import { verifyTree } from '../../../core/tree.ts';
import { resolveVariant } from '../../../core/variants/parse.ts';
import { treeFileName } from '../../../store/manifest.ts';
import { DEFAULT_DATA_DIR } from '../../../store/paths.ts';
import { decodeMsgpack, fromFileNode, parseTreeFile, type TreeFile } from '../../../store/tree-file.ts';
import { storeLists } from '../../../store/word-lists.ts';
import { staleEngine } from '../../engine-stamp.ts';
import { schemaProblems, seededShuffle, type ProofCheck, type ProofCheckOptions } from '../verdict.ts';
import {
  proofStrategy,
  proofWithin,
  WORDLE_PROOF_FORMAT,
  WORDLE_ENGINE,
  WORDLE_PROOF_SCHEMA_PATH,
  type FirstWordStatus,
  type WordleProof,
  type WordleProofRun,
} from './proof.ts';
import { HARD_FROM_NORMAL } from './worst.ts';
/** Cuts by the parts bound recomputed when the options do not say. */
const DEFAULT_CUTS = 20;
/** With `resolve`: first words whose search took at most this many seconds, when the options do not say. */
const DEFAULT_MAX_SECONDS = 2;

/** The tree file a Wordle proof is checked against (in the data directory), or undefined when its variant is not an id. */
export function wordleProofTreeFile(value: unknown): string | undefined {
  const v = value as { variant?: unknown; strategy?: unknown } | null;
  const strategy = v?.strategy === 'optimal-worst' ? 'optimal-worst' : 'optimal';
  return typeof v?.variant === 'string' && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(v.variant) ? treeFileName(v.variant, strategy) : undefined;
}

/**
 * Where the proofs a proof rests on are read: by name in the data directory's proofs/, with their
 * trees, and the boards of their variants (tests give their own).
 */
export interface ProofReferences {
  /** The parsed proof of that name and its tree's bytes, or a sentence saying why not. */
  read(from: string): { readonly value: unknown; readonly tree: Uint8Array | undefined } | string;
  /** The game of a variant, or undefined to make it from the data directory's lists. */
  board?(variant: string): WordleGame | undefined;
}

/** The references of the data directory: data/proofs/<from> and the tree file it names. */
function referencesIn(dataDir: string): ProofReferences {
  return {
    read: (from) => {
      let value: unknown;
      try {
        value = JSON.parse(readFileSync(join(dataDir, 'proofs', from), 'utf8'));
      } catch (err) {
        return `${from}: ${err instanceof Error ? err.message : String(err)}`;
      }
      const file = (value as { format?: unknown } | null)?.format === WORDLE_PROOF_FORMAT ? wordleProofTreeFile(value) : undefined;
      let tree: Uint8Array | undefined;
      try {
        tree = file === undefined ? undefined : new Uint8Array(readFileSync(join(dataDir, file)));
      } catch {
        tree = undefined;
      }
      return { value, tree };
    },
  };
}

/** Proofs resting on proofs: how deep a chain is followed (optimal-worst in hard mode on normal mode on optimal is 3). */
const MAX_CHAIN = 4;

/** The Wordle proof schema's complaints about a value. */
const validate = schemaProblems(WORDLE_PROOF_SCHEMA_PATH);

/** The key of a board: its game is the same when the key is. */
function boardKey(w: WordleSpec): string {
  return [w.id, w.hard, w.maxGuesses, w.answers.sha256, w.accepted.sha256].join('\0');
}

/** The last board's game and score table (30 MB on the New York Times lists), kept for the next check of the same board. */
let kept: { key: string; game: WordleGame; columns: Uint8Array } | undefined;

/** The game and score table of a board, from the variant and the lists of the data directory unless a game is given; or why not. */
function boardOf(variant: string, dataDir: string, given: WordleGame | undefined): { game: WordleGame; columns: Uint8Array } | string {
  let spec: WordleSpec;
  if (given !== undefined) spec = given.wordle;
  else {
    let resolved: VariantSpec;
    try {
      resolved = resolveVariant(variant, storeLists(dataDir));
    } catch (err) {
      return `variant ${variant}: ${err instanceof Error ? err.message : String(err)}`;
    }
    if (resolved.family !== 'wordle') return `${variant} is not a Wordle board`;
    spec = resolved;
  }
  const key = boardKey(spec);
  if (kept?.key !== key || (given !== undefined && kept.game !== given)) {
    const game = given ?? createWordleGame(spec);
    kept = { key, game, columns: wordleColumns(game) };
  }
  return kept;
}

/** A count with thousands separators, as the summary prints it. */
const n = (x: number): string => x.toLocaleString('en-US');

/**
 * Checks a parsed Wordle proof against the bytes of its tree file (undefined: not found). The
 * game is made from the variant and the lists of options.dataDir unless one is given (tests give
 * a small board).
 */
export function checkWordleProof(
  value: unknown,
  treeBytes: Uint8Array | undefined,
  options: ProofCheckOptions = {},
  board?: WordleGame,
  references?: ProofReferences,
  chain: readonly string[] = [],
): ProofCheck {
  const problems: string[] = [];
  const notes: string[] = [];
  const done = (): ProofCheck => ({ ok: problems.length === 0, problems, notes });
  const named = (value as { variant?: unknown } | null)?.variant;
  const worstNamed = (value as { strategy?: unknown } | null)?.strategy === 'optimal-worst' ? ' --strategy optimal-worst' : '';
  const again = `run the proof again (node dist/scripts/wordle-proof.js --variant ${typeof named === 'string' ? named : '<id>'}${worstNamed})`;

  // The engine first: a proof from before stamps is refused in a sentence, not only by the schema.
  const engine = (value as { engine?: unknown } | null)?.engine;
  const stale = staleEngine(engine, WORDLE_ENGINE);
  const unstamped = engine === undefined;
  if (stale !== null && (unstamped || options.anyEngine !== true)) problems.push(`not trusted as proved: ${stale}; ${again}`);
  else if (stale !== null) notes.push(`${stale}: its searches' claims below are that search's`);
  problems.push(...validate(value).filter((p) => !(unstamped && p.endsWith("must have required property 'engine'"))));
  if (problems.length > 0) return done();
  const proof = value as WordleProof & { readonly engine: number; readonly run: WordleProofRun };

  // The board and its lists.
  const made = boardOf(proof.variant, options.dataDir ?? DEFAULT_DATA_DIR, board);
  if (typeof made === 'string') {
    problems.push(made);
    return done();
  }
  const { game, columns } = made;
  const w = game.wordle;
  if (w.id !== proof.variant) problems.push(`the board is ${w.id}, not ${proof.variant}`);
  if (w.hard !== proof.hard) problems.push(`${w.id} is ${w.hard ? '' : 'not '}hard mode, and the proof says hard ${proof.hard}`);
  if (w.maxGuesses !== proof.maxGuesses) problems.push(`${w.id}'s limit is ${w.maxGuesses} guesses, not ${proof.maxGuesses}`);
  for (const [key, list] of [
    ['answers', w.answers],
    ['accepted', w.accepted],
  ] as const) {
    const claimed = proof[key];
    if (claimed.count !== list.entries.length || claimed.sha256 !== list.sha256)
      problems.push(
        `its ${key} list (${claimed.count} words, sha256 ${claimed.sha256}) is not the board's (${list.entries.length}, ${list.sha256})`,
      );
  }
  if (proof.firstWords !== game.guessCount)
    problems.push(`it names ${proof.firstWords} first words, and the board accepts ${game.guessCount}`);
  const strategy = proofStrategy(proof);
  const within = proofWithin(proof);
  if (within > w.maxGuesses) problems.push(`its searches are within ${within} guesses, over the board's limit of ${w.maxGuesses}`);
  if (strategy === 'optimal' && proof.within !== undefined)
    problems.push(`a proof of the least total searches within the board's limit, not within ${proof.within} guesses`);
  if (problems.length > 0) return done();

  // Every accepted word settled once.
  const seen = new Map<string, FirstWordStatus>();
  for (const e of proof.settled) {
    if (typeof game.parseGuess(e.word) !== 'number') problems.push(`${e.word} is not an accepted word`);
    else if (seen.has(e.word)) problems.push(`${e.word} is settled twice`);
    else seen.set(e.word, e);
  }
  const missing: string[] = [];
  for (let g = 0; g < game.guessCount; g++) if (!seen.has(game.formatGuess(g))) missing.push(game.formatGuess(g));
  const shown = (words: string[]): string => `${words.slice(0, 5).join(', ')}${words.length > 5 ? ', ...' : ''}`;
  const resume = `resume it (node dist/scripts/wordle-proof.js --variant ${proof.variant}${worstNamed})`;
  if (!proof.complete && options.partial === true)
    notes.push(`under way: ${n(seen.size)} of ${n(game.guessCount)} first words settled so far, as checked here; ${resume}`);
  else if (!proof.complete)
    problems.push(
      `not a proof of the optimum: incomplete (complete: false), ${n(seen.size)} of ${n(game.guessCount)} first words settled; ${resume}`,
    );
  else if (missing.length > 0)
    problems.push(`it says complete, and ${n(missing.length)} accepted words are not settled: ${shown(missing)}`);
  if (!proof.complete && missing.length === 0) problems.push('every first word is settled, and it says incomplete');

  // The best: the least total settled; every cut and search reaches it.
  const totals = proof.settled.filter((e) => e.status === 'total');
  const least = totals.reduce<Extract<FirstWordStatus, { status: 'total' }> | undefined>(
    (a, e) => (a === undefined || e.total < a.total ? e : a),
    undefined,
  );
  if (proof.best === null) {
    if (least !== undefined) problems.push(`no best, and ${least.word} totals ${least.total}`);
    else if (proof.complete && !proof.settled.every((e) => e.status === 'none-within-limit'))
      problems.push('no best, and some first word is cut or searched against one');
  } else if (least === undefined || least.word !== proof.best.word || least.total !== proof.best.total)
    problems.push(
      `the best is ${proof.best.word} ${proof.best.total}, and the least total settled is ${least === undefined ? 'none' : `${least.word}'s ${least.total}`}`,
    );
  const optimum = proof.best?.total ?? UNSOLVABLE;
  const at = (e: FirstWordStatus): string => `${e.word} (${e.status}${e.status === 'cut' ? ` by ${e.by}` : ''})`;
  const counts = { total: 0, cut: 0, counting: 0, parts: 0, split: 0, 'no-tree-below': 0, 'none-within-limit': 0 };
  for (const e of proof.settled) {
    counts[e.status]++;
    if (e.status === 'cut') counts[e.by]++;
    if (e.status === 'cut' && e.bound < optimum) problems.push(`${at(e)}: its bound ${e.bound} is below the optimum ${optimum}`);
    else if (e.status === 'cut' && e.bound < e.best)
      problems.push(`${at(e)}: its bound ${e.bound} is below the best ${e.best} it cut against`);
    // A search under a cutoff proves "at least the cutoff" and no more (an answer above it is not a bound).
    if (e.status === 'no-tree-below' && e.lower !== e.best)
      problems.push(`${at(e)}: the search's bound ${e.lower} is not its cutoff ${e.best}, all a search under a cutoff proves`);
    // The best only falls as the proof goes, so no word was settled against a best below the last.
    if ((e.status === 'cut' || e.status === 'no-tree-below') && e.best < optimum)
      problems.push(`${at(e)}: settled against the best ${e.best}, below the optimum ${optimum}`);
    if (e.status === 'none-within-limit' && e.word === proof.best?.word)
      problems.push(`${e.word}: the best, and no strategy after it fits the limit`);
  }

  // The bounds: every counting cut, and a sample of the parts cuts and of the split cuts, recomputed.
  const countingCuts = proof.settled.filter(
    (e): e is Extract<FirstWordStatus, { status: 'cut' }> => e.status === 'cut' && e.by === 'counting',
  );
  for (const e of countingCuts) {
    const bound = firstGuessCountingBound(game, columns, game.parseGuess(e.word) as number);
    if (bound !== e.bound) problems.push(`${at(e)}: its counting bound is ${bound}, not ${e.bound}`);
  }
  // The parts the depth search named: each is the part of its feedback, of its size.
  const depthParts = proof.settled.filter(
    (e): e is Extract<FirstWordStatus, { status: 'none-within-limit' }> => e.status === 'none-within-limit' && e.part !== undefined,
  );
  const G = game.guessCount;
  for (const e of depthParts) {
    const f = game.parseFeedback(e.part!.feedback);
    const g = game.parseGuess(e.word) as number;
    let size = 0;
    if (f >= 0 && f !== game.winFeedback) for (let a = 0; a < game.secretCount; a++) if (columns[a * G + g] === f) size++;
    if (size !== e.part!.size) problems.push(`${at(e)}: its part ${e.part!.feedback} holds ${size} answers, not ${e.part!.size}`);
  }
  const partsCuts = proof.settled.filter((e): e is Extract<FirstWordStatus, { status: 'cut' }> => e.status === 'cut' && e.by === 'parts');
  const seed = options.seed ?? 1;
  const cutSample = seededShuffle([...partsCuts], seed).slice(0, options.cuts ?? DEFAULT_CUTS);
  for (const e of cutSample) {
    const bound = firstGuessPartsBound(game, columns, game.parseGuess(e.word) as number, e.best);
    if (bound !== e.bound) problems.push(`${at(e)}: its parts bound (stopping at ${e.best}) is ${bound}, not ${e.bound}`);
  }
  const splitCuts = proof.settled.filter((e): e is Extract<FirstWordStatus, { status: 'cut' }> => e.status === 'cut' && e.by === 'split');
  const splitSample = seededShuffle([...splitCuts], seed).slice(0, options.cuts ?? DEFAULT_CUTS);
  for (const e of splitSample) {
    const bound = firstGuessSplitBound(game, columns, game.parseGuess(e.word) as number, e.best);
    if (bound !== e.bound) problems.push(`${at(e)}: its split bound (stopping at ${e.best}) is ${bound}, not ${e.bound}`);
  }

  // The least worst case: what this proof gives, and the proof it rests on.
  let expected: { readonly word: string; readonly total: number } | null = proof.best;
  let treeLimit = w.maxGuesses;
  let exactDepth: number | undefined;
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  // What this proof rests on, and what follows: said after its own summary.
  const restsOn: string[] = [];
  /** The proof `from` rests on, checked in turn (its tree too); undefined, with a problem, when it does not hold. */
  const reference = (from: string): WordleProof | undefined => {
    if (chain.includes(from) || chain.length >= MAX_CHAIN) {
      problems.push(`${from}: proofs resting on each other in a loop or too long a chain (${[...chain, from].join(' on ')})`);
      return undefined;
    }
    const refs = references ?? referencesIn(dataDir);
    const got = refs.read(from);
    if (typeof got === 'string') {
      problems.push(`it rests on ${from}, which cannot be read: ${got}`);
      return undefined;
    }
    const variant = (got.value as { variant?: unknown } | null)?.variant;
    const refBoard = typeof variant === 'string' ? refs.board?.(variant) : undefined;
    const { resolve: _resolve, ...unresolved } = options;
    const c = checkWordleProof(got.value, got.tree, unresolved, refBoard, refs, [...chain, from]);
    if (!c.ok) {
      problems.push(`it rests on ${from}, which does not hold: ${c.problems.join('; ')}`);
      return undefined;
    }
    restsOn.push(`it rests on ${from}, checked in turn: it holds (${c.notes[0] ?? ''})`);
    return got.value as WordleProof;
  };
  if (strategy === 'optimal-worst') {
    const depth = proof.best === null ? within + 1 : within;
    if (proof.complete && proof.depth !== depth)
      problems.push(
        `its depth is ${proof.depth ?? 'missing'}, and its searches within ${within} guesses give ${depth} ` +
          `(${proof.best === null ? 'no first word fits' : `${proof.best.word} fits`})`,
      );
    treeLimit = exactDepth = depth;
    if (proof.best === null) {
      // No first word within: the least worst case is one more, and the least total within it the board's least total.
      if (proof.shallower !== undefined)
        problems.push(`no first word fits within ${within} guesses, and it says it rests on a proof of one guess less`);
      if (proof.least === undefined) {
        if (proof.complete) problems.push(`no first word fits within ${within} guesses, and it names no least total within ${depth}`);
        expected = null;
      } else {
        const least = proof.least;
        expected = { word: least.word, total: least.total };
        const ref = reference(least.from);
        if (ref !== undefined) {
          if (proofStrategy(ref) !== 'optimal' || ref.variant !== proof.variant)
            problems.push(`${least.from} proves ${ref.variant}/${proofStrategy(ref)}, not the least total of ${proof.variant}`);
          else if (ref.best === null || ref.best.word !== least.word || ref.best.total !== least.total)
            problems.push(
              `its least total within ${depth} is ${least.word} ${least.total}, and ${least.from} proves ${ref.best === null ? 'none' : `${ref.best.word} ${ref.best.total}`}`,
            );
          else if (ref.maxGuesses < depth) problems.push(`${least.from} is within ${ref.maxGuesses} guesses, fewer than ${depth}`);
          else
            restsOn.push(
              `no first word finds every answer within ${within} guesses, so the least worst case is ${depth} (the tree below fits it); ` +
                `the least total within ${depth} is at least the least within ${ref.maxGuesses}, ${least.total} (${least.from}), which the tree reaches`,
            );
        }
      }
    } else {
      // First words within: the least worst case is `within` if none fits one guess less, as the proof it rests on says.
      if (proof.least !== undefined)
        problems.push(`${proof.best.word} fits within ${within} guesses, and it names a least total from ${proof.least.from}`);
      if (proof.shallower === undefined)
        problems.push(`${proof.best.word} fits within ${within} guesses, and no proof says that none fits within ${within - 1}`);
      else {
        const from = proof.shallower.from;
        const ref = reference(from);
        if (ref !== undefined) {
          const sameLists = ref.answers.sha256 === proof.answers.sha256 && ref.accepted.sha256 === proof.accepted.sha256;
          if (proofStrategy(ref) !== 'optimal-worst' || !ref.complete || ref.best !== null || proofWithin(ref) !== within - 1)
            problems.push(`${from} does not prove that no strategy fits within ${within - 1} guesses`);
          else if (!sameLists) problems.push(`${from} is over other word lists`);
          else if (ref.hard && !proof.hard) problems.push(`${from} is in hard mode, and a hard-mode proof says nothing of normal mode`);
          else
            restsOn.push(
              `no strategy fits within ${within - 1} guesses (${from}${ref.hard === proof.hard ? '' : `, in normal mode over the same lists: ${HARD_FROM_NORMAL}`}), ` +
                `so the least worst case is ${within}, and the least total within it ${proof.best.total} (${proof.best.word})`,
            );
        }
      }
    }
  }

  // The tree: its lists, its first guess and total the best's, every answer played through it.
  const file = treeFileName(proof.variant, strategy);
  let treeNote = expected === null ? 'no tree checked (no best)' : `the tree ${file}: not checked`;
  if (expected !== null) {
    if (treeBytes === undefined) problems.push(`the tree file ${file} is missing`);
    else {
      let tree: TreeFile | undefined;
      try {
        tree = parseTreeFile(decodeMsgpack(treeBytes));
      } catch (err) {
        problems.push(`the tree file ${file}: ${err instanceof Error ? err.message : String(err)}`);
      }
      if (tree !== undefined) {
        if (tree.variant.id !== proof.variant || tree.strategy.id !== strategy)
          problems.push(`the tree file ${file} holds ${tree.variant.id}/${tree.strategy.id}`);
        if (tree.variant.answers?.sha256 !== w.answers.sha256 || tree.variant.accepted?.sha256 !== w.accepted.sha256)
          problems.push(`the tree file ${file} is over other word lists`);
        let verified;
        try {
          verified = verifyTree(game, fromFileNode(game, tree.root), treeLimit);
        } catch (err) {
          problems.push(`the tree file ${file}: ${err instanceof Error ? err.message : String(err)}`);
        }
        if (verified !== undefined) {
          problems.push(...verified.problems.map((p) => `the tree file ${file}: ${p}`));
          const { total, max } = verified.stats;
          if (total !== expected.total) problems.push(`the tree ${file} totals ${total}, not the best ${expected.total}`);
          if (tree.root.guess !== expected.word)
            problems.push(`the tree ${file}'s first guess is ${tree.root.guess}, not the best ${expected.word}`);
          if (exactDepth !== undefined && verified.ok && max !== exactDepth)
            problems.push(`the tree ${file} needs at most ${max} guesses, and the least worst case is ${exactDepth}`);
          treeNote =
            `the tree ${file}: first guess ${tree.root.guess}, total ${total}, at most ${max} guesses; every answer played ` +
            `through it within ${treeLimit}${w.hard ? ', every guess keeping hard mode' : ''}`;
        }
      }
    }
  }

  // The summary.
  const run = proof.run;
  const hours = proof.seconds >= 3600 ? `${(proof.seconds / 3600).toFixed(2)} h` : `${proof.seconds.toFixed(1)} s`;
  notes.push(
    `${proof.variant}${proof.hard ? ' (hard mode)' : ''}: ${n(seen.size)} of ${n(game.guessCount)} accepted words settled once each, ` +
      `over the lists of words/ in the data directory (answers ${n(w.answers.entries.length)}, sha256 ${w.answers.sha256.slice(0, 12)}...; ` +
      `accepted ${n(w.accepted.entries.length)}, sha256 ${w.accepted.sha256.slice(0, 12)}...): ` +
      (proof.best === null
        ? 'no best'
        : `${proof.complete ? 'the least total is' : 'the best so far is'} ${proof.best.total} (${proof.best.word})`),
  );
  notes.push(
    `${n(counts.cut)} cut (${n(counts.counting)} by counting, ${n(counts.parts)} by parts` +
      (counts.split === 0 ? '' : `, ${n(counts.split)} by split`) +
      `), ${n(counts['no-tree-below'])} with no tree below ` +
      `the cutoff, ${n(counts.total)} total${counts.total === 1 ? '' : 's'}, ${n(counts['none-within-limit'])} with none within the limit` +
      (within < w.maxGuesses ? ` of ${within} guesses` : '') +
      (proof.best === null ? '' : `; every cut's bound and every search's cutoff at least ${optimum}`) +
      (depthParts.length === 0
        ? ''
        : `; the ${n(depthParts.length)} parts the depth search named that none fits within ${within - 1} recomputed`),
  );
  notes.push(treeNote, ...restsOn);
  notes.push(
    `counting bounds of all ${n(countingCuts.length)} counting cuts recomputed; parts bounds of ${n(cutSample.length)} of ` +
      `${n(partsCuts.length)} parts cuts recomputed` +
      (splitCuts.length === 0 ? '' : `, split bounds of ${n(splitSample.length)} of ${n(splitCuts.length)} split cuts`) +
      ` (seed ${seed})`,
  );
  notes.push(
    `by Wordle search version ${proof.engine}; ${hours} of wall-clock time, ` +
      `${run.cpuSeconds === null ? 'CPU time not known' : `${n(Math.round(run.cpuSeconds))} s of CPU`}, ended ${run.date}, ` +
      `on ${run.machine.cpu} (${run.machine.cores} cores, ${run.machine.threads} thread${run.machine.threads === 1 ? '' : 's'}), Node ${run.machine.node}: ` +
      run.command +
      (run.stamped === undefined ? '' : `; ${run.stamped.fields.join(', ')} added after the run (${run.stamped.date})`),
  );
  const claims = counts.total + counts['no-tree-below'] + counts['none-within-limit'];
  notes.push(`${n(claims)} figures are the Wordle search's (a word's total, no strategy below a cutoff, none within the limit)`);
  if (options.resolve !== undefined && problems.length === 0) notes.push(resolveSample(game, columns, proof, options.resolve, problems));
  return done();
}

/** Searches again a seeded sample of the quick searches under their cutoffs, and the best's total; returns the note. */
function resolveSample(
  game: WordleGame,
  columns: Uint8Array,
  proof: WordleProof,
  o: NonNullable<ProofCheckOptions['resolve']>,
  problems: string[],
): string {
  const maxSeconds = o.maxSeconds ?? DEFAULT_MAX_SECONDS;
  const quick = proof.settled.filter(
    (e): e is Extract<FirstWordStatus, { status: 'no-tree-below' }> => e.status === 'no-tree-below' && e.seconds <= maxSeconds,
  );
  const sample = seededShuffle([...quick], o.seed).slice(0, o.count);
  const search = createWordleExact(game, { columns, maxGuesses: proofWithin(proof) });
  for (const e of sample) {
    const v = search.firstGuessTotal(game.parseGuess(e.word) as number, e.best);
    if (v < e.best) problems.push(`${e.word} searched again under the cutoff ${e.best}: it totals ${v}`);
  }
  let best = '';
  const b = proof.settled.find((e) => e.status === 'total' && e.word === proof.best?.word);
  if (b?.status === 'total' && b.seconds <= maxSeconds) {
    const v = search.firstGuessTotal(game.parseGuess(b.word) as number, b.total + 1);
    if (v !== b.total) problems.push(`${b.word} searched again: it totals ${v > b.total ? `more than ${b.total}` : v}, not ${b.total}`);
    best = `, and the best's total (${b.word} ${b.total})`;
  }
  // The depth search's answers: no strategy within the limit, which the total search must find too.
  const byDepth = proof.settled.filter((e) => e.status === 'none-within-limit' && e.part !== undefined);
  const depthSample = seededShuffle([...byDepth], o.seed).slice(0, o.count);
  for (const e of depthSample) {
    const v = search.firstGuessTotal(game.parseGuess(e.word) as number);
    if (v < UNSOLVABLE) problems.push(`${e.word} searched again within ${proofWithin(proof)} guesses: it totals ${v}`);
  }
  const depthNote =
    byDepth.length === 0
      ? ''
      : `; ${depthSample.length} of the ${byDepth.length} first words the depth search settled searched again by the total search ` +
        `within ${proofWithin(proof)} guesses, none fitting`;
  return (
    `${sample.length} of the ${quick.length} searches that took at most ${maxSeconds} s searched again under their cutoffs by the Wordle ` +
    `search (seed ${o.seed})${best}${depthNote}`
  );
}
