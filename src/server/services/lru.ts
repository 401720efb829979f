/**
 * A bounded least-recently-used cache over a Map (whose order is insertion order). Each value
 * weighs 1 unless the cache is given a weight (a board's codes, a tree's secrets): then the bound
 * is on the total weight, and the newest value is kept even when it alone passes it.
 */
export class LruCache<K, V> {
  readonly #map = new Map<K, V>();
  #weight = 0;

  constructor(
    readonly capacity: number,
    readonly weigh: (value: V) => number = () => 1,
  ) {}

  /** The value for key, marking it most recently used. */
  get(key: K): V | undefined {
    const value = this.#map.get(key);
    if (value !== undefined) {
      this.#map.delete(key);
      this.#map.set(key, value);
    }
    return value;
  }

  /** Stores a value, evicting the least recently used entries beyond capacity. */
  set(key: K, value: V): void {
    if (this.capacity <= 0) return;
    this.delete(key);
    this.#map.set(key, value);
    this.#weight += this.weigh(value);
    for (const [oldest, held] of this.#map) {
      if (this.#weight <= this.capacity || this.#map.size === 1) break;
      this.#map.delete(oldest);
      this.#weight -= this.weigh(held);
    }
  }

  /** Forgets a key. */
  delete(key: K): void {
    const held = this.#map.get(key);
    if (held === undefined) return;
    this.#map.delete(key);
    this.#weight -= this.weigh(held);
  }

  /** The keys held, least recently used first (a copy: entries may be deleted while it is read). */
  keys(): K[] {
    return [...this.#map.keys()];
  }

  /** Number of entries held. */
  get size(): number {
    return this.#map.size;
  }

  /** Their total weight. */
  get weight(): number {
    return this.#weight;
  }
}
