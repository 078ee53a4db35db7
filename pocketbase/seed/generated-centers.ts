import { buildDemoCenters } from './demo-centers.ts';

/**
 * `count` generated public centers for measuring at scale (`npm run bench`, the search data
 * size test): the demo listings over and over, each copy named with its number, unclaimed.
 */
export function generatedCenterRecords(count: number) {
  const templates = buildDemoCenters();
  return Array.from({ length: count }, (_, i) => {
    const { record } = templates[i % templates.length] as (typeof templates)[number];
    return {
      ...record,
      company_name: `${record.company_name} ${String(i + 1)}`,
      owner: '',
      approved: '',
      access_code: '',
    };
  });
}
