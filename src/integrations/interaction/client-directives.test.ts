import loadDirective from 'astro/runtime/client/load.prebuilt.js';
import { describe, expect, it } from 'vitest';
import { CLIENT_DIRECTIVE_NAMES, withoutInlineDirectives } from './client-directives.ts';

// Astro's inline script for a directive of the site's own, as it writes one into a page (its
// `load` verbatim, below).
const inline = (name: string) =>
  `<script>(()=>{var m=(l,r,n)=>{};(self.Astro||(self.Astro={})).${name}=m;window.dispatchEvent(new Event("astro:${name}"));})();\n</script>`;

describe('inline directive scripts', () => {
  it("removes Astro's inline client:load and client:interact scripts", () => {
    expect(CLIENT_DIRECTIVE_NAMES).toEqual(['load', 'interact']);
    const page = `<body><script>${loadDirective}</script><astro-island></astro-island>${inline('interact')}<astro-island></astro-island></body>`;
    expect(withoutInlineDirectives(page)).toBe(
      '<body><astro-island></astro-island><astro-island></astro-island></body>',
    );
  });

  it('keeps the scripts of directives it does not define, and every other script', () => {
    const page = `<body>${inline('visible')}<script>(()=>{console.log(1)})();</script></body>`;
    expect(withoutInlineDirectives(page)).toBe(page);
  });
});
