import { VariantsResponse } from "../schemas/variants.js";
/** GET /v1/variants: every variant with trees, and each strategy's figures. */
export const variantRoutes = async (app, { registry }) => {
    // Computed once the trees are loaded: they never change after.
    let cached;
    const answer = () => (cached ??= {
        variants: registry.variants().map(([, trees]) => {
            const { id, title, pegs, symbols, secrets, guesses, maxGuesses } = trees[0].header.variant;
            return {
                id, title, pegs, symbols, secrets, guesses, maxGuesses,
                strategies: trees.map((t) => {
                    const { total, average, max } = t.header.stats;
                    return { id: t.strategy, total, average, max };
                }),
            };
        }),
    });
    app.get('/v1/variants', {
        schema: { summary: 'Variants and their strategies', tags: ['trees'], response: { 200: VariantsResponse } },
    }, async () => {
        registry.assertLoaded();
        return answer();
    });
};
//# sourceMappingURL=variants.js.map