// @ts-check
import { dirname, relative, resolve, sep } from 'node:path';

/**
 * Imports flow one way (DESIGN.md): lib -> components/features -> layouts/pages. A feature
 * never imports another feature, and src/lib and src/components import no feature at all,
 * whatever the import's form (`../claim/x`, `../../features/claim/x`, `/src/features/...`).
 * Every relative or root import is resolved against the importing file before it is judged.
 */
const root = resolve(import.meta.dirname, '../..');

/**
 * The area of a path inside src: 'feature:<name>', 'lib', 'components' or null.
 * @param {string} path
 */
function areaOf(path) {
  const parts = relative(root, path).split(sep);
  if (parts[0] !== 'src') return null;
  if (parts[1] === 'features' && parts[2]) return `feature:${parts[2]}`;
  if (parts[1] === 'lib' || parts[1] === 'components') return parts[1];
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Features never import each other; lib and components import no feature.',
    },
    schema: [],
  },
  create(context) {
    // An .astro file's <script> blocks are linted as virtual files below it (X.astro/0_0.ts).
    const filename = context.filename.replace(/(\.astro)[\\/][^\\/]*$/, '$1');
    const from = areaOf(filename);
    if (from === null) return {};
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
      if (to === null || !to.startsWith('feature:') || to === from) return;
      context.report({
        node,
        message: from.startsWith('feature:')
          ? `${from.slice(8)} imports the ${to.slice(8)} feature: features do not import each other, move shared code to src/lib.`
          : `src/${from} imports the ${to.slice(8)} feature: shared code never depends on a feature.`,
      });
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
