/**
 * Pagefind's file format, as the build stores its bundle (src/integrations/pagefind.ts) and the
 * directory reads it (src/features/directory/pagefind-meta.ts): a file is its signature and
 * then CBOR (RFC 8949). The codec covers what Pagefind's files hold: unsigned and negative
 * integers, byte and text strings, arrays and maps, booleans and null. It is small on purpose:
 * the decoder runs in the browser with the first search.
 */

/** The mark Pagefind puts before a file's content once decompressed. */
export const PAGEFIND_SIGNATURE = 'pagefind_dcd';

/** pagefind-entry.json: each language's index, named by its metadata file's hash. */
export interface PagefindEntry {
  languages: Record<string, { hash: string; wasm?: string | null; page_count?: number }>;
}

const SIGNATURE_BYTES = new TextEncoder().encode(PAGEFIND_SIGNATURE);

/** Whether a file's bytes start with Pagefind's signature (decompressed, read as they are). */
export function hasPagefindSignature(bytes: Uint8Array): boolean {
  return SIGNATURE_BYTES.every((byte, i) => bytes[i] === byte);
}

/** A decompressed file's content after Pagefind's signature (the bytes as given without one). */
export function afterPagefindSignature(bytes: Uint8Array): Uint8Array {
  return hasPagefindSignature(bytes) ? bytes.subarray(PAGEFIND_SIGNATURE.length) : bytes;
}

export type Cbor = number | string | Uint8Array | boolean | null | Cbor[] | { [key: string]: Cbor };

/** Decodes one CBOR item (definite or indefinite arrays; map keys as strings). */
export function decodeCbor(bytes: Uint8Array): Cbor {
  const text = new TextDecoder();
  let at = 0;
  const byte = () => {
    const value = bytes[at++];
    if (value === undefined) throw new Error('The search metadata ended early.');
    return value;
  };
  const uint = (size: number) => {
    let value = 0;
    for (let i = 0; i < size; i++) value = value * 256 + byte();
    return value;
  };
  const item = (): Cbor => {
    const head = byte();
    const major = head >> 5;
    const info = head & 31;
    const length =
      info < 24 ? info : info <= 27 ? uint(2 ** (info - 24)) : info === 31 ? -1 : Number.NaN;
    if (Number.isNaN(length)) throw new Error('The search metadata is not readable.');
    switch (major) {
      case 0:
        return length;
      case 1:
        return -1 - length;
      case 2:
      case 3: {
        const slice = bytes.subarray(at, at + length);
        at += length;
        return major === 2 ? slice : text.decode(slice);
      }
      case 4: {
        const list: Cbor[] = [];
        if (length < 0) {
          while (bytes[at] !== 0xff) list.push(item());
          at++;
        } else {
          for (let i = 0; i < length; i++) list.push(item());
        }
        return list;
      }
      case 5: {
        const map: Record<string, Cbor> = {};
        for (let i = 0; i < length; i++) {
          const key = item();
          map[typeof key === 'string' ? key : JSON.stringify(key)] = item();
        }
        return map;
      }
      default:
        if (info === 20) return false;
        if (info === 21) return true;
        return null;
    }
  };
  return item();
}

/**
 * Encodes a value as CBOR the way Pagefind writes it: the shortest head for every length and
 * integer, definite-length arrays and maps, text strings for strings.
 */
export function encodeCbor(value: Cbor): Uint8Array {
  const out: number[] = [];
  const head = (major: number, length: number) => {
    const type = major << 5;
    if (length < 24) out.push(type | length);
    else if (length < 0x100) out.push(type | 24, length);
    else if (length < 0x10000) out.push(type | 25, length >> 8, length & 0xff);
    else if (length < 0x100000000) {
      out.push(type | 26, ...[24, 16, 8, 0].map((shift) => Math.floor(length / 2 ** shift) & 0xff));
    } else throw new Error(`${String(length)} is too large for this CBOR encoder`);
  };
  const text = new TextEncoder();
  const item = (v: Cbor) => {
    if (typeof v === 'number') {
      if (!Number.isInteger(v)) throw new Error(`${String(v)} is not an integer`);
      if (v >= 0) head(0, v);
      else head(1, -1 - v);
    } else if (typeof v === 'string') {
      const bytes = text.encode(v);
      head(3, bytes.length);
      for (const b of bytes) out.push(b);
    } else if (v instanceof Uint8Array) {
      head(2, v.length);
      for (const b of v) out.push(b);
    } else if (typeof v === 'boolean') out.push(v ? 0xf5 : 0xf4);
    else if (v === null) out.push(0xf6);
    else if (Array.isArray(v)) {
      head(4, v.length);
      for (const entry of v) item(entry);
    } else {
      const entries = Object.entries(v);
      head(5, entries.length);
      for (const [key, entry] of entries) {
        item(key);
        item(entry);
      }
    }
  };
  item(value);
  return Uint8Array.from(out);
}
