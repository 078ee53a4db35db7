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

/** The outcome of a server-side check: the normalized fields, or the first message and one per field. */
export type Checked<T> =
  { ok: true; fields: T } | { ok: false; message: string; errors: Record<string, string> };

/** What checkWith needs of a schema (zod and zod/mini alike). */
interface SafeParser<T> {
  safeParse(body: unknown):
    | { success: true; data: T }
    | {
        success: false;
        error: {
          issues: readonly {
            path: readonly PropertyKey[];
            message: string;
            code?: string;
            keys?: readonly string[];
          }[];
        };
      };
}

/** The message for a field a strict schema does not know. */
export const UNKNOWN_FIELD = 'This field is not accepted.';

/**
 * Checks a body with a schema, as the hooks answer it: the normalized fields, or the first
 * message and one message per field (a field the schema does not know gets UNKNOWN_FIELD).
 */
export function checkWith<T>(schema: SafeParser<T>, body: unknown): Checked<T> {
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, fields: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys ?? []) errors[key] ??= UNKNOWN_FIELD;
    }
  }
  const perField = firstErrors({
    issues: result.error.issues.filter((i) => i.code !== 'unrecognized_keys'),
  });
  Object.assign(errors, perField);
  const message = Object.values(perField)[0] ?? Object.values(errors)[0] ?? 'Invalid data.';
  return { ok: false, message, errors };
}

/**
 * After a failed submit: focus the form's first field marked invalid, once the errors are on
 * screen, so its message (its aria-describedby) is announced and seen.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
