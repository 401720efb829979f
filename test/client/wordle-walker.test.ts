import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CodebreakerError, openTree, type NextAnswer, type PathAnswer } from '../../src/client/index.ts';
import { answerNext } from '../../src/server/services/next-answer.ts';
import { encodeTreeFile, type TreeFile } from '../../src/store/tree-file.ts';
import { decodeMsgpack } from '../../src/store/tree-file.ts';
import { sharedApp } from '../server/helpers/app.ts';
import { buildLoadedTrees, DATA_DIR, loadDataTrees } from '../server/helpers/trees.ts';

/**
 * The walker on Wordle trees: a committed wordle tree and a hard-mode tree (wordle-hard-g8, built
 * here: hard mode's greedy trees need 8 guesses), opened with their lists, answer as the server
 * does for every answer: the path (over HTTP), next after every prefix of it (the server's
 * answerNext), the worst cases, and a sample of histories off the tree.
 */
const [normal] = await loadDataTrees(['wordle.entropy.msgpack']);
const [hard] = await buildLoadedTrees([['wordle-hard-g8', 'most-parts']]);
const app = await sharedApp({ trees: [normal!, hard!] });
const text = (name: string): string => readFileSync(join(DATA_DIR, 'words', name), 'utf8');
const lists = { answers: text('wordle-answers.txt'), accepted: text('wordle-guesses.txt') };

describe('the walker and the server agree on every answer of a wordle and a wordle-hard tree', () => {
  for (const tree of [normal!, hard!]) {
    const variant = tree.header.variant.id;
    const strategy = tree.header.strategy.id;
    it(`${variant}/${strategy}`, async () => {
      const walker = openTree(tree.bytes, lists);
      const served = app.codebreaker.registry.find(variant, strategy)!;
      const game = served.flat.game;
      expect(walker.header).toEqual(tree.header);
      expect(walker.header.variant.hard).toBe(variant.includes('hard') ? true : undefined);
      expect(walker.nodeCount).toBe(served.flat.nodeCount);
      let nexts = 0;
      for (let s = 0; s < game.secretCount; s++) {
        const secret = game.formatGuess(game.secretGuess[s]!);
        const path = walker.path(secret);
        const expected = (await app.inject({ url: `/v1/trees/${variant}/${strategy}/path/${secret}` })).json<PathAnswer>();
        if (JSON.stringify(path) !== JSON.stringify(expected)) expect(path, `path of ${secret}`).toEqual(expected);
        for (let n = 0; n <= path.steps.length; n++) {
          const history = path.steps.slice(0, n);
          const mine = walker.next(history);
          const theirs = await answerNext(served, history, app.codebreaker.live);
          nexts++;
          const same =
            !mine.offTree &&
            theirs.source === 'tree' &&
            mine.guess === theirs.guess &&
            mine.remaining === theirs.remaining &&
            mine.solved === theirs.solved &&
            mine.step === theirs.step;
          if (!same) expect({ history, mine }).toEqual({ history, mine: { offTree: false, ...theirs, source: undefined } });
        }
      }
      expect(nexts).toBe(tree.header.stats.total + tree.header.stats.secrets);
      const worst = await app.inject({ url: `/v1/trees/${variant}/${strategy}/worst-case?limit=1000` });
      expect(walker.worstCase(1000)).toEqual(worst.json());

      // Off the tree: a word the tree does not play first, with the feedback an answer gives it.
      const g = game.parseGuess('zymic') as number;
      const history = [{ guess: 'zymic', feedback: game.feedbackLabel(game.score(g, 0)) }];
      const mine = walker.next(history);
      const theirs = (
        await app.inject({ method: 'POST', url: `/v1/trees/${variant}/${strategy}/next`, payload: { history } })
      ).json<NextAnswer>();
      expect(mine).toMatchObject({ offTree: true, at: 1, remaining: theirs.remaining, solved: theirs.solved, step: theirs.step });
      expect(theirs.source).toBe('live');
    });
  }
});

describe('the walker opens a Wordle tree with its lists', () => {
  const bytes = normal!.bytes;
  const refusal = (options: Parameters<typeof openTree>[1], file: Uint8Array = bytes): CodebreakerError => {
    try {
      openTree(file, options);
    } catch (err) {
      if (err instanceof CodebreakerError) return err;
      throw err;
    }
    throw new Error('opened');
  };

  it('says exactly which options to pass when it cannot rebuild the lists from the tree', () => {
    const none = refusal({});
    expect(none.code).toBe('bad-tree-file');
    expect(none.message).toMatch(
      /^Not a usable tree file: wordle needs its word lists: give the option answers \(the 2309 words of wordle-answers\.txt, sha256 c495f6cbc364…\) and the option accepted \(the 12947 words of wordle-guesses\.txt, sha256 48f16611619a…\), each as an array of words or its file's text; the words the tree finds are not the answers \(2318 of them/,
    );
    expect(refusal({ answers: lists.answers }).message).toMatch(/give the option accepted \(the 12947 words of wordle-guesses\.txt/);
    expect(refusal({ answers: lists.answers }).message).not.toMatch(/option answers/);
  });

  it('rebuilds the one list of a wordle-{L} board (here wordle-5-g8) from the tree (its answers are its accepted words)', async () => {
    const [five] = await buildLoadedTrees([['wordle-5-g8', 'most-parts']]);
    const own = openTree(five!.bytes);
    expect(own.header).toEqual(five!.header);
    expect(own.header.variant.answers).toEqual(own.header.variant.accepted);
    const list = text('words-5.txt');
    const given = openTree(five!.bytes, { answers: list, accepted: list });
    expect(given.stats).toEqual(own.stats);
    expect(given.worstCase(5)).toEqual(own.worstCase(5));
    expect(given.next('crane:BYBBG')).toEqual(own.next('crane:BYBBG'));
  });

  it('checks the lists given against the header, as words or as file text', () => {
    const words = lists.accepted.slice(0, -1).split('\n');
    expect(openTree(bytes, { answers: lists.answers, accepted: words }).path('crane')).toEqual(openTree(bytes, lists).path('crane'));
    expect(refusal({ answers: lists.answers, accepted: words.slice(1) }).message).toMatch(
      /word list given \(option accepted\) is not wordle-guesses\.txt as the header names it: 12946 words, not 12947/,
    );
    expect(refusal({ answers: lists.accepted, accepted: lists.accepted }).message).toMatch(/option answers\) is not wordle-answers\.txt/);
    expect(refusal({ words: lists.answers }).message).toMatch(
      /wordle is a Wordle board: give its lists as answers and accepted, not words/,
    );
  });

  it("refuses a header whose mode is not its board's, and Wordle lists on another board", () => {
    const file = decodeMsgpack(bytes) as TreeFile;
    const hardLabel = encodeTreeFile({ ...file, variant: { ...file.variant, hard: true } });
    expect(refusal(lists, hardLabel).message).toMatch(/its header says hard mode, but wordle is not a hard-mode board/);
    const renamed = encodeTreeFile({ ...file, variant: { ...file.variant, id: 'wordle-hard' } });
    expect(refusal(lists, renamed).message).toMatch(/wordle-hard is a hard-mode board, but its header does not say hard: true/);
    const mastermind = new Uint8Array(readFileSync(join(DATA_DIR, 'mastermind.minimax.msgpack')));
    expect(refusal(lists, mastermind).message).toMatch(/answers or accepted words were given, but "mastermind" is not a Wordle board/);
  });
});
