// Writes `server/src/engine/docsjson/platform/docs.validator.json`: what the platform's validator (`validateDocsConfig`
// of the installed @mintlify/validation, a devDependency never bundled) checks beyond its published JSON Schema, found
// by probing it with generated configs along every place of the schema's settings (scripts/validatorProbe.ts):
//   - `strict`: the JSON Pointers of the object schemas in which it refuses an unknown key (elsewhere it drops it);
//   - `trimmed`: the pointers of the string schemas whose `pattern` it matches after trimming the spaces around;
//   - `refinements`: each instance path where it refuses values the JSON Schema accepts, with the check kind of
//     docs-lsp (engine/docsjson/validatorChecks.ts) that agrees with it on every probe, and its messages.
// A refinement no check kind explains stops the script: a new kind is then written in validatorChecks.ts.
// Refresh: `npm install -D @mintlify/validation@latest && npm run update-schema && npm run update-validator`.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as jsonc from 'jsonc-parser';
import { DOCS_SCHEMA } from '../server/src/engine/docsjson/platformSchema';
import { settingsValidator } from '../server/src/engine/docsjson/settingsSchema';
import {
  isStringCheck,
  NavigationRefinement,
  Refinement,
  STRING_CHECKS,
  StringCheckKind,
  ValidatorSnapshot,
} from '../server/src/engine/docsjson/validatorChecks';
import {
  concretePath,
  configWith,
  fits,
  isArrayPlace,
  isObjectPlace,
  isStringPlace,
  issuesAt,
  navigationPlaces,
  refusesUnknownKey,
  sample,
  SchemaPlace,
  trimsBeforePattern,
  settingsPlaces,
  STRING_PROBES,
  THEMES,
  validationVersion,
  ZodIssue,
} from './validatorProbe';

const repo = join(__dirname, '..');
const out = join(repo, 'server/src/engine/docsjson/platform/docs.validator.json');

if (DOCS_SCHEMA.source !== `@mintlify/validation@${validationVersion}`)
  throw new Error(`the schema snapshot is of ${DOCS_SCHEMA.source}: run npm run update-schema first`);

/** Whether docs-lsp's JSON Schema check already reports something at the value of a concrete path. */
function schemaRefuses(config: Record<string, unknown>, path: readonly (string | number)[]): boolean {
  const text = JSON.stringify({ ...config, navigation: {} }, null, 1);
  const node = jsonc.findNodeAtLocation(jsonc.parseTree(text)!, [...path]);
  if (!node) throw new Error(`no value at ${path.join('/')}`);
  return settingsValidator(config.theme)
    .validate(text)
    .some((p) => p.offset >= node.offset && p.offset < node.offset + node.length);
}

const messageOf = (issues: readonly ZodIssue[]) =>
  (issues.find((i) => i.code === 'custom') ?? issues.find((i) => i.code !== 'invalid_union') ?? issues[0]).message;

/** The string check that agrees with the validator on every probe the JSON Schema lets through at a place. */
function stringRefinement(place: SchemaPlace, inNavigation = false): Omit<Refinement, 'path'> | undefined {
  const path = concretePath(place);
  const verdicts: { value: string; issues: ZodIssue[] }[] = [];
  for (const value of STRING_PROBES) {
    const config = configWith(place, value);
    // the navigation's rules judge a string against its own schema node (a field, a `pages` entry)
    if (inNavigation ? !fits(place.node, value) : schemaRefuses(config, path)) continue;
    verdicts.push({ value, issues: issuesAt(config, path) });
  }
  if (!verdicts.some((v) => v.issues.length > 0)) return undefined;
  for (const kind of Object.keys(STRING_CHECKS) as StringCheckKind[]) {
    const check = STRING_CHECKS[kind];
    if (!verdicts.every((v) => (check(v.value) !== undefined) === v.issues.length > 0)) continue;
    const messages: Record<string, string> = {};
    for (const v of verdicts) if (v.issues.length) messages[check(v.value)!] ??= messageOf(v.issues);
    return { check: kind, messages };
  }
  const told = verdicts.map(
    (v) => `  ${JSON.stringify(v.value)}: ${v.issues.length ? messageOf(v.issues) : 'accepted'}`,
  );
  throw new Error(`no check kind explains the validator at ${place.path} (${place.theme}):\n${told.join('\n')}`);
}

