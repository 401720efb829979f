/** A bounded least-recently-used cache over a Map (whose order is insertion order). */
export class LruCache {
    capacity;
    #map = new Map();
    constructor(capacity) {
        this.capacity = capacity;
    }
    /** The value for key, marking it most recently used. */
    get(key) {
        const value = this.#map.get(key);
        if (value !== undefined) {
            this.#map.delete(key);
            this.#map.set(key, value);
        }
        return value;
    }
    /** Stores a value, evicting the least recently used entry beyond capacity. */
    set(key, value) {
        if (this.capacity <= 0)
            return;
        this.#map.delete(key);
        this.#map.set(key, value);
        if (this.#map.size > this.capacity)
            this.#map.delete(this.#map.keys().next().value);
    }
    /** Number of entries held. */
    get size() {
        return this.#map.size;
    }
}
//# sourceMappingURL=lru.js.map