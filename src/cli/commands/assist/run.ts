/**
 * The terminal assistant (the interactive game of the Stack Overflow question on a general
 * framework for guessing games): the computer guesses, the person answers with the feedback the
 * way players write it (1B2W, 1A2B, or short: 12 for one black and two whites). Guesses come from
 * the verified tree file in data/ while the game follows it; after a guess of the person's own
 * ("play 1234", the example taken from the board), and on any board of the variant-id grammar without a file (mm-3x4, bc-5x8), they
 * are computed live by the core's chooser (src/core/live.ts), as the server does. A contradictory
 * answer is explained and can be typed again; "undo" takes back the last answer. With --secret
 * the game plays itself and is printed. Codes are drawn in colour on a terminal that supports it
 * (not when stdout is not a TTY, nor when NO_COLOR is set; FORCE_COLOR draws them into a pipe).
 * On a board of answers and accepted words, feedback that no answer fits but some accepted words
 * do (today's answer is new to the list) is no dead end: the game goes on over those words, on the
 * board's wider twin, as the server's next does then (its family's beyondList), and says so.
 *
 *   codebreaker assist --variant mastermind --strategy minimax      (npm run assist -- ...)
 *   codebreaker assist --variant mm-3x4
 *   codebreaker assist --variant bulls-and-cows --strategy entropy --secret 1234
 */
import { relative } from 'node:path';
import { createInterface } from 'node:readline';
import { DEFAULT_DATA_DIR } from '../../../store/paths.ts';
import type { Game, VariantSpec } from '../../../core/game.ts';
import { createGame } from '../../../core/variants/games.ts';
import { BEYOND_LIST_NOTE, beyondListId, resolveVariant } from '../../../core/variants/parse.ts';
import { storeLists } from '../../../store/word-lists.ts';
import { consistentSecrets, contradictionMessage, playedState, type Step } from '../../../core/history.ts';
import { chooseLive, liveObjective, liveTableLimit } from '../../../core/live.ts';
import { createScorer, type Scorer } from '../../../core/scorer.ts';
import { findChild, type TreeNode } from '../../../core/tree.ts';
import { TreeFileError } from '../../../store/tree-file.ts';
import { command } from '../../command.ts';
import type { Runner } from '../../spec.ts';
import { spec } from './spec.ts';
import { CliError, EXIT, UsageError } from '../../errors.ts';
import { colourOn } from '../../output.ts';
import { pickIds, pickVariants, strategyIds } from '../../pick.ts';
import { loadVariantTrees, MissingTreeError } from '../../../store/variant-trees.ts';
import { count } from '../../../core/count.ts';
import { findLiveBoard } from '../../../core/variants/live-games.ts';
import { VariantIdError } from '../../../core/variants/grammar.ts';
import { assistLive } from './live.ts';

/** The largest board answered live (secrets and guesses), as the server's default. */
const LIVE_LIMIT = 100_000;

/** A game in progress: the board, its tree (when data/ has one) and how codes are drawn. */
interface Session {
  readonly game: Game;
  readonly spec: VariantSpec;
  readonly strategyId: string;
  readonly tree: TreeNode | undefined;
  /** Why there is no tree, when there is none. */
  readonly missing: string;
  readonly paint: Painter;
  /** The live chooser's scorer, made when the game first leaves the tree. */
  scorer?: Scorer;
  /** Where the word lists are read (the board's wider twin is made from them). */
  readonly dataDir: string;
  /**
   * The board's wider twin, every accepted word a secret (its family's beyondList), made when a
   * history first fits none of the board's secrets; null when the board has none.
   */
  twin?: { readonly game: Game; scorer?: Scorer } | null;
}

/** The game a history is played on: the board's while some secret of it fits, else beyond its list its twin's, when some word of that fits. */
interface PlayedOn {
  readonly game: Game;
  readonly beyond: boolean;
}

