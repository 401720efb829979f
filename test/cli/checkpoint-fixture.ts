import type { ExactCheckpoint } from '../../src/builder/checkpoints/checkpoint.ts';

/** A Mastermind checkpoint with every kind of entry: settled first guesses (one solved, one cut), parts under way, a best tree. */
export const SAMPLE_CHECKPOINT: ExactCheckpoint = {
  format: 'codebreaker-exact-checkpoint',
  version: 1,
  variant: 'mastermind',
  objective: 'total',
  depth: 10,
  firstGuesses: ['1123', '1234', '1122'],
  settled: [
    { index: 0, guess: '1123', total: 5625, below: 5669 },
    { index: 2, guess: '1122', total: null, below: 5625 },
  ],
  partial: [
    {
      index: 1,
      guess: '1234',
      parts: [
        [3, 12, 30],
        [7, 40, 120],
      ],
    },
  ],
  best: { total: 5625, index: 0, tree: { guess: 0, next: [] } },
  lowerBound: 5600,
  seconds: 7200,
};