/** Whether the items of the array at a place must differ, and by which key of theirs (`""`: the item). */
function uniqueRefinement(place: SchemaPlace): Omit<Refinement, 'path'> | undefined {
  const path = concretePath(place);
  const item = sample(place.node.items!, `${place.pointer}/items`);
  if (issuesAt(configWith(place, [item]), path).length > 0) return undefined;
  const twice = issuesAt(configWith(place, [item, item]), path);
  if (twice.length === 0) return undefined;
  // a message that names the value repeated (`Variation id "a" is duplicated`) names it as `{value}`
  const named = (value: unknown) => messageOf(twice).split(JSON.stringify(value)).join('"{value}"');
  if (typeof item === 'string') return { check: 'unique', key: '', messages: { duplicate: named(item) } };
  if (!item || typeof item !== 'object') throw new Error(`duplicates refused at ${place.path}, of no key`);
  for (const [key, value] of Object.entries(item)) {
    if (typeof value !== 'string') continue;
    const other = { ...item, [key]: `${value}x` };
    if (issuesAt(configWith(place, [item, other]), path).length === 0)
      return { check: 'unique', key, messages: { duplicate: named(value) } };
  }
  throw new Error(`duplicates refused at ${place.path}, by no one key`);
}

/** Whether an optional key of the object at a place is refused without another (a font's `source`, `format`). */
function requiresRefinements(place: SchemaPlace, inNavigation = false): Omit<Refinement, 'path'>[] {
  const path = concretePath(place);
  const base = sample(place.node, place.pointer) as Record<string, unknown>;
  if (issuesAt(configWith(place, base), path).length > 0) return [];
  const optional = Object.keys(place.node.properties ?? {}).filter((k) => !place.node.required?.includes(k));
  const found: Omit<Refinement, 'path'>[] = [];
  for (const key of optional) {
    const value = sample(place.node.properties![key], `${place.pointer}/properties/${key}`);
    // a value that fits the key's own refinements, so what is refused is the object
    const fitting = typeof value === 'string' && key === 'source' ? '/fonts/a.woff2' : value;
    const alone = issuesAt(configWith(place, { ...base, [key]: fitting }), path);
    if (!alone.some((i) => i.path.length === path.length)) continue;
    const needed = optional.find(
      (other) =>
        other !== key &&
        issuesAt(
          configWith(place, {
            ...base,
            [key]: fitting,
            [other]: sample(place.node.properties![other], `${place.pointer}/properties/${other}`),
          }),
          path,
        ).length === 0,
    );
    // a navigation element's forms exclude one another (a tab with `graphql` is another form than one with
    // `pages`): a key refused alone there is the JSON Schema's to tell (`never` in the form), not a pair's
    if (!needed && inNavigation) continue;
    if (!needed) throw new Error(`\`${key}\` refused at ${place.path}, with no other key that mends it`);
    found.push({ check: 'requires', requires: [key, needed], messages: { missing: messageOf(alone) } });
  }
  return found;
}

