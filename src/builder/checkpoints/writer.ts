// Writes the checkpoint of an exact search running on a build thread: the latest state, one write
// at a time, so the thread never waits for the disk and a stopped build keeps its solved parts.
import { mkdir, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { writeCheckpoint, type ExactCheckpoint } from './checkpoint.ts';

/**
 * Writes the checkpoint of an exact search that runs on a build thread. The thread hands on its
 * state after every change (CheckpointPlace.send, posted here), and the writer keeps the file at
 * the latest state, one write at a time: a state that comes during a write is written right after
 * it (the states in between are skipped: the latest holds them all). The thread never waits for
 * the disk, and a build stopped from outside (its thread stopped a quarter of the budget after it,
 * or a shutdown) keeps every part the thread had solved once flush() has settled. Writes are
 * atomic (checkpoint.ts): the file always holds a whole state.
 */
export class CheckpointWriter {
  #latest: ExactCheckpoint | undefined;
  #writing: Promise<void> | undefined;
  #made = false;
  /** The last write that failed (the next state is tried all the same), for logs and tests. */
  failure: Error | undefined;

  constructor(readonly path: string) {}

  /** Takes the thread's latest state, to be written as soon as the write under way (if any) ends. */
  offer(checkpoint: ExactCheckpoint): void {
    this.#latest = checkpoint;
    this.#writing ??= this.#drain();
  }

  /** Settles once the file holds the latest state offered. */
  async flush(): Promise<void> {
    while (this.#writing !== undefined) await this.#writing;
  }

  /** Removes the file (the tree is built), after any write under way; a failure is kept in `failure`, as a write's. */
  async remove(): Promise<void> {
    this.#latest = undefined;
    await this.flush();
    await rm(this.path, { force: true }).catch((err: unknown) => {
      this.failure = err instanceof Error ? err : new Error(String(err));
    });
  }

  async #drain(): Promise<void> {
    try {
      for (let next = this.#latest; next !== undefined; next = this.#latest) {
        this.#latest = undefined;
        try {
          if (!this.#made) await mkdir(dirname(this.path), { recursive: true });
          this.#made = true;
          await writeCheckpoint(this.path, next);
        } catch (err) {
          this.failure = err instanceof Error ? err : new Error(String(err));
        }
      }
    } finally {
      this.#writing = undefined;
    }
  }
}
