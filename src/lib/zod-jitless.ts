import { config } from 'zod/v4/core';

/**
 * Zod compiles fast object parsers with `new Function` once it has probed that eval works; the
 * site's content security policy allows no eval, so the probe alone would report a violation
 * on every page whose islands parse with zod. Jitless, zod never probes (and parses the same).
 * Imported before any island can parse: by the interaction directive as it loads an island,
 * and first by each island that hydrates on load.
 */
config({ jitless: true });
