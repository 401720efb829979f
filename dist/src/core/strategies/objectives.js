const TABLE_SIZE = 1 << 16;
// n ln n and n ln(n+1) for every part size; summing table entries keeps the hot loop free of logs.
const nLogN = new Float64Array(TABLE_SIZE);
const nLogN1 = new Float64Array(TABLE_SIZE);
for (let n = 1; n < TABLE_SIZE; n++) {
    nLogN[n] = n * Math.log(n);
    nLogN1[n] = n * Math.log(n + 1);
}
/** step[c] = h(c+1) - h(c) for a per-part cost h, for part sizes below TABLE_SIZE. */
function steps(h) {
    const t = new Float64Array(TABLE_SIZE);
    for (let c = 0; c < TABLE_SIZE; c++)
        t[c] = h(c + 1) - h(c);
    return t;
}
const zeroSteps = new Float64Array(TABLE_SIZE);
const fLog = (table, fn, n) => n < TABLE_SIZE ? table[n] : fn(n);
/** The five greedy objectives, in the catalogue's order. */
export const OBJECTIVES = [
    {
        id: 'minimax',
        description: "Knuth's minimax: the guess whose largest part is smallest (Knuth 1976).",
        exact: true,
        kind: 'max',
        step: zeroSteps,
        cost(counts, F) {
            let max = 0;
            for (let f = 0; f < F; f++)
                if (counts[f] > max)
                    max = counts[f];
            return max;
        },
    },
    {
        id: 'expected-size',
        description: "Irving's expected size: the guess with the smallest sum of squared part sizes (Irving 1978).",
        exact: true,
        kind: 'sum',
        step: steps((n) => n * n),
        cost(counts, F) {
            let sum = 0;
            for (let f = 0; f < F; f++)
                sum += counts[f] * counts[f];
            return sum;
        },
    },
    {
        id: 'entropy',
        description: 'Largest information: the guess whose partition has the largest entropy (seed 000).',
        exact: false,
        kind: 'sum',
        step: steps((n) => (n > 0 ? n * Math.log(n) : 0)),
        // Maximising -sum p log p equals minimising sum n ln n for a fixed total.
        cost(counts, F) {
            let sum = 0;
            for (let f = 0; f < F; f++)
                sum += fLog(nLogN, (n) => n * Math.log(n), counts[f]);
            return sum;
        },
    },
    {
        id: 'most-parts',
        description: "Kooi's most parts: the guess that splits the secrets into the most parts (Kooi 2005).",
        exact: true,
        kind: 'sum',
        step: steps((n) => (n > 0 ? -1 : 0)),
        cost(counts, F) {
            let parts = 0;
            for (let f = 0; f < F; f++)
                if (counts[f] > 0)
                    parts++;
            return -parts;
        },
    },
    {
        id: 'expected-steps',
        description: 'Expected steps: the guess with the smallest sum of n ln(n+1) over its parts (seed 001, section 3.1).',
        exact: false,
        kind: 'sum',
        step: steps((n) => n * Math.log(n + 1)),
        cost(counts, F) {
            let sum = 0;
            for (let f = 0; f < F; f++)
                sum += fLog(nLogN1, (n) => n * Math.log(n + 1), counts[f]);
            return sum;
        },
    },
];
/** The objective of a greedy strategy id, or undefined. */
export function findObjective(id) {
    return OBJECTIVES.find((o) => o.id === id);
}
//# sourceMappingURL=objectives.js.map