/**
 * Feedback indices in bulk (score tables, a node's feedbacks, a flat tree's edges) take the width
 * the game needs: a byte each while it has at most 256 feedbacks (every Mastermind board of the
 * grammar, a five-letter word game's 238), two bytes beyond (an equation game's 8 coloured places:
 * 3^8 - 8 = 6,553). Games that fit a byte keep byte arrays, so their tables cost what they did
 * before.
 */
export type FeedbackArray = Uint8Array | Uint16Array;

/** The most feedbacks a byte array holds. */
export const BYTE_FEEDBACKS = 256;

/** The most feedbacks any game may have: what two bytes hold. */
export const MAX_FEEDBACKS = 65536;

/** Bytes one feedback takes for a game of feedbackCount feedbacks: 1 up to 256, else 2. */
export function feedbackBytes(feedbackCount: number): 1 | 2 {
  if (feedbackCount > MAX_FEEDBACKS) throw new Error(`${feedbackCount} feedbacks do not fit two bytes`);
  return feedbackCount > BYTE_FEEDBACKS ? 2 : 1;
}

/** A zeroed array of `length` feedbacks of a game of feedbackCount feedbacks, in shared memory when asked (worker threads read it without a copy). */
export function newFeedbackArray(feedbackCount: number, length: number, shared = false): FeedbackArray {
  const bytes = feedbackBytes(feedbackCount);
  const buffer = shared ? new SharedArrayBuffer(length * bytes) : new ArrayBuffer(length * bytes);
  return bytes === 1 ? new Uint8Array(buffer) : new Uint16Array(buffer);
}

/** The feedbacks of a list, in an array of the game's width. */
export function feedbackArrayFrom(feedbackCount: number, values: ArrayLike<number>): FeedbackArray {
  return feedbackBytes(feedbackCount) === 1 ? Uint8Array.from(values) : Uint16Array.from(values);
}

/** An empty array of the same width as `like` (for a copy such as a transpose). */
export function sameWidth(like: FeedbackArray, length: number): FeedbackArray {
  return like instanceof Uint16Array ? new Uint16Array(length) : new Uint8Array(length);
}
