import { describe, expect, it } from 'vitest';
import runtime from 'astro/runtime/server/astro-island.prebuilt.js';
import { ISLAND_RUNTIME, ISLAND_RUNTIME_PATH, externalIslandRuntime } from './island-runtime.ts';

describe('the island runtime as a file', () => {
  it("replaces Astro's inline runtime with its deferred, hashed file", () => {
    const page = `<body><script>${runtime}</script><astro-island></astro-island></body>`;
    expect(ISLAND_RUNTIME).toBe(`self.Astro||(self.Astro={});${runtime}`);
    expect(ISLAND_RUNTIME_PATH).toMatch(/^\/_astro\/astro-island\.[0-9a-f]{8}\.js$/);
    expect(externalIslandRuntime(page)).toBe(
      `<body><script src="${ISLAND_RUNTIME_PATH}" defer></script><astro-island></astro-island></body>`,
    );
  });

  it('leaves a page without islands, or already rewritten, as it is', () => {
    const page = '<body><script>console.log(1)</script></body>';
    expect(externalIslandRuntime(page)).toBe(page);
    const once = externalIslandRuntime(`<script>${runtime}</script>`);
    expect(externalIslandRuntime(once)).toBe(once);
  });
});
