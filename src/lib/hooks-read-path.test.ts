import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * No JavaScript on PocketBase's read path: a JS hook there runs for every record of
 * every answer (or every list and view), about a millisecond each, and caps the public lists
 * far below what PocketBase serves alone. Who sees which hidden field is decided in Go
 * (pocketbase/visibility.go) or by the data model and API rules.
 */
const HOOKS = fileURLToPath(new URL('../../pocketbase/pb_hooks/', import.meta.url));
const READ_PATH_HOOKS = ['onRecordEnrich', 'onRecordsListRequest', 'onRecordViewRequest'];

describe('pb_hooks', () => {
  it('bind no JS hook on the read path', async () => {
    const files = (await readdir(HOOKS)).filter((f) => f.endsWith('.pb.js'));
    expect(files.length).toBeGreaterThan(0);
    const found: string[] = [];
    for (const file of files) {
      const source = await readFile(`${HOOKS}${file}`, 'utf8');
      for (const hook of READ_PATH_HOOKS) {
        if (new RegExp(`^\\s*${hook}\\(`, 'm').test(source)) found.push(`${file}: ${hook}`);
      }
    }
    expect(found).toEqual([]);
  });
});
