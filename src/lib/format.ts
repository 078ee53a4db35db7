/** Shows a 10-digit phone number as (xxx) xxx-xxxx; anything else is shown as given. */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10) return phone.trim();
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}

/** The tel: link target for a phone number (digits only). */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A website link target: https:// is prefixed when no scheme is present. */
export function websiteHref(website: string): string {
  const trimmed = website.trim();
  if (!trimmed) return '';
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** A website shown without its scheme and trailing slash. */
export function websiteLabel(website: string): string {
  return website
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/\/$/, '');
}

/** Turns a 24-hour 'HH:MM' into '8:00 AM'. */
export function formatTime(hhmm: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!match) return hhmm;
  const hours = Number(match[1]);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${String(hours % 12 || 12)}:${match[2] ?? '00'} ${suffix}`;
}