/** Runs codebreaker assist. */
export const run: Runner = command(spec, async ({ values }) => {
  if (values.variant === undefined) throw new UsageError('name a variant (--variant <id>)');
  const strategyId = pickIds(values.strategy, strategyIds, 'strategy')[0]!;
  const dataDir = values['data-dir'] ?? DEFAULT_DATA_DIR;
  // A live game (several boards at once) has no tree and no Game: its own assistant plays it.
  const live = findLiveBoard(values.variant.trim());
  if (typeof live === 'string') throw new UsageError(new VariantIdError(values.variant, live).message);
  if (live !== undefined) return assistLive(live, strategyId, dataDir, values.secret);
  const variantId = pickVariants(values.variant)[0]!;
  const board = resolveVariant(variantId, storeLists(dataDir));
  const size = sizeOf(board);
  if (size.secrets > LIVE_LIMIT || size.guesses > LIVE_LIMIT) {
    throw new CliError(
      `${board.id} has ${size.secrets.toLocaleString('en-US')} secrets and ${size.guesses.toLocaleString('en-US')} guesses; this assistant plays boards of at most ${LIVE_LIMIT.toLocaleString('en-US')}.`,
    );
  }

  let tree: TreeNode | undefined;
  let game: Game;
  let missing = '';
  try {
    const [loaded] = await loadVariantTrees(dataDir, variantId, strategyId);
    tree = loaded!.root;
    game = loaded!.game;
  } catch (err) {
    if (err instanceof TreeFileError) throw new CliError(`cannot use the tree: ${err.message}`);
    if (!(err instanceof MissingTreeError) && !(err instanceof Error && 'code' in err && err.code === 'ENOENT')) throw err;
    const shown = relative(process.cwd(), dataDir);
    missing = `No ${strategyId} tree of ${board.id} in ${shown !== '' && !shown.startsWith('..') ? `${shown}/` : dataDir}`;
    game = createGame(board);
  }
  const session: Session = { game, spec: board, strategyId, tree, missing, paint: painter(board), dataDir };
  return values.secret !== undefined ? autoplay(session, values.secret) : interactive(session);
});

/**
 * The board's wider twin (`beyondListId`), read once from the same lists; null when the board has
 * none. Its guesses must be the board's, in the same order, so that a history means the same on
 * both (a board whose answers are all accepted words: its guesses are its accepted words).
 */
function twinOf(session: Session): Game | null {
  if (session.twin === undefined) {
    const id = beyondListId(session.spec.id);
    const twin = id === undefined ? undefined : createGame(resolveVariant(id, storeLists(session.dataDir)));
    session.twin = twin !== undefined && twin.guessCount === session.game.guessCount ? { game: twin } : null;
  }
  return session.twin?.game ?? null;
}

/** The game a history is played on: the board's, or beyond its list the twin's when no secret of the board fits and some word of the twin does. */
function playedOn(session: Session, steps: readonly Step[]): PlayedOn {
  if (consistentSecrets(session.game, steps).contradiction === 0) return { game: session.game, beyond: false };
  const twin = twinOf(session);
  return twin !== null && consistentSecrets(twin, steps).contradiction === 0
    ? { game: twin, beyond: true }
    : { game: session.game, beyond: false };
}

/**
 * The guess to play after a history: the tree's while the history follows it, else computed live;
 * beyond the board's list (no secret of it fits), computed live over the twin's words.
 */
function nextGuess(session: Session, steps: readonly Step[]): { guess: number; source: 'tree' | 'live' | 'live-fast'; beyond: boolean } {
  const { game, beyond } = playedOn(session, steps);
  // On the tree while every step played its node's guess.
  let node = beyond ? undefined : session.tree;
  for (const st of steps) {
    node = node !== undefined && node.guess === st.guess ? findChild(node, st.feedback) : undefined;
  }
  if (node !== undefined) return { guess: node.guess, source: 'tree', beyond };
  const holder = beyond ? session.twin! : session;
  holder.scorer ??= createScorer(game, liveTableLimit(game.spec, 32 * 1024 * 1024));
  const remaining = consistentSecrets(game, steps).secrets;
  const choice = chooseLive(holder.scorer, liveObjective(session.strategyId), playedState(game, steps), remaining);
  return { guess: choice.guess, source: choice.fast ? 'live-fast' : 'live', beyond };
}

