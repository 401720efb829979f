/**
 * The one interface every game implements. Inside the core, codes are small integers:
 * guesses are numbered 0..guessCount-1 and secrets 0..secretCount-1, both in code order
 * (the order of the symbols, first peg most significant), so "smallest code" is "smallest index".
 * Strings appear only at the edges (formatGuess, parseGuess, feedback labels).
 */
export {};
//# sourceMappingURL=game.js.map