/**
 * What a running exact search says about itself: its progress lines, the first guesses under way
 * and how far each has got ("part 3/14, total so far 4210").
 */
import type { Game } from '../../core/game.ts';
import type { WorkerPartNote } from '../../core/strategies/exact/tasks.ts';

/** The progress state of one exact build, read by the periodic progress line. */
export class SearchStatus {
  /** Top-level guesses under way, with how far each has got. */
  readonly running = new Map<number, string>();
  /** What the search is doing ("smallest total within 7 guesses"). */
  phase = '';
  /** The rest of the progress line, for the phase under way. */
  describe: () => string = () => '';
  /**
   * Told of each part solved in the search for the smallest total (the checkpoint keeps it);
   * answers false when the part was known already (a resumed search replays the parts its
   * checkpoint holds), true when it is new.
   */
  onPartSolved: (n: WorkerPartNote) => boolean = () => true;
  /** Parts solved of the first guess under way, from the last note (0 of 0 between first guesses). */
  readonly parts = { done: 0, total: 0 };
  /**
   * While optimal-worst looks for the smallest depth: the depth tried, and its first guesses
   * answered of all (undefined in the search for the smallest total).
   */
  depth: { depth: number; done: number; total: number } | undefined;
  /**
   * Told after each note and each milestone (a first guess answered, a depth started): the
   * budget and the progress listener of runExact. `fresh` is false for a note that only replays
   * a part known from the checkpoint (progress, not news: the next part may run long, and what is
   * heard must not fall behind what the checkpoint holds).
   */
  afterNote: (fresh: boolean) => void = () => {};
  private readonly started = performance.now();

  constructor(
    readonly game: Game,
    /** "optimal mastermind": what the lines are about. */
    readonly name: string,
    readonly log: (line: string) => void,
  ) {}

  /** Seconds since the build started, for the lines ("3.2 s"). */
  elapsed(): string {
    return `${((performance.now() - this.started) / 1000).toFixed(1)} s`;
  }

  /** Milliseconds since the build started. */
  ms(): number {
    return performance.now() - this.started;
  }

  /** Takes a thread's note about the parts of the guess it searches. */
  readonly note = (n: WorkerPartNote): void => {
    this.running.set(n.index, n.total > 0 ? `part ${n.done}/${n.parts}, total so far ${n.total}` : `part ${n.done}/${n.parts} fits`);
    const fresh = n.feedback >= 0 && n.total > 0 ? this.onPartSolved(n) : true;
    this.parts.done = n.done;
    this.parts.total = n.parts;
    this.afterNote(fresh);
  };

  /** A step of the search that is not a part: a first guess answered, a depth started (see afterNote). */
  milestone(): void {
    this.afterNote(true);
  }

  /** The first guesses under way, with how far each has got. */
  runningText(choices: ReadonlyArray<{ guess: number }>): string {
    return (
      [...this.running.entries()]
        .map(([i, how]) => `${this.game.formatGuess(choices[i]!.guess)} (#${i + 1}/${choices.length}${how ? `, ${how}` : ''})`)
        .join(', ') || '-'
    );
  }

  /** Writes the periodic progress line. */
  tick(): void {
    this.log(`${this.name}: ${this.phase}; ${this.describe()}${this.elapsed()}`);
  }
}
