/**
 * Timings of the exact strategies, for scripts/bench.ts: builds mastermind / optimal and
 * optimal-worst, and royale / optimal (about half a minute; --no-royale skips it), from scratch,
 * and prints the time, the total, and the ratio to the single-thread figures of the C++ solver
 * widmaN/mastermind-strategy, measured single-threaded on the same kind of machine.
 *
 *   node dist/scripts/bench-exact.js [--no-royale] [--workers N]
 */
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { getGame } from "../src/core/games/catalogue.js";
import { createScorer } from "../src/core/scorer.js";
import { runExact } from "../src/builder/exact.js";
const PEER_SECONDS = { mastermind: 0.12, royale: 5.4, 'bulls-and-cows': 127 };
/** Times the exact builds (mastermind optimal and optimal-worst; royale optimal unless royale is false), printing a line each. */
export async function benchExact(options = {}) {
    const print = options.print ?? console.log;
    const workers = options.workers ?? 2;
    const rows = [];
    const cases = [['mastermind', 'optimal'], ['mastermind', 'optimal-worst']];
    if (options.royale ?? true)
        cases.push(['royale', 'optimal']);
    for (const [variant, strategy] of cases) {
        const scorer = createScorer(getGame(variant));
        const r = await runExact(scorer, { objective: strategy === 'optimal' ? 'total' : 'worst', workers, log: () => { } });
        const peer = strategy === 'optimal' ? (PEER_SECONDS[variant] ?? null) : null;
        const row = { variant, strategy, workers, ms: r.ms, total: r.total, peerSeconds: peer };
        rows.push(row);
        const ratio = peer === null ? '' : `, ${(r.ms / 1000 / peer).toFixed(1)}x the C++ peer's ${peer} s`;
        print(`exact ${variant}/${strategy}: ${r.ms.toFixed(0)} ms, total ${r.total}, depth limit ${r.depth}, ${workers} worker(s)${ratio}`);
    }
    return rows;
}
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
    const { values } = parseArgs({ options: { 'no-royale': { type: 'boolean' }, workers: { type: 'string' } } });
    await benchExact({ royale: !values['no-royale'], workers: values.workers === undefined ? undefined : Number(values.workers) });
}
//# sourceMappingURL=bench-exact.js.map