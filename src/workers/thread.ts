// The one worker thread entry: loads the task table its pool names, then runs the tasks it is
// sent one at a time, below the other threads' priority for background pools.
import { getPriority, setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import type { TaskMessage, ThreadData, WorkerMessage } from './protocol.ts';

// The one worker thread entry: loads the task table its pool names (the core's, or a layer's
// above that adds its own tasks), then runs the tasks it is sent, one at a time.
const port = parentPort;
if (port === null) throw new Error('src/workers/thread.ts runs only as a worker thread');
type Handlers = Record<string, ((input: unknown, emit: (event: unknown) => void) => unknown) | undefined>;
const { tasks, nice } = workerData as ThreadData;
// A pool of background work (builds) runs below the process's other threads (live answers,
// reviews, the event loop), which then get the cores first. On Linux the nice value is a thread's
// own (setpriority(2) on the calling thread's id, which pid 0 names); elsewhere it would be the
// whole process's, so it is left alone there.
if (nice !== undefined && nice > 0 && process.platform === 'linux') {
  try {
    setPriority(0, Math.min(19, getPriority(0) + nice));
  } catch {
    // A system that refuses it runs the thread at the process's priority.
  }
}
const table: Promise<Handlers> = import(tasks).then((module: { TASKS?: Handlers }) => {
  if (module.TASKS === undefined) throw new Error(`${tasks} exports no TASKS`);
  return module.TASKS;
});
// Tasks sent while the table loads wait for it, in the order they came (one at a time anyway).
table.catch(() => {});

port.on('message', (message: TaskMessage) => {
  const send = (reply: WorkerMessage): void => port.postMessage(reply);
  const fail = (err: unknown): void => send({ type: 'error', id: message.id, message: err instanceof Error ? err.message : String(err) });
  table
    .then((handlers) => {
      const handler = Object.hasOwn(handlers, message.kind) ? handlers[message.kind] : undefined;
      if (handler === undefined) throw new Error(`unknown task kind "${message.kind}"`);
      const output = handler(message.input, (event) => send({ type: 'event', id: message.id, event }));
      // Most tasks are synchronous; an async one (an exact search) answers when its promise settles.
      if (output instanceof Promise) output.then((value: unknown) => send({ type: 'done', id: message.id, output: value }), fail);
      else send({ type: 'done', id: message.id, output });
    })
    .catch(fail);
});