/** Plays the strategy against a given secret and prints the game. */
function autoplay(session: Session, text: string): number {
  const { game, spec, paint } = session;
  const g = game.parseGuess(text);
  // A word the board accepts but never as its secret is one of its twin's (today's answer, new to the list).
  const on = typeof g === 'number' && game.guessSecret[g]! < 0 ? (twinOf(session) ?? game) : game;
  const s = typeof g === 'number' ? on.guessSecret[g]! : -1;
  if (typeof g === 'string' || s < 0) {
    throw new UsageError(`--secret ${text}: ${typeof g === 'string' ? g : `it can be a guess but never the secret of ${spec.title}`}`);
  }
  console.log(
    `${spec.title}, strategy ${session.strategyId}${session.tree ? '' : ' (computed live)'}, secret ${paint.code(game.formatGuess(g))}${on === game ? '' : ' (not in the list)'}`,
  );
  const steps: Step[] = [];
  const limit = game.spec.maxGuesses;
  let beyond = false;
  while (steps.length < limit) {
    const next = nextGuess(session, steps);
    if (next.beyond && !beyond) console.log(BEYOND_LIST_NOTE);
    beyond = next.beyond;
    const { guess } = next;
    // The board and its twin number guesses and feedbacks alike: the secret's own game scores.
    const feedback = on.score(guess, s);
    steps.push({ guess, feedback });
    console.log(
      `${String(steps.length).padStart(3)}  ${paint.code(game.formatGuess(guess))}  ${paint.feedback(game.feedbackLabel(feedback))}`,
    );
    if (feedback === game.winFeedback) {
      console.log(`Solved in ${plural(steps.length, 'guess', 'guesses')}.`);
      return EXIT.ok;
    }
  }
  // The board is full without the win: the game is lost, as the interactive mode and the server say.
  console.log(`Lost: the board allows ${plural(limit, 'guess', 'guesses')} and the secret was not found in them.`);
  return EXIT.failed;
}

/** "1 guess", "2 guesses". */
function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** Asks for the feedback of each guess until the secret is found or input ends. */
async function interactive(session: Session): Promise<number> {
  const { game, spec, paint, strategyId, tree } = session;
  const win = game.feedbackLabel(game.winFeedback);
  let code: number = EXIT.ok;
  const rl = createInterface({ input: process.stdin, terminal: false });
  const lines = rl[Symbol.asyncIterator]();
  const ask = async (prompt: string): Promise<string | null> => {
    process.stdout.write(prompt);
    const next = await lines.next();
    if (!process.stdin.isTTY && !next.done) process.stdout.write(`${next.value}\n`);
    return next.done ? null : next.value.trim();
  };
  console.log(`${spec.title}: think of a secret (${describeSecret(game)}); I guess with the ${strategyId} ${tree ? 'tree' : 'strategy'}.`);
  if (!tree) console.log(`(${session.missing}: every guess is computed live.)`);
  console.log(`Answer each guess with its feedback, for example ${exampleLabel(game)}${shortExample(game)}; ${win} when I have it.`);
  const mine = exampleGuess(game);
  console.log(`"play ${mine}" if you played another guess, "undo" takes back your last answer, "help" lists this, "quit" stops.`);
  const steps: Step[] = [];
  /** The guess waiting for its feedback: the strategy's, or the person's own. */
  let pending: { guess: number; source: string; own: boolean } | null = null;
  for (;;) {
    if (pending === null) {
      if (steps.length >= game.spec.maxGuesses) {
        console.log(
          `The board is full (${count(game.spec.maxGuesses, 'guess', 'guesses')}) and the secret was not found; "undo" to correct an answer, or "quit".`,
        );
      } else {
        const next = nextGuess(session, steps);
        pending = { ...next, own: false };
      }
    }
    // Beyond the board's list the words left are accepted words, counted on its twin.
    const on = playedOn(session, steps);
    const remaining = consistentSecrets(on.game, steps).secrets.length;
    const noun = on.beyond ? 'accepted word' : 'secret';
    const how = pending === null ? '' : pending.own ? ', your guess' : pending.source === 'tree' ? '' : ', computed live';
    const prompt =
      pending === null
        ? '> '
        : `Guess ${steps.length + 1}: ${paint.code(game.formatGuess(pending.guess))}   (${remaining} ${noun}${remaining === 1 ? '' : 's'} possible${how})\nFeedback? `;
    const answer = await ask(prompt);
    if (answer === null) {
      console.log('\nInput ended before the secret was found.');
      code = EXIT.failed;
      break;
    }
    if (answer === '') continue;
    if (/^(q|quit|exit)$/i.test(answer)) break;
    if (/^(h|help|\?)$/i.test(answer)) {
      console.log(
        `Feedback: ${exampleLabel(game)}${shortExample(game)}. "play ${mine}": you played ${mine} instead of my guess. "undo": take back your last answer. "quit": stop.`,
      );
      continue;
    }
    if (/^undo$/i.test(answer)) {
      if (pending?.own === true) {
        console.log('Your own guess is withdrawn.');
        pending = null;
      } else if (steps.length === 0) console.log('Nothing to undo yet.');
      else {
        const st = steps.pop()!;
        console.log(`Took back guess ${steps.length + 1} (${game.formatGuess(st.guess)}: ${game.feedbackLabel(st.feedback)}).`);
        pending = null;
      }
      continue;
    }
    const own = /^(?:i\s+)?(?:play(?:ed)?|guess(?:ed)?|p)\s+(.+)$/i.exec(answer);
    if (own !== null) {
      if (steps.length >= game.spec.maxGuesses) {
        console.log('The board is full: "undo" first.');
        continue;
      }
      const g = game.parseGuess(own[1]!.replace(/[\s,]/g, ''));
      if (typeof g === 'string') console.log(`${g}.`);
      else {
        pending = { guess: g, source: 'own', own: true };
        console.log(`You played ${game.formatGuess(g)}: give its feedback; my next guesses are computed for your history.`);
      }
      continue;
    }
    if (pending === null) {
      console.log('The board is full: "undo" to correct an answer, or "quit".');
      continue;
    }
    const f = parseFeedbackText(game, answer);
    if (f < 0) {
      console.log(`"${answer}" is not a feedback of ${spec.title}; write it like ${exampleLabel(game)}${shortExample(game)}.`);
      continue;
    }
    const tried = [...steps, { guess: pending.guess, feedback: f }];
    let { contradiction } = consistentSecrets(on.game, tried);
    // No secret of the board fits, but some accepted words do: no dead end, the game goes on over them.
    const twin = contradiction > 0 && !on.beyond ? twinOf(session) : null;
    if (twin !== null && consistentSecrets(twin, tried).contradiction === 0) {
      contradiction = 0;
      console.log(BEYOND_LIST_NOTE);
    }
    if (contradiction > 0) {
      console.log(contradictionMessage(on.game, tried, contradiction));
      console.log(
        `Feedbacks still possible for ${game.formatGuess(pending.guess)}: ${possibleFeedbacks(on.game, steps, pending.guess).join(', ')}. Type it again, or "undo" to correct an earlier answer.`,
      );
      continue;
    }
    if (f === game.winFeedback) {
      console.log(`Found it: ${paint.code(game.formatGuess(pending.guess))} in ${plural(tried.length, 'guess', 'guesses')}.`);
      break;
    }
    steps.push({ guess: pending.guess, feedback: f });
    pending = null;
  }
  rl.close();
  return code;
}

