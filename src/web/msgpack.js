// @ts-check
// A small msgpack decoder for the tree files. The file format uses plain maps, arrays, strings
// and numbers only (tree file format, version 1), so this covers the whole spec except extension types, which a
// tree file never holds; meeting one is an error rather than a silent misread.

const utf8 = new TextDecoder();

/** Decodes one msgpack value from bytes; throws on truncated input, extensions or trailing bytes. */
export function decode(/** @type {Uint8Array} */ bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let pos = 0;

  /** @param {number} n */
  const need = (n) => {
    if (pos + n > bytes.length) throw new Error(`msgpack: truncated at byte ${pos}`);
  };
  const u8 = () => (need(1), view.getUint8(pos++));
  const u16 = () => (need(2), (pos += 2), view.getUint16(pos - 2));
  const u32 = () => (need(4), (pos += 4), view.getUint32(pos - 4));
  /** @param {number} n */
  const str = (n) => {
    need(n);
    pos += n;
    return utf8.decode(bytes.subarray(pos - n, pos));
  };
  /** @param {number} n */
  const bin = (n) => {
    need(n);
    pos += n;
    return bytes.slice(pos - n, pos);
  };
  /** @param {number} n @returns {unknown[]} */
  const array = (n) => {
    const out = new Array(n);
    for (let i = 0; i < n; i++) out[i] = value();
    return out;
  };
  /** @param {number} n @returns {Record<string, unknown>} */
  const map = (n) => {
    /** @type {Record<string, unknown>} */
    const out = {};
    for (let i = 0; i < n; i++) {
      const key = value();
      // Assigning "__proto__" would change the prototype, not add a key.
      Object.defineProperty(out, String(key), { value: value(), enumerable: true, writable: true, configurable: true });
    }
    return out;
  };

  /** @returns {unknown} */
  function value() {
    const t = u8();
    if (t <= 0x7f) return t;
    if (t >= 0xe0) return t - 0x100;
    if ((t & 0xf0) === 0x80) return map(t & 0x0f);
    if ((t & 0xf0) === 0x90) return array(t & 0x0f);
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
        return array(u16());
      case 0xdd:
        return array(u32());
      case 0xde:
        return map(u16());
      case 0xdf:
        return map(u32());
      default:
        throw new Error(`msgpack: type 0x${t.toString(16)} at byte ${pos - 1} is not used by tree files`);
    }
  }

  const result = value();
  if (pos !== bytes.length) throw new Error(`msgpack: ${bytes.length - pos} bytes after the value`);
  return result;
}
