/**
 * Dot segments ("." and "..") in a request's path, however they are spelt: no route of the server
 * has one (clients remove them before sending, RFC 3986 section 5.2.4), so a path that carries one
 * is looking for a file outside the folder it names.
 */

// A segment that is "." or "..", between slashes or at either end. Backslashes count as slashes:
// some file servers treat them as separators.
const DOT_SEGMENT = /(?:^|[/\\])\.{1,2}(?:[/\\]|$)/;

// One round of percent-decoding, byte by byte: dots and slashes are ASCII, and this never throws
// on a malformed or non-UTF-8 escape (those are the router's to refuse).
const decodeOnce = (path: string): string => path.replace(/%([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * True when the path part of a request URL (the query left out) has a dot segment, as sent or
 * after percent-decoding it up to three times (`..`, `%2e%2e`, `.%2E`, `..%2f`, `%252e%252e`).
 */
export function hasDotSegment(url: string): boolean {
  let path = url.split('?')[0] ?? '';
  for (let round = 0; round <= 3; round++) {
    if (DOT_SEGMENT.test(path)) return true;
    const decoded = decodeOnce(path);
    if (decoded === path) return false;
    path = decoded;
  }
  return false;
}
