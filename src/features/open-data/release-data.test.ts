import { beforeAll, describe, expect, it } from 'vitest';
import {
  compileHsdsSchemas,
  hsdsErrors,
  pageErrors,
  readTabular,
} from '../../../tests/support/hsds-schemas.ts';
import { releaseFixture } from '../../testing/open-data-release.ts';
import { paginate } from './service-query.ts';
import { dataPackage, tableRows, tabularFiles } from './tabular.ts';

// HSDS's compiled schemas are megabytes each: compiling them takes seconds on a busy machine.
beforeAll(() => {
  compileHsdsSchemas(
    'compiled/service_package',
    'compiled/service_list',
    'compiled/organization_list',
    'compiled/tabular',
  );
}, 120_000);

const data = releaseFixture([
  {
    center: {
      company_name: 'Aspen Kids ABA',
      city: 'Rochester',
      accepting_clients: 'accepting',
      monday_open: '08:00',
      monday_close: '16:00',
    },
    updated: '2026-11-01 08:00:00.000Z',
  },
  {
    center: {
      company_name: 'Birch Speech, "Language" & Play',
      services: ['Speech Therapy'],
      languages: ['spanish'],
      latitude: 44.98,
      longitude: -93.27,
    },
    updated: '2026-11-15 08:00:00.000Z',
  },
  {
    center: {
      company_name: 'Cedar Center',
      services: [],
      ages_served: [],
      accepting_clients: '',
      phone_number: '',
      address: '',
    },
    updated: '2026-11-20 08:00:00.000Z',
  },
]);

describe("a release's open data", () => {
  it('is the whole directory as one HSDS JSON file, valid as a service package', () => {
    const services = JSON.parse(data.directoryJson) as unknown[];
    expect(services).toHaveLength(3);
    expect(hsdsErrors('compiled/service_package', services)).toEqual([]);
  });

  it("finds each service in that file by the index's byte range", () => {
    const bytes = Buffer.from(data.directoryJson);
    for (const [n, entry] of data.index.services.entries()) {
      const [offset, length] = entry.at;
      expect(JSON.parse(bytes.subarray(offset, offset + length).toString('utf8'))).toEqual(
        data.services[n],
      );
    }
  });

  it('lists each service by its one-to-one fields, valid as HSDS list items in a Page', () => {
    const page = paginate(
      data.index.services.map((e) => e.item),
      1,
      2,
    );
    expect(pageErrors(page)).toEqual([]);
    for (const item of page.contents) expect(hsdsErrors('compiled/service_list', item)).toEqual([]);
    expect(page.contents[0]).not.toHaveProperty('phones');
    for (const service of data.services) {
      expect(hsdsErrors('compiled/organization_list', service['organization'])).toEqual([]);
    }
  });

  it('publishes its taxonomies and their terms as HSDS taxonomy objects', () => {
    expect(data.index.taxonomies.map((t) => t.name)).toEqual([
      'Service types',
      'Age groups',
      'Insurance and funding accepted',
      'Service settings',
      'Availability',
    ]);
    for (const t of data.index.taxonomies) expect(hsdsErrors('schema/taxonomy', t)).toEqual([]);
    for (const t of data.index.terms) expect(hsdsErrors('schema/taxonomy_term', t)).toEqual([]);
    const serviceTypes = data.index.terms.filter((t) => t.taxonomy === 'Service types');
    expect(serviceTypes.map((t) => t.name)).toEqual(['ABA Therapy', 'Speech Therapy']);
  });
});

describe("a release's tabular package", () => {
  const files = tabularFiles(tableRows(data.services, data.index.taxonomies, data.index.terms));
  files.set(
    'datapackage.json',
    JSON.stringify(
      dataPackage({
        title: 'Test',
        homepage: 'https://directory.example/open-data/',
        license: {
          name: 'CC-BY-4.0',
          title: 'CC BY 4.0',
          path: 'https://creativecommons.org/licenses/by/4.0/',
        },
        created: '2026-11-27T00:00:00.000Z',
      }),
    ),
  );

  it('has the HSDS file of each table it fills and a descriptor naming them', () => {
    expect([...files.keys()].sort()).toEqual([
      'addresses.csv',
      'attributes.csv',
      'datapackage.json',
      'languages.csv',
      'locations.csv',
      'organizations.csv',
      'phones.csv',
      'schedules.csv',
      'service_areas.csv',
      'service_at_location.csv',
      'services.csv',
      'taxonomies.csv',
      'taxonomy_terms.csv',
    ]);
  });

  it('reads back as valid HSDS tabular data, one row per object', () => {
    const tables = readTabular(files);
    expect(hsdsErrors('compiled/tabular', tables)).toEqual([]);
    expect(tables['service']).toHaveLength(3);
    expect(tables['organization']?.[1]?.['name']).toBe('Birch Speech, "Language" & Play');
    expect(tables['location']?.[1]).toMatchObject({ latitude: 44.98, longitude: -93.27 });
    expect(tables['service']?.[0]).toMatchObject({
      availability_status: 'accepting',
      last_modified: '2026-11-01T08:00:00.000Z',
    });
    expect(tables['address']).toHaveLength(2);
  });
});
