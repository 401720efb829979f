/**
 * Keeps a user's word lists in the cache directory, as POST /v1/word-lists does, and prints
 * their variant id; codebreaker build and a server with that cache directory resolve it.
 *
 *   codebreaker word-lists --answers answers.txt [--guesses guesses.txt] [--cache-dir dir] [--json]
 */
import { BadUserListsError, importUserListFiles } from '../../../store/user-lists.ts';
import { defaultCacheDir } from '../../../store/paths.ts';
import { command } from '../../command.ts';
import type { Runner } from '../../spec.ts';
import { spec } from './spec.ts';
import { CliError, EXIT, UsageError } from '../../errors.ts';
import { count } from '../../../core/count.ts';

/** Runs codebreaker word-lists. */
export const run: Runner = command(spec, async ({ values, out }) => {
  if (values.answers === undefined) throw new UsageError('--answers FILE is required: the answers, one word a line');
  const cacheDir = values['cache-dir'] ?? defaultCacheDir();
  let imported;
  try {
    imported = await importUserListFiles({ answers: values.answers, guesses: values.guesses, cacheDir });
  } catch (err) {
    // Lists that fail the checks are a wrong input, as a wrong option is (exit 2).
    if (err instanceof BadUserListsError) throw new UsageError(err.message);
    const code = (err as { code?: unknown }).code;
    if (code === 'ENOENT' || code === 'EISDIR' || code === 'EACCES') throw new CliError((err as Error).message, EXIT.failed);
    throw err;
  }
  const { variant, created, answers, guesses } = imported;
  out.result(variant);
  out.note(`${count(answers, 'answer')}, ${count(guesses, 'guess', 'guesses')}; ${created ? 'kept' : 'already kept'} in ${cacheDir}`);
  if (values.json) out.json({ command: 'word-lists', ...imported, cacheDir });
  return EXIT.ok;
});
