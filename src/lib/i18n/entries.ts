/** A catalog, or part of one, as plain data. */
export type MessageTree = { readonly [key: string]: string | readonly string[] | MessageTree };

/** Every message of a catalog as [dotted key, text] pairs (a list's items keyed by index). */
export function messageEntries(tree: MessageTree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] => {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') return [[name, value]];
    if (Array.isArray(value)) {
      return (value as readonly string[]).map((item, i) => [`${name}.${String(i)}`, item]);
    }
    return messageEntries(value as MessageTree, name);
  });
}
