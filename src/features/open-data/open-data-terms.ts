import { SITE_NAME } from '../../lib/site.ts';

/** The HSDS version the feed conforms to. */
export const HSDS_VERSION = '3.0';

/** Where HSDS 3.0 is defined (its schemas, API reference and tabular descriptor). */
export const HSDS_SPECIFICATION_URL = 'https://github.com/openreferral/specification/tree/3.0';

/** The license of the directory's data, as every open-data file and page states it. */
export const DATA_LICENSE = {
  name: 'CC-BY-4.0',
  title: 'Creative Commons Attribution 4.0 International',
  path: 'https://creativecommons.org/licenses/by/4.0/',
} as const;

/** The attribution the license asks re-users to give. */
export const ATTRIBUTION = `${SITE_NAME} (data under ${DATA_LICENSE.title})`;
