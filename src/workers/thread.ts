import { parentPort } from 'node:worker_threads';
import type { TaskMessage, WorkerMessage } from './protocol.ts';
import { TASKS } from './tasks/index.ts';

// The one worker thread entry: runs the tasks it is sent, one at a time, with the core's code.
const port = parentPort;
if (port === null) throw new Error('src/workers/thread.ts runs only as a worker thread');
const handlers = TASKS as unknown as Record<string, (input: unknown, emit: (event: unknown) => void) => unknown>;

port.on('message', (message: TaskMessage) => {
  const send = (reply: WorkerMessage): void => port.postMessage(reply);
  const fail = (err: unknown): void => send({ type: 'error', id: message.id, message: err instanceof Error ? err.message : String(err) });
  const handler = handlers[message.kind];
  try {
    if (handler === undefined) throw new Error(`unknown task kind "${message.kind}"`);
    const output = handler(message.input, (event) => send({ type: 'event', id: message.id, event }));
    // Most tasks are synchronous; an async one (an exact search) answers when its promise settles.
    if (output instanceof Promise) output.then((value: unknown) => send({ type: 'done', id: message.id, output: value }), fail);
    else send({ type: 'done', id: message.id, output });
  } catch (err) {
    fail(err);
  }
});
