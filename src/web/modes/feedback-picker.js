// @ts-check
// The select in which the person gives a guess's feedback (assistant and Challenge modes).

import { h, replace } from '../dom.js';
import { allSecrets, describeLabel, possibleLabels } from '../games.js';

/**
 * A feedback picker: every label the guess can get on this board, those no remaining secret can
 * give disabled. Enter in it submits the form it is in.
 * @param {import('../games.js').Variant} variant @param {string} id @param {string} label
 */
export function feedbackPicker(variant, id, label) {
  const sel = /** @type {HTMLSelectElement} */ (h('select', { id, 'aria-label': label }));
  /** @type {Map<string, string[]>} labels of a guess over every secret, remembered per guess */
  const labelsOf = new Map();
  const all = allSecrets(variant);
  return {
    el: sel,
    /**
     * Lists the labels of `guess`, disabling those no secret of `left` gives; keeps `value`.
     * @param {string|null} guess @param {string[]} left @param {string} value @param {boolean} [placeholder]
     */
    set(guess, left, value, placeholder = false) {
      if (guess === null) {
        replace(sel, h('option', { value: '' }, 'type a guess first'));
        return;
      }
      let labels = labelsOf.get(guess);
      if (!labels) labelsOf.set(guess, (labels = possibleLabels(variant, guess, all)));
      const possible = new Set(left.length ? possibleLabels(variant, guess, left) : labels);
      replace(
        sel,
        placeholder ? h('option', { value: '' }, 'pick the feedback') : null,
        ...labels.map((l) =>
          h(
            'option',
            { value: l, disabled: !possible.has(l) },
            `${l} — ${describeLabel(variant, l)}${possible.has(l) ? '' : ' (no secret left gives this)'}`,
          ),
        ),
      );
      sel.value = labels.includes(value) ? value : placeholder ? '' : (labels.find((l) => possible.has(l)) ?? '');
    },
  };
}
