// @ts-check
import { dirname, relative, resolve, sep } from 'node:path';

/**
 * Imports flow one way (DESIGN.md): lib -> domain -> components/features -> layouts/pages.
 * A feature never imports another feature; src/lib imports nothing above it; src/domain imports
 * only lib (and other domain folders); src/components imports no feature; build integrations
 * import only lib and domain. Every relative or root import is resolved against the importing
 * file before it is judged, whatever its form (`../claim/x`, `/src/features/...`).
 */
const root = resolve(import.meta.dirname, '../..');

/**
 * The area of a path inside src: 'feature:<name>', 'lib', 'domain', 'components',
 * 'integrations', 'testing' or null (pages, layouts and anything outside src).
 * @param {string} path
 */
function areaOf(path) {
  const parts = relative(root, path).split(sep);
  if (parts[0] !== 'src') return null;
  if (parts[1] === 'features' && parts[2]) return `feature:${parts[2]}`;
  if (['lib', 'domain', 'components', 'integrations', 'testing'].includes(parts[1] ?? '')) {
    return /** @type {string} */ (parts[1]);
  }
  return null;
}

/**
 * What each area may import (besides itself and packages). Tests beside the code may also use
 * src/testing's fixtures and the build integrations they check.
 * @type {Record<string, string[]>}
 */
const ALLOWED = {
  lib: [],
  domain: ['lib'],
  integrations: ['lib', 'domain'],
  components: ['lib', 'domain'],
  feature: ['lib', 'domain', 'components'],
  testing: ['lib', 'domain', 'components', 'feature'],
};

/**
 * Why an import from area `from` to area `to` is refused, or null when it is allowed.
 * @param {string} from
 * @param {string} to
 * @param {boolean} isTest
 */
function refusal(from, to, isTest) {
  if (from === to) return null;
  // Tests beside the code also use fixtures and check what the build pipeline makes of it.
  if (isTest && (to === 'testing' || to === 'integrations')) return null;
  const fromKind = from.startsWith('feature:') ? 'feature' : from;
  const toKind = to.startsWith('feature:') ? 'feature' : to;
  if (fromKind === 'feature' && toKind === 'feature') {
    return `${from.slice(8)} imports the ${to.slice(8)} feature: features do not import each other, move shared code to src/domain or src/lib.`;
  }
  if (fromKind === 'testing') return null;
  if ((ALLOWED[fromKind] ?? []).includes(toKind)) return null;
  const what = toKind === 'feature' ? `the ${to.slice(8)} feature` : `src/${to}`;
  const where = fromKind === 'feature' ? `the ${from.slice(8)} feature` : `src/${from}`;
  return `${where} imports ${what}: imports flow lib -> domain -> components/features -> pages.`;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Imports flow lib -> domain -> components/features -> pages; features never import each other.',
    },
    schema: [],
  },
  create(context) {
    // An .astro file's <script> blocks are linted as virtual files below it (X.astro/0_0.ts).
    const filename = context.filename.replace(/(\.astro)[\\/][^\\/]*$/, '$1');
    const from = areaOf(filename);
    if (from === null) return {};
    const isTest = /\.test\.tsx?$/.test(filename);
    /** @param {import('estree').Node & { source?: unknown }} node */
    const check = (node) => {
      const source = node.source;
      if (!source || typeof source !== 'object' || !('value' in source)) return;
      const spec = source.value;
      if (typeof spec !== 'string') return;
      let target;
      if (spec.startsWith('.')) target = resolve(dirname(filename), spec);
      else if (spec.startsWith('/src/') || spec.startsWith('src/'))
        target = resolve(root, spec.replace(/^\//, ''));
      else return;
      const to = areaOf(target);
      if (to === null) return;
      const message = refusal(from, to, isTest);
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'feature-boundaries': rule } };
