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
  /** Told of each part solved in the search for the smallest total (the checkpoint keeps it). */
  onPartSolved: (n: WorkerPartNote) => void = () => {};
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
    if (n.feedback >= 0 && n.total > 0) this.onPartSolved(n);
  };

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
