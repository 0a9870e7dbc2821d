// mint.json -> docs.json against the platform's own upgrade (upgradeToDocsConfig of @mintlify/validation, the
// oracle), on every key of the output: generated mint.json files set each setting of the platform's v1 schema
// (mintConfigJsonSchema) in each of its forms (every enum value, every branch of an `anyOf`, booleans both ways),
// beside a minimal navigation, the navigation's settings (versions, anchors, tabs, the groups) included. The
// differences the README documents as deliberate are listed below with their reason.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mintConfigJsonSchema, upgradeToDocsConfig } from '@mintlify/validation';
import { upgradeMintConfig } from '../../server/src/engine/docsjson/upgrade';

type Schema = Record<string, unknown>;
const root = mintConfigJsonSchema as unknown as Schema & { definitions: Record<string, Schema> };

/** The schema a `$ref` (`#/definitions/Schema/properties/...`) names. */
function resolve(schema: Schema): Schema {
  let current = schema;
  while (typeof current.$ref === 'string') {
    let target: unknown = root;
    for (const part of current.$ref.replace(/^#\//, '').split('/'))
      target = (target as Schema)[decodeURIComponent(part)];
    current = target as Schema;
  }
  return current;
}

/** Sample values of a schema: one per form (bounded), each with every property set. */
function samples(schema: Schema, depth = 0): unknown[] {
  const s = resolve(schema);
  if (depth > 8) return [];
  if (Array.isArray(s.enum)) return s.enum;
  if ('const' in s) return [s.const];
  for (const key of ['anyOf', 'oneOf'] as const)
    if (Array.isArray(s[key])) return (s[key] as Schema[]).flatMap((branch) => samples(branch, depth + 1)).slice(0, 12);
  if (Array.isArray(s.allOf)) return samples((s.allOf as Schema[])[0], depth + 1);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'boolean':
      return [true, false];
    case 'number':
    case 'integer':
      return [400];
    case 'string':
      return [s.format === 'uri' ? 'https://x.test/f.woff2' : /#/.test(String(s.pattern ?? '')) ? '#112233' : 'text'];
    case 'array': {
      const items = s.items && !Array.isArray(s.items) ? samples(s.items as Schema, depth + 1) : ['text'];
      return [items.slice(0, 2)];
    }
    case 'object': {
      const properties = (s.properties ?? {}) as Record<string, Schema>;
      const each = Object.entries(properties).map(([key, value]) => [key, samples(value, depth + 1)] as const);
      const full = Object.fromEntries(each.filter(([, v]) => v.length).map(([key, v]) => [key, v[0]]));
      // every other form of each property, the rest kept at their first form
      const variants = each.flatMap(([key, values]) => values.slice(1).map((v) => ({ ...full, [key]: v })));
      return [full, ...variants].slice(0, 24);
    }
    default:
      return ['text'];
  }
}

/** A value with its object keys sorted and undefined dropped: compared as written to a file. */
const canonical = (value: unknown): unknown => {
  const json: unknown = JSON.parse(JSON.stringify(value ?? null));
  const sort = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sort)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, sort((v as Schema)[k])]),
          )
        : v;
  return sort(json);
};

const settings = resolve(root.definitions.Schema.properties as never) as unknown as Record<string, Schema>;
const base = { name: 'Docs', colors: { primary: '#112233' }, navigation: [{ group: 'Start', pages: ['index'] }] };

/**
 * Settings whose upgrade differs from the platform's on purpose (the README says why):
 * - `theme`: a docs.json theme name written in mint.json (`maple`) is kept; the platform writes `mint`;
 * - `colors` without `primary`: docs.json requires it, the platform's default colour is written.
 */
const DELIBERATE: Record<string, (mint: Schema) => boolean> = {
  theme: (mint) =>
    ['mint', 'maple', 'palm', 'willow', 'linden', 'almond', 'aspen', 'luma', 'sequoia'].includes(String(mint.theme)),
  colors: (mint) => !(mint.colors as Schema | undefined)?.primary,
};

/**
 * The platform writes the nested groups of a navigation without tabs or anchors as mint.json has them; the upgrade
 * here writes them as docs.json defines a group (the README says why): `icon` with `iconType` as `{ name, style }`,
 * without `iconType` and `version`, which docs.json refuses. The oracle's output, so written.
 */
function nestedGroupsAsDocsJson(docs: Schema): Schema {
  const navigation = docs.navigation as Schema | undefined;
  if (!navigation || !Array.isArray(navigation.groups)) return docs;
  const nested = (group: Schema): Schema => {
    const { iconType, version: _version, icon, pages, ...rest } = group;
    return {
      ...rest,
      ...(icon ? { icon: iconType ? { name: icon, style: iconType } : icon } : {}),
      pages: (pages as unknown[]).map((entry) =>
        entry && typeof entry === 'object' ? nested(entry as Schema) : entry,
      ),
    };
  };
  const groups = (navigation.groups as Schema[]).map((group) => ({
    ...group,
    pages: (group.pages as unknown[]).map((entry) =>
      entry && typeof entry === 'object' ? nested(entry as Schema) : entry,
    ),
  }));
  return { ...docs, navigation: { ...navigation, groups } };
}

describe("upgrade equals the platform's on every setting of the v1 schema", () => {
  for (const [key, schema] of Object.entries(settings)) {
    if (key === '$schema') continue;
    it(`${key}: every form`, () => {
      const forms = samples(schema);
      assert.ok(forms.length > 0, key);
      for (const value of forms) {
        const mint: Schema = { ...base, [key]: value };
        if (DELIBERATE[key]?.(mint)) continue;
        let oracle: unknown;
        try {
          oracle = upgradeToDocsConfig(mint as never);
        } catch {
          continue; // a form the platform's upgrade cannot read either
        }
        const ours = upgradeMintConfig(mint);
        const expected = nestedGroupsAsDocsJson(oracle as Schema);
        assert.deepEqual(canonical(ours), canonical(expected), `${key}: ${JSON.stringify(value)}`);
      }
    });
  }
});
