/**
 * Renders the 1200x630 sharing image (public/og-image.jpg) from HTML in Chromium. Run after
 * changing the name or colours: `npx tsx scripts/og-image.ts`. The PNG is committed.
 */
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { SITE_NAME } from '../src/lib/site.ts';

const out = fileURLToPath(new URL('../public/og-image.jpg', import.meta.url));
const html = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:80px;display:flex;flex-direction:column;justify-content:space-between;
  font-family:'DejaVu Sans',Arial,sans-serif;color:#fff;background:linear-gradient(135deg,#143f82 0%,#1d5fc9 60%,#3b82f6 100%)">
  <div style="display:flex;align-items:center;gap:20px;font-size:34px;font-weight:700">
    <svg width="64" height="64" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#fff"/>
      <path d="M16 6c-4 5-8 8-8 13a8 8 0 0 0 16 0c0-5-4-8-8-13z" fill="#174c9f"/><circle cx="16" cy="19" r="3" fill="#fff"/></svg>
    ${SITE_NAME}
  </div>
  <div style="font-size:68px;font-weight:800;line-height:1.1;max-width:980px">Find the Right Autism Center in Minnesota</div>
  <div style="font-size:30px;opacity:.92">Search by city, services, age group, insurance and language.</div>
</div></body></html>`;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: out, type: 'jpeg', quality: 85 });
await browser.close();
console.log(`Wrote ${out}`);
