import { defineMiddleware } from 'astro/middleware';
import { rewriteHtml } from '../rewrite-html.ts';
import { externalIslandRuntime } from './island-runtime.ts';

/** Every page rendered (at build or on demand) loads the island runtime from its file. */
export const onRequest = defineMiddleware(async (_context, next) =>
  rewriteHtml(await next(), externalIslandRuntime),
);
