import { readdirSync, readFileSync } from 'node:fs';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import formats, { type FormatsPlugin } from 'ajv-formats';
import { parseCsv } from '../../src/lib/csv.ts';

/**
 * Open Referral's published HSDS 3.0 schemas (tests/fixtures/hsds, with their source and
 * license), compiled with a JSON Schema 2020-12 validator.
 */
const FIXTURES = new URL('../fixtures/hsds/', import.meta.url);
/** Where the schemas live in the specification, so their relative $refs resolve to each other. */
const BASE = 'https://raw.githubusercontent.com/openreferral/specification/3.0/schema/';

// ajv-formats is CommonJS: imported from ES modules its default export is the module object,
// whose `default` is the plugin.
const addFormats = (formats as unknown as { default: FormatsPlugin }).default;

const read = (path: string) => JSON.parse(readFileSync(new URL(path, FIXTURES), 'utf8')) as object;

let ajv: Ajv2020 | undefined;
const compiled = new Map<string, ValidateFunction>();

function validator(): Ajv2020 {
  if (ajv) return ajv;
  // The schemas carry HSDS's own keywords (name, example, constraints, datapackage_metadata...):
  // not strict, so they are allowed, and every standard keyword is still checked.
  ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  for (const file of readdirSync(new URL('schema/', FIXTURES))) {
    ajv.addSchema(read(`schema/${file}`), `${BASE}${file}`);
  }
  return ajv;
}

/** The HSDS schemas the tests validate against. */
export type HsdsSchemaName =
  | 'compiled/service'
  | 'compiled/service_list'
  | 'compiled/service_package'
  | 'compiled/organization'
  | 'compiled/organization_list'
  | 'compiled/tabular'
  | 'schema/taxonomy'
  | 'schema/taxonomy_term';

function compile(name: HsdsSchemaName): ValidateFunction {
  let validate = compiled.get(name);
  if (!validate) {
    const v = validator();
    // tabular.json refers to the per-object schemas by bare file names: it is given their folder.
    const key =
      name === 'compiled/tabular'
        ? `${BASE}tabular.json`
        : `${BASE}${name.replace(/^schema\//, '')}.json`;
    validate = name.startsWith('schema/') ? v.getSchema(key) : undefined;
    validate ??= v.compile({ ...read(`${name}.json`), $id: key });
    compiled.set(name, validate);
  }
  return validate;
}

/**
 * Compiles schemas ahead of the tests that use them: the compiled ones are megabytes each and
 * take seconds on a busy machine (call from beforeAll with a timeout to match).
 */
export function compileHsdsSchemas(...names: HsdsSchemaName[]): void {
  for (const name of names) compile(name);
}

/** The schema's complaints about `data` as readable lines ([] when it is valid). */
export function hsdsErrors(name: HsdsSchemaName, data: unknown): string[] {
  const validate = compile(name);
  if (validate(data)) return [];
  return (validate.errors ?? []).map(
    (e: ErrorObject) => `${name}${e.instancePath || '/'}: ${e.message ?? e.keyword}`,
  );
}

/** HSDS's `Page` (openapi.json's components.schemas.Page): the header of list answers. */
export function pageErrors(page: unknown): string[] {
  const openapi = read('openapi.json') as { components: { schemas: { Page: object } } };
  const validate = validator().compile(openapi.components.schemas.Page);
  const problems = validate(page)
    ? []
    : (validate.errors ?? []).map((e) => `Page${e.instancePath}: ${e.message ?? ''}`);
  const keys = [
    'total_items',
    'total_pages',
    'page_number',
    'size',
    'first_page',
    'last_page',
    'empty',
    'contents',
  ];
  const missing = keys.filter((k) => !(k in (page as object)));
  return [...problems, ...missing.map((k) => `Page: ${k} is missing`)];
}

/** The CSV files read back as a Frictionless reader would: typed by the descriptor, empty cells absent. */
export function readTabular(files: Map<string, string>): Record<string, Record<string, unknown>[]> {
  const descriptor = JSON.parse(files.get('datapackage.json') ?? '{}') as {
    resources: {
      name: string;
      path: string;
      schema: { fields: { name: string; type: string }[] };
    }[];
  };
  return Object.fromEntries(
    descriptor.resources.map((resource) => {
      const [header, ...records] = parseCsv(files.get(resource.path) ?? '');
      const columns = resource.schema.fields.map((f) => f.name).join(',');
      if (header?.fields.join(',') !== columns) {
        throw new Error(
          `${resource.path} has the columns ${String(header?.fields)}, not ${columns}`,
        );
      }
      const rows = records.map((record) =>
        Object.fromEntries(
          resource.schema.fields.flatMap((field, n) => {
            const text = record.fields[n] ?? '';
            if (text === '') return [];
            return [[field.name, field.type === 'number' ? Number(text) : text]];
          }),
        ),
      );
      return [resource.name, rows];
    }),
  );
}
