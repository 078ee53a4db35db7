import { openData } from '../../lib/routes.ts';
import { SITE_NAME } from '../../lib/site.ts';
import { DATA_LICENSE, HSDS_VERSION } from './open-data-terms.ts';

/** HSDS 3.0's compiled schemas, which the answers conform to. */
const SCHEMA = (name: string) =>
  `https://raw.githubusercontent.com/openreferral/specification/3.0/schema/${name}.json`;

const query = (name: string, type: string, description: string) => ({
  name,
  in: 'query',
  required: false,
  description,
  schema: { type },
});
const LIST_PARAMETERS = [
  query(
    'search',
    'string',
    'Words that must all occur in the name, city, description or service types.',
  ),
  query('page', 'integer', 'Page number, from 1.'),
  query('per_page', 'integer', 'Items a page holds: 50 unless given, at most 500.'),
];
const SERVICE_FILTERS = [
  query('modified_after', 'string', 'Only services last modified at or after this date-time.'),
  query('taxonomy_term_id', 'string', 'Only services with an attribute of this taxonomy term.'),
  query('taxonomy_id', 'string', 'Only services with a term of this taxonomy.'),
  query('organization_id', 'string', 'Only the services of this organization.'),
  query('minimal', 'boolean', "Just each service's id and last_modified, all in one page."),
  query('full', 'boolean', 'Fully nested services.'),
];
const ID = { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } };

const ok = (description: string, schema: unknown) => ({
  '200': { description, content: { 'application/json': { schema } } },
  '400': { description: 'A query parameter is not valid; `error` says which and why.' },
  '404': { description: 'No such item.' },
});
const page = (items: unknown) => ({
  allOf: [{ $ref: '#/components/schemas/Page' }],
  properties: { contents: { type: 'array', items } },
});

/** The OpenAPI 3.1 description of this directory's HSDS API (the `/` answer's openapi_url). */
export function hsdsOpenApi(siteUrl: string, contactEmail: string): Record<string, unknown> {
  const base = new URL(openData.apiBase, siteUrl).href;
  return {
    openapi: '3.1.0',
    info: {
      title: `${SITE_NAME}: Open Referral HSDS API`,
      version: HSDS_VERSION,
      summary: "Minnesota's autism centers as Human Services Data Specification 3.0 data.",
      contact: { name: SITE_NAME, url: new URL('/open-data/', siteUrl).href, email: contactEmail },
      license: { name: DATA_LICENSE.title, url: DATA_LICENSE.path },
    },
    servers: [{ url: base }],
    paths: {
      '/': {
        get: {
          summary: 'Version, profile and publisher',
          responses: ok('About this API', { type: 'object' }),
        },
      },
      '/services': {
        get: {
          parameters: [...LIST_PARAMETERS, ...SERVICE_FILTERS],
          responses: ok('A page of services', page({ $ref: SCHEMA('compiled/service_list') })),
        },
      },
      '/services/{id}': {
        get: {
          parameters: [ID],
          responses: ok('A fully nested service', { $ref: SCHEMA('compiled/service') }),
        },
      },
      '/organizations': {
        get: {
          parameters: [
            ...LIST_PARAMETERS,
            query('full_service', 'boolean', 'Organizations with their services and locations.'),
          ],
          responses: ok(
            'A page of organizations',
            page({ $ref: SCHEMA('compiled/organization_list') }),
          ),
        },
      },
      '/organizations/{id}': {
        get: {
          parameters: [ID],
          responses: ok('An organization with its services', {
            $ref: SCHEMA('compiled/organization'),
          }),
        },
      },
      '/taxonomies': {
        get: {
          parameters: LIST_PARAMETERS,
          responses: ok('The taxonomies', page({ $ref: SCHEMA('taxonomy') })),
        },
      },
      '/taxonomies/{id}': {
        get: { parameters: [ID], responses: ok('A taxonomy', { $ref: SCHEMA('taxonomy') }) },
      },
      '/taxonomy_terms': {
        get: {
          parameters: [
            ...LIST_PARAMETERS,
            query('taxonomy_id', 'string', 'Only the terms of this taxonomy.'),
          ],
          responses: ok('Taxonomy terms', page({ $ref: SCHEMA('taxonomy_term') })),
        },
      },
      '/taxonomy_terms/{id}': {
        get: {
          parameters: [ID],
          responses: ok('A taxonomy term', { $ref: SCHEMA('taxonomy_term') }),
        },
      },
    },
    components: {
      schemas: {
        Page: {
          type: 'object',
          properties: {
            total_items: { type: 'integer' },
            total_pages: { type: 'integer' },
            page_number: { type: 'integer' },
            size: { type: 'integer' },
            first_page: { type: 'boolean' },
            last_page: { type: 'boolean' },
            empty: { type: 'boolean' },
          },
        },
      },
    },
  };
}
