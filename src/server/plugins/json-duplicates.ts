/**
 * Duplicate names in JSON objects. JSON.parse keeps the last of a repeated name and says nothing,
 * so `{"answers": [...], "answers": [...]}` would pass with the first list silently dropped. RFC
 * 8259 (section 4) leaves such objects' meaning to the receiver ("unpredictable"): the API refuses
 * them by name instead of guessing.
 */

/** A name as a path segment: `.answers`, or `["two words"]` for a name that is not an identifier. */
function segment(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? `.${name}` : `[${JSON.stringify(name)}]`;
}

/**
 * The path of the first name that an object of a JSON text repeats (`body.answers`,
 * `body.history[0].guess`), or undefined when none does. `text` must be valid JSON (the caller
 * parsed it): one pass over its characters, strings skipped whole, names compared decoded (so
 * `"a"` and `"\u0061"` are the same name).
 */
export function duplicateKey(text: string, path = 'body'): string | undefined {
  // The open containers, outermost first, `depth` of them: each one's kind (1 object, 0 array)
  // and, for an array, the index of the entry under way; for the `objects` open objects, the
  // names seen and the one under way. Stacks with counters rather than push and pop: a body of
  // 260,000 nested arrays is scanned in milliseconds (an array shrunk by pop took 150 ms).
  let kinds = new Uint8Array(64);
  let index = new Int32Array(64);
  let depth = 0;
  const seen: Array<Set<string>> = [];
  const current: string[] = [];
  let objects = 0;
  let expectName = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      // A string: its end is the next quote not escaped.
      let j = i + 1;
      let escaped = false;
      for (let d = text.charCodeAt(j); d !== 0x22; d = text.charCodeAt(++j)) {
        if (d === 0x5c) {
          escaped = true;
          j++;
        }
      }
      if (expectName) {
        const name = escaped ? (JSON.parse(text.slice(i, j + 1)) as string) : text.slice(i + 1, j);
        const names = seen[objects - 1]!;
        if (names.has(name)) return spell(path, kinds.subarray(0, depth), index, current, name);
        names.add(name);
        current[objects - 1] = name;
        expectName = false;
      }
      i = j;
    } else if (c === 0x7b || c === 0x5b) {
      if (depth === kinds.length) {
        kinds = grown(kinds, new Uint8Array(2 * depth));
        index = grown(index, new Int32Array(2 * depth));
      }
      kinds[depth] = c === 0x7b ? 1 : 0;
      index[depth++] = 0;
      if (c === 0x7b) {
        seen[objects] = new Set();
        current[objects++] = '';
      }
      expectName = c === 0x7b;
    } else if (c === 0x7d || c === 0x5d) {
      if (kinds[--depth] === 1) objects--;
      expectName = false;
    } else if (c === 0x2c) {
      if (kinds[depth - 1] === 1) expectName = true;
      else index[depth - 1]!++;
    }
  }
  return undefined;
}

/** `to` holding `from`'s entries first. */
function grown<T extends Uint8Array | Int32Array>(from: T, to: T): T {
  to.set(from);
  return to;
}

/** The path of a repeated name: the entries under way in the containers open around it, then the name. */
function spell(path: string, kinds: Uint8Array, index: Int32Array, current: readonly string[], name: string): string {
  let out = path;
  let object = 0;
  // The innermost container is the object that repeats the name: its own entry is the name.
  for (let k = 0; k < kinds.length - 1; k++) out += kinds[k] === 1 ? segment(current[object++]!) : `[${index[k]}]`;
  return out + segment(name);
}
