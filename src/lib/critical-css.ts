import postcss, { type ChildNode, type Container, type Root, type Rule } from 'postcss';

/**
 * Critical CSS per page (issue 12, one round trip). The site has one stylesheet for every page:
 * Tailwind emits each utility any page uses. A page's first paint needs only the utilities its
 * own HTML names, so each page gets those inline (with everything that is not a utility: the
 * theme's variables, the base styles, the site's own rules for the accessibility classes and
 * the session-aware chrome) and loads the whole stylesheet without blocking its first paint,
 * for what islands and scripts render later.
 */

/** Tailwind's cascade layer of utilities: pruned per page by the classes the page names. */
const UTILITIES_LAYER = 'utilities';
/** Tailwind's base layer (its preflight): pruned per page by the elements the page has. */
const BASE_LAYER = 'base';
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

/**
 * The element names an element and its ancestors must have for one complex selector to match:
 * the type selectors outside brackets and parentheses (`code`, `abbr:where([title])`,
 * `:where(select) optgroup`). A selector naming none (`::placeholder`, `[hidden]`, `*`) may
 * match any page.
 */
export function requiredElements(selector: string): string[] {
  const elements: string[] = [];
  let depth = 0;
  // A type selector opens a compound: at the start or after a combinator.
  let compoundStart = true;
  for (let i = 0; i < selector.length; i++) {
    const ch = selector[i] ?? '';
    const opensCompound = compoundStart;
    compoundStart = depth === 0 && /[\s>+~]/.test(ch);
    if (ch === '\\') {
      // An escape (`\3A `, `\:`) belongs to a class or an id: skipped whole, its space too.
      i += (/^\\(?:[0-9a-fA-F]{1,6} ?|[\s\S])/.exec(selector.slice(i))?.[0].length ?? 1) - 1;
    } else if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth--;
    else if (depth === 0 && opensCompound && /[a-z]/i.test(ch)) {
      const name = /^[a-z][\w-]*/i.exec(selector.slice(i))?.[0] ?? '';
      elements.push(name.toLowerCase());
      i += name.length - 1;
    }
  }
  return elements;
}

/** Every element name in the page's markup. */
export function elementsInHtml(html: string): Set<string> {
  return new Set(Array.from(html.matchAll(/<([a-z][\w-]*)/gi), (m) => (m[1] ?? '').toLowerCase()));
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

/** Whether a rule may apply to a page with these elements (any of its selectors may match). */
function appliesToElements(selectors: readonly string[], elements: ReadonlySet<string>): boolean {
  return selectors.some((selector) => requiredElements(selector).every((e) => elements.has(e)));
}

/** What a page's critical CSS depends on: the classes and the elements in its markup. */
export interface PageMarkup {
  classes: ReadonlySet<string>;
  elements: ReadonlySet<string>;
}

/**
 * Openers of content a first paint never shows: a closed <details> (all but its summary), a
 * popover, <noscript> (without JavaScript the whole stylesheet loads, render-blocking) and
 * <template>.
 */
const UNRENDERED_OPENER =
  /<(details|noscript|template)\b[^>]*>|<([a-z][\w-]*)\b[^>]*?\spopover(?=[\s=>])[^>]*>/gi;

/**
 * The page without the content its first paint never shows (UNRENDERED_OPENER): what the
 * visitor opens later is styled by the whole stylesheet, loaded by then. An element whose end
 * is not found is kept, so the scan can only keep too much.
 */
export function firstPaintMarkup(html: string): string {
  let out = '';
  let from = 0;
  for (const opener of html.matchAll(UNRENDERED_OPENER)) {
    const start = opener.index;
    if (start < from) continue; // inside content already left out
    const tag = (opener[1] ?? opener[2] ?? '').toLowerCase();
    if (tag === 'details' && /\sopen(?=[\s=>])/i.test(opener[0])) continue;
    let contentStart = start + opener[0].length;
    if (tag === 'details') {
      const summaryEnd = html.indexOf('</summary>', contentStart);
      if (summaryEnd < 0) continue;
      contentStart = summaryEnd + '</summary>'.length;
    }
    const tags = new RegExp(`<(/?)${tag}(?=[\\s>/])`, 'gi');
    tags.lastIndex = start + opener[0].length;
    let depth = 1;
    let end = -1;
    for (let match = tags.exec(html); match; match = tags.exec(html)) {
      depth += match[1] ? -1 : 1;
      if (depth === 0) {
        end = match.index;
        break;
      }
    }
    if (end < 0) continue;
    out += html.slice(from, contentStart);
    from = end;
  }
  return out + html.slice(from);
}

/** The classes and element names in what a page's first paint shows (firstPaintMarkup). */
export function pageMarkup(html: string): PageMarkup {
  const shown = firstPaintMarkup(html);
  return { classes: classesInHtml(shown), elements: elementsInHtml(shown) };
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
 * classes and elements in that page's markup: the utilities it names and the base rules for
 * the elements it has (an element an island renders later gets its base rules from the whole
 * stylesheet, loaded by then). Pages alike share one result (a cache: thousands of center
 * pages come in a few shapes).
 */
export function criticalCss(css: string): (page: PageMarkup) => string {
  const root = postcss.parse(css);
  const layersNamed = (name: string) => {
    const found: Container[] = [];
    root.walkAtRules('layer', (layer) => {
      if (layer.params.trim() === name && layer.nodes) found.push(layer);
    });
    return found;
  };
  // Only the classes some utility needs, and the elements some base rule needs, tell pages apart.
  const knownClasses = new Set<string>();
  for (const layer of layersNamed(UTILITIES_LAYER)) {
    layer.walkRules((rule) => {
      for (const selector of rule.selectors)
        for (const c of requiredClasses(selector)) knownClasses.add(c);
    });
  }
  const knownElements = new Set<string>();
  for (const layer of layersNamed(BASE_LAYER)) {
    layer.walkRules((rule) => {
      for (const selector of rule.selectors)
        for (const e of requiredElements(selector)) knownElements.add(e);
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
  return (page) => {
    const relevantClasses = [...page.classes].filter((c) => knownClasses.has(c)).sort();
    const relevantElements = [...page.elements].filter((e) => knownElements.has(e)).sort();
    const key = `${relevantClasses.join(' ')}|${relevantElements.join(' ')}`;
    const cached = cache.get(key);
    if (cached !== undefined) return cached;
    const classes = new Set(relevantClasses);
    const elements = new Set(relevantElements);
    const copy = root.clone();
    copy.walkAtRules('layer', (layer) => {
      const name = layer.params.trim();
      if (!layer.nodes) return;
      if (name === UTILITIES_LAYER) prune(layer, (rule) => applies(rule.selectors, classes));
      else if (name === BASE_LAYER) {
        prune(layer, (rule) => appliesToElements(rule.selectors, elements));
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
  stylesheet: (href: string) => ((page: PageMarkup) => string) | undefined,
): string {
  let markup: PageMarkup | undefined;
  return html.replace(BLOCKING_STYLESHEET, (link, href: string) => {
    const critical = stylesheet(href);
    if (!critical) return link;
    markup ??= pageMarkup(html);
    // `</style` cannot occur in CSS a build wrote, but a page must never be cut short by one.
    const inline = critical(markup).replace(/<\/style/gi, '<\\/style');
    return (
      `<style>${inline}</style>` +
      `<link rel="stylesheet" href="${href}" media="print" onload="this.media='all'">` +
      `<noscript><link rel="stylesheet" href="${href}"></noscript>`
    );
  });
}
