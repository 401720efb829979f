// Several boards of a word game at once (Dordle, Quordle, Octordle) as a live game: too many
// secrets for a tree, so each guess is chosen from the words the boards have left.
import type { FamilyBoardShape, GameFamily } from '../../family.ts';
import type { Game } from '../../game.ts';
import type { LiveFamily, LiveGame, LivePosition } from '../../live-game.ts';
import { chooseForBoards, type BoardsKernel } from './choose.ts';
import { parseQuordleId, QUORDLE_GAMES, quordleGrammar, quordleTitle, type QuordleBoard } from './grammar.ts';
import { judgeBoards, type BoardsRules } from './history.ts';

/** The family on the boards of one board game: a live family whose boards are the grammar's. */
export interface QuordleFamily extends LiveFamily {
  /** Reads a lower-case id (see LiveFamily): a function of the family's board game, callable on its own. */
  readonly parse: (id: string) => QuordleBoard | string | undefined;
}

/**
 * Several boards of a board game at once (Dordle, Quordle, Octordle): a secret is a tuple of
 * different answers of the board game's list, one a board; a guess is played on every board not
 * yet solved; the game is won when every board is. Its secrets (2,309 x 2,308 x 2,307 x 2,306 for
 * four boards of 2,309 answers) are far too many to list, so it is a live game (core/live-game.ts):
 * no tree, each guess chosen from the boards' words left (choose.ts), each history judged board by
 * board (history.ts). The board game is a family whose registration can play its boards so (its
 * `severalBoards`: the games of a board, their names, the counter of their costs).
 */
export function quordleFamily<B extends FamilyBoardShape>(family: GameFamily<B>): QuordleFamily {
  const of = family.severalBoards;
  if (of === undefined) throw new Error(`the boards of ${family.spec} cannot be played several at once`);
  return {
    grammar: quordleGrammar(of),
    parse: (id) => parseQuordleId(id, of),
    create: (board, games) => createQuordleGame(board as QuordleBoard, games[0]!, games[1]!),
    // `/quordle`, `/octordle-g15/assist`: no review (its games are live, with no tree to grade by).
    pages: { prefixes: Object.keys(QUORDLE_GAMES), views: ['assist'] },
  };
}

/**
 * The game of a board on the game of its boards and that game's twin whose answers are every
 * accepted word (the board's `games`, the same guesses in the same order: a board beyond its list).
 */
export function createQuordleGame(board: QuordleBoard, game: Game, all: Game): LiveGame {
  const G = game.guessCount;
  if (all.guessCount !== G || all.secretCount !== G || all.secretGuess.some((g, s) => g !== s)) {
    throw new Error(`${board.id}: ${all.spec.id} must have every guess of ${game.spec.id} as its secrets, in the same order`);
  }
  const title = quordleTitle(board);
  const rules: BoardsRules = { game, all, boards: board.boards, maxGuesses: board.maxGuesses, title, of: board.of };
  const boardsKernel = (): BoardsKernel => kernelOf(board, game, all);
  const L = game.spec.pegs;
  const answers = game.secretCount;
  return {
    id: board.id,
    title,
    maxGuesses: board.maxGuesses,
    boardGame: game,
    describe: () => ({
      id: board.id,
      title,
      boards: board.boards,
      board: game.spec.id,
      maxGuesses: board.maxGuesses,
      secretCount: arrangements(answers, board.boards),
      guessCount: G,
      boardFeedbacks: [
        ...Array.from({ length: game.feedbackCount }, (_, f) => f).filter((f) => f !== game.winFeedback),
        game.winFeedback,
      ].map((f) => game.feedbackLabel(f)),
      feedbackFormat: `one feedback a board, in board order, joined by /; a board solved before written ${'-'.repeat(L)} (or its true colours)`,
    }),
    judge: (raw) => judgeBoards(rules, raw),
    choose: (position, objective) => chooseForBoards(boardsKernel(), position.boards, position.guessesLeft, objective),
    work: (position) => G * position.boards.reduce((n, b) => n + (b.length > 1 ? b.length : 0), 0),
    // With no more guesses than boards only the boards' words are tried, which the opening need not be.
    fresh: (position: LivePosition) =>
      position.boards.length === board.boards && position.guessesLeft > board.boards && position.boards.every((b) => b.length === answers),
    formatGuess: (g) => game.formatGuess(g),
    parseGuess: (text) => game.parseGuess(text),
    parseSecret: (text) => {
      const words = text.split(',').map((w) => w.trim());
      if (words.length !== board.boards) return `a secret of ${board.id} is ${board.boards} answers, one a board, separated by commas`;
      const secret: number[] = [];
      for (const word of words) {
        const g = game.parseGuess(word);
        if (typeof g === 'string') return g;
        if (game.guessSecret[g]! < 0) return `"${word}" is an accepted word but never an answer of ${game.spec.title}`;
        if (secret.includes(g)) return `"${word}" is twice in it; the boards' answers are different`;
        secret.push(g);
      }
      return secret;
    },
    feedbackOf: (guess, secret, solvedBefore) =>
      secret.map((w, b) => (solvedBefore[b] ? '-'.repeat(L) : game.feedbackLabel(all.score(guess, w)))).join('/'),
  };
}

/** The kernels made, by board game: every board of the family on that game shares one. */
const kernels = new WeakMap<Game, BoardsKernel>();

/**
 * The kernel over every accepted word as a secret, so that a board beyond its list is counted
 * alike (the board game's counter, its `severalBoards`): made on first use, once per board game.
 */
function kernelOf(board: QuordleBoard, game: Game, all: Game): BoardsKernel {
  let kernel = kernels.get(game);
  if (kernel === undefined) {
    const counter = board.of.counter(game, all);
    kernels.set(game, (kernel = { counter, guessCount: game.guessCount, costs: new Map() }));
  }
  return kernel;
}

/** n!/(n-k)!: the tuples of k different answers out of n, exactly. */
function arrangements(n: number, k: number): bigint {
  let a = 1n;
  for (let i = 0; i < k; i++) a *= BigInt(n - i);
  return a;
}
