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

/** The page of a public center with gallery photos, found as a visitor would. */
export async function aGalleryCenterPath(): Promise<string> {
  const api = `${E2E.pocketbaseUrl}/api/collections`;
  const images = await fetch(
    `${api}/center_images/records?perPage=1&filter=${encodeURIComponent('kind = "gallery"')}&fields=center`,
  );
  const [image] = ((await images.json()) as { items: { center: string }[] }).items;
  if (!image) throw new Error('no gallery photo in the demo data');
  const center = (await (
    await fetch(`${api}/centers/records/${image.center}?fields=slug,number`)
  ).json()) as { slug: string; number: number };
  return `/center/${center.slug}-${String(center.number)}`;
}
