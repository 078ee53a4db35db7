import { TRANSLATED_LOCALES } from './locales.ts';

/**
 * A page's getStaticPaths entries for every translated language: each English entry once per
 * language, with the `locale` parameter of src/pages/[locale]/ added and its props kept.
 */
export function translatedPaths<P extends { params: Record<string, string | number | undefined> }>(
  paths: readonly P[],
): (P & { params: P['params'] & { locale: string } })[] {
  return TRANSLATED_LOCALES.flatMap((locale) =>
    paths.map((path) => ({ ...path, params: { ...path.params, locale } })),
  );
}

/** getStaticPaths for a page without parameters of its own. */
export const localePaths = () => translatedPaths([{ params: {} }]);
