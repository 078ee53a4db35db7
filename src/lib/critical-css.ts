import postcss, { type ChildNode, type Container, type Root, type Rule } from 'postcss';

/**
 * Critical CSS per page (issue 12, one round trip). The site has one stylesheet for every page:
 * Tailwind emits each utility any page uses. A page's first paint needs only the utilities its
 * own HTML names, so each page gets those inline (with everything that is not a utility: the
 * theme's variables, the base styles, the site's own rules for the accessibility classes and
 * the session-aware chrome) and loads the whole stylesheet without blocking its first paint,
 * for what islands and scripts render later.
 */

/** Tailwind's cascade layer of utilities: the only rules pruned per page. */
const UTILITIES_LAYER = 'utilities';
/** Layers that only define custom properties: those no kept rule reads are dropped. */
const VARIABLE_LAYERS = new Set(['theme', 'properties']);

/** `\3A ` (hex) or `\:` (literal) CSS escapes, as they appear in a class selector. */
const ESCAPE = /\\(?:([0-9a-fA-F]{1,6}) ?|(.))/g;

function unescapeCss(name: string): string {
  return name.replace(ESCAPE, (_, hex: string | undefined, literal: string | undefined) =>
    hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : (literal ?? ''),
  );
}

/**
 * The class names an element must carry for one complex selector to match on the page: those
 * outside brackets and parentheses (classes inside `:is()`, `:where()`, `:not()`, `:has()` or an
 * attribute selector are not required, so a rule is kept whenever it may apply).
 */
export function requiredClasses(selector: string): string[] {
  const classes: string[] = [];
  let depth = 0;
  for (let i = 0; i < selector.length; i++) {
    const ch = selector[i];
    if (ch === '\\') i++;
    else if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth--;
    else if (ch === '.' && depth === 0) {
      const name = /^(?:\\(?:[0-9a-fA-F]{1,6} ?|.)|[\w-])+/.exec(selector.slice(i + 1))?.[0] ?? '';
      classes.push(unescapeCss(name));
      i += name.length;
    }
  }
  return classes;
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};

/** Every class named in the page's `class` attributes. */
export function classesInHtml(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    const value = (match[1] ?? '').replace(
      /&(?:amp|lt|gt|quot|#39|#x27);/g,
      (e) => ENTITIES[e] ?? e,
    );
    for (const name of value.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** Whether a rule may apply to a page with these classes (any of its selectors may match). */
function applies(selectors: readonly string[], classes: ReadonlySet<string>): boolean {
  return selectors.some((selector) => requiredClasses(selector).every((c) => classes.has(c)));
}

/** Removes the rules for which `keep` says no, and the rules and at-rules left empty. */
function prune(container: Container, keep: (rule: Rule) => boolean): void {
  for (const node of [...(container.nodes ?? [])] as ChildNode[]) {
    if (node.type === 'rule' && !keep(node)) node.remove();
    else if ((node.type === 'atrule' || node.type === 'rule') && node.nodes) {
      prune(node, keep);
      if (node.nodes.length === 0) node.remove();
    }
  }
}

/**
 * Removes the custom properties no kept rule reads: the theme's (a color no utility of the page
 * uses) and Tailwind's registered `--tw-*` defaults (`@property` and their fallback layer).
 */
function dropUnreadVariables(root: Root): void {
  const read = new Set(Array.from(root.toString().matchAll(/var\(\s*(--[\w-]+)/g), (m) => m[1]));
  root.walkAtRules('property', (property) => {
    if (!read.has(property.params.trim())) property.remove();
  });
  root.walkAtRules('layer', (layer) => {
    if (!VARIABLE_LAYERS.has(layer.params.trim())) return;
    layer.walkDecls(/^--/, (decl) => {
      if (!read.has(decl.prop)) decl.remove();
    });
    prune(layer, () => true);
  });
  root.walkAtRules((rule) => {
    if (rule.nodes?.length === 0) rule.remove();
  });
}

/**
 * Prepares a stylesheet once; the function it returns gives a page's critical CSS from the
 * classes in that page's HTML. Pages naming the same utilities share one result (a cache:
 * thousands of center pages come in a few shapes).
 */
export function criticalCss(css: string): (pageClasses: ReadonlySet<string>) => string {
  const root = postcss.parse(css);
  const utilities: Container[] = [];
  root.walkAtRules('layer', (layer) => {
    if (layer.params.trim() === UTILITIES_LAYER && layer.nodes) utilities.push(layer);
  });
  // Only the classes some utility needs tell pages apart.
  const known = new Set<string>();
  for (const layer of utilities) {
    layer.walkRules((rule) => {
      for (const selector of rule.selectors)
        for (const c of requiredClasses(selector)) known.add(c);
    });
  }
  // The layers' order, declared first: a layer whose every rule is dropped must not move.
  const layers: string[] = [];
  root.walkAtRules('layer', (layer) => {
    for (const name of layer.params.split(',').map((n) => n.trim())) {
      if (name && !layers.includes(name)) layers.push(name);
    }
  });
  const order = layers.length > 0 ? `@layer ${layers.join(',')};` : '';
  const cache = new Map<string, string>();
  return (pageClasses) => {
    const relevant = [...pageClasses].filter((c) => known.has(c)).sort();
    const key = relevant.join(' ');
    const cached = cache.get(key);
    if (cached !== undefined) return cached;
    const classes = new Set(relevant);
    const copy = root.clone();
    copy.walkAtRules('layer', (layer) => {
      if (layer.params.trim() === UTILITIES_LAYER && layer.nodes) {
        prune(layer, (rule) => applies(rule.selectors, classes));
      }
    });
    dropUnreadVariables(copy);
    const result = order + copy.toString();
    cache.set(key, result);
    return result;
  };
}

/** A stylesheet link as Astro writes it in a page's head: render-blocking (not in <noscript>). */
const BLOCKING_STYLESHEET = /(?<!<noscript>)<link rel="stylesheet" href="([^"]+\.css)"\s*\/?>/g;

/** The stylesheets the page links render-blocking (none once inlineCriticalCss has run). */
export function blockingStylesheets(html: string): string[] {
  return [...html.matchAll(BLOCKING_STYLESHEET)].map((match) => match[1] ?? '');
}

/**
 * The page with each render-blocking stylesheet replaced by its critical CSS inline and a
 * link that loads the whole sheet without blocking the first paint (and, without JavaScript,
 * as a plain stylesheet). `stylesheet(href)` prepares a linked sheet (see criticalCss), or
 * gives undefined to leave its link as it is. A page already done is returned unchanged.
 */
export function inlineCriticalCss(
  html: string,
  stylesheet: (href: string) => ((pageClasses: ReadonlySet<string>) => string) | undefined,
): string {
  let classes: Set<string> | undefined;
  return html.replace(BLOCKING_STYLESHEET, (link, href: string) => {
    const critical = stylesheet(href);
    if (!critical) return link;
    classes ??= classesInHtml(html);
    // `</style` cannot occur in CSS a build wrote, but a page must never be cut short by one.
    const inline = critical(classes).replace(/<\/style/gi, '<\\/style');
    return (
      `<style>${inline}</style>` +
      `<link rel="stylesheet" href="${href}" media="print" onload="this.media='all'">` +
      `<noscript><link rel="stylesheet" href="${href}"></noscript>`
    );
  });
}
