import type { APIRoute } from 'astro';
import { routes } from '../lib/routes.ts';

/** robots.txt: everything public may be crawled; account areas are not worth crawling. */
export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL('/sitemap.xml', site ?? 'http://localhost:4321').href;
  const body = [
    'User-agent: *',
    'Allow: /',
    `Disallow: ${routes.dashboard}`,
    `Disallow: ${routes.admin}`,
    `Disallow: ${routes.auth}`,
    '',
    `Sitemap: ${sitemap}`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
