/** One row of the scale simulation: workers, predicted wall time, speed-up and efficiency. */
export interface SimulatedRow {
  readonly workers: number;
  readonly wallMs: number;
  /** Work over wall time: how many workers' worth the fleet keeps busy. */
  readonly speedup: number;
  readonly efficiency: number;
}

/**
 * List scheduling (Graham 1966): the jobs, in the order given, each go to the worker that comes
 * free first; the coordinator hands out one job every `coordinatorMs` at most (its Redis round
 * trips and bookkeeping are serial). Wall time is the last finish; efficiency is the work over
 * workers x wall time. Jobs are taken as independent: the bounds one job gives the next, and the
 * search's waits between phases, are left out, so this is the best a fleet can do on these jobs.
 */
export function listSchedule(durations: readonly number[], workers: number, coordinatorMs = 0): SimulatedRow {
  // Free times of the workers, kept as a binary min-heap.
  const heap = new Float64Array(workers);
  const down = (i: number): void => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < workers && heap[l]! < heap[m]!) m = l;
      if (r < workers && heap[r]! < heap[m]!) m = r;
      if (m === i) return;
      [heap[i], heap[m]] = [heap[m]!, heap[i]!];
      i = m;
    }
  };
  let work = 0;
  let wall = 0;
  let handed = 0;
  for (const d of durations) {
    handed += coordinatorMs;
    const start = Math.max(heap[0]!, handed);
    const end = start + d;
    heap[0] = end;
    down(0);
    work += d;
    wall = Math.max(wall, end);
  }
  return { workers, wallMs: wall, speedup: wall === 0 ? 1 : work / wall, efficiency: wall === 0 ? 1 : work / (workers * wall) };
}
