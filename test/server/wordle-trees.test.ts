import { describe, expect, it } from 'vitest';
import type { TreeHeader } from '../../src/client/types.ts';
import { sharedApp } from './helpers/app.ts';

// A committed wordle tree, and a hard-mode one built here (hard mode's greedy trees need 8 guesses).
const app = await sharedApp({ trees: ['wordle.entropy.msgpack', ['wordle-hard-g8', 'most-parts']] });

describe('the tree header of a Wordle tree', () => {
  it('names both lists, and says hard mode when the board has it (the answers are checked against the OpenAPI document)', async () => {
    const normal = await app.inject({ url: '/v1/trees/wordle/entropy' });
    expect(normal.statusCode).toBe(200);
    const header = normal.json<TreeHeader>();
    expect(header.variant).toMatchObject({
      id: 'wordle',
      secrets: 'words',
      guesses: 'words',
      maxGuesses: 6,
      answers: { list: 'wordle-answers.txt', count: 2309 },
      accepted: { list: 'wordle-guesses.txt', count: 12947 },
    });
    for (const list of [header.variant.answers, header.variant.accepted]) expect(list?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(header.variant).not.toHaveProperty('hard');
    expect(header.variant).not.toHaveProperty('words');

    const hard = (await app.inject({ url: '/v1/trees/wordle-hard-g8/most-parts' })).json<TreeHeader>();
    expect(hard.variant).toMatchObject({ id: 'wordle-hard-g8', maxGuesses: 8, hard: true, answers: header.variant.answers! });
    expect(hard.variant.accepted).toEqual(header.variant.accepted);
  });
});
