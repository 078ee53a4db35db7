import { availabilityText } from '../domain/center/availability.ts';
import { formatPhone, phoneHref } from '../lib/format.ts';
import { format } from '../lib/i18n/format.ts';
import { localizePath } from '../lib/i18n/locales.ts';
import englishDirectory from '../lib/i18n/messages/en/directory.ts';
import englishFacts from '../lib/i18n/messages/en/facts.ts';
import type { IslandMessages } from '../lib/i18n/catalog.ts';
import { I18nProvider, useLocale, useMessages } from '../lib/i18n/react.tsx';
import {
  distanceText,
  photosNote,
  serviceTags,
  type CardCenter,
} from '../domain/center/card-center.ts';

interface Props {
  center: CardCenter;
  /** Heading level of the center's name in the surrounding page. */
  headingLevel?: 2 | 3;
  /** Miles from the ZIP code the visitor searched around, when there is one. */
  distanceMiles?: number | undefined;
  /**
   * The first card of a list that opens the page (/centers): its picture may be the largest
   * paint, so it is fetched at once and first, never lazily.
   */
  priority?: boolean;
  /**
   * The card's words when Astro renders it alone on a translated page (islandMessages); inside
   * an island the island's I18nProvider gives them.
   */
  i18n?: IslandMessages<'directory' | 'facts'> | undefined;
}

const TAG = 'rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-800';

/**
 * A center card (public-side.md section 2, 'Center card'). One component for every list: Astro
 * renders it to static HTML (home page, static directory pages) and the directory island
 * renders it in the browser. A picture that fails to load is hidden by hide-broken-images.ts
 * (data-hide-on-error), so the placeholder icon beneath it shows. Its words are in the language
 * of the I18nProvider around it (the 'directory' and 'facts' messages; English without one);
 * what the owner wrote (name, description, services) is shown as written.
 */
export function CenterCard({ i18n, ...props }: Props) {
  return i18n ? (
    <I18nProvider value={i18n}>
      <Card {...props} />
    </I18nProvider>
  ) : (
    <Card {...props} />
  );
}

function Card({ center, headingLevel = 3, distanceMiles, priority = false }: Omit<Props, 'i18n'>) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const locale = useLocale();
  const { card: words } = useMessages('directory', englishDirectory);
  const facts = useMessages('facts', englishFacts);
  const tags = serviceTags(center.services);
  const photos = photosNote(center.photoCount, words);
  const place = [center.address, center.city].filter(Boolean).join(', ');
  const href = localizePath(locale, center.href);
  // Marks what the owner wrote as English on a translated page (screen readers, translators).
  const owners = locale === 'en' ? {} : { lang: 'en' };

  return (
    <article
      data-access={center.access}
      className={`flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ${
        center.featured ? 'border-2 border-amber-500' : 'border border-slate-200'
      }`}
    >
      {/* A short banner on phones, so a list's first card shows its name, place and openings
          on the first screen; the 4:3 picture from tablets up. */}
      <div className="relative flex h-24 items-center justify-center bg-brand-50 sm:aspect-[4/3] sm:h-auto">
        <svg
          aria-hidden="true"
          className="h-12 w-12 text-brand-600"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <path d="M3 21h18M5 21V7l7-4 7 4v14M9 21v-6h6v6" />
        </svg>
        {center.image && (
          <img
            src={center.image.url}
            alt={center.image.alt}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            width="400"
            height="300"
            data-hide-on-error=""
            className="absolute inset-0 h-full w-full object-cover"
          />
        )}
        {photos && (
          <span className="absolute bottom-2 right-2 rounded-full bg-slate-900/80 px-2 py-0.5 text-xs text-white">
            {photos}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        {(center.featured || center.premium) && (
          <div className="flex flex-wrap items-center gap-2">
            {center.featured && (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                {words.featured}
              </span>
            )}
            {center.premium && (
              <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
                {words.premium}
              </span>
            )}
          </div>
        )}
        <Heading className="text-lg font-semibold leading-snug">
          <a href={href} className="text-brand-800 hover:underline">
            {center.name}
          </a>
        </Heading>
        {/* What a family decides on first: where it is and whether it takes new clients. */}
        {place && <address className="text-sm not-italic text-slate-700">{place}</address>}
        {distanceMiles !== undefined && (
          <p className="text-sm font-medium text-slate-800">
            {distanceText(distanceMiles, locale, words)}
          </p>
        )}
        <p className="text-sm font-medium text-slate-800">
          {availabilityText(center, { locale, facts })}
        </p>
        {center.description && (
          <p className="line-clamp-3 text-sm text-slate-700" {...owners}>
            {center.description}
          </p>
        )}
        {center.phone && (
          <p className="text-sm">
            <a
              href={phoneHref(center.phone)}
              className="text-slate-800 hover:underline"
              data-analytics="call"
            >
              {formatPhone(center.phone)}
            </a>
          </p>
        )}
        {tags.shown.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label={words.services}>
            {tags.shown.map((service) => (
              <li key={service} className={TAG} {...owners}>
                {service}
              </li>
            ))}
            {tags.more > 0 && <li className={TAG}>{format(words.more, { count: tags.more })}</li>}
          </ul>
        )}
        <a
          href={href}
          className="mt-auto inline-block self-start rounded-md bg-brand-700 px-3 py-2 text-sm font-medium text-white hover:bg-brand-800"
        >
          {words.details}
          <span className="sr-only">{format(words.detailsAbout, { name: center.name })}</span>
        </a>
      </div>
    </article>
  );
}
