// The OpenAPI specs of the synthetic sites: the big real specs of ../shared/corpus/_bigspecs when present
// (Stripe 4 MB, GitHub 3 MB, Twilio 1.9 MB), otherwise one generated 4 MB spec.
import * as fs from 'node:fs';
import * as path from 'node:path';

export const BIG_SPECS_DIR = path.resolve(__dirname, '../../../shared/corpus/_bigspecs');
const BIG_SPECS = [
  { name: 'stripe.json', file: 'stripe.spec3.2022-04-12.json' },
  { name: 'github.json', file: 'github.api.github.com.2020-09.json' },
  { name: 'twilio.json', file: 'twilio_api_v2010.json' },
];
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const GENERATED_SIZE = 4 * 1024 * 1024;

export interface SpecSource {
  /** File name inside the site's specs/ folder. */
  readonly name: string;
  readonly text: string;
  /** Where it came from, for the report. */
  readonly origin: string;
}

export interface Operation {
  readonly method: string;
  readonly path: string;
}

/** The specs to use, the largest first: the edit scenario edits the first. */
export function loadSpecs(): SpecSource[] {
  const real = BIG_SPECS.filter((s) => fs.existsSync(path.join(BIG_SPECS_DIR, s.file)));
  if (real.length === BIG_SPECS.length) {
    return real.map((s) => ({
      name: s.name,
      text: fs.readFileSync(path.join(BIG_SPECS_DIR, s.file), 'utf8'),
      origin: `_bigspecs/${s.file}`,
    }));
  }
  return [{ name: 'generated.json', text: generatedSpec(GENERATED_SIZE), origin: 'generated (4 MB)' }];
}

/** Every operation of a spec, in document order. */
export function operationsOf(spec: SpecSource): Operation[] {
  const doc = JSON.parse(spec.text) as { paths?: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths ?? {}).flatMap(([p, item]) =>
    Object.keys(item)
      .filter((m) => METHODS.includes(m))
      .map((method) => ({ method: method.toUpperCase(), path: p })),
  );
}

/** An OpenAPI 3.0 spec of about `size` characters: resources with CRUD operations and a schema each. */
export function generatedSpec(size: number): string {
  const paths: Record<string, unknown> = {};
  const schemas: Record<string, unknown> = {};
  const spec = {
    openapi: '3.0.3',
    info: { title: 'Generated', version: '1.0.0' },
    servers: [{ url: 'https://api.example.com' }],
    paths,
    components: { schemas },
  };
  const properties = Object.fromEntries(
    Array.from({ length: 12 }, (_, i) => [
      `field_${i}`,
      {
        type: i % 3 ? 'string' : 'integer',
        description: `Field ${i} of the resource, described at some length as real specs do.`,
      },
    ]),
  );
  let approximate = 0;
  for (let i = 0; approximate < size; i++) {
    const name = `Resource${i}`;
    const ref = { $ref: `#/components/schemas/${name}` };
    const ok = { description: 'OK', content: { 'application/json': { schema: ref } } };
    schemas[name] = { type: 'object', properties };
    paths[`/resources-${i}`] = {
      get: { summary: `List resource ${i}`, operationId: `list${name}`, responses: { 200: ok } },
      post: {
        summary: `Create resource ${i}`,
        operationId: `create${name}`,
        requestBody: { content: { 'application/json': { schema: ref } } },
        responses: { 200: ok },
      },
    };
    paths[`/resources-${i}/{id}`] = {
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
      get: { summary: `Get resource ${i}`, operationId: `get${name}`, responses: { 200: ok } },
      delete: { summary: `Delete resource ${i}`, operationId: `delete${name}`, responses: { 200: ok } },
    };
    approximate += 2400;
  }
  return JSON.stringify(spec, null, 2);
}
