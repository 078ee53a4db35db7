import type { APIRoute } from 'astro';
import { MAP_OUTLINE_ID, minnesotaMap } from '../../features/directory/minnesota-map.ts';

/**
 * The outline of Minnesota for the directory's map, as a file of its own: cached once instead
 * of sent in every /centers page (the page's HTML within one round trip). The page
 * draws it with <use>, which takes its colours from the page.
 */
export const GET: APIRoute = () => {
  const { width, height, outline } = minnesotaMap([]);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${String(width)} ${String(height)}"><path id="${MAP_OUTLINE_ID}" d="${outline}"/></svg>`;
  return new Response(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
};
