import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { CenterCard } from '../../components/CenterCard.tsx';
import type { CardCenter } from '../../domain/center/card-center.ts';
import type { IslandMessages } from '../../lib/i18n/catalog.ts';
import englishHome from '../../lib/i18n/messages/en/home.ts';
import { isTranslatedLocale } from '../../lib/i18n/locales.ts';
import { I18nProvider, useLocale, useMessages } from '../../lib/i18n/react.tsx';
import { islandWords, loadIslandWords } from '../../components/card-words.ts';
import { withRetry } from '../../lib/retry.ts';
import { getPocketBase } from '../../lib/session.ts';
import { FEATURED_LIMIT, fetchFeaturedCenters } from './fetch-featured.ts';

// In the browser, a translated page's card words arrive with the island's code, before it
// renders: a refresh draws the cards itself.
if (typeof document !== 'undefined') {
  const lang = document.documentElement.lang;
  if (isTranslatedLocale(lang)) await loadIslandWords(lang);
}

type State =
  | { status: 'loading' }
  | { status: 'ready'; centers: CardCenter[] }
  | { status: 'error'; message: string };

/** The featured grid's classes, shared with the build's list (src/pages/index.astro). */
export const FEATURED_GRID = 'mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/**
 * The home page's featured centers. The build's list comes in as static children (it is what
 * visitors without JavaScript and search engines see, and it is not repeated as island props:
 * One round trip); once the visitor reaches for it (`client:interact`: pointer, touch
 * or focus), the island refreshes it from PocketBase so a newly
 * featured center shows before the next rebuild. A failed refresh says so and offers
 * 'Try Again', keeping the last known cards.
 */
export default function FeaturedCenters({
  built,
  children,
  i18n,
}: {
  /** How many cards the build's list (children) holds. */
  built: number;
  children?: ReactNode;
  /** The page's language's messages ('home'); none in English. */
  i18n?: IslandMessages<'home'> | undefined;
}) {
  return (
    <I18nProvider value={i18n}>
      <FeaturedList built={built}>{children}</FeaturedList>
    </I18nProvider>
  );
}

function FeaturedList({ built, children }: { built: number; children?: ReactNode }) {
  const t = useMessages('home', englishHome).featured;
  const locale = useLocale();
  const [state, setState] = useState<State>({ status: 'ready', centers: [] });
  // Null until a refresh answers: the build's list is shown.
  const [shown, setShown] = useState<CardCenter[] | null>(null);

  const load = useCallback(() => {
    setState({ status: 'loading' });
    withRetry(() => fetchFeaturedCenters(getPocketBase()))
      .then((centers) => {
        setShown(centers);
        setState({ status: 'ready', centers });
      })
      .catch((error: unknown) => {
        setState({
          status: 'error',
          message: error instanceof Error && error.message ? error.message : t.unknownError,
        });
      });
  }, [t.unknownError]);

  useEffect(load, [load]);

  return (
    <div aria-busy={state.status === 'loading'}>
      {state.status === 'error' && (
        <div
          role="alert"
          className="mt-4 rounded-lg border border-red-700 bg-red-50 p-4 text-red-950"
        >
          <p className="font-semibold">{t.error}</p>
          <p className="mt-1 text-sm">{state.message}</p>
          <button
            type="button"
            onClick={load}
            className="mt-3 rounded-md bg-brand-700 px-3 py-2 text-sm font-medium text-white hover:bg-brand-800"
          >
            {t.tryAgain}
          </button>
        </div>
      )}
      {shown === null && built > 0 ? (
        children
      ) : state.status === 'loading' && (shown ?? []).length === 0 ? (
        <ul className={FEATURED_GRID} aria-label={t.loading}>
          {Array.from({ length: FEATURED_LIMIT }, (_, i) => (
            <li key={i} className="h-96 animate-pulse rounded-xl bg-slate-100" />
          ))}
        </ul>
      ) : !shown || shown.length === 0 ? (
        state.status !== 'error' && <p className="mt-4 text-slate-700">{t.none}</p>
      ) : (
        <ul className={FEATURED_GRID}>
          {shown.map((center) => (
            <li key={center.number}>
              <CenterCard
                center={center}
                i18n={locale === 'en' ? undefined : islandWords(locale)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
