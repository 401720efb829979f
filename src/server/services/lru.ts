/** A bounded least-recently-used cache over a Map (whose order is insertion order). */
export class LruCache<K, V> {
  readonly #map = new Map<K, V>();

  constructor(readonly capacity: number) {}

  /** The value for key, marking it most recently used. */
  get(key: K): V | undefined {
    const value = this.#map.get(key);
    if (value !== undefined) {
      this.#map.delete(key);
      this.#map.set(key, value);
    }
    return value;
  }

  /** Stores a value, evicting the least recently used entry beyond capacity. */
  set(key: K, value: V): void {
    if (this.capacity <= 0) return;
    this.#map.delete(key);
    this.#map.set(key, value);
    if (this.#map.size > this.capacity) this.#map.delete(this.#map.keys().next().value as K);
  }

  /** Removes a key. */
  delete(key: K): void {
    this.#map.delete(key);
  }

  /** Number of entries held. */
  get size(): number {
    return this.#map.size;
  }
}
