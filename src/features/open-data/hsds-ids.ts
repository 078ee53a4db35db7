import { v5 as uuidv5 } from 'uuid';

/**
 * The namespace of every identifier this directory publishes in HSDS (which requires UUIDs):
 * fixed, so a center keeps the same HSDS ids in every release and partners can update their
 * copies by id instead of replacing them.
 */
const HSDS_NAMESPACE = '028d993a-7dbe-41c5-95a1-a9bc76cde233';

/** A stable UUID (version 5) for one published object, named by its kind and its parts. */
export function hsdsId(kind: string, ...parts: (string | number)[]): string {
  return uuidv5([kind, ...parts.map(String)].join('/'), HSDS_NAMESPACE);
}

/** Whether text is a UUID as HSDS writes them (lower- or upper-case hex, hyphenated). */
export function isUuid(text: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text);
}
