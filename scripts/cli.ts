import { VARIANTS } from '../src/core/games/catalogue.ts';
import { resolveVariant } from '../src/core/games/resolve.ts';
import { boardId, parseBoardId, VariantIdError } from '../src/core/games/variant-id.ts';
import { STRATEGIES } from '../src/core/strategies/index.ts';

/**
 * Splits a --variant option into canonical variant ids: catalogue ids (all of them for "all" or
 * nothing) and any id of the variant-id grammar (mm-4x7, bc-4x9, words-5, ...), aliases resolved.
 * Word boards need their word list: scripts resolve their specs with the store's resolveAnyVariant.
 */
export function pickVariants(option: string | undefined): string[] {
  if (option === undefined || option === '' || option === 'all') return VARIANTS.map((v) => v.id);
  const ids: string[] = [];
  for (const id of option
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    try {
      // A word board's canonical id comes from the grammar alone; its spec needs the list.
      const canonical = /^words-/i.test(id) ? boardId(parseBoardId(id)) : resolveVariant(id).id;
      if (!ids.includes(canonical)) ids.push(canonical);
    } catch (err) {
      if (!(err instanceof VariantIdError)) throw err;
      console.error(err.message);
      process.exit(2);
    }
  }
  return ids;
}

/** Splits a comma list option ("a,b") into ids, checking each against the known ones. */
export function pickIds(option: string | undefined, known: readonly string[], what: string): string[] {
  if (option === undefined || option === '' || option.toLowerCase() === 'all') return [...known];
  // Ids are matched in any case and kept in their canonical lower case (as variant ids are).
  const ids = option
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  for (const id of ids) {
    if (!known.includes(id)) {
      console.error(`Unknown ${what} "${id}". Known: ${known.join(', ')}`);
      process.exit(2);
    }
  }
  return ids;
}

/** Options shared by the scripts (node:util parseArgs form). */
export const commonOptions = {
  variant: { type: 'string', short: 'v' },
  strategy: { type: 'string', short: 's' },
  'data-dir': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Ids of the catalogue, for option checks. */
export const variantIds = VARIANTS.map((v) => v.id);
/** Ids of every strategy, for option checks. */
export const strategyIds = STRATEGIES.map((s) => s.id);
