// The sizes of specs (the specs of the grammar's boards are made in each family's folder).
import type { VariantSpec } from '../game.ts';
import { familyOfSpec } from './families.ts';

export { sameBoard } from '../same-board.ts';

/** Secrets and allowed guesses of a spec, counted without making its game. */
export function specSize(spec: VariantSpec): { secrets: number; guesses: number } {
  if (spec.size !== undefined) return { secrets: spec.size.secrets, guesses: spec.size.guesses };
  const own = familyOfSpec(spec)?.specSize;
  if (own !== undefined) return own(spec);
  if (spec.words !== undefined) return { secrets: spec.words.count, guesses: spec.words.count };
  const k = spec.symbols.length;
  const all = k ** spec.pegs;
  let distinct = 1;
  for (let i = 0; i < spec.pegs; i++) distinct *= k - i;
  return { secrets: spec.secrets === 'distinct' ? distinct : all, guesses: spec.guesses === 'distinct' ? distinct : all };
}
