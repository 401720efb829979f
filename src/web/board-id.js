// @ts-check
// Board ids as the page reads them: through the core's variant room (served compiled under
// /lib/), the same code as the server's, so a link's bad board is explained without a request and
// the page never keeps a grammar of its own.
import { parseVariant } from '/lib/core/variants/parse.js';

/** The largest board the page plays (secrets and guesses): the server's default for live answers. */
export const MAX_BOARD = 100_000;

/**
 * A variant id of the catalogue or the grammar, read by the core: its canonical id (aliases
 * resolved: mm-4x6 is mastermind) and, when known before any word list is read, its size; the
 * rest of a board (a word game's list, the strategies' states) comes from the server.
 * @returns {{ ok: true, id: string, size?: { secrets: number, guesses: number } } | { ok: false, message: string }}
 */
export function readBoardId(/** @type {string} */ id) {
  let parsed;
  try {
    parsed = parseVariant(id);
  } catch (err) {
    const why = /** @type {{ why?: string }} */ (err).why;
    if (why === undefined) throw err;
    return { ok: false, message: `"${id}" is not a board of this page: ${why}.` };
  }
  const size = parsed.size;
  if (size !== undefined && (size.secrets > MAX_BOARD || size.guesses > MAX_BOARD)) {
    return {
      ok: false,
      message: `${parsed.id} has ${size.secrets.toLocaleString('en-US')} secrets and ${size.guesses.toLocaleString('en-US')} possible guesses: more than the ${MAX_BOARD.toLocaleString('en-US')} this page plays.`,
    };
  }
  return size === undefined ? { ok: true, id: parsed.id } : { ok: true, id: parsed.id, size: { ...size } };
}

/** The game of tile boards (family.js) a board's id belongs to, as the core's grammar reads it; undefined for any other board. */
function tileGameOf(/** @type {string} */ id, /** @type {ReadonlyArray<{ family: string, name: (id: string) => string | null }>} */ games) {
  try {
    const family = parseVariant(id).board?.family;
    return games.find((g) => g.family === family);
  } catch {
    return undefined;
  }
}

/** The family of a board played on tiles at its own page (one of `games`), from its id as the core's grammar reads it; null for any other board. */
export function tileFamily(
  /** @type {string} */ id,
  /** @type {ReadonlyArray<{ family: string, name: (id: string) => string | null }>} */ games,
) {
  return tileGameOf(id, games)?.family ?? null;
}

/** The canonical id of a board played on tiles at its own page (one of `games`; the canonical id as the core's grammar writes it), or null for any other id. */
export function tileBoardId(
  /** @type {string} */ id,
  /** @type {ReadonlyArray<{ family: string, name: (id: string) => string | null }>} */ games,
) {
  return tileGameOf(id, games) === undefined ? null : parseVariant(id).id;
}

/** A tile board's short name, for its page's heading and the tab's title, as its game writes it; null for any other board. */
export function tileBoardName(
  /** @type {string} */ id,
  /** @type {ReadonlyArray<{ family: string, name: (id: string) => string | null }>} */ games,
) {
  return tileGameOf(id, games)?.name(id) ?? null;
}
