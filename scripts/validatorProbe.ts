// Probes the platform's validator (`validateDocsConfig` of @mintlify/validation) with generated docs.json configs,
// one setting at a time, along the paths of its published JSON Schema (the snapshot docs-lsp ships). Shared by
// `scripts/update-validator.ts`, which writes what it finds, and the tests that hold docs-lsp to the validator.
import { DOCS_SCHEMA, JsonSchema } from '../server/src/engine/docsjson/platformSchema';

export interface ZodIssue {
  readonly code: string;
  readonly path: readonly (string | number)[];
  readonly message: string;
  readonly keys?: readonly string[];
  readonly unionErrors?: readonly { issues: readonly ZodIssue[] }[];
}

type Verdict = { success: true } | { success: false; error: { issues: ZodIssue[] } };

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a devDependency read at run time, never bundled
export const validation = require('@mintlify/validation') as {
  validateDocsConfig(value: unknown): Verdict;
  upgradeToDocsConfig(value: unknown, options?: unknown): unknown;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const validationVersion = (require('@mintlify/validation/package.json') as { version: string }).version;

const root = DOCS_SCHEMA.schema;

/** What a JSON Pointer of the schema snapshot points at. */
export function pointed(pointer: string): JsonSchema {
  let target: unknown = root;
  for (const part of pointer.replace(/^#\/?/, '').split('/')) {
    if (part === '') continue;
    target = (target as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return target as JsonSchema;
}

/** A schema node with its `$ref` chain followed, and the pointer of the node it ends at. */
function resolved(node: JsonSchema, pointer: string): { node: JsonSchema; pointer: string } {
  let current = node;
  let at = pointer;
  for (let hops = 0; current.$ref !== undefined && hops < 64; hops++) {
    at = current.$ref;
    current = pointed(at);
  }
  return { node: current, pointer: at };
}

function isNever(node: JsonSchema): boolean {
  return node.not !== undefined && Object.keys(node.not).length === 0;
}

function types(node: JsonSchema): string[] {
  return node.type === undefined ? [] : Array.isArray(node.type) ? [...node.type] : [node.type as string];
}

/** One step from the docs.json top down to a value: the schema node (a union's branch) and the key into it. */
export interface Step {
  readonly node: JsonSchema;
  readonly pointer: string;
  /** The key of the next step's value in this one (a property, or `*` for an item or a record's value). */
  readonly key?: string;
}

/** A place of the schema: the steps that reach it from a theme's settings, and its instance path (`/a/[]/b/*`). */
export interface SchemaPlace {
  readonly theme: string;
  readonly steps: readonly Step[];
  readonly path: string;
  readonly node: JsonSchema;
  readonly pointer: string;
}

export const THEMES: readonly string[] = (root.anyOf ?? []).map((form) => String(form.properties?.theme?.const));

/** Every place of the settings of each theme (outside `navigation`), each union branch its own place. */
export function settingsPlaces(): SchemaPlace[] {
  const places: SchemaPlace[] = [];
  (root.anyOf ?? []).forEach((form, index) => {
    const theme = THEMES[index];
    const visit = (node: JsonSchema, pointer: string, steps: Step[], path: string, depth: number) => {
      const at = resolved(node, pointer);
      if (isNever(at.node) || depth > 14) return;
      const union = at.node.anyOf ?? at.node.oneOf;
      if (union) {
        const kind = at.node.anyOf ? 'anyOf' : 'oneOf';
        union.forEach((branch, i) => visit(branch, `${at.pointer}/${kind}/${i}`, steps, path, depth + 1));
        return;
      }
      if (steps.some((s) => s.pointer === at.pointer)) return; // a cycle
      places.push({ theme, steps: [...steps, { node: at.node, pointer: at.pointer }], path, ...at });
      for (const [key, value] of Object.entries(at.node.properties ?? {})) {
        if (steps.length === 0 && (key === 'navigation' || key === 'theme')) continue;
        const escaped = key.replace(/~/g, '~0').replace(/\//g, '~1');
        visit(
          value,
          `${at.pointer}/properties/${escaped}`,
          [...steps, { ...at, key }],
          `${path}/${escaped}`,
          depth + 1,
        );
      }
      if (at.node.additionalProperties && typeof at.node.additionalProperties === 'object')
        visit(
          at.node.additionalProperties,
          `${at.pointer}/additionalProperties`,
          [...steps, { ...at, key: '*' }],
          `${path}/*`,
          depth + 1,
        );
      if (at.node.items && !Array.isArray(at.node.items))
        visit(at.node.items, `${at.pointer}/items`, [...steps, { ...at, key: '*' }], `${path}/[]`, depth + 1);
    };
    visit(form, `#/anyOf/${index}`, [], '', 0);
  });
  return places;
}

/** A place of the navigation, with the slot of its parent that holds it (`.../properties/href`, `.../items`). */
export interface NavigationPlace extends SchemaPlace {
  /**
   * The pointer of the property (or items, or additional properties) of the parent object schema the value stands
   * in, before its `$ref` is followed: the navigation shares one string schema among many parents (every `href`),
   * and the validator refines some of them in their parent (a global link's `href`), so a refinement is told by slot.
   */
  readonly slot: string;
}

/**
 * The places of the navigation: every slot of every object schema (each form of a union its own object) and each
 * branch of the value it holds, reached by the shortest way from the first theme's `navigation`. The navigation is
 * recursive (a tab holds anchors, which hold tabs...): an object schema's slots are visited once, wherever it
 * stands. Instance paths start `/navigation`.
 */
export function navigationPlaces(): NavigationPlace[] {
  const form = (root.anyOf ?? [])[0];
  const theme = THEMES[0];
  const places: NavigationPlace[] = [];
  const expanded = new Set<string>();
  const emitted = new Set<string>();
  const top: Step = { node: form, pointer: '#/anyOf/0', key: 'navigation' };
  type Pending = { node: JsonSchema; pointer: string; slot: string; steps: Step[]; path: string };
  let queue: Pending[] = [
    {
      node: form.properties!.navigation,
      pointer: '#/anyOf/0/properties/navigation',
      slot: '#/anyOf/0/properties/navigation',
      steps: [top],
      path: '/navigation',
    },
  ];
  while (queue.length > 0) {
    const next: Pending[] = [];
    for (const { node, pointer, slot, steps, path } of queue) {
      const at = resolved(node, pointer);
      if (isNever(at.node)) continue;
      const union = at.node.anyOf ?? at.node.oneOf;
      if (union) {
        const kind = at.node.anyOf ? 'anyOf' : 'oneOf';
        union.forEach((branch, i) =>
          next.push({ node: branch, pointer: `${at.pointer}/${kind}/${i}`, slot, steps, path }),
        );
        continue;
      }
      if (emitted.has(`${slot} ${at.pointer}`)) continue;
      emitted.add(`${slot} ${at.pointer}`);
      places.push({ theme, steps: [...steps, { node: at.node, pointer: at.pointer }], path, slot, ...at });
      if (expanded.has(at.pointer)) continue;
      expanded.add(at.pointer);
      const child = (key: string, value: JsonSchema, part: string, step: string) =>
        next.push({
          node: value,
          pointer: `${at.pointer}/${part}`,
          slot: `${at.pointer}/${part}`,
          steps: [...steps, { ...at, key }],
          path: `${path}/${step}`,
        });
      for (const [key, value] of Object.entries(at.node.properties ?? {})) {
        const escaped = key.replace(/~/g, '~0').replace(/\//g, '~1');
        child(key, value, `properties/${escaped}`, escaped);
      }
      if (at.node.additionalProperties && typeof at.node.additionalProperties === 'object')
        child('*', at.node.additionalProperties, 'additionalProperties', '*');
      if (at.node.items && !Array.isArray(at.node.items)) child('*', at.node.items, 'items', '[]');
    }
    queue = next;
  }
  return places;
}

const HREF_SAMPLE = 'https://example.com/a';
const STRING_SAMPLES = ['guides', 'https://example.com/a', '#000000', 'G-1', 'phc_a', 'a'];

/** Whether a string fits the JSON Schema of a string node (its length, pattern and format). */
export function fits(node: JsonSchema, value: string): boolean {
  if (typeof node.minLength === 'number' && value.length < node.minLength) return false;
  if (typeof node.maxLength === 'number' && value.length > node.maxLength) return false;
  if (node.pattern && !new RegExp(node.pattern).test(value)) return false;
  if (node.format === 'uri' && !/^[a-z][a-z0-9+.-]*:/i.test(value)) return false;
  return true;
}

/** A small valid value of a schema node: required keys only, one item where items are required. */
export function sample(node: JsonSchema, pointer = '', depth = 0): unknown {
  const at = resolved(node, pointer);
  const s = at.node;
  if (depth > 20) return undefined;
  if ('const' in s) return s.const;
  if (s.enum) return s.enum[0];
  const union = s.anyOf ?? s.oneOf;
  if (union) {
    const branch = union.findIndex((b) => !isNever(resolved(b, '').node));
    const kind = s.anyOf ? 'anyOf' : 'oneOf';
    return sample(union[branch], `${at.pointer}/${kind}/${branch}`, depth + 1);
  }
  const type = types(s)[0];
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const key of s.required ?? [])
        value[key] =
          // a link the validator takes wherever it refines one (a global link's `href`, a footer link's)
          key === 'href'
            ? HREF_SAMPLE
            : sample(s.properties?.[key] ?? {}, `${at.pointer}/properties/${key}`, depth + 1);
      return value;
    }
    case 'array': {
      const count = typeof s.minItems === 'number' ? s.minItems : 0;
      return Array.from({ length: count }, () => sample(s.items ?? {}, `${at.pointer}/items`, depth + 1));
    }
    case 'string':
      return STRING_SAMPLES.find((v) => fits(s, v)) ?? 'a';
    case 'number':
    case 'integer':
      return typeof s.minimum === 'number' ? s.minimum : 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return 'a';
  }
}

/** The key a record's (or an array's) value is put under in a generated config. */
function memberKey(step: Step): string | number {
  if (step.node.items) return 0;
  const names = step.node.propertyNames ? resolved(step.node.propertyNames, '').node : undefined;
  return names?.enum ? String(names.enum[0]) : 'key';
}

/** The concrete path of a place in the configs `configWith` makes (`*` as index 0 or a record key). */
export function concretePath(place: Pick<SchemaPlace, 'steps'>): (string | number)[] {
  return place.steps.slice(0, -1).map((step) => (step.key === '*' ? memberKey(step) : step.key!));
}

/** A docs.json of the place's theme with `value` at the place, every container on the way sampled. */
export function configWith(place: Pick<SchemaPlace, 'steps' | 'theme'>, value: unknown): Record<string, unknown> {
  const build = (i: number): unknown => {
    const step = place.steps[i];
    if (i === place.steps.length - 1) return value;
    const container = sample(step.node, step.pointer) as Record<string | number, unknown> | unknown[];
    const key = step.key === '*' ? memberKey(step) : step.key!;
    if (Array.isArray(container)) {
      const copy = [...container];
      copy[0] = build(i + 1);
      return copy;
    }
    return { ...container, [key]: build(i + 1) };
  };
  const config = build(0) as Record<string, unknown>;
  // a place of the settings stands beside the smallest navigation; one of the navigation is built in it
  const inNavigation = place.steps[0].key === 'navigation';
  return { ...config, theme: place.theme, navigation: inNavigation ? config.navigation : { pages: ['index'] } };
}

/** Every issue of a verdict, those inside union branches too. */
export function allIssues(issues: readonly ZodIssue[]): ZodIssue[] {
  return issues.flatMap((issue) => [issue, ...(issue.unionErrors ?? []).flatMap((u) => allIssues(u.issues))]);
}

const startsWith = (path: readonly (string | number)[], prefix: readonly (string | number)[]) =>
  prefix.every((step, i) => path[i] === step);

/** The validator's issues at or below a concrete path (none when it accepts the config). */
export function issuesAt(config: unknown, path: readonly (string | number)[]): ZodIssue[] {
  const verdict = validation.validateDocsConfig(config);
  if (verdict.success) return [];
  return allIssues(verdict.error.issues).filter((issue) => startsWith(issue.path, path));
}

export const UNKNOWN_KEY = 'zzUnknownKey';

/** Whether the validator refuses an unknown key in the object at the place (made from its schema branch). */
export function refusesUnknownKey(place: SchemaPlace): boolean {
  const object = { ...(sample(place.node, place.pointer) as object), [UNKNOWN_KEY]: 1 };
  const path = concretePath(place);
  return issuesAt(configWith(place, object), path).some(
    (issue) =>
      issue.code === 'unrecognized_keys' && issue.keys?.includes(UNKNOWN_KEY) && issue.path.length === path.length,
  );
}

/**
 * Whether the validator trims a string before it matches the schema's `pattern` at the place: it accepts a value that
 * fits with spaces around it (`integrations.transcend.bundleId`), where the JSON Schema refuses it.
 */
export function trimsBeforePattern(place: SchemaPlace): boolean {
  if (!place.node.pattern) return false;
  const value = sample(place.node, place.pointer);
  if (typeof value !== 'string') return false;
  const path = concretePath(place);
  return (
    issuesAt(configWith(place, value), path).length === 0 &&
    issuesAt(configWith(place, ` ${value} `), path).length === 0
  );
}

export function isObjectPlace(place: SchemaPlace): boolean {
  return types(place.node).includes('object') && place.node.properties !== undefined;
}

export function isStringPlace(place: SchemaPlace): boolean {
  return types(place.node).includes('string') && !place.node.enum && !('const' in place.node);
}

export function isArrayPlace(place: SchemaPlace): boolean {
  return types(place.node).includes('array') && place.node.items !== undefined;
}

/** Values that tell the validator's string refinements apart. */
export const STRING_PROBES: readonly string[] = [
  'https://example.com/a',
  'http://example.com/a',
  'https://example.com/a.svg',
  'https://example.com/a.zip/',
  'https://example.com/a?b=c',
  'https://example.com/a#b',
  'ftp://example.com/a',
  'data:text/plain,a',
  'mailto:a@example.com',
  '/a',
  '/a/',
  '#a',
  '//example.com/a',
  'a/b',
  'guides/v2',
  'a/../b',
  '/guides',
  'a b',
  'fa-house',
  'house',
  'G-1',
  'phc_a',
  '   ',
  ' a ',
  'https://exa mple.com',
  'https:example.com',
  'foo:bar',
];
