import { getCatalog, type Catalog } from '../../domain/center/catalog.ts';
import { env } from '../../lib/env.ts';
import { routes } from '../../lib/routes.ts';
import { SITE_NAME } from '../../lib/site.ts';
import { DATA_LICENSE, HSDS_VERSION } from './open-data-terms.ts';
import { buildReleaseData, type ReleaseData } from './release-data.ts';
import { dataPackage, tableRows, tabularFiles } from './tabular.ts';

const made = new WeakMap<Catalog, ReleaseData>();

/** The open-data page's address, which describes every taxonomy term. */
export function openDataPageUrl(siteUrl: string = env.SITE_URL): string {
  return new URL(`${routes.openData}/`, siteUrl).href;
}

/**
 * The build's open data, mapped once from the build's catalog and shared by every open-data
 * file of the release (the directory file, the API's index, the tabular package, the page).
 */
export async function getReleaseData(): Promise<ReleaseData> {
  const catalog = await getCatalog();
  let data = made.get(catalog);
  if (!data) {
    data = buildReleaseData(catalog, env.SITE_URL, openDataPageUrl());
    made.set(catalog, data);
  }
  return data;
}

const tabular = new WeakMap<ReleaseData, Map<string, string>>();

/** The release's tabular package: CSV text by file name, and datapackage.json. */
export async function releaseTabular(): Promise<Map<string, string>> {
  const data = await getReleaseData();
  let files = tabular.get(data);
  if (!files) {
    const { taxonomies, terms } = data.index;
    files = tabularFiles(tableRows(data.services, taxonomies, terms));
    const descriptor = dataPackage({
      title: `${SITE_NAME} (Open Referral HSDS ${HSDS_VERSION})`,
      homepage: openDataPageUrl(),
      license: DATA_LICENSE,
      created: data.index.built,
    });
    files.set('datapackage.json', JSON.stringify(descriptor, null, 2));
    tabular.set(data, files);
  }
  return files;
}
