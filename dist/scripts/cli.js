import { VARIANTS } from "../src/core/games/catalogue.js";
import { STRATEGIES } from "../src/core/strategies/index.js";
/** Splits a comma list option ("a,b") into ids, checking each against the known ones. */
export function pickIds(option, known, what) {
    if (option === undefined || option === '' || option === 'all')
        return [...known];
    const ids = option.split(',').map((s) => s.trim()).filter(Boolean);
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
};
/** Ids of the catalogue, for option checks. */
export const variantIds = VARIANTS.map((v) => v.id);
/** Ids of every strategy, for option checks. */
export const strategyIds = STRATEGIES.map((s) => s.id);
//# sourceMappingURL=cli.js.map