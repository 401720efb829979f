// The tree file format (msgpack, version 1): a tree with its variant, strategy and stats encoded
// to the same bytes every time, and decoded with every field checked.
import type * as Msgpackr from 'msgpackr';
import * as packEntry from 'msgpackr/pack';
import type { Game, VariantSpec } from '../core/game.ts';
import type { TreeNode, TreeStats } from '../core/tree.ts';
import { completeFlatTree, type FlatTree } from '../core/flat-tree.ts';
import { TreeFileError } from './tree-file-error.ts';
import { feedbackArrayFrom } from '../core/feedback-array.ts';
import { FAMILIES } from '../core/variants/families.ts';

/** The tree file format name and version (tree file format, version 1). */
export const TREE_FORMAT = 'codebreaker-tree';
export const TREE_VERSION = 1;

/** A node as written in a file: the guess text and one child per feedback label. */
export interface FileNode {
  guess: string;
  next: { [feedbackLabel: string]: FileNode };
}

/** The whole decoded tree file, as plain data. */
export interface TreeFile {
  format: typeof TREE_FORMAT;
  version: typeof TREE_VERSION;
  variant: {
    id: string;
    title: string;
    pegs: number;
    symbols: string;
    secrets: VariantSpec['secrets'];
    guesses: VariantSpec['guesses'];
    maxGuesses: number;
    /** Word games: the list the tree was built with (data/words/), named, not copied. */
    words?: WordListHeader;
    /** Boards of answers and accepted words (GameFamily.answersAndAccepted): the answers (the secrets), named, not copied. */
    answers?: WordListHeader;
    /** Boards of answers and accepted words: every word accepted as a guess (the answers among them), named, not copied. */
    accepted?: WordListHeader;
    /** A board of answers and accepted words in hard mode. */
    hard?: boolean;
  };
  strategy: { id: string; description: string };
  stats: TreeStats;
  root: FileNode;
}

/** What the boards with answers and accepted lists go by in messages (their families' names). */
const TWO_LIST_BOARDS = FAMILIES.flatMap((f) => (f.answersAndAccepted === undefined ? [] : [f.answersAndAccepted.name])).join(' or ');

/** A word list as a tree file names it. */
export interface WordListHeader {
  list: string;
  count: number;
  sha256: string;
}

// msgpackr's entry without its native string decoder and its streams: loading that addon cost every
// command that writes a tree about 15 ms of CPU, and decoding tree files (short strings) no faster.
// Its types are the main entry's: the subpath's own declarations re-export '.', which the module
// resolution of ES modules does not read.
const { Packr } = packEntry as typeof Msgpackr;

// Plain maps and arrays only (no record extension), so any msgpack decoder can read the files.
const packr = new Packr({ useRecords: false, moreTypes: false, variableMapSize: true });

/** The header of a variant as files carry it. */
export function variantHeader(spec: VariantSpec): TreeFile['variant'] {
  // Only the header's own fields: the lists' entries stay out, named by their file and sha256.
  const { id, title, pegs, symbols, secrets, guesses, maxGuesses, words, answers, accepted, hard } = spec;
  return variantHeaderOrdered({
    id,
    title,
    pegs,
    symbols,
    secrets,
    guesses,
    maxGuesses,
    ...(words === undefined ? {} : { words }),
    ...(answers === undefined ? {} : { answers }),
    ...(accepted === undefined ? {} : { accepted }),
    ...(hard === true ? { hard } : {}),
  });
}

/** Converts a core tree to the file's plain form (guess texts, feedback labels in feedback order). */
export function toFileNode(game: Game, node: TreeNode): FileNode {
  const next: FileNode['next'] = {};
  for (const [f, child] of node.next) next[game.feedbackLabel(f)] = toFileNode(game, child);
  return { guess: game.formatGuess(node.guess), next };
}

/** Encodes a tree file; the same tree always gives the same bytes. */
export function encodeTreeFile(file: TreeFile): Uint8Array {
  const ordered: TreeFile = {
    format: file.format,
    version: file.version,
    variant: variantHeaderOrdered(file.variant),
    strategy: { id: file.strategy.id, description: file.strategy.description },
    stats: {
      secrets: file.stats.secrets,
      total: file.stats.total,
      average: file.stats.average,
      max: file.stats.max,
      histogram: [...file.stats.histogram],
    },
    root: file.root,
  };
  return packr.pack(ordered);
}

