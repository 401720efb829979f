// @ts-check
// The page's address holds what is on screen: the section, and its board, strategy, mode and
// history, e.g. #play?variant=mastermind&strategy=minimax&mode=assistant&history=1122:1B0W.
// A position can so be sent and reopened, and Back and Forward step through the moves.

/** The section and its parameters, read from the address. */
export function readLocation() {
  const hash = location.hash.slice(1);
  const q = hash.indexOf('?');
  const section = q < 0 ? hash : hash.slice(0, q);
  const params = new URLSearchParams(q < 0 ? '' : hash.slice(q + 1));
  return { section, params };
}

/** Encodes a value, keeping the characters histories are made of (: , -) readable. */
function encode(/** @type {string} */ value) {
  return encodeURIComponent(value).replace(/%3A/gi, ':').replace(/%2C/gi, ',');
}

/**
 * The hash of a section with parameters in a fixed order; empty values are left out.
 * @param {string} section @param {Record<string, string | undefined>} params
 */
export function hashOf(section, params) {
  const parts = Object.entries(params)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${k}=${encode(/** @type {string} */ (v))}`);
  return `#${section}${parts.length ? `?${parts.join('&')}` : ''}`;
}

/** A history as the address and the API's query write it: 1122:1B0W,3456:0B2W. */
export function historyText(/** @type {Array<{guess: string, feedback: string}>} */ history) {
  return history.map((st) => `${st.guess}:${st.feedback}`).join(',');
}

/** A history read from the address; null when the text is not of the form GUESS:FEEDBACK,... */
export function parseHistoryText(/** @type {string|null} */ text) {
  if (text === null || text.trim() === '') return [];
  /** @type {Array<{guess: string, feedback: string}>} */
  const steps = [];
  for (const item of text.split(',')) {
    const m = /^\s*([^:\s]+)\s*:\s*([^:\s]+)\s*$/.exec(item);
    if (!m) return null;
    steps.push({ guess: /** @type {string} */ (m[1]), feedback: /** @type {string} */ (m[2]).toUpperCase() });
  }
  return steps;
}
