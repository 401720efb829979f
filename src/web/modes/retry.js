// @ts-check
// A failed request of a mode said for a person, with Try again when asking again may succeed.

import { canRetry, errorText } from '../api.js';
import { h, notice } from '../dom.js';

/**
 * The error notice of a failed request: its sentence, and a Try again button calling `retry`
 * when the failure may pass (no answer, a server error, a 503; never a 4xx).
 * @param {unknown} err @param {() => unknown} retry
 */
export function failureNotice(err, retry) {
  return notice(
    'error',
    errorText(err),
    ' ',
    canRetry(err) ? h('button', { type: 'button', class: 'linklike', onclick: () => retry() }, 'Try again') : '',
  );
}
