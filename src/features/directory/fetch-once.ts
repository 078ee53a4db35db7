/** A file that does not exist (HTTP 404), as opposed to one that could not be fetched. */
export class MissingFile extends Error {}

/** Fetches a file; a 404 is a MissingFile, another failure an Error saying what failed. */
export async function fetchFile(url: string): Promise<Response> {
  const response = await fetch(url);
  if (response.status === 404) throw new MissingFile(`${url} does not exist`);
  if (!response.ok) throw new Error(`Could not load ${url} (HTTP ${String(response.status)})`);
  return response;
}

/** A JSON file's content, unchecked (the caller parses it with its schema). */
export const fetchJson = async (url: string): Promise<unknown> => (await fetchFile(url)).json();

/**
 * `load` once per URL for the visit; a failure is forgotten, so that 'Try Again' fetches the
 * file afresh.
 */
export function fetchOnce<T>(load: (url: string) => Promise<T>): (url: string) => Promise<T> {
  const files = new Map<string, Promise<T>>();
  return (url) => {
    let file = files.get(url);
    if (!file) {
      file = load(url);
      file.catch(() => files.delete(url));
      files.set(url, file);
    }
    return file;
  };
}
