// Holds the server's resident memory under its ceiling (MEMORY_MAX_MB): caches shed, idle threads
// stopped, builds refused that would not fit, and the newest stopped should it pass the ceiling.
import { HttpError } from '../errors/http-error.ts';

/** How often the guard reads the process's resident memory. */
const SAMPLE_MS = 200;

/** Above this share of the ceiling the caches let go of half of what they hold and idle threads stop. */
const SHED_AT = 0.8;

/**
 * At most once in this long: what is shed is made again when asked for (games, lists read back,
 * trees read back and checked), so shedding every sample while the process stays high would spend
 * the event loop on making them again, and memory that is given back shows in the resident memory
 * only after the collectors have run.
 */
const SHED_EVERY_MS = 10_000;

/**
 * A build is taken when its estimate fits under this share of the ceiling beside what the process
 * holds: the rest is left to what no build decides (live answers, reviews, requests' own memory).
 */
const ADMIT_UNDER = 0.9;

/** A build's estimate above this share of the ceiling never fits: 422, not 503. */
const NEVER_FITS = 0.5;

/** Something the guard can stop to stay under the ceiling: a build under way, with what it was estimated to take. */
export interface Stoppable {
  readonly bytes: number;
  stop(reason: string): void;
}

/**
 * The server's memory ceiling (MEMORY_MAX_MB), held on the resident memory of the whole process
 * (its worker threads share it), read every 200 ms: above 80% of it the caches let go of half of
 * what they hold, at most every 10 s (registered shedders: trees built on demand, games, users'
 * lists, the event loop's tables, reviews), and threads without work stop; a
 * build is taken only when its estimate fits under 90% of the ceiling beside what the process holds now
 * (else 503 `memory`, or 422 `too-large` when it could never fit); and should the process pass the
 * ceiling all the same, the builds under way are stopped, the newest first, until it is back
 * under it (each answered 503 naming the limit). So a flood of boards and builds costs refusals
 * and rebuilds, never memory past the ceiling for longer than a sample or two.
 */
export class MemoryGuard {
  readonly #shedders: Array<() => void> = [];
  readonly #running = new Set<Stoppable>();
  #rss: number;
  #peak: number;
  #shedAt = 0;
  #timer: NodeJS.Timeout | undefined;
  /** Builds refused for memory, and builds stopped at the ceiling, since start (for /metrics and tests). */
  refused = 0;
  stopped = 0;

  constructor(
    readonly ceilingBytes: number,
    readonly rss: () => number = () => process.memoryUsage.rss(),
  ) {
    this.#rss = rss();
    this.#peak = this.#rss;
  }

  /** The ceiling in MB, as MEMORY_MAX_MB says it. */
  get ceilingMb(): number {
    return Math.round(this.ceilingBytes / 2 ** 20);
  }

  /** Resident memory at the last sample, and the highest sampled. */
  get current(): number {
    return this.#rss;
  }

  get peak(): number {
    return this.#peak;
  }

  /** Starts sampling (the timer does not keep the process alive). */
  start(): this {
    this.#timer ??= setInterval(() => this.sample(), SAMPLE_MS).unref();
    return this;
  }

  /** Stops sampling. */
  close(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
  }

  /** Registers what lets go of memory when the process nears the ceiling (half of what it holds). */
  onShed(shed: () => void): void {
    this.#shedders.push(shed);
  }

  /** Reads the resident memory now and acts on it: sheds near the ceiling, stops builds past it. */
  sample(): void {
    this.#rss = this.rss();
    this.#peak = Math.max(this.#peak, this.#rss);
    const now = Date.now();
    if (this.#rss > SHED_AT * this.ceilingBytes && now - this.#shedAt >= SHED_EVERY_MS) {
      this.#shedAt = now;
      this.shed();
    }
    if (this.#rss > this.ceilingBytes) {
      // The newest build first: the older ones are nearer their end.
      const newest = [...this.#running].at(-1);
      if (newest !== undefined) {
        this.#running.delete(newest);
        this.stopped++;
        newest.stop(`the server reached its memory ceiling of ${this.ceilingMb} MB (MEMORY_MAX_MB) while building it`);
      }
    }
  }

  /** Lets go of half of what the caches hold and stops idle threads (also at once, when a build is refused for memory). */
  shed(): void {
    this.#shedAt = Date.now();
    for (const shed of this.#shedders) shed();
  }

  /**
   * Takes a build estimated to add `bytes`, or throws: 503 `memory` when it does not fit beside
   * what the process holds now, 422 `too-large` when it could never fit. `what` names it in the
   * message ("the entropy tree of mm-5x8...").
   */
  admit(bytes: number, what: string): void {
    const mb = (b: number): string => `${Math.ceil(b / 2 ** 20)} MB`;
    if (bytes > NEVER_FITS * this.ceilingBytes) {
      this.refused++;
      throw new HttpError(
        422,
        'too-large',
        `Building ${what} would take about ${mb(bytes)}, more than this server's memory ceiling of ${this.ceilingMb} MB (MEMORY_MAX_MB) allows one build. Its next guesses are answered live: .../next.`,
      );
    }
    this.sample();
    if (this.#rss + bytes > ADMIT_UNDER * this.ceilingBytes) {
      this.refused++;
      // What the caches hold goes first (unless it went lately): the next try may fit.
      if (Date.now() - this.#shedAt >= SHED_EVERY_MS) this.shed();
      throw new HttpError(
        503,
        'memory',
        `Building ${what} would take about ${mb(bytes)} more, and the server holds ${mb(this.#rss)} of its memory ceiling of ${this.ceilingMb} MB (MEMORY_MAX_MB); retry shortly. Meanwhile .../next answers live.`,
        { 'Retry-After': '5' },
      );
    }
  }

  /** Follows a build under way, to be stopped if the process passes the ceiling; the returned function ends that. */
  track(build: Stoppable): () => void {
    this.#running.add(build);
    return () => this.#running.delete(build);
  }
}
