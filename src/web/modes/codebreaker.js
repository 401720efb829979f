// @ts-check
// Codebreaker mode: the page hides a secret, the person guesses, hints come from the strategy.

import { allSecrets, contradictionMessage, firstContradiction, randomSecret, score } from '../games.js';
import { codeView } from '../pegs.js';
import { guesserGame } from './guesser.js';
import { linkProblem, readHistory } from './link.js';

/**
 * Codebreaker mode: a hidden random secret (drawn among the secrets a shared history allows);
 * feedback is scored in the page; Hint asks the strategy.
 * @type {import('./mode.js').Mode}
 */
export const codebreakerMode = { id: 'codebreaker', label: 'I guess, the page hides a secret', start: codebreakerGame };

/**
 * Starts a codebreaker game on `board`.
 * @param {HTMLElement} board @param {import('./mode.js').Env} env @param {import('./mode.js').Init} init
 * @returns {import('./mode.js').Game}
 */
function codebreakerGame(board, env, init) {
  const variant = env.variant;
  const read = readHistory(variant, init.history);
  const { step, secrets } = firstContradiction(variant, read.history);
  const history = step === 0 ? read.history : [];
  const left = step === 0 ? secrets : allSecrets(variant);
  // The secret stays the same when Back or a link shows an earlier point of this very game.
  const secret = init.secret !== undefined && left.includes(init.secret) ? init.secret : randomSecret(variant, left);
  guesserGame(
    board,
    env,
    { history },
    {
      lead: [`The page has picked a secret of ${variant.title}. `],
      giveUp: 'Show the secret',
      answer: (guess) => score(variant, guess, secret),
      reveal: (won) => (won ? [] : ['The secret was ', codeView(variant, secret), '. ']),
    },
  );
  linkProblem(board, read.problem ?? (step > 0 ? `${contradictionMessage(variant, read.history, step)} A new game starts.` : null));
  return { secret };
}
