import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { builtOutDir, builtStylesheets } from './critical-css-render.ts';
import { rewriteHtml } from '../rewrite-html.ts';
import {
  blockingStylesheets,
  criticalCss,
  pageMarkup,
  inlineCriticalCss,
  requiredClasses,
  requiredElements,
} from './critical-css.ts';

// Shaped as Tailwind 4 writes it: layers, escaped variants, media queries inside utilities.
const SHEET = [
  '/*! tailwindcss | MIT License */',
  '@layer properties{@supports (-moz-orient:inline){*{--tw-shadow:0 0 #0000;--tw-ring-color:initial}}}',
  '@layer theme{:root{--color-brand-700:#174c9f;--color-red-700:#b91c1c;--color-slate-700:oklch(37.2% .044 257.287);--color-red-600:oklch(57.7% .245 27.325)}}',
  '@layer base{*{box-sizing:border-box}code,kbd{font-family:monospace}abbr:where([title]){text-decoration:underline dotted}:where(select:is([multiple])) optgroup{font-weight:bolder}::placeholder{opacity:1}::-webkit-datetime-edit{padding-block:0}::file-selector-button{margin-inline-end:4px}}',
  '@layer utilities{',
  '.flex{display:flex}',
  '.shadow{--tw-shadow:0 1px 3px #0000001a;box-shadow:var(--tw-shadow)}',
  '.text-red-700{color:var(--color-red-700)}',
  '.text-slate-700{color:var(--color-slate-700)}',
  '.text-red-600{color:var(--color-red-600)}',
  '.hidden{display:none}',
  '.bg-brand-700{background:var(--color-brand-700)}',
  '@media (hover:hover){.hover\\:bg-brand-800:hover{background:#143f82}}',
  '.w-1\\/2{width:50%}',
  '.space-y-4>:not(:last-child){margin-bottom:1rem}',
  '.group-hover\\:underline:is(:where(.group):hover *){text-decoration:underline}',
  '.\\[\\&\\>li\\]\\:p-2>li{padding:.5rem}',
  '@media (width>=48rem){.md\\:grid{display:grid}.md\\:hidden{display:none}}',
  '}',
  'html.high-contrast a{text-decoration:underline}',
  'html.high-contrast .lightbox{--color-slate-200:#fff}',
  '.prose-content h2{margin-top:2rem}',
  '@media (width>=48rem){.prose-content{font-size:1.125rem}}',
  '@keyframes slide-in{0%{transform:translate(-100%)}}',
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@property --tw-ring-color{syntax:"*";inherits:false}',
  'html[data-session=signed-in] [data-signed-out]{display:none!important}',
].join('');

describe('requiredClasses', () => {
  it('reads escaped class names, not those inside :is(), :where(), :not() or brackets', () => {
    expect(requiredClasses('.hover\\:bg-brand-800:hover')).toEqual(['hover:bg-brand-800']);
    expect(requiredClasses('.w-1\\/2')).toEqual(['w-1/2']);
    expect(requiredClasses('.\\32 xl\\:flex')).toEqual(['2xl:flex']);
    expect(requiredClasses('.group-hover\\:underline:is(:where(.group):hover *)')).toEqual([
      'group-hover:underline',
    ]);
    expect(requiredClasses('a[href$=".pdf"]:not(.plain)')).toEqual([]);
    expect(requiredClasses('html.high-contrast .lightbox')).toEqual(['high-contrast', 'lightbox']);
  });
});

describe('requiredElements', () => {
  it('reads the type selectors that open a compound, not those in brackets or escapes', () => {
    expect(requiredElements('code')).toEqual(['code']);
    expect(requiredElements('abbr:where([title])')).toEqual(['abbr']);
    expect(requiredElements(':where(select:is([multiple],[size])) optgroup option')).toEqual([
      'optgroup',
      'option',
    ]);
    expect(requiredElements('html.high-contrast .lightbox a')).toEqual(['html', 'a']);
    expect(requiredElements('.\\32 xl\\:flex>li')).toEqual(['li']);
    expect(requiredElements('::-webkit-datetime-edit')).toEqual(['input:date']);
    expect(requiredElements('::file-selector-button')).toEqual(['input:file']);
    expect(requiredElements('*,:after')).toEqual([]);
    expect(requiredElements('input[type=date]')).toEqual(['input']);
  });
});

