import postcss, { type ChildNode, type Container, type Root, type Rule } from 'postcss';

/**
 * Critical CSS per page (one round trip). The site has one stylesheet for every page:
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
/**
 * Tailwind's defaults of its `--tw-*` properties, set on every element, for browsers without
 * `@property` (it registers them with `@property` for the others). Inline, the defaults serve
 * every browser, unconditionally: one rule says what a dozen registrations say, in far fewer
 * bytes, and gives each element the same values (a utility's own value still wins, as the
 * layer comes first). The whole stylesheet registers the properties once it has loaded.
 */
const FALLBACK_LAYER = 'properties';
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
  for (const [pseudo, input] of INPUT_PSEUDO_ELEMENTS) {
    if (selector.includes(pseudo)) elements.push(input);
  }
  return elements;
}

/**
 * Preflight's rules for the parts of some input types (`::-webkit-datetime-edit`,
 * `::file-selector-button`, ...), by the element they need: `input:<type>`, which pageMarkup
 * notes for each input of that type (the date and time types as `input:date`).
 */
const INPUT_PSEUDO_ELEMENTS: readonly [string, string][] = [
  ['::-webkit-date-and-time-value', 'input:date'],
  ['::-webkit-datetime-edit', 'input:date'],
  ['::-webkit-calendar-picker-indicator', 'input:date'],
  ['::file-selector-button', 'input:file'],
  ['::-webkit-inner-spin-button', 'input:number'],
  ['::-webkit-outer-spin-button', 'input:number'],
  ['::-webkit-search-decoration', 'input:search'],
];
const DATE_INPUT_TYPES = new Set(['date', 'time', 'datetime-local', 'month', 'week']);

/** The `input:<type>` name pageMarkup notes for the input tag that opens at `start`. */
function inputKind(html: string, start: number): string {
  const tag = html.slice(start, html.indexOf('>', start));
  const type = /\stype="?([\w-]+)/i.exec(tag)?.[1]?.toLowerCase() ?? 'text';
  return `input:${DATE_INPUT_TYPES.has(type) ? 'date' : type}`;
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};

/** Whether a rule may apply to a page with these classes (any of its selectors may match). */
function applies(selectors: readonly string[], classes: ReadonlySet<string>): boolean {
  return selectors.some((selector) => requiredClasses(selector).every((c) => classes.has(c)));
}

/**
 * The classes a rule outside the layers (the site's own rules) needs in the page's markup:
 * those of its selectors' first compound when that is `html` are left out, since the head
 * script puts them on <html> before the first paint (`js`, the accessibility settings).
 */
