/**
 * How the dispatcher finds a command's code: each command's body (commands/<name>/run.ts; build's
 * is in commands/build-trees/, since many tools take a folder named build for build output) by its
 * name, loaded by a dynamic import only when it runs, so that codebreaker --help and a wrong
 * command line answer without loading any of it. The arrows point one way: the registry imports
 * the specs and (lazily) the bodies; a body imports its own spec; no spec imports a body.
 */
import type { Runner } from './spec.ts';

/** A command's body, as its module exports it. */
export interface CommandModule {
  readonly run: Runner;
}

/** Each command's body by the command's name (the names of COMMAND_SPECS). */
export const LOADERS: Readonly<Record<string, () => Promise<CommandModule>>> = {
  serve: () => import('./commands/serve/run.ts'),
  build: () => import('./commands/build-trees/run.ts'),
  verify: () => import('./commands/verify/run.ts'),
  status: () => import('./commands/status/run.ts'),
  assist: () => import('./commands/assist/run.ts'),
  stats: () => import('./commands/stats/run.ts'),
  'word-lists': () => import('./commands/word-lists/run.ts'),
  memento: () => import('./commands/memento/run.ts'),
  'static-search': () => import('./commands/static-search/run.ts'),
  worker: () => import('./commands/worker/run.ts'),
  completion: () => import('./commands/completion/run.ts'),
};
