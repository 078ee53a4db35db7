/** What firstErrors reads of a failed zod parse (zod and zod/mini errors alike). */
export interface ParseIssues {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/**
 * The first message per field of a failed parse, as forms show them. The key is the issue's
 * path: its first segment, or its first `depth` segments joined with '.' ('hours.monday').
 * Given the form's field names (K), the result says which fields it may hold.
 */
export function firstErrors<K extends string = string>(
  error: ParseIssues,
  depth = 1,
): string extends K ? Record<string, string> : Partial<Record<K, string>> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const key = issue.path.slice(0, depth).map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors as string extends K ? Record<string, string> : Partial<Record<K, string>>;
}
