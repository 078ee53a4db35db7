import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { PB_URL, pocketBase } from './pocketbase-server.ts';
import { TOAST_REGION_IDS, TOASTER_ID } from '../lib/toast.ts';

/**
 * The components project's setup (vitest.config.ts): jest-dom's matchers, the page furniture
 * every island expects (the PocketBase URL meta tag and the toasts' live regions, as
 * BaseLayout.astro and Toaster.astro render them), the stand-in PocketBase, and a clean page
 * after each test.
 */

let toaster: HTMLElement | undefined;

function addPageFurniture(): void {
  const meta = document.createElement('meta');
  meta.name = 'pocketbase-url';
  meta.content = PB_URL;
  document.head.append(meta);
  // One toaster for the file: toast.ts keeps the element it found first.
  toaster = document.createElement('div');
  toaster.id = TOASTER_ID;
  for (const [id, role, live] of [
    [TOAST_REGION_IDS.success, 'status', 'polite'],
    [TOAST_REGION_IDS.error, 'alert', 'assertive'],
  ] as const) {
    const region = document.createElement('div');
    region.id = id;
    region.setAttribute('role', role);
    region.setAttribute('aria-live', live);
    toaster.append(region);
  }
  document.body.append(toaster);
}

beforeAll(() => {
  addPageFurniture();
  pocketBase.listen({ onUnhandledFrame: 'error' });
});

afterEach(() => {
  cleanup();
  pocketBase.resetHandlers();
  // A toast shown inside a dialog took the toaster with it: it goes back, empty.
  if (toaster) {
    for (const region of toaster.children) region.replaceChildren();
    document.body.append(toaster);
  }
  localStorage.clear();
});

afterAll(() => {
  pocketBase.close();
});
