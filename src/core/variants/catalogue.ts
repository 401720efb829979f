// The catalogue of variants: plain data with fixed ids, which tree files and the HTTP API use,
// each entry its family's (the registrations list them, families.ts).
import type { VariantSpec } from '../game.ts';
import { SPEC_FAMILIES } from './families.ts';

/**
 * The catalogue of variants: plain data, ids fixed (tree files and the HTTP API use them), each
 * family's in the order of the registrations. A new variant is one entry of its family's
 * `catalogue`; a board of the grammar with the same rules answers as its alias.
 */
export const VARIANTS: readonly VariantSpec[] = SPEC_FAMILIES.flatMap((f) => f.catalogue ?? []);
