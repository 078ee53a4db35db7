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

/**
 * After a failed submit: focus the form's first field marked invalid, once the errors are on
 * screen, so its message (its aria-describedby) is announced and seen (issue 17).
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
