/**
 * Reads the comma lists of --variant and --strategy into canonical ids, checked against what the
 * catalogue and the variant-id grammar know; a wrong id is a UsageError naming it, with the
 * nearest known id suggested.
 */
import { VARIANTS } from '../core/variants/catalogue.ts';
import { parseVariant } from '../core/variants/parse.ts';
import { VariantIdError } from '../core/variants/grammar.ts';
import { FAMILIES } from '../core/variants/families.ts';
import { LIVE_GRAMMAR } from '../core/variants/live-games.ts';
import { STRATEGIES } from '../core/strategies/index.ts';
import { UsageError } from './errors.ts';
import { GRAMMAR_EXAMPLES, OTHER_GRAMMAR_EXAMPLES, type IdList } from './spec.ts';
import { didYouMean } from './suggest.ts';

/** Ids of the catalogue, for option checks and help. */
export const variantIds = VARIANTS.map((v) => v.id);
/** Ids of every strategy, for option checks and help. */
export const strategyIds = STRATEGIES.map((s) => s.id);

/** The families' boards of the grammar, as the help names them (they are no catalogue ids, yet the boards most people come for). */
const FAMILY_BOARDS = FAMILIES.flatMap((f) => (f.helpBoards === undefined ? [] : [`${f.helpBoards}; `])).join('');

/** Ids of the grammar as an option's help names them: the families' boards most people come for, then the others. */
const GRAMMAR_EXAMPLE_IDS = [...FAMILIES.flatMap((f) => f.helpExamples ?? []), OTHER_GRAMMAR_EXAMPLES].join(', ');

/** An option's help with the grammar's examples filled in (the slot spec.ts GRAMMAR_EXAMPLES). */
export function fillHelp(help: string): string {
  return help.replaceAll(GRAMMAR_EXAMPLES, GRAMMAR_EXAMPLE_IDS);
}

/** The help's paragraph naming the ids a person can choose from. */
export function idsParagraph(list: IdList): string {
  return list === 'variants'
    ? `Variants: ${variantIds.join(', ')}; ${FAMILY_BOARDS}several boards at once: ${LIVE_GRAMMAR}; or any other id of the grammar such as ${OTHER_GRAMMAR_EXAMPLES}.`
    : `Strategies: ${strategyIds.join(', ')}.`;
}

/** What the families add to a command's help (core/family.ts commandHelp): paragraphs and examples. */
export function familyHelp(command: string): { paragraphs: string[]; examples: string[] } {
  const helps = FAMILIES.flatMap((f) => (f.commandHelp?.[command] === undefined ? [] : [f.commandHelp[command]]));
  return { paragraphs: helps.flatMap((h) => h.paragraphs ?? []), examples: helps.flatMap((h) => h.examples ?? []) };
}

/** The items of a comma list ("a, b,,c" gives a, b, c). */
function items(option: string): string[] {
  return option
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * Splits a --variant option into canonical variant ids: catalogue ids (all of them for "all" or
 * nothing) and any id of the variant-id grammar (mm-4x7, bc-4x9, words-5, ...), aliases resolved.
 * Word boards need their word list: commands resolve their specs with the store's lists.
 */
export function pickVariants(option: string | undefined): string[] {
  if (option === undefined || option === '' || option === 'all') return [...variantIds];
  const ids: string[] = [];
  for (const id of items(option)) {
    try {
      const canonical = parseVariant(id).id;
      if (!ids.includes(canonical)) ids.push(canonical);
    } catch (err) {
      if (!(err instanceof VariantIdError)) throw err;
      const suggestion = didYouMean(id, variantIds);
      throw new UsageError(suggestion === '' ? err.message : `unknown variant "${id}"${suggestion}`);
    }
  }
  return ids;
}

/** Splits a comma list option ("a,b") into ids, checking each against the known ones. */
export function pickIds(option: string | undefined, known: readonly string[], what: string): string[] {
  if (option === undefined || option === '' || option.toLowerCase() === 'all') return [...known];
  // Ids are matched in any case and kept in their canonical lower case (as variant ids are).
  const ids = items(option).map((s) => s.toLowerCase());
  for (const id of ids) {
    if (!known.includes(id)) throw new UsageError(`unknown ${what} "${id}"${didYouMean(id, known)}; known: ${known.join(', ')}`);
  }
  return ids;
}