const places = settingsPlaces();
const strict = new Set<string>();
const trimmed = new Set<string>();
const byPath = new Map<string, { refinement: Omit<Refinement, 'path'>; themes: Set<string> }>();
const add = (path: string, theme: string, refinement: Omit<Refinement, 'path'>) => {
  const key = `${path} ${refinement.check} ${refinement.key ?? ''} ${refinement.requires?.join(',') ?? ''}`;
  const known = byPath.get(key);
  if (known) known.themes.add(theme);
  else byPath.set(key, { refinement: { ...refinement, path } as Refinement, themes: new Set([theme]) });
};
const probed = new Set<string>();
for (const place of places) {
  // one schema node at one instance path answers the same for every theme that shares it
  const id = `${place.pointer} ${place.path}`;
  const first = !probed.has(id);
  probed.add(id);
  if (isObjectPlace(place) && first && refusesUnknownKey(place)) strict.add(place.pointer);
  if (isStringPlace(place) && first && trimsBeforePattern(place)) trimmed.add(place.pointer);
  const found: Omit<Refinement, 'path'>[] = [];
  if (isStringPlace(place)) found.push(...[stringRefinement(place)].filter((r) => r !== undefined));
  if (isArrayPlace(place)) found.push(...[uniqueRefinement(place)].filter((r) => r !== undefined));
  if (isObjectPlace(place)) found.push(...requiresRefinements(place));
  for (const refinement of found) add(place.path, place.theme, refinement);
}

// The navigation: its objects are strict or not and its strings refined or not by the slot of their parent schema
// they stand in (one `href` schema serves every element; the validator refines it in a global link), each probed once.
const navigation = navigationPlaces();
const bySlot = new Map<string, NavigationRefinement>();
const navigationProbed = new Set<string>();
for (const place of navigation) {
  const id = `${place.pointer} ${place.slot}`;
  if (navigationProbed.has(id)) continue;
  navigationProbed.add(id);
  if (isObjectPlace(place) && refusesUnknownKey(place)) strict.add(place.pointer);
  if (isStringPlace(place) && trimsBeforePattern(place)) trimmed.add(place.pointer);
  const found: Omit<Refinement, 'path'>[] = [];
  if (isStringPlace(place)) found.push(...[stringRefinement(place, true)].filter((r) => r !== undefined));
  if (isArrayPlace(place)) found.push(...[uniqueRefinement(place)].filter((r) => r !== undefined));
  if (isObjectPlace(place)) found.push(...requiresRefinements(place, true));
  for (const refinement of found) {
    const slot = isObjectPlace(place) || isArrayPlace(place) ? place.pointer : place.slot;
    const key = `${slot} ${refinement.check} ${refinement.key ?? ''} ${refinement.requires?.join(',') ?? ''}`;
    if (!bySlot.has(key)) bySlot.set(key, { ...refinement, slot, path: place.path } as NavigationRefinement);
  }
}
const navigationRefinements = [...bySlot.values()].sort(
  (a, b) => a.slot.localeCompare(b.slot) || a.check.localeCompare(b.check),
);
for (const r of navigationRefinements)
  if (r.check !== 'unique' && r.check !== 'requires' && !isStringCheck(r.check)) throw r;

// docs-lsp's own rule for a redirect source written twice says more than the validator (a leading slash too)
const COVERED: Readonly<Record<string, string>> = { '/redirects': 'redirect-duplicate-source' };
const refinements: Refinement[] = [...byPath.values()]
  .map(({ refinement, themes }) => ({
    ...(refinement as Refinement),
    ...(themes.size < THEMES.length ? { themes: THEMES.filter((t) => themes.has(t)) } : {}),
    ...(COVERED[(refinement as Refinement).path] ? { coveredBy: COVERED[(refinement as Refinement).path] } : {}),
  }))
  .sort((a, b) => a.path.localeCompare(b.path) || a.check.localeCompare(b.check));

for (const r of refinements) if (r.check !== 'unique' && r.check !== 'requires' && !isStringCheck(r.check)) throw r;
const snapshot: ValidatorSnapshot = {
  source: `@mintlify/validation@${validationVersion}`,
  license: DOCS_SCHEMA.license,
  strict: [...strict].sort(),
  trimmed: [...trimmed].sort(),
  refinements,
  navigation: navigationRefinements,
};
writeFileSync(out, `${JSON.stringify(snapshot, null, 1)}\n`);
console.log(
  `docs.validator.json: ${strict.size} strict objects, ${refinements.length} refinements of the settings and ` +
    `${navigationRefinements.length} of the navigation, from ${places.length} places of the settings and ` +
    `${navigation.length} of the navigation of @mintlify/validation ${validationVersion}`,
);
