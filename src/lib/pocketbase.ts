import PocketBase, { type RecordListOptions, type RecordModel } from 'pocketbase';

/** A PocketBase client that never cancels a request because a newer one has the same key. */
export function createPocketBase(url: string): PocketBase {
  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  return pb;
}

/**
 * Every record of a list, `perPage` a request with up to `inFlight` requests at once (the SDK's
 * getFullList waits for each page before asking for the next), in the list's order. The pages
 * come from the count read first; should the list have grown meanwhile, the pages past it are
 * read one after another until a short one.
 */
export async function readAllPages(
  pb: PocketBase,
  collection: string,
  options: RecordListOptions & { perPage: number; inFlight: number },
): Promise<RecordModel[]> {
  const { perPage, inFlight, ...query } = options;
  const list = pb.collection(collection);
  const { totalItems } = await list.getList(1, 1, { ...query, fields: 'id' });
  const readPage = async (page: number) =>
    (await list.getList(page, perPage, { ...query, skipTotal: true })).items;
  const pages: RecordModel[][] = [];
  let next = 1;
  const lastCounted = Math.max(1, Math.ceil(totalItems / perPage));
  const reader = async () => {
    while (next <= lastCounted) {
      const page = next++;
      pages[page - 1] = await readPage(page);
    }
  };
  await Promise.all(Array.from({ length: inFlight }, reader));
  while ((pages.at(-1)?.length ?? 0) === perPage) pages.push(await readPage(pages.length + 1));
  return pages.flat();
}

/** The public URL of a stored file, optionally a thumbnail size declared on its field. */
export function fileUrl(
  baseUrl: string,
  record: { collectionId: string; id: string },
  filename: string,
  thumb?: string,
): string {
  const path = `${baseUrl.replace(/\/$/, '')}/api/files/${record.collectionId}/${record.id}/${encodeURIComponent(filename)}`;
  return thumb ? `${path}?thumb=${thumb}` : path;
}

/** A client acting as the caller of a server route, with their `Authorization: Bearer` token. */
export function clientWithToken(url: string, authorization: string): PocketBase {
  const pb = createPocketBase(url);
  pb.authStore.save(authorization.replace(/^Bearer\s+/i, ''), null);
  return pb;
}

/** The users record the caller's bearer token belongs to, read fresh; null when not valid. */
export async function userOfToken(url: string, authorization: string): Promise<RecordModel | null> {
  try {
    const { record } = await clientWithToken(url, authorization).collection('users').authRefresh();
    return record;
  } catch {
    return null;
  }
}