function variantHeaderOrdered(v: TreeFile['variant']): TreeFile['variant'] {
  const header: TreeFile['variant'] = {
    id: v.id,
    title: v.title,
    pegs: v.pegs,
    symbols: v.symbols,
    secrets: v.secrets,
    guesses: v.guesses,
    maxGuesses: v.maxGuesses,
  };
  const named = (l: WordListHeader): WordListHeader => ({ list: l.list, count: l.count, sha256: l.sha256 });
  if (v.words !== undefined) header.words = named(v.words);
  if (v.answers !== undefined) header.answers = named(v.answers);
  if (v.accepted !== undefined) header.accepted = named(v.accepted);
  if (v.hard === true) header.hard = true;
  return header;
}

/** Decodes bytes into an unvalidated value (use parseTreeFile to check its shape). */
export function decodeMsgpack(bytes: Uint8Array): unknown {
  return packr.unpack(bytes);
}

// In a module of its own, so that the server's registry knows it without loading msgpackr.
export { TreeFileError };

/** Checks the shape of a decoded tree file and returns it typed; throws TreeFileError otherwise. */
export function parseTreeFile(value: unknown): TreeFile {
  const fail = (why: string): never => {
    throw new TreeFileError(why);
  };
  if (!isRecord(value)) return fail('not a msgpack map');
  if (value.format !== TREE_FORMAT) return fail(`format is ${JSON.stringify(value.format)}, expected "${TREE_FORMAT}"`);
  if (value.version !== TREE_VERSION) return fail(`version ${JSON.stringify(value.version)} is not supported (expected ${TREE_VERSION})`);
  const v = value.variant;
  if (
    !isRecord(v) ||
    typeof v.id !== 'string' ||
    typeof v.pegs !== 'number' ||
    typeof v.symbols !== 'string' ||
    typeof v.maxGuesses !== 'number' ||
    typeof v.title !== 'string' ||
    (v.secrets !== 'repeat' && v.secrets !== 'distinct' && v.secrets !== 'words' && v.secrets !== 'equations') ||
    (v.guesses !== 'any' && v.guesses !== 'distinct' && v.guesses !== 'words' && v.guesses !== 'equations')
  ) {
    return fail('variant header is missing or malformed');
  }
  // A word game names its list (Word Mastermind) or its two lists (answers and accepted words); no other game has one.
  const lists = [v.words, v.answers, v.accepted].filter((l) => l !== undefined);
  const twoLists = v.answers !== undefined || v.accepted !== undefined;
  if (
    (v.secrets === 'words') !== (v.guesses === 'words') ||
    (v.secrets === 'words') !== lists.length > 0 ||
    (twoLists ? v.words !== undefined || v.answers === undefined || v.accepted === undefined : v.hard !== undefined)
  ) {
    return fail(
      `variant header is malformed: a word game, and only a word game, has words as secrets and guesses and names its list (${TWO_LIST_BOARDS}: its answers and accepted words)`,
    );
  }
  for (const l of lists) {
    if (!isRecord(l) || typeof l.list !== 'string' || typeof l.count !== 'number' || typeof l.sha256 !== 'string') {
      return fail("variant header's word list is malformed");
    }
  }
  if (v.hard !== undefined && v.hard !== true) return fail('variant header is malformed: hard is true or absent');
  const st = value.strategy;
  if (!isRecord(st) || typeof st.id !== 'string' || typeof st.description !== 'string')
    return fail('strategy header is missing or malformed');
  const stats = value.stats;
  if (
    !isRecord(stats) ||
    typeof stats.secrets !== 'number' ||
    typeof stats.total !== 'number' ||
    typeof stats.average !== 'number' ||
    typeof stats.max !== 'number' ||
    !Array.isArray(stats.histogram) ||
    !stats.histogram.every((n) => typeof n === 'number')
  ) {
    return fail('stats are missing or malformed');
  }
  const checkNode = (node: unknown, depth: number): void => {
    if (depth > 64) fail('tree deeper than 64 levels');
    if (!isRecord(node) || typeof node.guess !== 'string' || !isRecord(node.next)) fail(`malformed node at depth ${depth}`);
    for (const child of Object.values((node as Record<string, Record<string, unknown>>).next!)) checkNode(child, depth + 1);
  };
  checkNode(value.root, 1);
  return value as unknown as TreeFile;
}

