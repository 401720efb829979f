/**
 * A bounded least-recently-used cache over a Map (whose order is insertion order). Each value
 * weighs 1 unless the cache is given a weight (a board's bytes, a tree's bytes): then the bound
 * is on the total weight, and the newest value is kept even when it alone passes it. A value
 * counts as it weighed when it was stored, so the total stays exact even if it grows later.
 */
export class LruCache<K, V> {
  readonly #map = new Map<K, { readonly value: V; readonly weight: number }>();
  #weight = 0;

  constructor(
    readonly capacity: number,
    readonly weigh: (value: V) => number = () => 1,
  ) {}

  /** The value for key, marking it most recently used. */
  get(key: K): V | undefined {
    const held = this.#map.get(key);
    if (held !== undefined) {
      this.#map.delete(key);
      this.#map.set(key, held);
    }
    return held?.value;
  }

  /** Stores a value, evicting the least recently used entries beyond capacity. */
  set(key: K, value: V): void {
    if (this.capacity <= 0) return;
    this.delete(key);
    const weight = this.weigh(value);
    this.#map.set(key, { value, weight });
    this.#weight += weight;
    this.evictTo(this.capacity, 1);
  }

  /** Forgets a key. */
  delete(key: K): void {
    const held = this.#map.get(key);
    if (held === undefined) return;
    this.#map.delete(key);
    this.#weight -= held.weight;
  }

  /**
   * Evicts the least recently used entries until the total weight is at most `weight`, keeping
   * the `keep` most recent whatever they weigh (0: all may go). What memory pressure sheds.
   */
  evictTo(weight: number, keep = 0): void {
    for (const [oldest, held] of this.#map) {
      if (this.#weight <= weight || this.#map.size <= keep) break;
      this.#map.delete(oldest);
      this.#weight -= held.weight;
    }
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
