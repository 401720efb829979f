/**
 * A small msgpack decoder for tree files (tree file format, version 1): maps, arrays, strings,
 * integers, floats, booleans, nil, and bin for completeness. Extension types, which a tree file
 * never holds, are refused rather than misread. Pure JavaScript over a DataView, so it runs in
 * browsers without a bundler and in Node alike (a TypeScript port of src/web/msgpack.js).
 */

/** Thrown for bytes that are not one complete msgpack value of the supported subset. */
export class MsgpackError extends Error {
  override readonly name = 'MsgpackError';
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Decodes one msgpack value; throws MsgpackError on truncated input, extension types or trailing bytes. */
export function decodeMsgpack(bytes: Uint8Array): unknown {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const length = bytes.length;
  let pos = 0;

  const need = (n: number): void => {
    if (pos + n > length) throw new MsgpackError(`msgpack: truncated at byte ${pos}`);
  };
  const u8 = (): number => {
    need(1);
    return view.getUint8(pos++);
  };
  const u16 = (): number => {
    need(2);
    pos += 2;
    return view.getUint16(pos - 2);
  };
  const u32 = (): number => {
    need(4);
    pos += 4;
    return view.getUint32(pos - 4);
  };
  const str = (n: number): string => {
    need(n);
    pos += n;
    try {
      return utf8.decode(bytes.subarray(pos - n, pos));
    } catch {
      throw new MsgpackError(`msgpack: invalid UTF-8 in the string ending at byte ${pos}`);
    }
  };
  const bin = (n: number): Uint8Array => {
    need(n);
    pos += n;
    return bytes.slice(pos - n, pos);
  };
  const array = (n: number, depth: number): unknown[] => {
    // Every element takes at least one byte: a huge count in a short input is refused before allocating.
    need(n);
    const out = new Array<unknown>(n);
    for (let i = 0; i < n; i++) out[i] = value(depth);
    return out;
  };
  const map = (n: number, depth: number): Record<string, unknown> => {
    need(2 * n);
    const out: Record<string, unknown> = {};
    for (let i = 0; i < n; i++) {
      const key = String(value(depth));
      const v = value(depth);
      // Assigning "__proto__" would change the prototype, not add a key.
      if (key === '__proto__') Object.defineProperty(out, key, { value: v, enumerable: true, writable: true, configurable: true });
      else out[key] = v;
    }
    return out;
  };

  function value(depth: number): unknown {
    // Tree files nest about three levels per guess; this bound keeps hostile input off the stack limit.
    if (depth > 512) throw new MsgpackError('msgpack: nested deeper than 512 levels');
    const t = u8();
    if (t <= 0x7f) return t;
    if (t >= 0xe0) return t - 0x100;
    if ((t & 0xf0) === 0x80) return map(t & 0x0f, depth + 1);
    if ((t & 0xf0) === 0x90) return array(t & 0x0f, depth + 1);
    if ((t & 0xe0) === 0xa0) return str(t & 0x1f);
    switch (t) {
      case 0xc0:
        return null;
      case 0xc2:
        return false;
      case 0xc3:
        return true;
      case 0xc4:
        return bin(u8());
      case 0xc5:
        return bin(u16());
      case 0xc6:
        return bin(u32());
      case 0xca:
        need(4);
        pos += 4;
        return view.getFloat32(pos - 4);
      case 0xcb:
        need(8);
        pos += 8;
        return view.getFloat64(pos - 8);
      case 0xcc:
        return u8();
      case 0xcd:
        return u16();
      case 0xce:
        return u32();
      case 0xcf:
        need(8);
        pos += 8;
        return Number(view.getBigUint64(pos - 8));
      case 0xd0:
        need(1);
        pos += 1;
        return view.getInt8(pos - 1);
      case 0xd1:
        need(2);
        pos += 2;
        return view.getInt16(pos - 2);
      case 0xd2:
        need(4);
        pos += 4;
        return view.getInt32(pos - 4);
      case 0xd3:
        need(8);
        pos += 8;
        return Number(view.getBigInt64(pos - 8));
      case 0xd9:
        return str(u8());
      case 0xda:
        return str(u16());
      case 0xdb:
        return str(u32());
      case 0xdc:
        return array(u16(), depth + 1);
      case 0xdd:
        return array(u32(), depth + 1);
      case 0xde:
        return map(u16(), depth + 1);
      case 0xdf:
        return map(u32(), depth + 1);
      default:
        throw new MsgpackError(`msgpack: type 0x${t.toString(16)} at byte ${pos - 1} is not used by tree files`);
    }
  }

  const result = value(0);
  if (pos !== length) throw new MsgpackError(`msgpack: ${length - pos} bytes after the value`);
  return result;
}
