import PocketBase, { type RecordModel } from 'pocketbase';

/** A PocketBase client that never cancels a request because a newer one has the same key. */
export function createPocketBase(url: string): PocketBase {
  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  return pb;
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