function ownRuleClasses(selector: string): string[] {
  return requiredClasses(selector.replace(/^html(?:[.:[][^\s>+~]*)?/, ''));
}

/** Whether a rule outside the layers may apply to a page with these classes. */
function ownRuleApplies(selectors: readonly string[], classes: ReadonlySet<string>): boolean {
  return selectors.some((selector) => ownRuleClasses(selector).every((c) => classes.has(c)));
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

/** The end of the element opened at `start` (the index of its closing tag), or -1. */
function elementEnd(html: string, start: number, tag: string): number {
  const tags = new RegExp(`<(/?)${tag}(?=[\\s>/])`, 'gi');
  tags.lastIndex = html.indexOf('>', start) + 1;
  let depth = 1;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return match.index;
  }
  return -1;
}

/**
 * Elements whose content (but a closed <details>' summary) a first paint never shows. A closed
 * <dialog> opens when the visitor asks, by which time the whole stylesheet has loaded; one that
 * a script opens as the page loads says so with `data-opens-on-load`, and keeps its styles.
 */
const UNRENDERED = new Set(['details', 'dialog', 'noscript', 'template']);

/**
 * Where the content of the element opened at `start` that a first paint never shows lies:
 * [from, to), or undefined when it shows (an open <details> or <dialog>, or a dialog opened as
 * the page loads) or its end is not found (the scan can only keep too much). A closed
 * <details> shows its summary only.
 */
function unrenderedContent(html: string, start: number, tag: string): [number, number] | undefined {
  const openerEnd = html.indexOf('>', start) + 1;
  let from = openerEnd;
  const opener = html.slice(start, openerEnd);
  if (tag === 'dialog' && /\s(?:open|data-opens-on-load)(?=[\s=>])/i.test(opener)) return undefined;
  if (tag === 'details') {
    if (/\sopen(?=[\s=>])/i.test(opener)) return undefined;
    const summaryEnd = html.indexOf('</summary>', from);
    if (summaryEnd < 0) return undefined;
    from = summaryEnd + '</summary>'.length;
  }
  const to = elementEnd(html, start, tag);
  return to >= from ? [from, to] : undefined;
}

/** Where each element with a popover attribute opens (few per page). */
function popoverOpeners(html: string): Map<number, string> {
  const openers = new Map<number, string>();
  for (let at = html.indexOf(' popover'); at >= 0; at = html.indexOf(' popover', at + 1)) {
    const start = html.lastIndexOf('<', at);
    const opener = html.slice(start, at);
    const tag = /^<([a-z][\w-]*)/i.exec(opener)?.[1];
    if (tag && /[\s=>]/.test(html[at + 8] ?? '') && !opener.includes('>')) openers.set(start, tag);
  }
  return openers;
}

const ENTITY = /&(?:amp|lt|gt|quot|#39|#x27);/g;

/**
 * The classes and element names in what a page's first paint shows, in one pass over the HTML
 * (this runs for every page of every build). Left out: the content of a closed <details> but
 * its summary, of a closed <dialog> (see UNRENDERED), of a popover, of <noscript> (without
 * JavaScript the whole stylesheet loads, render-blocking) and of <template>. What the visitor
 * opens later is styled by the whole stylesheet, loaded by then.
 */
export function pageMarkup(html: string): PageMarkup {
  const popovers = popoverOpeners(html);
  const classes = new Set<string>();
  const elements = new Set<string>();
  const values = new Set<string>();
  /** Content to leave out once the scan reaches it. */
  let skip: [number, number] | undefined;
  const scan = /<([a-zA-Z][\w-]*)|\sclass="([^"]*)"/g;
  for (let match = scan.exec(html); match; match = scan.exec(html)) {
    if (skip && match.index >= skip[0]) {
      scan.lastIndex = skip[1];
      skip = undefined;
      continue;
    }
    const [, element, value] = match;
    if (element !== undefined) {
      elements.add(element);
      if (element.toLowerCase() === 'input') elements.add(inputKind(html, match.index));
      const unrendered = UNRENDERED.has(element) ? element : popovers.get(match.index);
      if (unrendered && !skip) skip = unrenderedContent(html, match.index, unrendered);
    } else if (value && !values.has(value)) {
      // Many elements share one class list: each list is read once.
      values.add(value);
      const decoded = value.includes('&') ? value.replace(ENTITY, (e) => ENTITIES[e] ?? e) : value;
      for (const name of decoded.split(/\s+/)) if (name) classes.add(name);
    }
  }
  return { classes, elements };
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
  // Until nothing changes: a variable read only by a dropped one (--font-mono by
  // --default-mono-font-family) is unread in turn.
  for (let size = root.toString().length, last = -1; size !== last;) {
    dropVariablesUnreadOnce(root);
    last = size;
    size = root.toString().length;
  }
}

