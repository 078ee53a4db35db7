import type { APIRoute, GetStaticPaths } from 'astro';
import { releaseTabular } from '../../../../features/open-data/release.ts';

/** The HSDS tabular package of the release: one CSV file per table and its datapackage.json. */
export const getStaticPaths = (async () => {
  const files = await releaseTabular();
  return [...files.keys()].map((file) => ({ params: { file } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const file = params['file'] ?? '';
  const body = (await releaseTabular()).get(file) ?? '';
  const type = file.endsWith('.csv') ? 'text/csv; charset=utf-8' : 'application/json';
  return new Response(body, { headers: { 'Content-Type': type } });
};
