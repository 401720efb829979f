import { summarize } from "./tree.js";
/** Flattens a tree and plays every secret through it once to fill the per-secret tables. */
export function flattenTree(game, root) {
    const guesses = [];
    const parents = [];
    const parentFbs = [];
    // Iterative depth-first numbering: trees are shallow, but no recursion keeps hostile files harmless.
    const stack = [[root, -1, 0]];
    while (stack.length > 0) {
        const [node, parent, fb] = stack.pop();
        guesses.push(node.guess);
        parents.push(parent);
        parentFbs.push(fb);
        const self = guesses.length - 1;
        for (let j = node.next.length - 1; j >= 0; j--) {
            const [f, c] = node.next[j];
            stack.push([c, self, f]);
        }
    }
    return completeFlatTree(game, Int32Array.from(guesses), Int32Array.from(parents), Uint8Array.from(parentFbs));
}
/**
 * Builds a flat tree from its nodes in any parent-before-child order: node 0 is the root, and
 * node i > 0 hangs under parent[i] for feedback parentFeedback[i] (no two siblings share one).
 * Plays every secret through it once to fill the per-secret tables.
 */
export function completeFlatTree(game, guess, parent, parentFeedback) {
    const F = game.feedbackCount;
    const nodeCount = guess.length;
    const child = new Int32Array(nodeCount * F).fill(-1);
    for (let i = 1; i < nodeCount; i++)
        child[parent[i] * F + parentFeedback[i]] = i;
    const size = new Int32Array(nodeCount);
    const leafOf = new Int32Array(game.secretCount).fill(-1);
    const depthOf = new Uint8Array(game.secretCount);
    let max = 0;
    for (let s = 0; s < game.secretCount; s++) {
        let node = 0;
        for (let d = 1; node >= 0 && d <= 255; d++) {
            size[node]++;
            const f = game.score(guess[node], s);
            if (f === game.winFeedback) {
                leafOf[s] = node;
                depthOf[s] = d;
                if (d > max)
                    max = d;
                break;
            }
            node = child[node * F + f];
        }
    }
    const worst = [];
    for (let s = 0; s < game.secretCount; s++)
        if (depthOf[s] === max)
            worst.push(s);
    const texts = guessTexts(game);
    return {
        game, nodeCount, guess, guessText: Array.from(guess, (g) => texts[g]), child, size,
        parent, parentFeedback, leafOf, depthOf, max, worst: Int32Array.from(worst),
    };
}
// Every guess text of a game, formatted once and shared by all its trees.
const textsOf = new WeakMap();
/** The text of every guess of a game, by index. */
function guessTexts(game) {
    let texts = textsOf.get(game);
    if (texts === undefined)
        textsOf.set(game, (texts = Array.from({ length: game.guessCount }, (_, g) => game.formatGuess(g))));
    return texts;
}
/** Follows a parsed history through the tree: one child read per step. */
export function walkTree(tree, steps) {
    const F = tree.game.feedbackCount;
    const win = tree.game.winFeedback;
    let node = 0;
    for (let i = 0; i < steps.length; i++) {
        const { guess, feedback } = steps[i];
        if (tree.guess[node] !== guess)
            return { kind: 'off-tree', at: i };
        if (feedback === win) {
            // The win is consistent only if the guessed code is a secret whose game passes here.
            const s = tree.game.guessSecret[guess];
            return s >= 0 && tree.leafOf[s] === node ? { kind: 'solved', node } : { kind: 'contradiction', at: i };
        }
        const next = tree.child[node * F + feedback];
        if (next < 0)
            return { kind: 'contradiction', at: i };
        node = next;
    }
    return { kind: 'node', node };
}
/** The game the tree plays against secret s, from the root to the win (empty if never found). */
export function pathOf(tree, s) {
    const steps = [];
    let node = tree.leafOf[s] ?? -1;
    if (node < 0)
        return steps;
    steps.push({ guess: tree.guess[node], feedback: tree.game.winFeedback });
    while (tree.parent[node] >= 0) {
        const feedback = tree.parentFeedback[node];
        node = tree.parent[node];
        steps.push({ guess: tree.guess[node], feedback });
    }
    return steps.reverse();
}
/**
 * Checks a flat tree against every secret of its game, from the tables flattenTree filled (no
 * second walk): each secret found within maxGuesses. Agrees with verifyTree on the same tree.
 */
export function verifyFlatTree(tree, maxGuesses = tree.game.spec.maxGuesses) {
    const { game } = tree;
    const histogram = [0];
    const problems = [];
    for (let s = 0; s < game.secretCount; s++) {
        const d = tree.depthOf[s];
        if (tree.leafOf[s] < 0 || d > maxGuesses) {
            const secret = game.formatGuess(game.secretGuess[s]);
            if (problems.length < 10) {
                problems.push(d === 0 ? `secret ${secret} is never found: ${describeMiss(tree, s)}` : `secret ${secret} needs ${d} guesses, over the board limit of ${maxGuesses}`);
            }
            if (d === 0)
                continue;
        }
        while (histogram.length <= d)
            histogram.push(0);
        histogram[d]++;
    }
    return { ok: problems.length === 0, stats: summarize(histogram), problems };
}
/** Where the game against a secret the tree never finds stops, as verifyTree words it. */
function describeMiss(tree, s) {
    const { game } = tree;
    const F = game.feedbackCount;
    const path = [];
    for (let node = 0; node >= 0 && path.length <= game.spec.maxGuesses;) {
        const f = game.score(tree.guess[node], s);
        path.push(`${tree.guessText[node]}:${game.feedbackLabel(f)}`);
        node = tree.child[node * F + f];
    }
    return `the tree has no branch after ${path.join(', ')}`;
}
/** The object form of a flat tree (for code that walks TreeNode). */
export function treeFromFlat(tree) {
    const F = tree.game.feedbackCount;
    const build = (i) => {
        const next = [];
        for (let f = 0; f < F; f++) {
            const c = tree.child[i * F + f];
            if (c >= 0)
                next.push([f, build(c)]);
        }
        return { guess: tree.guess[i], next };
    };
    return build(0);
}
//# sourceMappingURL=flat-tree.js.map