import PocketBase from 'pocketbase';

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
