/**
 * Every command's spec, in the order the help lists them: what the top-level help and shell
 * completion read. Specs are plain data, so this list loads none of the commands' code.
 */
import { spec as assist } from './commands/assist/spec.ts';
import { spec as build } from './commands/build-trees/spec.ts';
import { spec as completion } from './commands/completion/spec.ts';
import { spec as memento } from './commands/memento/spec.ts';
import { spec as serve } from './commands/serve/spec.ts';
import { spec as staticSearch } from './commands/static-search/spec.ts';
import { spec as stats } from './commands/stats/spec.ts';
import { spec as status } from './commands/status/spec.ts';
import { spec as verify } from './commands/verify/spec.ts';
import { spec as wordLists } from './commands/word-lists/spec.ts';
import { spec as worker } from './commands/worker/spec.ts';
import type { CommandSpec } from './spec.ts';

/** Every command, in the order the help lists them. */
export const COMMAND_SPECS: readonly CommandSpec[] = [
  serve,
  build,
  verify,
  status,
  assist,
  stats,
  wordLists,
  memento,
  staticSearch,
  worker,
  completion,
];

/** The spec of the command a name or alias names, or undefined. */
export function findSpec(name: string): CommandSpec | undefined {
  return COMMAND_SPECS.find((c) => c.name === name || c.aliases?.includes(name) === true);
}
