import { config } from 'zod/v4/core';

/**
 * Zod compiles fast object parsers with `new Function` once it has probed that eval works; the
 * site's content security policy allows no eval, so the probe alone would report a violation
 * on every page whose islands parse with zod. Jitless, zod never probes (and parses the same).
 * The layout's script imports this first, before any island hydrates.
 */
config({ jitless: true });
