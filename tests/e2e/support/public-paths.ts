import { E2E } from './servers.ts';

/** A public center's page address, found as a visitor would. */
export async function aCenterPath(): Promise<string> {
  const response = await fetch(
    `${E2E.pocketbaseUrl}/api/collections/centers/records?perPage=1&sort=number&fields=slug,number`,
  );
  const { items } = (await response.json()) as { items: { slug: string; number: number }[] };
  const center = items[0];
  if (!center) throw new Error('no public center in the demo data');
  return `/center/${center.slug}-${String(center.number)}`;
}

/** A live job posting's page address, found as a visitor would. */
export async function aJobPath(): Promise<string> {
  const response = await fetch(
    `${E2E.pocketbaseUrl}/api/collections/job_postings/records?perPage=1&sort=created&fields=id`,
  );
  const { items } = (await response.json()) as { items: { id: string }[] };
  const job = items[0];
  if (!job) throw new Error('no live job posting in the demo data');
  return `/job/${job.id}`;
}

/** A public center's page address whose gallery has 3 to 10 photos, and how many. */
export async function aCenterWithGallery(): Promise<{ path: string; photos: number }> {
  const response = await fetch(
    `${E2E.pocketbaseUrl}/api/collections/center_images/records?perPage=500&filter=${encodeURIComponent('kind = "gallery"')}&fields=center&skipTotal=1`,
  );
  const { items } = (await response.json()) as { items: { center: string }[] };
  const counts = new Map<string, number>();
  for (const { center } of items) counts.set(center, (counts.get(center) ?? 0) + 1);
  const [id, photos] = [...counts].find(([, n]) => n >= 3 && n <= 10) ?? [];
  if (!id || !photos) throw new Error('no public center with a gallery of 3 to 10 photos');
  const center = (await (
    await fetch(`${E2E.pocketbaseUrl}/api/collections/centers/records/${id}?fields=slug,number`)
  ).json()) as { slug: string; number: number };
  return { path: `/center/${center.slug}-${String(center.number)}`, photos };
}

/** The page of a public center with gallery photos, found as a visitor would. */
export async function aGalleryCenterPath(): Promise<string> {
  return (await aCenterWithGallery()).path;
}
