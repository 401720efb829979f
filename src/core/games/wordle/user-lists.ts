// A user's own Wordle lists checked and made canonical, one check for every way in, so the same
// lists in any order or case get the same id (wordle-u plus the start of their sha256).
import type { CheckedUserLists, GivenUserLists, UserListsVerdict } from '../../family.ts';
import { WORDLE_LENGTHS } from './grammar.ts';
import { count, noun } from '../../count.ts';

/**
 * A user's own Wordle lists (`POST /v1/word-lists`, and the command line's import): the answers,
 * which are the secrets, and the words accepted as guesses (the answers always among them). One check
 * for every way in, with a message naming the list, the index and the word at fault; and one
 * canonical text, whose sha256 names the lists (`wordle-u{first 12 hex digits}`), so that the
 * same lists, in any order or case, get the same id.
 */

/** The limits of a user's lists. */
export const USER_LIST_LIMITS = {
  /** Letters of a word: Wordle's feedback fits a byte up to 5 (3^5 = 243), and the grammar's boards start at 3. */
  length: WORDLE_LENGTHS,
  /** Words in a list, answers and guesses alike (a score table of 15,000 x 15,000 takes 225 MB, more than a server tables). */
  maxWords: 15_000,
} as const;

/** A user's lists, checked: lower case, sorted, no repeats, one length, every answer a guess (the family's contract, core/family.ts). */
export type UserLists = CheckedUserLists;

/** What is checked: the body of `POST /v1/word-lists` (items of any type: each is checked and named). */
export type UserListsInput = GivenUserLists;

/** The lists checked and made canonical, or the first problem found in a sentence. */
export type UserListsCheck = UserListsVerdict;

/**
 * Checks a user's lists: each list 1 to USER_LIST_LIMITS.maxWords words; each word a string of
 * letters a-z (upper case is lowered), all of one length of USER_LIST_LIMITS.length; no word twice
 * in a list. Every answer is a guess: the guesses accepted are those given and the answers, in
 * one list of at most USER_LIST_LIMITS.maxWords words (guesses left out are the answers alone).
 * Guesses given with or without the answers are the same lists, and get the same canonical text.
 */
export function checkUserLists(input: UserListsInput): UserListsCheck {
  const answers = checkList('answers', input.answers, undefined);
  if (typeof answers === 'string') return { ok: false, message: answers };
  if (input.guesses === undefined) return { ok: true, lists: { answers: answers.sorted, guesses: answers.sorted } };
  const guesses = checkList('guesses', input.guesses, answers.length);
  if (typeof guesses === 'string') return { ok: false, message: guesses };
  const given = new Set(guesses.words);
  const added = answers.words.filter((w) => !given.has(w));
  const { maxWords } = USER_LIST_LIMITS;
  if (guesses.words.length + added.length > maxWords) {
    const n = (guesses.words.length + added.length).toLocaleString('en-US');
    return {
      ok: false,
      message: `guesses and answers together are ${n} words (${added.length.toLocaleString('en-US')} ${noun(added.length, 'answer')} not among the guesses); the guesses accepted are at most ${maxWords.toLocaleString('en-US')}.`,
    };
  }
  return {
    ok: true,
    lists: { answers: answers.sorted, guesses: added.length === 0 ? guesses.sorted : [...guesses.words, ...added].sort() },
  };
}

/** One list checked: its words lowered, in the given order and sorted, and their length; or the problem. */
function checkList(
  name: string,
  items: readonly unknown[],
  length: number | undefined,
): { words: string[]; sorted: string[]; length: number } | string {
  const { maxWords } = USER_LIST_LIMITS;
  const [lo, hi] = USER_LIST_LIMITS.length;
  if (items.length === 0) return `${name} is empty; give at least one word.`;
  if (items.length > maxWords)
    return `${name} has ${items.length.toLocaleString('en-US')} words; a list has at most ${maxWords.toLocaleString('en-US')}.`;
  const words: string[] = [];
  const seen = new Map<string, number>();
  let L = length;
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    const at = `${name}[${i}]`;
    if (typeof item !== 'string') return `${at} is ${item === null ? 'null' : typeof item}, not a word.`;
    const shown = JSON.stringify(item.length > 24 ? `${item.slice(0, 24)}…` : item);
    // Checked as given, before lowering: some letters outside A-Z lower into a-z (the Kelvin sign to k).
    const bad = [...item].find((ch) => !/^[a-z]$/i.test(ch));
    if (bad !== undefined) return `${at}: ${shown} has ${JSON.stringify(bad)}, which is not a letter a-z.`;
    const word = item.toLowerCase();
    if (L === undefined) {
      if (word.length < lo || word.length > hi) return `${at}: ${shown} has ${count(word.length, 'letter')}; words have ${lo} to ${hi}.`;
      L = word.length;
    } else if (word.length !== L) {
      return `${at}: ${shown} has ${count(word.length, 'letter')}, and ${i > 0 ? `${name}[0]` : 'the answers'} ${L}; every word has the same length.`;
    }
    const before = seen.get(word);
    if (before !== undefined) return `${at}: ${shown} repeats ${name}[${before}]; a list has each word once.`;
    seen.set(word, i);
    words.push(word);
  }
  return { words, sorted: [...words].sort(), length: L! };
}

/** A list as its file is written: one word a line, each line ended by a newline (as data/words/ keeps lists). */
export function listText(words: readonly string[]): string {
  return words.length === 0 ? '' : `${words.join('\n')}\n`;
}

/** The canonical text of checked lists: the answers' file, an empty line, the guesses' file. Its sha256 names them. */
export function userListsText(lists: UserLists): string {
  return `${listText(lists.answers)}\n${listText(lists.guesses)}`;
}

/** Lists read back from their canonical text, checked again; a sentence when the text is not one. */
export function parseUserListsText(text: string): UserListsCheck {
  const cut = text.indexOf('\n\n');
  if (cut < 0 || !text.endsWith('\n')) return { ok: false, message: 'not the text of word lists (answers, an empty line, guesses)' };
  const answers = text.slice(0, cut).split('\n');
  const guesses = text.slice(cut + 2, -1).split('\n');
  const checked = checkUserLists({ answers, guesses });
  if (!checked.ok) return checked;
  // Canonical: the same text again (sorted, lower case), so that its sha256 is the one it is named by.
  return userListsText(checked.lists) === text
    ? checked
    : { ok: false, message: 'the lists are not in canonical form (sorted, lower case)' };
}
