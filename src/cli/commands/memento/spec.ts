// The spec of `codebreaker memento`, which solves a Memento flip puzzle read from standard input:
// options, help and examples as data, read without loading the command's code.
import { MOVE_FAMILIES } from '../../../memento/board.ts';
import { defineCommand } from '../../spec.ts';

/** codebreaker memento: the flip puzzle solver. */
export const spec = defineCommand({
  name: 'memento',
  script: 'memento',
  summary: 'solves the Memento flip puzzle read from standard input',
  description: [
    "Reads the reference solver's input: row number, column number, best move, then the rows as space-separated 0/1 " +
      '(1 solved, 0 unsolved). Rows and columns are numbered from 0, as the moves r0, c0, ... that flip them. ' +
      'Prompts on a terminal; reads silently from a pipe.',
  ],
  options: {
    moves: { type: 'string', value: MOVE_FAMILIES.join(','), help: 'the move families (comma list)' },
  },
  examples: ['codebreaker memento', "printf '3\\n3\\n2\\n1 0 0\\n1 0 0\\n1 0 0\\n' | codebreaker memento"],
  failure: 'the input was wrong (named on stderr)',
});
