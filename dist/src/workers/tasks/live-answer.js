import { consistentSecrets, playedState } from "../../core/history.js";
import { chooseLive, liveObjective } from "../../core/live.js";
import { scorerOf, gameOf } from "./scorers.js";
/** The same pure computation as the server's inline path, off its event loop. */
export function liveAnswer(input) {
    const game = gameOf(input.spec);
    const scorer = scorerOf(input.spec, undefined, input.tableLimit);
    const steps = [];
    for (let i = 0; i + 1 < input.steps.length; i += 2)
        steps.push({ guess: input.steps[i], feedback: input.steps[i + 1] });
    const { secrets } = consistentSecrets(game, steps);
    if (secrets.length === 0)
        throw new Error('no secret fits the history');
    const choice = chooseLive(scorer, liveObjective(input.strategy), playedState(game, steps), secrets, input.budget);
    return { guess: choice.guess, fast: choice.fast };
}
//# sourceMappingURL=live-answer.js.map