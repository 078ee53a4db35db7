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
