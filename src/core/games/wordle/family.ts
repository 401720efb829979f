// Wordle's registration: its grammar, specs and game, and what it adds to the generic code
// (hard mode, lists, openings, the exact search the review grades with, its boards played several at once).
import type { GameFamily } from '../../family.ts';
import { createWordleGame, wordleSpec, type WordleGame, type WordleSpec } from './game.ts';
import { createWordleCounter } from './kernel.ts';
import {
  beyondListBoard,
  parseWordleId,
  specOfWordle,
  WORDLE_GRAMMAR,
  WORDLE_MAX_GUESSES,
  wordleBoardId,
  wordleBoardLists,
  wordleListLength,
  userListKey,
  userListNames,
  USER_LISTS_ID_HEX,
  WORDLE_LENGTHS,
  type WordleBoard,
} from './grammar.ts';
import { wordleExactTree } from './exact/whole-tree.ts';
import { WORDLE_OPENINGS } from './openings.ts';
import { checkUserLists, listText, parseUserListsText, userListsText } from './user-lists.ts';
import { WORDLE_EXACT_POSITION } from './review-exact.ts';

/** Wordle's registration (variants/families.ts): its grammar, specs and game, and what it adds. */
export const WORDLE_FAMILY: GameFamily<WordleBoard> = {
  board: 'wordle',
  spec: 'wordle',
  grammar: WORDLE_GRAMMAR,
  guessesNote: `${WORDLE_MAX_GUESSES} for Wordle`,
  parse: parseWordleId,
  boardId: wordleBoardId,
  lists: wordleBoardLists,
  listLength: wordleListLength,
  // The lists decide.
  size: () => undefined,
  // The answers, then the accepted words (one list for both when the id names one).
  specOf: (board, [answers, guesses]) => specOfWordle(board, answers!, guesses ?? answers!),
  createGame: (spec) => createWordleGame(spec as WordleSpec),
  // The answers are the secrets; the accepted list holds every guess, the answers among them.
  specSize: (spec) => ({ secrets: spec.answers!.count, guesses: Math.max(spec.answers!.count, spec.accepted?.count ?? 0) }),
  beyondList: beyondListBoard,
  // Its kernel reads a node's secrets by columns (kernel.ts) faster than a table of answers x guesses is built.
  scoresByColumns: true,
  // Its openings (openings.ts) are the full rule's first and second guesses.
  liveOpenings: WORDLE_OPENINGS,
  // `wordle-u{ID}`.
  userLists: (board) => board.user,
  exactPosition: WORDLE_EXACT_POSITION,
  // `/wordle`, `/wordle-nyt2023-hard/assist`, `/wordle/review`.
  pages: { prefixes: ['wordle'], views: ['assist', 'review'] },
  // The Wordle search (exact/whole-tree.ts), which knows hard mode.
  exactTree: wordleExactTree,
  helpExamples: ['wordle', 'wordle-hard'],
  helpBoards:
    'Wordle: wordle (the New York Times lists), wordle-hard (hard mode), ' +
    `wordle-{L} (the project's list of L letters, ${WORDLE_LENGTHS.join(' to ')}), ` +
    'wordle-u{ID} (your own lists, from codebreaker word-lists), each also with -hard and -g{N} (N guesses allowed)',
  commandHelp: {
    build: { examples: ['codebreaker build --variant wordle --strategy optimal --first salet --data-dir /tmp/trees'] },
    assist: {
      paragraphs: [
        'On a Wordle board (wordle-nyt2023: the New York Times lists of 2023; wordle: those of 2022) answer with the colours, ' +
          'BYBBG; colours that no answer of the list fits but some accepted words do go on over those words, and it says so.',
        'On a game of several Wordle boards at once (played live, with a greedy strategy) answer one feedback a board, in order, ' +
          'joined by /: BYBBG/GGGGG/-----/YBBBB, ----- for a board solved before; --secret takes the answers separated by commas.',
      ],
      examples: ['codebreaker assist --variant wordle-nyt2023 --strategy optimal'],
    },
    status: {
      paragraphs: [
        "Then each Wordle board's proof over every first word in <data-dir>/proofs/ (node dist/scripts/wordle-proof.js): " +
          'the first words settled, the best total so far, complete or under way.',
      ],
    },
    'word-lists': {
      paragraphs: ['The same lists always get the same id (wordle-u followed by 12 hex digits of their sha256).'],
      examples: ['codebreaker build --variant wordle-u0123456789ab --strategy optimal'],
    },
  },
  // Its headers name answers and accepted lists, and hard mode.
  answersAndAccepted: {
    name: 'Wordle',
    oneListGame: (list) => createWordleGame(wordleSpec({ id: 'wordle', title: 'tree', answers: list, accepted: list, hard: false })),
  },
  // `wordle-u{ID}`, whose lists are u{ID}-answers.txt and u{ID}-guesses.txt (user-lists.ts).
  userListsFormat: {
    keyHex: USER_LISTS_ID_HEX,
    variant: (key) => `wordle-u${key}`,
    keyOfVariant: (variant) => /^wordle-u([0-9a-f]{12})(?:-|$)/.exec(variant.toLowerCase())?.[1],
    listNames: userListNames,
    keyOfList: userListKey,
    check: checkUserLists,
    text: userListsText,
    parse: parseUserListsText,
    listText,
    api: {
      summary: "A user's own Wordle lists: their variant id",
      answers: 'The answers (the secrets): 1 to 15,000 words of 3 to 5 letters a-z, all of one length, none twice.',
      guesses:
        'The other words accepted as guesses: the answers are guesses too, listed here or not (at most 15,000 with them); the answers alone when left out.',
      variant: 'wordle-u{ID}: ID is the first 12 hex digits of the sha256 of the lists; add -hard and -g{N} for their boards.',
    },
  },
  // Several boards of the 2022 lists at once (a live game), each board's parts counted by columns
  // (kernel.ts) over every accepted word as a secret.
  severalBoards: {
    name: 'Wordle',
    games: ['wordle', 'wordle-all'],
    lists: { title: 'the New York Times lists of 2022', grammar: 'the lists of 2022' },
    feedbackHelp: 'colours as BYBBG (G green, Y yellow, B grey)',
    feedbackExamples: ['BYBBG', 'GGGGG', 'BBBBB', 'YBBBB'],
    counter: (game, all) => {
      const { guessCount, length, letters } = game as WordleGame;
      return createWordleCounter({ guessCount, length, letters, secretGuess: all.secretGuess });
    },
  },
};
