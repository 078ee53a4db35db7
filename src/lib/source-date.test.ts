import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { laterDay, sourceDate } from './source-date.ts';

describe('sourceDate', () => {
  it('is the day of the last commit touching the files in a git checkout', () => {
    expect(sourceDate(['package.json'])).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("is the newest file's modification day outside a git checkout", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'source-date-'));
    try {
      await writeFile(join(dir, 'a.astro'), 'a');
      await writeFile(join(dir, 'b.ts'), 'b');
      await utimes(join(dir, 'a.astro'), new Date('2026-03-01'), new Date('2026-03-01'));
      await utimes(join(dir, 'b.ts'), new Date('2026-04-02'), new Date('2026-04-02'));
      expect(sourceDate(['a.astro', 'b.ts'], dir)).toBe('2026-04-02');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('laterDay', () => {
  it('keeps the later day and treats an empty one as none', () => {
    expect(laterDay('2026-01-02', '2025-12-31')).toBe('2026-01-02');
    expect(laterDay('', '2025-12-31')).toBe('2025-12-31');
  });
});
