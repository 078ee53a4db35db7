import { fileURLToPath } from 'node:url';
import { defineMiddleware } from 'astro:middleware';
import { builtOutDir, builtStylesheets, withCriticalCss } from './lib/critical-css-render.ts';

// Every page, pre-rendered or on demand, gets the CSS its first paint needs inline (issue 12).
const outDir = builtOutDir(fileURLToPath(import.meta.url));
const stylesheet = outDir ? builtStylesheets(outDir) : () => undefined;

export const onRequest = defineMiddleware(async (_context, next) =>
  withCriticalCss(await next(), stylesheet),
);
