/**
 * The e-mail address inside a PocketBase password reset token (a JWT whose payload carries
 * `email`), so the reset page can sign the person in with their new password. '' when the
 * token is not readable. The token is only read here; PocketBase checks it.
 */
export function emailFromToken(token: string): string {
  const payload = token.split('.')[1];
  if (!payload) return '';
  try {
    const binary = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const data: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof data === 'object' && data && 'email' in data && typeof data.email === 'string'
      ? data.email
      : '';
  } catch {
    return '';
  }
}
