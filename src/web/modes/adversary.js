// @ts-check
// Adversary mode: the person guesses against a codemaker who never commits to a secret.

import { plural } from '../dom.js';
import { adversaryAnswer, allSecrets, contradictionMessage, firstContradiction } from '../games.js';
import { codeView } from '../pegs.js';
import { guesserGame } from './guesser.js';
import { linkProblem, readHistory } from './link.js';

/**
 * Adversary mode: the codemaker never commits to a secret and answers each guess with the
 * feedback that keeps the most secrets possible (the Tsinghua Bulls-and-Cows paper's rule 3).
 * A guess wins only when it is the one secret left: the worst case, played out.
 * @type {import('./mode.js').Mode}
 */
export const adversaryMode = { id: 'adversary', label: 'I guess against a codemaker who never commits', start: adversaryGame };

/**
 * Starts an adversary game on `board`.
 * @param {HTMLElement} board @param {import('./mode.js').Env} env @param {import('./mode.js').Init} init
 * @returns {import('./mode.js').Game}
 */
function adversaryGame(board, env, init) {
  const variant = env.variant;
  const read = readHistory(variant, init.history);
  const { step } = firstContradiction(variant, read.history);
  let left = allSecrets(variant);
  const strategies = (variant.strategies ?? []).filter((s) => s.max !== undefined);
  const bestMax = Math.min(...strategies.map((s) => s.max ?? Infinity));
  const best = strategies.find((s) => s.max === bestMax);
  const guarantee = best
    ? ` ${best.id} never needs more than ${plural(bestMax, 'guess', 'guesses')}, whatever the answers: the most this codemaker can make it take.`
    : '';
  guesserGame(
    board,
    env,
    { history: step === 0 ? read.history : [] },
    {
      lead: [
        'This codemaker cheats within the rules: it never picks a secret, and answers each guess so that as many secrets as possible still fit every answer ',
        '(rule 3 of the Tsinghua Bulls-and-Cows paper). Your guess wins only when it is the one secret left, so this is the worst case, played out.',
        guarantee,
        ' ',
      ],
      giveUp: 'Give up',
      answer: (guess) => {
        const a = adversaryAnswer(variant, guess, left);
        left = a.secrets;
        return a.feedback;
      },
      left: () => left.length,
      reveal: (won) =>
        won
          ? ['Only that secret was left: you forced the codemaker to give in.', ' ']
          : left.length === 1
            ? ['The codemaker never chose, but only ', codeView(variant, /** @type {string} */ (left[0])), ' still fits every answer. ']
            : [
                `The codemaker never chose: ${plural(left.length, 'secret')} still fit every answer, for example `,
                codeView(variant, /** @type {string} */ (left[0])),
                '. ',
              ],
    },
  );
  linkProblem(board, read.problem ?? (step > 0 ? `${contradictionMessage(variant, read.history, step)} A new game starts.` : null));
  return {};
}
