/**
 * The options several commands share (--variant, --strategy, --data-dir, --json, --quiet), as
 * data their specs spread and adjust.
 */
import type { OptionSpec } from './options.ts';
import { GRAMMAR_EXAMPLES } from './spec.ts';

/** --variant, one id or a comma list (all, the default, is the catalogue). */
export const variants = {
  type: 'string',
  short: 'v',
  value: 'id[,id]',
  help: `variants: catalogue ids or any id of the grammar (${GRAMMAR_EXAMPLES}); default all`,
  complete: 'variant',
} as const satisfies OptionSpec;
/** --variant, one id. */
export const variant = {
  ...variants,
  value: 'id',
  help: `the variant: a catalogue id or any id of the grammar (${GRAMMAR_EXAMPLES})`,
} as const;
/** --strategy, a comma list. */
export const strategies = {
  type: 'string',
  short: 's',
  value: 'id[,id]',
  help: 'strategies (comma list, or all)',
  complete: 'strategy',
} as const satisfies OptionSpec;
/** --data-dir. */
export const dataDir = {
  type: 'string',
  value: 'dir',
  help: 'the data directory (default data/ of the package)',
  complete: 'directory',
} as const;
/** --cache-dir: where users' word lists are kept (word-lists/), as the server's CACHE_DIR. */
export const cacheDir = {
  type: 'string',
  value: 'dir',
  help: "the cache directory whose word-lists/ keeps users' lists (default $CACHE_DIR, else cache/ of the package)",
  complete: 'directory',
} as const;
/** --json. */
export const json = {
  type: 'boolean',
  help: 'print one JSON document on stdout (docs/cli-json.schema.json); every other line goes to stderr',
} as const;
/** --quiet. */
export const quiet = { type: 'boolean', short: 'q', help: 'no progress and no chatter: results and errors only' } as const;
