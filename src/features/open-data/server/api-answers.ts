import type { APIContext, APIRoute } from 'astro';
import { env } from '../../../lib/env.ts';
import { openData } from '../../../lib/routes.ts';
import { SITE_NAME } from '../../../lib/site.ts';
import { isUuid } from '../hsds-ids.ts';
import type { HsdsObject } from '../hsds-object.ts';
import { DATA_LICENSE, HSDS_VERSION } from '../open-data-terms.ts';
import { openDataPageUrl } from '../release.ts';
import { paginate, readListQuery, selectServices, servicesPage } from '../service-query.ts';
import { apiRelease, type ApiRelease } from './api-release.ts';
import { hsdsError, hsdsJson, unavailable } from './api-responses.ts';

type Answer = (release: ApiRelease, context: APIContext) => Promise<Response> | Response;

/**
 * An on-demand route of the HSDS API: reads the release this server was built with
 * (`clientDir`, Astro's build.client) and answers from it; bad queries get a 400 that says why.
 */
export function releaseRoute(clientDir: URL, dev: boolean, answer: Answer): APIRoute {
  return async (context) => {
    let release: ApiRelease;
    try {
      release = await apiRelease(clientDir, dev);
    } catch (error) {
      return unavailable(error);
    }
    return answer(release, context);
  };
}

const site = (path: string) => new URL(path, env.SITE_URL).href;

/** `/`: the HSDS version, profile and OpenAPI description, and who publishes the data. */
export function rootAnswer(): Response {
  return hsdsJson({
    version: HSDS_VERSION,
    profile: openDataPageUrl(),
    openapi_url: site(openData.openApi),
    publisher: { name: SITE_NAME, url: site('/'), email: env.SITE_TEAM_EMAIL },
    license: { name: DATA_LICENSE.title, url: DATA_LICENSE.path },
    data_package: { json: site(openData.directoryJson), tabular: site(openData.dataPackage) },
  });
}

/** A path parameter that is one of the release's ids, or the 404 that says it is not. */
function idParam(context: APIContext, what: string): string | Response {
  const id = context.params['id'] ?? '';
  return isUuid(id) ? id.toLowerCase() : hsdsError(404, `No ${what} has the id ${id}.`);
}

/** `/services`: a page of services, filtered by the HSDS query parameters. */
export const servicesAnswer: Answer = async (release, { url }) => {
  const read = readListQuery(url.searchParams);
  if ('error' in read) return hsdsError(400, read.error);
  const selected = selectServices(release.index, read.query, release.searchable);
  const page = servicesPage(selected, read.query);
  if (read.query.full && !read.query.minimal) {
    const start = (page.page_number - 1) * (read.query.per_page ?? page.size);
    const entries = selected.slice(start, start + page.size);
    page.contents = await Promise.all(entries.map((e) => release.service(e)));
  }
  return hsdsJson(page);
};

/** `/services/{id}`: one fully nested service. */
export const serviceAnswer: Answer = async (release, context) => {
  const id = idParam(context, 'service');
  if (id instanceof Response) return id;
  const entry = release.byId.get(id);
  if (!entry) return hsdsError(404, `No service has the id ${id}.`);
  return hsdsJson(await release.service(entry));
};

/** An organization with its service and location (HSDS's compiled organization). */
function fullOrganization(service: HsdsObject): HsdsObject {
  const { organization, ...rest } = service;
  const atLocations = (service['service_at_locations'] ?? []) as HsdsObject[];
  return {
    ...(organization as HsdsObject),
    services: [rest],
    locations: atLocations.map((sal) => sal['location']),
  };
}

/** An organization's one-to-one fields (an `/organizations` list item). */
function organizationItem(service: HsdsObject): HsdsObject {
  return service['organization'] as HsdsObject;
}

/** `/organizations`: a page of organizations (with their services when `full_service`). */
export const organizationsAnswer: Answer = async (release, { url }) => {
  const read = readListQuery(url.searchParams);
  if ('error' in read) return hsdsError(400, read.error);
  const selected = selectServices(release.index, { search: read.query.search }, release.searchable);
  const page = paginate(selected, read.query.page, read.query.per_page);
  const full = url.searchParams.get('full_service') === 'true' || read.query.full === true;
  return hsdsJson({
    ...page,
    contents: full
      ? await Promise.all(
          page.contents.map(async (e) => fullOrganization(await release.service(e))),
        )
      : await Promise.all(
          page.contents.map(async (e) => organizationItem(await release.service(e))),
        ),
  });
};

/** `/organizations/{id}`: one organization with its service and location. */
export const organizationAnswer: Answer = async (release, context) => {
  const id = idParam(context, 'organization');
  if (id instanceof Response) return id;
  const entry = release.index.services.find((e) => e.item['organization_id'] === id);
  if (!entry) return hsdsError(404, `No organization has the id ${id}.`);
  return hsdsJson(fullOrganization(await release.service(entry)));
};

/** `/taxonomies`: the directory's taxonomies. */
export const taxonomiesAnswer: Answer = (release, { url }) => {
  const read = readListQuery(url.searchParams);
  if ('error' in read) return hsdsError(400, read.error);
  const words = (read.query.search ?? '').toLowerCase();
  const listed = release.index.taxonomies.filter((t) => t.name.toLowerCase().includes(words));
  return hsdsJson(paginate(listed, read.query.page, read.query.per_page));
};

/** `/taxonomies/{id}`. */
export const taxonomyAnswer: Answer = (release, context) => {
  const id = idParam(context, 'taxonomy');
  if (id instanceof Response) return id;
  const taxonomy = release.index.taxonomies.find((t) => t.id === id);
  return taxonomy ? hsdsJson(taxonomy) : hsdsError(404, `No taxonomy has the id ${id}.`);
};

/** `/taxonomy_terms`: the terms, by taxonomy and search; every term is a top-level one. */
export const termsAnswer: Answer = (release, { url }) => {
  const read = readListQuery(url.searchParams);
  if ('error' in read) return hsdsError(400, read.error);
  const words = (read.query.search ?? '').toLowerCase();
  const parent = url.searchParams.get('parent_id');
  const listed = release.index.terms.filter(
    (t) =>
      (!read.query.taxonomy_id || t.taxonomy_id === read.query.taxonomy_id) &&
      t.name.toLowerCase().includes(words) &&
      !parent,
  );
  return hsdsJson(paginate(listed, read.query.page, read.query.per_page));
};

/** `/taxonomy_terms/{id}`. */
export const termAnswer: Answer = (release, context) => {
  const id = idParam(context, 'taxonomy term');
  if (id instanceof Response) return id;
  const term = release.index.terms.find((t) => t.id === id);
  return term ? hsdsJson(term) : hsdsError(404, `No taxonomy term has the id ${id}.`);
};