/** Converts a file tree back to core indices; throws TreeFileError on an unknown guess or label. */
export function fromFileNode(game: Game, node: FileNode, path = ''): TreeNode {
  // Big trees repeat the same few thousand guesses and a dozen labels: parse each text once.
  const guesses = new Map<string, number | string>();
  const labels = new Map<string, number>();
  // The path to a node is a chain of parent links, written out only for an error message.
  type Trail = { readonly step: string; readonly up: Trail } | null;
  const text = (t: Trail): string => (t === null ? path : `${text(t.up)}${t.step},`);
  const convert = (n: FileNode, trail: Trail): TreeNode => {
    let g = guesses.get(n.guess);
    if (g === undefined) guesses.set(n.guess, (g = game.parseGuess(n.guess)));
    if (typeof g === 'string') {
      const at = text(trail);
      throw new TreeFileError(`bad guess ${JSON.stringify(n.guess)}${at ? ` after ${at}` : ''}: ${g}`);
    }
    const next: Array<[number, TreeNode]> = [];
    for (const label in n.next) {
      const child = n.next[label]!;
      let f = labels.get(label);
      if (f === undefined) labels.set(label, (f = game.parseFeedback(label)));
      if (f < 0 || f === game.winFeedback)
        throw new TreeFileError(`bad feedback label ${JSON.stringify(label)} after ${text(trail)}${n.guess}`);
      next.push([f, convert(child, { step: `${n.guess}:${label}`, up: trail })]);
    }
    // Files list labels in feedback order, so sorting is rarely needed.
    for (let i = 1; i < next.length; i++) {
      if (next[i - 1]![0] > next[i]![0]) {
        next.sort((a, b) => a[0] - b[0]);
        break;
      }
    }
    return { guess: g, next };
  };
  return convert(node, null);
}

/**
 * Converts a file tree straight to the flat serving form, without the object tree: guess texts
 * and labels parsed once each, siblings in feedback order. Throws TreeFileError on an unknown
 * guess or label, or a feedback given twice under one node.
 */
export function flattenFileTree(game: Game, root: FileNode): FlatTree {
  const guessOf = new Map<string, number | string>();
  const feedbackOf = new Map<string, number>();
  const nodes: FileNode[] = [];
  const guesses: number[] = [];
  const parents: number[] = [];
  const parentFbs: number[] = [];
  const where = (i: number): string => {
    const steps: string[] = [];
    for (let n = i; parents[n]! >= 0; n = parents[n]!) steps.push(`${nodes[parents[n]!]!.guess}:${game.feedbackLabel(parentFbs[n]!)}`);
    return steps.reverse().join(',');
  };
  // Three parallel stacks rather than a tuple per node: big files have hundreds of thousands.
  const stackNode: FileNode[] = [root];
  const stackParent: number[] = [-1];
  const stackFb: number[] = [0];
  const kids: number[] = [];
  const kidNodes: FileNode[] = [];
  while (stackNode.length > 0) {
    const node = stackNode.pop()!;
    const parent = stackParent.pop()!;
    const fb = stackFb.pop()!;
    const self = nodes.length;
    nodes.push(node);
    parents.push(parent);
    parentFbs.push(fb);
    let g = guessOf.get(node.guess);
    if (g === undefined) guessOf.set(node.guess, (g = game.parseGuess(node.guess)));
    if (typeof g === 'string') {
      const at = where(self);
      throw new TreeFileError(`bad guess ${JSON.stringify(node.guess)}${at ? ` after ${at}` : ''}: ${g}`);
    }
    guesses.push(g);
    kids.length = 0;
    kidNodes.length = 0;
    const next = node.next;
    for (const label in next) {
      let f = feedbackOf.get(label);
      if (f === undefined) feedbackOf.set(label, (f = game.parseFeedback(label)));
      if (f < 0 || f === game.winFeedback || kids.includes(f)) {
        const at = [where(self), node.guess].filter(Boolean).join(',');
        throw new TreeFileError(
          f < 0 || f === game.winFeedback
            ? `bad feedback label ${JSON.stringify(label)} after ${at}`
            : `feedback ${game.feedbackLabel(f)} appears twice after ${at}`,
        );
      }
      // Insertion sort by feedback (a handful of children, usually already in order).
      let j = kids.length;
      kids.push(f);
      kidNodes.push(next[label]!);
      while (j > 0 && kids[j - 1]! > f) {
        kids[j] = kids[j - 1]!;
        kidNodes[j] = kidNodes[j - 1]!;
        j--;
      }
      kids[j] = f;
      kidNodes[j] = next[label]!;
    }
    // Pushed in decreasing feedback order, so children are numbered in increasing order.
    for (let j = kids.length - 1; j >= 0; j--) {
      stackNode.push(kidNodes[j]!);
      stackParent.push(self);
      stackFb.push(kids[j]!);
    }
  }
  return completeFlatTree(game, Int32Array.from(guesses), Int32Array.from(parents), feedbackArrayFrom(game.feedbackCount, parentFbs));
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Uint8Array);
}

/** The file form of a built tree: header from the catalogue and the strategy, stats as verified. */
export function makeTreeFile(game: Game, strategy: { id: string; description: string }, root: TreeNode, stats: TreeStats): TreeFile {
  return {
    format: TREE_FORMAT,
    version: TREE_VERSION,
    variant: variantHeader(game.spec),
    strategy: { id: strategy.id, description: strategy.description },
    stats,
    root: toFileNode(game, root),
  };
}