function dropVariablesUnreadOnce(root: Root): void {
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
  // The site's own rules, outside the layers (not in @keyframes: those are not selectors).
  const ownRules = (container: Container, visit: (rule: Rule) => void) => {
    for (const node of container.nodes ?? []) {
      if (node.type === 'rule') visit(node);
      else if (node.type === 'atrule' && !['layer', 'keyframes'].includes(node.name))
        ownRules(node, visit);
    }
  };
  ownRules(root, (rule) => {
    for (const selector of rule.selectors)
      for (const c of ownRuleClasses(selector)) knownClasses.add(c);
  });
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
  // A page's key: which of the known classes and elements it has, one bit each.
  const classBit = new Map([...knownClasses].map((name, i) => [name, i]));
  const elementBit = new Map([...knownElements].map((name, i) => [name, classBit.size + i]));
  const words = Math.ceil((classBit.size + elementBit.size) / 16);
  return (page) => {
    const bits = new Uint16Array(words);
    const mark = (bit: number | undefined) => {
      if (bit !== undefined) bits[bit >> 4] = (bits[bit >> 4] ?? 0) | (1 << (bit & 15));
    };
    for (const name of page.classes) mark(classBit.get(name));
    for (const name of page.elements) mark(elementBit.get(name.toLowerCase()));
    const key = String.fromCharCode(...bits);
    const cached = cache.get(key);
    if (cached !== undefined) return cached;
    const classes = new Set([...page.classes].filter((name) => classBit.has(name)));
    const elements = new Set([...page.elements].map((name) => name.toLowerCase()));
    const copy = root.clone();
    copy.walkAtRules('layer', (layer) => {
      const name = layer.params.trim();
      if (!layer.nodes) return;
      if (name === UTILITIES_LAYER) prune(layer, (rule) => applies(rule.selectors, classes));
      else if (name === BASE_LAYER) {
        prune(layer, (rule) => appliesToElements(rule.selectors, elements));
      } else if (name === FALLBACK_LAYER) {
        // Out of its @supports: the defaults apply in every browser.
        layer.walkAtRules('supports', (supports) => {
          supports.replaceWith(supports.nodes ?? []);
        });
      }
    });
    copy.walkAtRules('property', (property) => {
      property.remove();
    });
    // A pointer can hover nothing before the first paint: hover styles come with the whole
    // stylesheet, which has loaded by the time a visitor moves the mouse.
    copy.walkAtRules('media', (media) => {
      if (/\(\s*hover\s*:\s*hover\s*\)/.test(media.params)) media.remove();
    });
    for (const node of [...copy.nodes]) {
      if (node.type === 'rule' && !ownRuleApplies(node.selectors, classes)) node.remove();
      else if (node.type === 'atrule' && !['layer', 'keyframes'].includes(node.name)) {
        prune(node, (rule) => ownRuleApplies(rule.selectors, classes));
        if (node.nodes?.length === 0) node.remove();
      }
    }
    dropUnreadVariables(copy);
    // The whole stylesheet keeps its licence comment; the inline copy needs none.
    copy.walkComments((comment) => {
      comment.remove();
    });
    copy.walkDecls((decl) => {
      if (decl.value.includes('oklch(')) decl.value = decl.value.replace(OKLCH, srgbHex);
    });
    const result = order + copy.toString();
    cache.set(key, result);
    return result;
  };
}

/** An oklch() color with plain numbers, as Tailwind's palette writes them. */
const OKLCH = /oklch\(\s*([\d.]+)(%?)\s+([\d.]+)\s+([\d.]+)\s*\)/g;

/**
 * An oklch() color as its sRGB hex, which says the same color in a third of the bytes, when
 * the color is inside sRGB's gamut (the hex is then exact to its 8 bits per channel); a color
 * outside it stays as written. (The OKLab to linear sRGB matrices are Björn Ottosson's.)
 */
function srgbHex(color: string, l: string, percent: string, c: string, h: string): string {
  const lightness = Number(l) / (percent ? 100 : 1);
  const hue = (Number(h) * Math.PI) / 180;
  const a = Number(c) * Math.cos(hue);
  const b = Number(c) * Math.sin(hue);
  const l3 = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m3 = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s3 = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3,
    -1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3,
    -0.0041960863 * l3 - 0.7034186147 * m3 + 1.707614701 * s3,
  ];
  // A channel this far outside [0, 1] is outside the gamut, not a rounding error.
  if (linear.some((v) => v < -1e-4 || v > 1 + 1e-4)) return color;
  return `#${linear
    .map((v) => {
      const x = Math.min(1, Math.max(0, v));
      const gamma = x <= 0.0031308 ? 12.92 * x : 1.055 * x ** (1 / 2.4) - 0.055;
      return Math.round(gamma * 255)
        .toString(16)
        .padStart(2, '0');
    })
    .join('')}`;
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
      // The layout's script turns it on (full-stylesheet.ts): an inline onload handler would
      // need the content security policy to allow inline handlers.
      `<link rel="stylesheet" href="${href}" media="print">` +
      `<noscript><link rel="stylesheet" href="${href}"></noscript>`
    );
  });
}
