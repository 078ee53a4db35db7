import { open, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { openData } from '../../../lib/routes.ts';
import { nestTerms } from '../hsds-service.ts';
import type { HsdsObject } from '../hsds-object.ts';
import type { ReleaseIndex, ServiceIndexEntry } from '../release-data.ts';
import { getReleaseData } from '../release.ts';
import { searchText } from '../service-query.ts';

/** The live release's open data as the on-demand API reads it. */
export interface ApiRelease {
  index: ReleaseIndex;
  /** A service's index entry by its HSDS id. */
  byId: Map<string, ServiceIndexEntry>;
  /** The services' searchable text, worked out once per release. */
  searchable: (entry: ServiceIndexEntry) => string;
  /** The fully nested service of an entry, its attributes' taxonomy terms included. */
  service: (entry: ServiceIndexEntry) => Promise<HsdsObject>;
}

function withLookups(index: ReleaseIndex, service: ApiRelease['service']): ApiRelease {
  const texts = new Map(index.services.map((e) => [e, searchText(e)]));
  const termById = new Map<string, HsdsObject>(index.terms.map((t) => [t.id, { ...t }]));
  return {
    index,
    byId: new Map(index.services.map((e) => [String(e.item['id']), e])),
    searchable: (entry) => texts.get(entry) ?? searchText(entry),
    service: async (entry) => nestTerms(await service(entry), termById),
  };
}

/**
 * Reads the release's files from its client folder (`clientDir`): the index once, and each
 * service's JSON from the directory file by its byte range, so a request costs one small read
 * and the server never holds the whole directory.
 */
async function fromFiles(clientDir: URL): Promise<ApiRelease> {
  const file = (path: string) => fileURLToPath(new URL(path.replace(/^\//, ''), clientDir));
  const index = JSON.parse(await readFile(file(openData.apiIndex), 'utf8')) as ReleaseIndex;
  const directory = file(openData.directoryJson);
  return withLookups(index, async (entry) => {
    const [offset, length] = entry.at;
    const handle = await open(directory, 'r');
    try {
      const buffer = Buffer.alloc(length);
      await handle.read(buffer, 0, length, offset);
      return JSON.parse(buffer.toString('utf8')) as HsdsObject;
    } finally {
      await handle.close();
    }
  });
}

/** Under `astro dev` nothing is built: the open data is mapped from current data instead. */
async function fromCatalog(): Promise<ApiRelease> {
  const data = await getReleaseData();
  const bytes = Buffer.from(data.directoryJson);
  return withLookups(data.index, (entry) =>
    Promise.resolve(
      JSON.parse(
        bytes.subarray(entry.at[0], entry.at[0] + entry.at[1]).toString('utf8'),
      ) as HsdsObject,
    ),
  );
}

let loaded: Promise<ApiRelease> | undefined;

/**
 * The release this server was built with (its server process serves no other), read on first
 * use and kept. A failed read is not kept, so the next request tries again.
 */
export function apiRelease(clientDir: URL, dev: boolean): Promise<ApiRelease> {
  if (dev) return fromCatalog();
  loaded ??= fromFiles(clientDir).catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  return loaded;
}
