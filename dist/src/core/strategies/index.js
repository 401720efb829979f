import { buildTree, createGreedyChooser } from "./greedy.js";
import { OBJECTIVES } from "./objectives.js";
/** Variants the exact search cannot finish here, with the reason. */
const EXACT_OUT_OF_REACH = {
    super: 'Super Mastermind (32768 secrets) is out of reach for the exact search for now',
};
/** Every strategy, greedy first, in the catalogue's order (the ids are fixed). */
export const STRATEGIES = [
    ...OBJECTIVES.map((objective) => ({
        id: objective.id,
        description: objective.description,
        kind: 'greedy',
        objective,
        build: (scorer, onProgress) => buildTree(scorer, createGreedyChooser(scorer, objective), onProgress),
    })),
    {
        id: 'optimal',
        description: 'Exact: the smallest total number of guesses over all secrets within the board limit (branch and bound).',
        kind: 'exact',
        target: 'total',
        unsupported: (variantId) => EXACT_OUT_OF_REACH[variantId] ?? null,
    },
    {
        id: 'optimal-worst',
        description: 'Exact: the smallest worst case, then the smallest total number of guesses with that worst case.',
        kind: 'exact',
        target: 'worst',
        unsupported: (variantId) => EXACT_OUT_OF_REACH[variantId] ?? null,
    },
];
/** The strategy with this id, or undefined. */
export function findStrategy(id) {
    return STRATEGIES.find((s) => s.id === id);
}
/** The greedy strategy with this id, or undefined (also for an exact strategy's id). */
export function findGreedyStrategy(id) {
    const strategy = findStrategy(id);
    return strategy?.kind === 'greedy' ? strategy : undefined;
}
//# sourceMappingURL=index.js.map