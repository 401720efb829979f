import { VARIANTS } from "../core/games/catalogue.js";
import { STRATEGIES } from "../core/strategies/index.js";
import { HttpError } from "./errors.js";
/**
 * Every served tree by variant and strategy, in catalogue order, and the files that failed to
 * load. A registry made without trees is loading: the server listens (and answers /health) while
 * it checks the files, and tree routes answer 503 until load() gives them.
 */
export class TreeRegistry {
    #byVariant = new Map();
    #problems = [];
    #loaded = false;
    /** A registry of these trees, or a loading one (no argument). */
    constructor(trees, problems = []) {
        if (trees !== undefined)
            this.load(trees, problems);
    }
    /** True once the trees are given. */
    get loaded() {
        return this.#loaded;
    }
    /** Files that failed their checks at load time. */
    get problems() {
        return this.#problems;
    }
    /** Serves these trees from now on (once). */
    load(trees, problems = []) {
        if (this.#loaded)
            throw new Error('the trees are loaded already');
        this.#loaded = true;
        this.#problems = problems;
        // Catalogue order for variants and strategies; unknown ids last, by name.
        const rank = (ids, id) => {
            const i = ids.findIndex((v) => v.id === id);
            return i < 0 ? ids.length : i;
        };
        const sorted = [...trees].sort((a, b) => rank(VARIANTS, a.header.variant.id) - rank(VARIANTS, b.header.variant.id) ||
            rank(STRATEGIES, a.header.strategy.id) - rank(STRATEGIES, b.header.strategy.id) ||
            a.file.localeCompare(b.file));
        for (const loaded of sorted) {
            const variant = loaded.header.variant.id;
            const strategy = loaded.header.strategy.id;
            let strategies = this.#byVariant.get(variant);
            if (strategies === undefined)
                this.#byVariant.set(variant, (strategies = new Map()));
            strategies.set(strategy, {
                variant, strategy, file: loaded.file, header: loaded.header, sha256: loaded.sha256,
                flat: loaded.flat,
                body: Buffer.from(loaded.bytes.buffer, loaded.bytes.byteOffset, loaded.bytes.byteLength),
                etag: `"${loaded.sha256}"`,
            });
        }
    }
    /** Number of trees served. */
    get count() {
        let n = 0;
        for (const m of this.#byVariant.values())
            n += m.size;
        return n;
    }
    /** Every served tree grouped by variant. */
    variants() {
        return [...this.#byVariant].map(([id, m]) => [id, [...m.values()]]);
    }
    /** The tree of a variant and strategy; a 404 naming the known ids otherwise, a 503 while loading. */
    get(variant, strategy) {
        this.assertLoaded();
        const strategies = this.#byVariant.get(variant);
        if (strategies === undefined) {
            throw new HttpError(404, 'unknown-variant', `Unknown variant ${JSON.stringify(clip(variant))}; known variants: ${[...this.#byVariant.keys()].join(', ')}.`);
        }
        const tree = strategies.get(strategy);
        if (tree === undefined) {
            throw new HttpError(404, 'unknown-strategy', `No tree for strategy ${JSON.stringify(clip(strategy))} of ${variant}; known strategies: ${[...strategies.keys()].join(', ')}.`);
        }
        return tree;
    }
    /** Throws the 503 of a registry still loading. */
    assertLoaded() {
        if (!this.#loaded)
            throw loadingError();
    }
}
/** The answer of tree routes while the server is still checking its tree files. */
export function loadingError() {
    return new HttpError(503, 'starting', 'The server is still loading and checking its trees; retry in a moment.', { 'Retry-After': '1' });
}
function clip(text) {
    return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
//# sourceMappingURL=registry.js.map