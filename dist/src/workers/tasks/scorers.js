import { createGame } from "../../core/games/catalogue.js";
import { createScorer } from "../../core/scorer.js";
// A thread keeps the games and scorers it has built, so a variant's tables are made once per thread.
const games = new Map();
const scorers = new Map();
/** The game of a spec, built once per thread. */
export function gameOf(spec) {
    let game = games.get(spec.id);
    if (game === undefined)
        games.set(spec.id, (game = createGame(spec)));
    return game;
}
/**
 * A scorer over the main thread's score table when one is given (shared memory, so no thread
 * builds it again), else over a table of its own up to `tableLimit` entries.
 */
export function scorerOf(spec, table, tableLimit) {
    const key = table !== undefined ? `${spec.id}/shared` : `${spec.id}/${tableLimit ?? 'default'}`;
    let scorer = scorers.get(key);
    if (scorer === undefined) {
        const game = gameOf(spec);
        scorer = table !== undefined ? createScorer(game, undefined, table) : createScorer(game, tableLimit);
        scorers.set(key, scorer);
    }
    return scorer;
}
//# sourceMappingURL=scorers.js.map