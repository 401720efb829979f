/**
 * Memo of solved subproblems: a set of secrets and a depth limit map to what the search proved
 * about them (the exact smallest total and its first guess, or only a lower bound after a cut).
 * Keys are compared in full, never by hash alone, so a collision cannot change a result. When the
 * stored secrets exceed the memory bound the memo is emptied; that costs time, never correctness.
 */
/** A bounded map from (secrets, depth) to MemoEntry. */
export class SubsetMemo {
    limit;
    map = new Map();
    stored = 0;
    /** Lookups answered from the memo (for progress reports). */
    hits = 0;
    /** limit: the most secret indices kept in all entries together (4 bytes each). */
    constructor(limit = 16_000_000) {
        this.limit = limit;
    }
    /** The entry for these secrets and depth, or undefined. */
    get(secrets, depth) {
        const bucket = this.map.get(hashOf(secrets, depth));
        if (bucket === undefined)
            return undefined;
        if (!Array.isArray(bucket)) {
            if (bucket.depth === depth && sameSet(bucket.secrets, secrets)) {
                this.hits++;
                return bucket;
            }
            return undefined;
        }
        for (const e of bucket) {
            if (e.depth === depth && sameSet(e.secrets, secrets)) {
                this.hits++;
                return e;
            }
        }
        return undefined;
    }
    /** The entry for these secrets and depth, created (copying the secrets) when absent. */
    entry(secrets, depth) {
        const found = this.get(secrets, depth);
        if (found !== undefined)
            return found;
        if (this.stored + secrets.length > this.limit)
            this.clear();
        const e = { secrets: secrets.slice(), depth, lower: 0, exact: -1, guess: -1 };
        const key = hashOf(secrets, depth);
        const bucket = this.map.get(key);
        if (bucket === undefined)
            this.map.set(key, e);
        else if (Array.isArray(bucket))
            bucket.push(e);
        else
            this.map.set(key, [bucket, e]);
        this.stored += secrets.length;
        return e;
    }
    /** Number of entries. */
    get size() {
        return this.map.size;
    }
    /** Forgets everything. */
    clear() {
        this.map.clear();
        this.stored = 0;
    }
}
function sameSet(a, b) {
    if (a.length !== b.length)
        return false;
    for (let i = 0; i < a.length; i++)
        if (a[i] !== b[i])
            return false;
    return true;
}
/** A 52-bit hash of a sorted secret list and a depth (two 26-bit multiplicative mixes). */
function hashOf(secrets, depth) {
    let h1 = 0x9e3779b1 ^ depth;
    let h2 = 0x85ebca6b ^ secrets.length;
    for (let i = 0; i < secrets.length; i++) {
        const x = secrets[i];
        h1 = Math.imul(h1 ^ x, 0x01000193);
        h2 = Math.imul(h2 + x, 0x5bd1e995) ^ (h2 >>> 15);
    }
    return (h1 >>> 6) * 67108864 + (h2 >>> 6);
}
//# sourceMappingURL=memo.js.map