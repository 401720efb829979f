// The spec of `codebreaker worker`, a worker process of the fleet: options, help and examples as
// data, read without loading the command's code.
import { dataDir, quiet } from '../../common-options.ts';
import { defineCommand } from '../../spec.ts';

/** codebreaker worker: a worker process of the fleet. */
export const spec = defineCommand({
  name: 'worker',
  script: 'worker',
  summary: 'a worker process of the fleet at REDIS_URL',
  description: [
    'Builds trees on demand and runs units of exact searches (codebreaker build --queue) and first words of ' +
      'proofs over every first word (their script with --queue), one per thread, until ' +
      'SIGTERM or SIGINT; then it finishes the jobs in flight (or, past WORKER_GRACE_MS, default 10000 ms, hands ' +
      'them back to the queue) and exits 0. Without REDIS_URL it exits 2.',
  ],
  options: {
    threads: {
      type: 'string',
      short: 't',
      parse: 'integer',
      min: 1,
      max: 256,
      value: 'n',
      help: "threads (default this machine's cores)",
    },
    'data-dir': { ...dataDir, help: 'the data directory for word lists (default data/ of the package)' },
    quiet: { ...quiet, help: 'only errors and the lines saying it is ready and stopped' },
  },
  examples: ['REDIS_URL=redis://127.0.0.1:6379/0 codebreaker worker --threads 8'],
});
