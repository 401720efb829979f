/** Plays a tree against secret s, stopping on the win, a missing branch, or after `limit` guesses. */
export function playTree(game, root, s, limit = 64) {
    const steps = [];
    let node = root;
    while (node !== undefined && steps.length < limit) {
        const feedback = game.score(node.guess, s);
        steps.push({ guess: node.guess, feedback });
        if (feedback === game.winFeedback)
            return { steps, solved: true };
        node = findChild(node, feedback);
    }
    return { steps, solved: false };
}
/** The child of a node for a feedback, if any. */
export function findChild(node, feedback) {
    for (const [f, child] of node.next)
        if (f === feedback)
            return child;
    return undefined;
}
/** Stats from a histogram of guesses per secret. */
export function summarize(histogram) {
    let secrets = 0;
    let total = 0;
    let max = 0;
    histogram.forEach((n, d) => {
        secrets += n;
        total += n * d;
        if (n > 0)
            max = d;
    });
    const h = histogram.slice(0, max + 1);
    if (h.length === 0)
        h.push(0);
    return { secrets, total, average: secrets ? total / secrets : 0, max, histogram: h };
}
/** Plays every secret through the tree with the game's scorer; the tree passes when each is found within maxGuesses. */
export function verifyTree(game, root, maxGuesses = game.spec.maxGuesses) {
    const histogram = [0];
    const problems = [];
    for (let s = 0; s < game.secretCount; s++) {
        const played = playTree(game, root, s, maxGuesses + 1);
        const secret = game.formatGuess(game.secretGuess[s]);
        if (!played.solved) {
            if (problems.length < 10)
                problems.push(`secret ${secret} is never found: ${describe(game, played)}`);
            continue;
        }
        const d = played.steps.length;
        if (d > maxGuesses && problems.length < 10) {
            problems.push(`secret ${secret} needs ${d} guesses, over the board limit of ${maxGuesses}`);
        }
        while (histogram.length <= d)
            histogram.push(0);
        histogram[d]++;
    }
    return { ok: problems.length === 0, stats: summarize(histogram), problems };
}
function describe(game, played) {
    const path = played.steps.map((st) => `${game.formatGuess(st.guess)}:${game.feedbackLabel(st.feedback)}`).join(', ');
    return played.steps.length === 0 ? 'empty tree' : `the tree has no branch after ${path}`;
}
/** Number of nodes of a tree. */
export function countNodes(root) {
    let n = 1;
    for (const [, child] of root.next)
        n += countNodes(child);
    return n;
}
//# sourceMappingURL=tree.js.map