describe('criticalCss', () => {
  const critical = criticalCss(SHEET);
  const markup = (classes: string[], elements: string[] = ['html', 'body']) => ({
    classes: new Set(classes),
    elements: new Set(elements),
  });

  it('keeps the utilities the page names and everything that is not a utility', () => {
    const css = critical(
      markup(['flex', 'w-1/2', 'md:grid', '[&>li]:p-2', 'group-hover:underline']),
    );
    expect(css.startsWith('@layer properties,theme,base,utilities;')).toBe(true);
    for (const kept of [
      'box-sizing',
      '.flex{',
      '.w-1\\/2{',
      '.md\\:grid{',
      '.\\[\\&\\>li\\]\\:p-2>li',
      '.group-hover\\:underline',
      'html.high-contrast a',
      '[data-signed-out]',
    ]) {
      expect(css).toContain(kept);
    }
    for (const dropped of [
      '.hidden',
      '.bg-brand-700',
      'hover\\:bg-brand-800',
      '.space-y-4',
      'md\\:hidden',
    ]) {
      expect(css).not.toContain(dropped);
    }
  });

  it('keeps only the custom properties a kept rule reads', () => {
    const plain = critical(markup(['flex']));
    expect(plain).not.toContain('--color-red-700');
    expect(plain).not.toContain('--tw-shadow');
    expect(plain).not.toContain('@layer properties{');
    const shadowed = critical(markup(['shadow', 'text-red-700', 'bg-brand-700']));
    // The defaults as one rule for every browser, in place of the registrations.
    expect(shadowed).toContain('@layer properties{*{--tw-shadow:0 0 #0000}}');
    expect(shadowed).not.toContain('@property');
    expect(shadowed).not.toContain('@supports');
    expect(shadowed).toContain('--color-red-700:#b91c1c');
    expect(shadowed).toContain('--color-brand-700:#174c9f');
    expect(shadowed).not.toContain('--tw-ring-color');
  });

  it("keeps the site's own rules for the page's classes and for classes the head script puts on <html>", () => {
    const plain = critical(markup(['flex']));
    expect(plain).toContain('html.high-contrast a{');
    expect(plain).toContain('@keyframes slide-in');
    expect(plain).not.toContain('.lightbox');
    expect(plain).not.toContain('.prose-content');
    const article = critical(markup(['flex', 'prose-content', 'lightbox']));
    expect(article).toContain('.prose-content h2{');
    expect(article).toContain('@media (width>=48rem){.prose-content{');
    expect(article).toContain('html.high-contrast .lightbox{');
  });

  it('keeps the base rules for the parts of an input type only where such an input is', () => {
    const plain = critical(markup(['flex'], ['html', 'input', 'input:text']));
    expect(plain).not.toContain('::-webkit-datetime-edit');
    expect(plain).not.toContain('::file-selector-button');
    const dated = critical(markup(['flex'], ['html', 'input', 'input:date']));
    expect(dated).toContain('::-webkit-datetime-edit{');
  });

  it('writes sRGB colors as hex, leaves wider colors and drops comments', () => {
    const css = critical(markup(['text-slate-700', 'text-red-600']));
    expect(css).toContain('--color-slate-700:#314158');
    expect(css).toContain('--color-red-600:oklch(57.7% .245 27.325)');
    expect(css).not.toContain('/*');
  });

  it('leaves hover styles to the whole stylesheet', () => {
    const css = critical(markup(['flex', 'hover:bg-brand-800', 'md:grid']));
    expect(css).toContain('.md\\:grid{');
    expect(css).not.toContain('hover');
  });

  it('drops a media query left empty', () => {
    expect(critical(markup(['flex']))).not.toContain('@media');
  });

  it("keeps the base rules for the page's elements and those naming no element", () => {
    const css = critical(markup(['flex'], ['html', 'body', 'abbr', 'select']));
    expect(css).toContain('box-sizing');
    expect(css).toContain('::placeholder');
    expect(css).toContain('abbr:where([title])');
    expect(css).not.toContain('code,kbd');
    expect(css).not.toContain('optgroup');
    expect(critical(markup(['flex'], ['code']))).toContain('code,kbd{');
  });

  it('gives pages naming the same utilities the same result', () => {
    expect(critical(markup(['flex', 'card-title']))).toBe(critical(markup(['flex'])));
  });
});

describe('inlineCriticalCss', () => {
  const page =
    '<html><head><link rel="stylesheet" href="/_astro/site.css"></head><body class="flex"></body></html>';

  it('inlines the critical CSS and loads the whole sheet without blocking, or plainly without JS', () => {
    const html = inlineCriticalCss(page, () => criticalCss(SHEET));
    expect(html).toContain('<style>@layer properties,theme,base,utilities;');
    expect(html).toContain('.flex{display:flex}');
    expect(html).not.toContain('.hidden{');
    expect(html).toContain(`<link rel="stylesheet" href="/_astro/site.css" media="print">`);
    expect(html).toContain('<noscript><link rel="stylesheet" href="/_astro/site.css"></noscript>');
    expect(blockingStylesheets(html)).toEqual([]);
    // A page already done stays as it is.
    expect(inlineCriticalCss(html, () => criticalCss(SHEET))).toBe(html);
  });

  it('leaves a stylesheet it was given nothing for', () => {
    expect(inlineCriticalCss(page, () => undefined)).toBe(page);
  });
});

