/**
 * The word lists a tree file names, as the offline walker gets them. A word game's header names its
 * list, `{ list, count, sha256 }` (a file of data/words/: one word a line, lower case, sorted, every
 * line ended by a newline; sha256 of the file's bytes), and does not copy it. The walker has no
 * data directory, so the words come from the caller, or else from the tree itself; either way they
 * must be the list the header names: the same count, and the same sha256 once written as the file.
 */
import { sha256Hex } from './sha256.ts';
import { count } from '../core/count.ts';

/** A word list as a caller gives it: the words in the list's order, or the text of its file. */
export type WordListInput = readonly string[] | string;

/** A word list as a tree file's header names it. */
export interface WordListRef {
  readonly list: string;
  readonly count: number;
  readonly sha256: string;
}

/** The words of a list, or why they cannot be had. */
export type ListResolution = { readonly ok: true; readonly entries: readonly string[] } | { readonly ok: false; readonly problem: string };

/** The words of a list file's text: its lines, the last newline ending the last word. */
function wordsOfText(text: string): string[] {
  if (text.length === 0) return [];
  return (text.endsWith('\n') ? text.slice(0, -1) : text).split('\n');
}

/** The file a list is, written from its words (one a line, every line ended by a newline). */
function textOfWords(words: readonly string[]): string {
  return words.length === 0 ? '' : `${words.join('\n')}\n`;
}

/** Null when the words and their file's text are the list the header names, else what differs. */
function mismatch(ref: WordListRef, entries: readonly string[], text: string): string | null {
  if (entries.length !== ref.count) return `${count(entries.length, 'word')}, not ${ref.count}`;
  const digest = sha256Hex(text);
  return digest === ref.sha256 ? null : `sha256 ${digest.slice(0, 12)}…, not ${ref.sha256.slice(0, 12)}…`;
}

/**
 * The words of the list `ref` names. Given by the caller (`given`, under the option `name`), they
 * are checked against the header. Otherwise they are rebuilt from the tree: every secret is found
 * by a node whose guess is that secret, so the tree's guesses (lower-cased, as guesses are read,
 * sorted and unique) include every secret; in a game whose guesses are its secrets (Word
 * Mastermind) they are exactly the list, and the count and sha256 confirm it. When they are not
 * (a damaged tree, or a game that also plays words that are never the secret), the problem says so.
 */
export function resolveWordList(
  name: string,
  ref: WordListRef,
  given: WordListInput | undefined,
  treeGuesses: () => Iterable<string>,
): ListResolution {
  if (given !== undefined) {
    // Callers in JavaScript may pass anything.
    const words: unknown = given;
    if (typeof words !== 'string' && !Array.isArray(words))
      return { ok: false, problem: `the option ${name} must be the list's words (an array) or its file's text` };
    const entries = typeof given === 'string' ? wordsOfText(given) : [...given];
    const text = typeof given === 'string' ? given : textOfWords(entries);
    const why = mismatch(ref, entries, text);
    return why === null
      ? { ok: true, entries }
      : { ok: false, problem: `the word list given (option ${name}) is not ${ref.list} as the header names it: ${why}` };
  }
  const entries = [...new Set(Array.from(treeGuesses(), (g) => g.toLowerCase()))].sort();
  const why = mismatch(ref, entries, textOfWords(entries));
  return why === null
    ? { ok: true, entries }
    : {
        ok: false,
        problem:
          `the words the tree plays are not ${ref.list} as the header names it (${why}); ` +
          `give the list (option ${name}) to check the tree against it`,
      };
}

/**
 * Every guess text of a decoded tree down to `maxDepth` levels, node by node; what is not a node is
 * skipped (the walker reports it when it numbers the nodes).
 */
export function* guessTexts(root: unknown, maxDepth: number): Generator<string> {
  const stack: Array<[unknown, number]> = [[root, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (typeof node !== 'object' || node === null || depth > maxDepth) continue;
    const { guess, next } = node as { guess?: unknown; next?: unknown };
    if (typeof guess === 'string') yield guess;
    if (typeof next === 'object' && next !== null) for (const child of Object.values(next)) stack.push([child, depth + 1]);
  }
}
