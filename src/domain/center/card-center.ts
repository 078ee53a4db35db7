import * as z from 'zod/mini';
import type { Center, CenterImage } from './center.ts';
import { format, formatNumber } from '../../lib/i18n/format.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import englishDirectory from '../../lib/i18n/messages/en/directory.ts';
import type { Messages } from '../../lib/i18n/types.ts';
import { centerHref } from '../../lib/routes.ts';

const englishCard = englishDirectory.card;

/**
 * What a center card shows (public-side.md section 2, 'Center card'), computed once at build
 * time. The same shape is rendered statically by Astro, passed to the directory island and
 * stored in the search index, so the browser never needs the whole Center.
 */
export const CardCenterSchema = z.object({
  number: z.number(),
  name: z.string(),
  href: z.string(),
  description: z.string(),
  address: z.string(),
  city: z.string(),
  phone: z.string(),
  services: z.array(z.string()),
  premium: z.boolean(),
  featured: z.boolean(),
  /** 'claimed' (an owner is present) or 'unclaimed', as the spec's list card receives it. */
  access: z.enum(['claimed', 'unclaimed']),
  /** The picture to show, already chosen by the fallback rules; null shows the placeholder. */
  image: z.nullable(z.object({ url: z.string(), alt: z.string() })),
  /** Main and gallery images; the card says 'N photos' when there is more than one. */
  photoCount: z.number(),
  acceptingClients: z.enum(['accepting', 'waitlist', 'not-accepting', '']),
  waitlistWeeks: z.number(),
});
export type CardCenter = z.infer<typeof CardCenterSchema>;
export type CardImage = NonNullable<CardCenter['image']>;

/** Service tags on a card (public-side.md section 9). */
const CARD_SERVICE_TAGS = 3;

/**
 * The card picture: the main image, else the first gallery image, else the center's own image
 * URL; a blank URL never counts. Null means the placeholder icon.
 */
export function chooseCardImage(
  images: readonly CenterImage[],
  ownImage: string,
  name: string,
): CardImage | null {
  const usable = images.filter((i) => i.url.trim());
  const picked = usable.find((i) => i.kind === 'main') ?? usable.find((i) => i.kind === 'gallery');
  if (picked) return { url: picked.thumbUrl.trim() || picked.url.trim(), alt: picked.alt };
  return ownImage.trim() ? { url: ownImage.trim(), alt: name } : null;
}

/** Main and gallery images with a URL (logos are not photos). */
export function countPhotos(images: readonly CenterImage[]): number {
  return images.filter((i) => i.kind !== 'logo' && i.url.trim()).length;
}

/** The first three services, and how many the '+N more' tag stands for. */
export function serviceTags(
  services: readonly string[],
  max = CARD_SERVICE_TAGS,
): { shown: string[]; more: number } {
  const shown = services.slice(0, max);
  return { shown, more: services.length - shown.length };
}

/** A card's words in a language: the directory's card messages. */
type CardWords = Messages<'directory'>['card'];

/** The 'N photos' note, or null when there is at most one photo. */
export function photosNote(photoCount: number, words: CardWords = englishCard): string | null {
  return photoCount > 1 ? format(words.photos, { count: photoCount }) : null;
}

/**
 * About what a card's three lines of description show on a phone and in the desktop grid: the
 * card carries no more (the page, the directory's data files), the center page has the whole
 * text.
 */
const CARD_DESCRIPTION_CHARS = 150;

/** A description cut to CARD_DESCRIPTION_CHARS at a word's end, with '…' when cut. */
export function cardDescription(text: string, max = CARD_DESCRIPTION_CHARS): string {
  const whole = text.trim();
  if (whole.length <= max) return whole;
  const cut = whole.slice(0, max + 1);
  const end = cut.search(/\s+\S*$/);
  return `${(end > 0 ? cut.slice(0, end) : whole.slice(0, max)).replace(/[\s,;:.–—-]+$/, '')}…`;
}

/** The card of a center. */
export function toCardCenter(center: Center): CardCenter {
  return {
    number: center.number,
    name: center.name,
    href: centerHref(center),
    description: cardDescription(center.description),
    address: center.address,
    city: center.city,
    phone: center.phone,
    services: center.services,
    premium: center.premium,
    featured: center.featured,
    access: center.claimed ? 'claimed' : 'unclaimed',
    image: chooseCardImage(center.images, center.image, center.name),
    photoCount: countPhotos(center.images),
    acceptingClients: center.acceptingClients,
    waitlistWeeks: center.waitlistWeeks,
  };
}

/** A distance as families read it in `locale`, e.g. '3.2 miles away', '3,2 millas'. */
export function distanceText(
  miles: number,
  locale: Locale = 'en',
  words: CardWords = englishCard,
): string {
  const rounded = miles < 10 ? Math.round(miles * 10) / 10 : Math.round(miles);
  const number = locale === 'en' ? String(rounded) : formatNumber(locale, rounded);
  return format(rounded === 1 ? words.mileAway : words.milesAway, { miles: number });
}
