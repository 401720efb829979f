/** Above this many guess x secret pairs, feedback is computed on the fly instead of tabled. */
export const DEFAULT_TABLE_LIMIT = 64 * 1024 * 1024;
/**
 * Builds the scorer of a game, with a table when guessCount x secretCount <= tableLimit. The
 * table lives in shared memory so that worker threads can use it without copying; a table built
 * earlier for the same game can be passed in.
 */
export function createScorer(game, tableLimit = DEFAULT_TABLE_LIMIT, prebuilt) {
    const { guessCount: G, secretCount: S, score } = game;
    const table = prebuilt ?? newScoreTable(game, tableLimit);
    if (table === undefined) {
        return {
            game,
            table: undefined,
            columns: undefined,
            countParts(g, remaining, counts) {
                for (let i = 0; i < remaining.length; i++)
                    counts[score(g, remaining[i])]++;
            },
            feedbacks(g, remaining, out) {
                for (let i = 0; i < remaining.length; i++)
                    out[i] = score(g, remaining[i]);
            },
        };
    }
    if (prebuilt === undefined)
        fillScoreTable(game, table);
    else if (prebuilt.length !== G * S) {
        throw new Error(`score table for ${game.spec.id} has ${prebuilt.length} entries, expected ${G * S}`);
    }
    return {
        game,
        table,
        columns: game.symmetricScore ? table : transpose(table, G, S),
        countParts(g, remaining, counts) {
            const base = g * S;
            for (let i = 0; i < remaining.length; i++)
                counts[table[base + remaining[i]]]++;
        },
        feedbacks(g, remaining, out) {
            const base = g * S;
            for (let i = 0; i < remaining.length; i++)
                out[i] = table[base + remaining[i]];
        },
    };
}
/** An empty score table in shared memory, or undefined when guessCount x secretCount > tableLimit. */
export function newScoreTable(game, tableLimit = DEFAULT_TABLE_LIMIT) {
    const size = game.guessCount * game.secretCount;
    return size > tableLimit ? undefined : new Uint8Array(new SharedArrayBuffer(size));
}
/**
 * log2 of the count slots per candidate when column loops count parts for many candidates at
 * once (slot (c << shift) | feedback): the feedback count rounded up to a power of two.
 */
export function partSlotsShift(feedbackCount) {
    return 32 - Math.clz32(Math.max(1, feedbackCount - 1));
}
/** Fills a guessCount x secretCount table with the game's feedbacks, row g at g * secretCount; returns it. */
export function fillScoreTable(game, table) {
    const S = game.secretCount;
    for (let g = 0; g < game.guessCount; g++)
        game.scoreRow(g, table.subarray(g * S, (g + 1) * S));
    return table;
}
/** The transpose of a rows x cols byte matrix, in blocks so that reads and writes stay in cache. */
function transpose(m, rows, cols) {
    const t = new Uint8Array(m.length);
    const B = 64;
    for (let r0 = 0; r0 < rows; r0 += B) {
        const r1 = Math.min(rows, r0 + B);
        for (let c0 = 0; c0 < cols; c0 += B) {
            const c1 = Math.min(cols, c0 + B);
            for (let r = r0; r < r1; r++)
                for (let c = c0; c < c1; c++)
                    t[c * rows + r] = m[r * cols + c];
        }
    }
    return t;
}
//# sourceMappingURL=scorer.js.map