/**
 * A feedback as people type it: the label itself in any case (1B2W, 1a2b, l--), two counts with
 * or without letters or a separator (12, 1 2, 1,2, 1b2w, 1a2b: first the exact matches, then the
 * others), or a grid point's less, greater and equal flags alone (l, g, lge, none). -1 when it is none of these.
 */
export function parseFeedbackText(g: Game, text: string): number {
  const t = text.trim();
  const direct = g.parseFeedback(t);
  if (direct >= 0) return direct;
  const style = g.spec.feedbackStyle;
  if (style === 'LGE') {
    const flags: Record<string, string> = {
      l: 'L--',
      g: '-G-',
      lg: 'LGE',
      e: 'LGE',
      lge: 'LGE',
      '-': '---',
      none: '---',
      neither: '---',
      '0': '---',
    };
    const label = flags[t.toLowerCase()];
    return label === undefined ? -1 : g.parseFeedback(label);
  }
  // Two counts, each optionally followed by its letter, with an optional separator between them;
  // "12" (no separator) only when a count has one digit (boards of fewer than 10 pegs).
  const m = /^(\d+)\s*([abw])?\s*[,;/\s-]?\s*(\d+)\s*([abw])?$/i.exec(t);
  if (m === null) return -1;
  const [, first, l1, second, l2] = m;
  if (l1 === undefined && l2 === undefined && /^\d\d$/.test(t) && g.spec.pegs >= 10) return -1;
  const letters = `${l1 ?? ''}${l2 ?? ''}`.toLowerCase();
  if (letters !== '' && !['ab', 'bw', 'a', 'b', 'w'].includes(letters)) return -1;
  const label = style === 'AB' ? `${Number(first)}A${Number(second)}B` : `${Number(first)}B${Number(second)}W`;
  return g.parseFeedback(label);
}

/** The labels some secret consistent with the history would give to a guess. */
function possibleFeedbacks(g: Game, steps: Step[], guess: number): string[] {
  const seen = new Set<number>();
  for (const s of consistentSecrets(g, steps).secrets) seen.add(g.score(guess, s));
  return [...seen].sort((a, b) => a - b).map((f) => g.feedbackLabel(f));
}

