/**
 * The version of the Wordle search's answers (this directory: the search, its cache, the first
 * guess's counting and parts bounds; and the Wordle game's feedback and hard-mode rule it scores
 * by). What the Wordle search proves and keeps for later (the proof over every first word,
 * data/proofs/<variant>.optimal.json) carries it, and a result stamped with another version, or
 * with none, is never trusted as proved: it is not resumed, and check-proof refuses it.
 *
 * The rule is exact/version.ts's: bump it by hand in the same commit as any change that could
 * change a result (a total, a cut, a bound, a tree or a tie, the guesses visited or their order);
 * a change that leaves every answer the same (speed, a work limit that is off by default,
 * logging) keeps it; when in doubt, bump.
 *
 * 1: the search and bounds that proved wordle's least total 7,897 (salet) over every first word.
 * 2: the search's stamps of distinct feedbacks wrap (past 2^31 stamps, after hours of one search,
 * every set looked split apart: totals too small), a position's lower bound kept after a cut no
 * longer exceeds what the guesses dropped early are known to reach (it could exceed the position's
 * least total: a later cut too many); and the depth search (depth.ts), whether a strategy fits
 * within a number of guesses, joins it.
 */
export const WORDLE_ENGINE_VERSION = 2;
