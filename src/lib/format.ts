/** Shows a 10-digit phone number as (xxx) xxx-xxxx; anything else is shown as given. */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10) return phone.trim();
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}

/**
 * A US phone number in E.164 (`+16125550100`), as structured data wants it; undefined when it
 * is not a 10-digit North American number (nothing is guessed).
 */
export function e164Phone(phone: string): string | undefined {
  const digits = phone.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(national) ? `+1${national}` : undefined;
}

/** The tel: link target for a phone number (digits only). */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * A website link target: https:// is prefixed when no scheme is present. Owners type these,
 * so any scheme but http(s) (javascript://, data:...) gives '' rather than a link.
 */
export function websiteHref(website: string): string {
  const trimmed = website.trim();
  if (!trimmed) return '';
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  // A colon before digits is a port (example.org:8080), not a scheme.
  return /^[a-z][a-z0-9+.-]*:(?!\d)/i.test(trimmed) ? '' : `https://${trimmed}`;
}

/**
 * A website a server may fetch: websiteHref's address, and only when it names a host and
 * carries no credentials. '' when none is given, null when it cannot be fetched.
 */
export function fetchableWebsite(website: string): string | null {
  if (!website.trim()) return '';
  const href = websiteHref(website);
  const host = /^https?:\/\/([^/?#]*)/i.exec(href)?.[1] ?? '';
  return host === '' || host.includes('@') ? null : href;
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

/**
 * The date formats, made on first use and kept: making one costs far more than using it (a
 * tenth of a millisecond, at every center page of a build), and PocketBase's JS runtime, which
 * loads this module through site-bundle.js, has no Intl to make them with.
 */
const formats = new Map<string, Intl.DateTimeFormat>();
function minnesotaFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'America/Chicago' });
    formats.set(key, format);
  }
  return format;
}

/** Shows a PocketBase date as 'March 3, 2026' (Minnesota time); '' when blank or invalid. */
export function formatDate(value: string): string {
  const date = new Date(value);
  if (!value.trim() || Number.isNaN(date.getTime())) return '';
  return minnesotaFormat({ dateStyle: 'long' }).format(date);
}

/** A PocketBase date as ISO 8601 (for datetime attributes and scripts); '' when invalid. */
export function isoDate(value: string): string {
  const date = new Date(value);
  return !value.trim() || Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

/** A center's address on one line: street, city, then state and ZIP (each left out when empty). */
export function addressLine(center: {
  address: string;
  city: string;
  state?: string;
  zip_code: string;
}): string {
  const region = [center.state ?? '', center.zip_code].filter(Boolean).join(' ');
  return [center.address, center.city, region].filter(Boolean).join(', ');
}

/**
 * A directions link to an address: the maps site's universal 'directions to' URL, which phones
 * open in their maps app. '' when there is no address.
 */
export function directionsHref(address: string): string {
  const destination = address.trim();
  if (!destination) return '';
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/** Shows a PocketBase date with its time as 'Nov 22, 2026, 2:05 PM' (Minnesota time); '' when blank. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  if (!value.trim() || Number.isNaN(date.getTime())) return '';
  return minnesotaFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