/** An example label with both counts non-zero (1B2W), a grid point's flags, or a word game's colours (BYBBG). */
function exampleLabel(g: Game): string {
  const colours = `${'BYBB'.slice(0, Math.max(0, g.spec.pegs - 1))}G`;
  for (const label of ['1B2W', '1A2B', 'L--', colours]) if (g.parseFeedback(label) >= 0) return label;
  return g.feedbackLabel(0);
}

/** A guess of the game to show in "play ...": its first symbols in order (1234, 0123, 01) when that is a guess, else a word of its list. */
function exampleGuess(g: Game): string {
  const s = g.spec;
  if (s.words === undefined && typeof g.parseGuess(s.symbols.slice(0, s.pegs)) === 'number') return s.symbols.slice(0, s.pegs);
  return g.formatGuess(g.secretGuess[Math.floor(g.secretCount / 2)]!);
}

/** The short form of the example, for the help lines. */
function shortExample(g: Game): string {
  if (g.spec.feedbackStyle === 'LGE') return ' (or just l, g, lge, none)';
  if (g.spec.feedbackStyle === 'GYB') return ' (G green, Y yellow, B grey; or the squares 🟩 🟨 ⬛)';
  return g.spec.pegs < 10 ? ' (or just 12)' : ' (or just 1 2)';
}

/** A phrase for what a secret is: "4 of 123456, repeats allowed", or "a word of 5 letters from the words-5 list". */
function describeSecret(g: Game): string {
  const s = g.spec;
  if (s.answers !== undefined && s.accepted !== undefined)
    return `one of its ${s.answers.count.toLocaleString('en-US')} answers; ${s.accepted.count.toLocaleString('en-US')} words accepted as guesses`;
  if (s.words !== undefined)
    return `a word of ${s.pegs} letters from the ${s.words.list.replace(/\.txt$/, '')} list, ${s.words.count} words`;
  return `${s.pegs} of ${s.symbols}${s.secrets === 'distinct' ? ', all different' : ', repeats allowed'}`;
}

/** Secrets and allowed guesses of a spec, counted before its game is made. */
function sizeOf(s: VariantSpec): { secrets: number; guesses: number } {
  if (s.words !== undefined) return { secrets: s.words.count, guesses: s.words.count };
  if (s.answers !== undefined && s.accepted !== undefined) return { secrets: s.answers.count, guesses: s.accepted.count };
  const k = s.symbols.length;
  const all = k ** s.pegs;
  let distinct = 1;
  for (let i = 0; i < s.pegs; i++) distinct *= k - i;
  return { secrets: s.secrets === 'distinct' ? distinct : all, guesses: s.guesses === 'distinct' ? distinct : all };
}

/** How codes and feedbacks are drawn. */
interface Painter {
  readonly code: (text: string) => string;
  readonly feedback: (label: string) => string;
}

/**
 * How codes and feedbacks are printed: Mastermind colours as coloured pegs, blacks and whites,
 * bulls and cows in colour; plain text when stdout is not a terminal or NO_COLOR is set
 * (FORCE_COLOR draws colours into a pipe too).
 */
function painter(s: VariantSpec): Painter {
  if (!colourOn(process.stdout)) return { code: (t) => t, feedback: (t) => t };
  // 256-colour backgrounds in the web page's peg order, with a readable foreground each.
  const pegs = [196, 208, 226, 34, 27, 92, 211, 44, 94, 255, 245, 16, 154, 18, 30, 88];
  const light = new Set([16, 18, 30, 88, 92, 94, 27]);
  const code = (t: string): string => {
    if (s.feedbackStyle !== 'BW') return `\x1b[1m${t}\x1b[0m`;
    return [...t]
      .map((ch) => {
        const i = s.symbols.indexOf(ch);
        const bg = pegs[i] ?? 250;
        return `\x1b[48;5;${bg}m\x1b[${light.has(bg) ? 97 : 30}m ${ch} \x1b[0m`;
      })
      .join('');
  };
  const feedback = (label: string): string => {
    const m = /^(\d+)([AB])(\d+)([BW])$/.exec(label);
    if (m === null) return `\x1b[1m${label}\x1b[0m`;
    return `\x1b[1m${m[1]}${m[2]}\x1b[0m\x1b[2m${m[3]}${m[4]}\x1b[0m`;
  };
  return { code, feedback };
}
