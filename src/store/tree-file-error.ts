/** Thrown when bytes are not a valid tree file; the message says what is wrong. */
export class TreeFileError extends Error {}
