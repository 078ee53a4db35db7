/**
 * Readers for the cells of an imported center row: each turns the text a spreadsheet gives
 * into the stored value, or null when the text cannot be read. Pure, for PocketBase's JS
 * runtime too (pb_hooks/site-bundle.js).
 */

/** A 10-digit US phone number (a leading 1, punctuation and an extension are dropped). */
export function readPhone(text: string): string | null {
  const digits = text.replace(/\s*(ext\.?|extension|x)\s*\d+$/i, '').replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(national) ? national : null;
}

/** A Minnesota ZIP code (55xxx or 56xxx; ZIP+4 keeps its first five digits). */
export function readZip(text: string): string | null {
  const match = /^(5[56]\d{3})(?:-?\d{4})?$/.exec(text);
  return match?.[1] ?? null;
}

/** The state: only Minnesota is listed (spec: the center state is fixed to Minnesota). */
export function readState(text: string): string | null {
  return /^(mn|minn\.?|minnesota)$/i.test(text) ? 'Minnesota' : null;
}

/** A web address with or without its scheme (https:// is added when shown). */
export function readWebsite(text: string): string | null {
  return /^(https?:\/\/)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?([/?#]\S*)?$/i.test(text)
    ? text
    : null;
}

/** An image address: http(s) only, as it becomes an <img> source. */
export function readImageUrl(text: string): string | null {
  return /^https?:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?([/?#]\S*)?$/i.test(text) ? text : null;
}

/**
 * A 24-hour 'HH:MM' from '9:00', '09:00', '17:30', '9 AM' or '5:30 pm'; '' for 'closed'.
 */
export function readTime(text: string): string | null {
  if (/^closed$/i.test(text)) return '';
  const match = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?$/i.exec(text);
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  const half = (match[3] ?? '').toLowerCase().replace(/\./g, '');
  if (half) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (half === 'pm' ? 12 : 0);
  } else if (match[2] === undefined) {
    return null;
  }
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** A whole number within bounds ('1,200' is 1200). */
export function readInteger(text: string, min: number, max: number): number | null {
  const plain = text.replace(/,/g, '');
  if (!/^\d+$/.test(plain)) return null;
  const value = Number(plain);
  return value >= min && value <= max ? value : null;
}

/**
 * A team size: a whole number, or a range such as '11-50', read as its lower bound (the team
 * is at least that big; nothing larger is claimed).
 */
export function readEmployeeCount(text: string): number | null {
  const range = /^([\d,]+)\s*[-–]\s*[\d,]+$/.exec(text);
  return readInteger(range?.[1] ?? text, 0, 100_000);
}

/** A center number as our export writes it (12) or as the old app showed it (autism-12). */
export function readCenterNumber(text: string): number | null {
  const match = /^(?:autism-)?(\d+)$/i.exec(text);
  return match ? readInteger(match[1] ?? '', 1, 2_147_483_647) : null;
}

/** A list from a JSON array of texts or from text separated by commas, semicolons or bars. */
export function readList(text: string): string[] | null {
  let items: unknown[];
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (!Array.isArray(parsed)) return null;
      items = parsed;
    } catch {
      return null;
    }
  } else {
    items = text.split(/[,;|]/);
  }
  const list: string[] = [];
  for (const item of items) {
    if (typeof item !== 'string') return null;
    const value = item.trim();
    if (value && !list.includes(value)) list.push(value);
  }
  return list;
}
