import { parse, stringify, v5 as uuidv5 } from 'uuid';

/**
 * The namespace of every identifier this directory publishes in HSDS (which requires UUIDs):
 * fixed, so a center keeps the same HSDS ids in every release and partners can update their
 * copies by id instead of replacing them. Given as bytes: parsing it at each id cost as much
 * as the hashing.
 */
const HSDS_NAMESPACE = parse('028d993a-7dbe-41c5-95a1-a9bc76cde233');

/** A stable UUID (version 5) for one published object, named by its kind and its parts. */
export function hsdsId(kind: string, ...parts: (string | number)[]): string {
  return uuidv5([kind, ...parts.map(String)].join('/'), HSDS_NAMESPACE);
}

const constants = new Map<string, string>();

/** hsdsId for names shared by many centers (a kind of object, a language, a weekly schedule), made once. */
export function sharedId(kind: string, value = ''): string {
  const key = `${kind}/${value}`;
  let id = constants.get(key);
  if (!id) {
    id = hsdsId('shared', kind, value);
    constants.set(key, id);
  }
  return id;
}

/**
 * The id of what belongs to `owner` and is named by `part` (a service's attribute of a term,
 * its location...): the two ids' bytes XOR-ed, as a version-5 UUID. One owner's parts get
 * distinct ids (XOR with a fixed value is one-to-one, and version-5 ids agree on the version
 * and variant bits it overwrites), two owners' ids are as unlikely to meet as two hashes, and
 * it costs no hash: a release makes tens of ids a center.
 */
export function partId(owner: string, part: string): string {
  const a = parse(owner);
  const b = parse(part);
  const bytes = new Uint8Array(16);
  for (let i = 0; i < 16; i++) bytes[i] = (a[i] ?? 0) ^ (b[i] ?? 0);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  return stringify(bytes);
}

/** Whether text is a UUID as HSDS writes them (lower- or upper-case hex, hyphenated). */
export function isUuid(text: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text);
}
