/**
 * The terminal assistant (the interactive game of the Stack Overflow question on a general
 * framework for guessing games): the computer guesses from a precomputed tree, the person answers
 * with the feedback the way players write it (1B2W, or 1A2B for Bulls and Cows, case-insensitive).
 * A contradictory answer is explained and can be typed again; "undo"
 * takes back the last answer. With --secret the game plays itself and is printed.
 *
 *   npm run assist -- --variant mastermind --strategy minimax
 *   npm run assist -- --variant bulls-and-cows --strategy entropy --secret 1234
 */
import { createInterface } from 'node:readline';
import { DEFAULT_DATA_DIR } from '../src/store/paths.ts';
import { parseArgs } from 'node:util';
import type { Game } from '../src/core/game.ts';
import { consistentSecrets, contradictionMessage, type Step } from '../src/core/history.ts';
import { findChild, playTree, type TreeNode } from '../src/core/tree.ts';
import type { LoadedTree } from '../src/store/load-trees.ts';
import { TreeFileError } from '../src/store/tree-file.ts';
import { commonOptions, pickIds, pickVariants, strategyIds, variantIds } from './cli.ts';
import { loadVariantTrees, MissingTreeError } from './variant-trees.ts';

const USAGE = `Usage: npm run assist -- --variant <id> --strategy <id> [--secret <code>] [--data-dir <dir>]
  Variants: ${variantIds.join(', ')}, or any id such as mm-4x7, mm-5x6-distinct-g8, bc-4x9, words-5
  Strategies: ${strategyIds.join(', ')}`;

const { values } = parseArgs({ args: process.argv.slice(2), options: { ...commonOptions, secret: { type: 'string' } } });
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (values.variant === undefined || values.strategy === undefined) {
  console.error(`Name a variant and a strategy.\n${USAGE}`);
  process.exit(2);
}
const [variantId] = pickVariants(values.variant);
const [strategyId] = pickIds(values.strategy, strategyIds, 'strategy');
const dataDir = values['data-dir'] ?? DEFAULT_DATA_DIR;

let tree: LoadedTree | undefined;
try {
  [tree] = await loadVariantTrees(dataDir, variantId!, strategyId);
} catch (err) {
  if (!(err instanceof MissingTreeError || err instanceof TreeFileError)) throw err;
  console.error(`Cannot use the tree: ${err.message}`);
  process.exit(2);
}
const { game, root } = tree!;
const spec = game.spec;
const win = game.feedbackLabel(game.winFeedback);

if (values.secret !== undefined) {
  autoplay(values.secret);
} else {
  await interactive();
}

/** Plays the tree against a given secret and prints the game. */
function autoplay(text: string): void {
  const g = game.parseGuess(text);
  const s = typeof g === 'number' ? game.guessSecret[g]! : -1;
  if (typeof g === 'string' || s < 0) {
    console.error(typeof g === 'string' ? `${g}.` : `${text} can be a guess but never the secret of ${spec.title}.`);
    process.exit(2);
  }
  console.log(`${spec.title}, strategy ${strategyId}, secret ${game.formatGuess(g)}`);
  const played = playTree(game, root, s);
  played.steps.forEach((st, i) => console.log(`${String(i + 1).padStart(3)}  ${game.formatGuess(st.guess)}  ${game.feedbackLabel(st.feedback)}`));
  console.log(`Solved in ${played.steps.length} guess${played.steps.length === 1 ? '' : 'es'}.`);
}

/** Asks for the feedback of each guess until the secret is found or input ends. */
async function interactive(): Promise<void> {
  const rl = createInterface({ input: process.stdin, terminal: false });
  const lines = rl[Symbol.asyncIterator]();
  const ask = async (prompt: string): Promise<string | null> => {
    process.stdout.write(prompt);
    const next = await lines.next();
    if (!process.stdin.isTTY && !next.done) process.stdout.write(`${next.value}\n`);
    return next.done ? null : next.value.trim();
  };
  console.log(`${spec.title}: think of a secret (${describeSecret(game)}); I guess with the ${strategyId} tree.`);
  console.log(`Answer each guess with its feedback, for example ${exampleLabel(game)}; ${win} when I have it. "undo" takes back your last answer, "quit" stops.`);
  const steps: Step[] = [];
  const path: TreeNode[] = [root];
  for (;;) {
    const node = path[path.length - 1]!;
    const remaining = consistentSecrets(game, steps).secrets.length;
    const answer = await ask(`Guess ${steps.length + 1}: ${game.formatGuess(node.guess)}   (${remaining} secret${remaining === 1 ? '' : 's'} possible)\nFeedback? `);
    if (answer === null) {
      console.log('\nInput ended before the secret was found.');
      process.exitCode = 1;
      break;
    }
    if (answer === '') continue;
    if (/^(q|quit|exit)$/i.test(answer)) break;
    if (/^undo$/i.test(answer)) {
      if (steps.length === 0) console.log('Nothing to undo yet.');
      else {
        steps.pop();
        path.pop();
      }
      continue;
    }
    const f = game.parseFeedback(answer);
    if (f < 0) {
      console.log(`"${answer}" is not a feedback of ${spec.title}; write it like ${exampleLabel(game)}.`);
      continue;
    }
    const tried = [...steps, { guess: node.guess, feedback: f }];
    const { contradiction } = consistentSecrets(game, tried);
    if (contradiction > 0) {
      console.log(contradictionMessage(game, tried, contradiction));
      console.log(`Feedbacks still possible for ${game.formatGuess(node.guess)}: ${possibleFeedbacks(game, steps, node.guess).join(', ')}. Type it again, or "undo" to correct an earlier answer.`);
      continue;
    }
    if (f === game.winFeedback) {
      console.log(`Found it: ${game.formatGuess(node.guess)} in ${tried.length} guess${tried.length === 1 ? '' : 'es'}.`);
      break;
    }
    const child = findChild(node, f);
    // Consistent feedback always has a branch in a verified tree; this guards a damaged one.
    if (child === undefined) throw new Error(`the tree has no branch for ${answer} after ${steps.length + 1} guesses`);
    steps.push({ guess: node.guess, feedback: f });
    path.push(child);
  }
  rl.close();
}

/** The labels some secret consistent with the history would give to a guess. */
function possibleFeedbacks(g: Game, steps: Step[], guess: number): string[] {
  const seen = new Set<number>();
  for (const s of consistentSecrets(g, steps).secrets) seen.add(g.score(guess, s));
  return [...seen].sort((a, b) => a - b).map((f) => g.feedbackLabel(f));
}

/** An example label with both counts non-zero (1B2W), or a twod label. */
function exampleLabel(g: Game): string {
  for (const label of ['1B2W', '1A2B', 'L--']) if (g.parseFeedback(label) >= 0) return label;
  return g.feedbackLabel(0);
}

/** A phrase for what a secret is: "4 of 123456, repeats allowed", or "a word of the words-5 list". */
function describeSecret(g: Game): string {
  const s = g.spec;
  if (s.words !== undefined) return `a word of ${s.pegs} letters from the ${s.words.list.replace(/\.txt$/, '')} list, ${s.words.count} words`;
  return `${s.pegs} of ${s.symbols}${s.secrets === 'distinct' ? ', all different' : ', repeats allowed'}`;
}