describe('critical CSS as pages render', () => {
  let dir = '';
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('finds the build from its module, and its stylesheet where the build has it', async () => {
    dir = await mkdtemp(join(tmpdir(), 'critical-css-'));
    // While pre-rendering, the server build's styles are still under server/_astro.
    await mkdir(join(dir, 'client', '_astro'), { recursive: true });
    await mkdir(join(dir, 'server', '.prerender', 'chunks'), { recursive: true });
    await mkdir(join(dir, 'server', '_astro'), { recursive: true });
    await writeFile(join(dir, 'server', '_astro', 'site.css'), SHEET);
    const module = join(dir, 'server', '.prerender', 'chunks', 'middleware.mjs');
    expect(builtOutDir(module)).toBe(dir);
    expect(builtOutDir(join(tmpdir(), 'no-build-here', 'x.mjs'))).toBeUndefined();
    // A release: the publisher moved client/ to static/ (server/publisher/releases.ts).
    const release = join(dir, 'release');
    await mkdir(join(release, 'static', '_astro'), { recursive: true });
    await mkdir(join(release, 'server', 'chunks'), { recursive: true });
    await writeFile(join(release, 'static', '_astro', 'site.css'), SHEET);
    expect(builtOutDir(join(release, 'server', 'chunks', 'middleware.mjs'))).toBe(release);
    expect(builtStylesheets(release)('/_astro/site.css')).toBeDefined();

    const stylesheet = builtStylesheets(dir);
    expect(stylesheet('/_astro/missing.css')).toBeUndefined();
    expect(stylesheet('https://example.org/site.css')).toBeUndefined();
    const page = new Response(
      '<head><link rel="stylesheet" href="/_astro/site.css"></head><p class="hidden">',
      { status: 404, headers: { 'Content-Type': 'text/html', 'Content-Length': '80' } },
    );
    const done = await rewriteHtml(page, (html) => inlineCriticalCss(html, stylesheet));
    expect(done.status).toBe(404);
    expect(done.headers.get('content-length')).toBeNull();
    const html = await done.text();
    expect(html).toContain('.hidden{display:none}');
    expect(html).not.toContain('.flex{');
    expect(html).toContain('<link rel="stylesheet" href="/_astro/site.css" media="print"');
  });

  it('passes other answers as they are', async () => {
    const json = new Response('{"a":1}', { headers: { 'Content-Type': 'application/json' } });
    expect(await rewriteHtml(json, () => 'rewritten')).toBe(json);
  });
});

describe('pageMarkup', () => {
  it('collects the classes (entities decoded) and the element names of the markup', () => {
    const html =
      '<ul class="flex  md:grid"><li class="[&amp;>li]:p-2 w-1/2">x</li><li class="flex  md:grid"></li></ul><astro-island><b>x</b></astro-island>';
    const { classes, elements } = pageMarkup(html);
    expect([...classes].sort()).toEqual(['[&>li]:p-2', 'flex', 'md:grid', 'w-1/2']);
    expect([...elements]).toEqual(['ul', 'li', 'astro-island', 'b']);
  });

  it('leaves out closed <details> but their summary, closed dialogs, popovers, <noscript> and <template>', () => {
    const html = [
      '<main class="a">',
      '<dialog id="menu" class="k"><nav class="l">menu</nav></dialog>',
      '<dialog open><p class="m">open</p></dialog>',
      '<dialog id="terms" data-opens-on-load><p class="n">terms</p></dialog>',
      '<details><summary class="b">Filters</summary><div class="c"><details><summary>x</summary><i>y</i></details></div></details>',
      '<details open><summary>s</summary><p class="d">shown</p></details>',
      '<div id="p" popover class="e"><div class="f"></div></div>',
      '<button popovertarget="p" class="j">Open</button>',
      '<noscript><p class="g"></p></noscript>',
      '<template><b class="h"></b></template>',
      '<p class="i">after</p></main>',
    ].join('');
    const { classes, elements } = pageMarkup(html);
    expect([...classes].sort()).toEqual(['a', 'b', 'd', 'e', 'i', 'j', 'k', 'm', 'n']);
    expect(elements.has('i')).toBe(false);
    expect(elements.has('b')).toBe(false);
    expect(elements.has('summary')).toBe(true);
  });

  it('notes the type of each input, the date and time types as one', () => {
    const html =
      '<input id="a" type="search"><input type=date><INPUT type="datetime-local"/><input name="x">';
    expect([...pageMarkup(html).elements].sort()).toEqual([
      'INPUT',
      'input',
      'input:date',
      'input:search',
      'input:text',
    ]);
  });

  it('keeps an element whose end it cannot find', () => {
    const html = '<noscript><p class="g">never closed';
    expect([...pageMarkup(html).classes]).toEqual(['g']);
  });
});
