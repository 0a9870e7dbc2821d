// docs.json parsed into a navigation model with the exact source range of every node. `$ref` objects pull in other
// JSON files (cycle-safe). Structural problems (shape, kinds, fields) are reported while the model is built, so that
// one walk over the tree serves both.
import { Finding, Report } from '../findings';
import { relativePath } from '../workspace';
import { closestMatch, rangeOf } from '../text';
import { navigationFieldProblems } from './settingsSchema';
import { docsSchemaReader, JsonSchema } from './platformSchema';
import { isStrictSchema, navigationStringRefinements, NavigationRefinement, STRING_CHECKS } from './validatorChecks';
import {
  braceRange,
  items,
  JsonFile,
  JsonNode,
  jsonTypeName,
  keptProperty,
  nodeRange,
  properties,
  property,
  stringValue,
} from './json';
import {
  COLLECTION_KINDS,
  CollectionKey,
  ElementKind,
  elementSpec,
  FieldType,
  isCollectionKey,
  OPENAPI_OBJECT_KEYS,
  PRIMARY_KEYS,
  titleOfKindLabelledBy,
} from './schema';

export interface NavElement {
  readonly kind: ElementKind;
  readonly node: JsonNode;
  readonly parent: NavElement | undefined;
  readonly label: string | undefined;
  readonly children: NavElement[];
  readonly pages: PageEntry[];
  /** The collection key its entries came from (one kind of child per element). */
  collectionKey?: CollectionKey;
  /** The collection it stands in (`global` holds links of several kinds). */
  readonly within?: CollectionKey;
  /** Position in the walk of the navigation: orders an element's groups and pages as written (`pages` mixes both). */
  readonly order: number;
}

export interface PageEntry {
  readonly value: string;
  readonly node: JsonNode;
  readonly parent: NavElement;
  /** A page path, or an OpenAPI endpoint reference (`[spec] METHOD /path`, `[spec] webhook NAME`). */
  readonly kind: 'page' | 'endpoint';
  readonly order: number;
}

export interface DocsConfig {
  readonly rootUri: string;
  readonly configUri: string;
  /** docs.json and every file it pulls in with `$ref`. */
  readonly files: JsonFile[];
  /** The top-level object of docs.json, when it is an object. */
  readonly top: JsonNode | undefined;
  readonly navigation: NavElement | undefined;
  readonly elements: NavElement[];
  readonly pages: PageEntry[];
  /** Settings outside the navigation pulled in with `$ref`: the key path where each stands, and its value. */
  readonly settingsRefs: SettingsRef[];
  /** Every `$ref` followed: the object that holds it and the file it pulls in (a file may be pulled in twice). */
  readonly refs: FollowedRef[];
  /** The JSON Schema file that `$schema` names when it is a local path (a URL is the platform's own schema). */
  readonly localSchema?: JsonFile;
}

export interface FollowedRef {
  /** The `{ "$ref": ... }` object, where it is written. */
  readonly holder: JsonNode;
  readonly file: JsonFile;
}

export interface SettingsRef {
  readonly path: readonly (string | number)[];
  readonly value: JsonNode;
}

const METHODS = 'get|post|put|patch|delete|head|options|trace';
const ENDPOINT_PATTERN = new RegExp(`^(?:\\S+\\s+)?(?:(?:${METHODS})\\s+/|webhook\\s+\\S)`, 'i');
const SPACE = /\s/;

/** Strings in `pages` that reference an OpenAPI endpoint or webhook rather than a page file. */
export function isEndpointReference(value: string): boolean {
  const trimmed = value.trim();
  // every reference holds a space (after the method or `webhook`): most page paths are settled without the pattern
  return SPACE.test(trimmed) && ENDPOINT_PATTERN.test(trimmed);
}

export type LoadJson = (uri: string) => JsonFile | undefined;
export type ResolveRef = (from: JsonFile, ref: string) => string;

export interface BuildContext {
  readonly report: Report;
  readonly load: LoadJson;
  readonly resolveRef: ResolveRef;
}

/** Builds the model of one docs.json; `files` collects every file read, for cache invalidation. */
export function buildDocsConfig(rootUri: string, main: JsonFile, ctx: BuildContext): DocsConfig {
  const config: Mutable<DocsConfig> = {
    rootUri,
    configUri: main.uri,
    files: [main],
    top: undefined,
    navigation: undefined,
    elements: [],
    pages: [],
    settingsRefs: [],
    refs: [],
  };
  const builder = new ModelBuilder(config, ctx);
  const top = main.root && builder.deref({ file: main, node: main.root });
  if (!top || top.node.type !== 'object') {
    if (main.root)
      ctx.report({
        uri: main.uri,
        range: nodeRange({ file: main, node: main.root }),
        code: 'nav-missing',
        message: 'docs.json must be an object with a `navigation` property.',
      });
    return config;
  }
  config.top = top;
  builder.settingsRefs(top, []);
  config.localSchema = builder.localSchema(top);
  const navProp = property(top, 'navigation');
  const navNode = navProp?.valueNode && builder.deref(navProp.valueNode);
  if (!navProp || !navNode) {
    if (!navProp)
      ctx.report({
        uri: top.file.uri,
        range: braceRange(top),
        code: 'nav-missing',
        message: 'docs.json has no `navigation` object.',
      });
    return config;
  }
  if (navNode.node.type !== 'object') {
    ctx.report({
      uri: navNode.file.uri,
      range: nodeRange(navNode),
      code: 'nav-type',
      message: `\`navigation\` must be an object, not ${jsonTypeName(navNode.node)}.`,
    });
    return config;
  }
  config.navigation = builder.element('navigation', navNode, undefined);
  return config;
}

/**
 * A value with the `{ "$ref" }` objects it stands for followed to the value they pull in; an object whose `$ref` was
 * not followed (it leaves the docs root, names no file, makes a cycle) is given as it is.
 */
export function followRefs(config: DocsConfig, value: JsonNode | undefined): JsonNode | undefined {
  for (let hops = 0; value && value.node.type === 'object' && hops <= config.refs.length; hops++) {
    const ref = config.refs.find((r) => r.holder.node === value!.node);
    if (!ref) return value;
    value = ref.file.root && { file: ref.file, node: ref.file.root };
  }
  return value;
}

/**
 * A top-level setting of docs.json as the platform reads it: the last of a key written twice, through `$ref`
 * (`"redirects": { "$ref": "./redirects.json" }` is the list in redirects.json).
 */
export function settingValue(config: DocsConfig, key: string): JsonNode | undefined {
  return config.top && followRefs(config, keptProperty(config.top, key)?.valueNode);
}

/** The entries of `redirects` (each followed through `$ref`), wherever the list is written. */
export function redirectEntries(config: DocsConfig): JsonNode[] {
  const list = settingValue(config, 'redirects');
  return list?.node.type === 'array' ? items(list).map((item) => followRefs(config, item) ?? item) : [];
}

/**
 * What building an element and everything below it reports, built again on its own (the model built is dropped):
 * after an edit of its label, which every description of the element and of what it holds names. Only for an
 * element that holds no `$ref` (which is followed in the context of the whole walk).
 */
export function elementFindings(config: DocsConfig, element: NavElement): Finding[] {
  const findings: Finding[] = [];
  const scratch: Mutable<DocsConfig> = { ...config, elements: [], pages: [], settingsRefs: [], refs: [] };
  const noRefs = () => {
    throw new Error('an element rebuilt on its own follows no `$ref`');
  };
  const builder = new ModelBuilder(scratch, { report: (f) => findings.push(f), load: noRefs, resolveRef: noRefs });
  builder.element(element.kind, element.node, element.parent, element.within);
  return findings;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

class ModelBuilder {
  /** Which file first pulled each file in: the chain of includers of a file is what a `$ref` may not point back to. */
  private readonly includedBy = new Map<string, string>();
  private order = 0;

  constructor(
    private readonly config: Mutable<DocsConfig>,
    private readonly ctx: BuildContext,
  ) {}

  /** Follows `{ "$ref": "./other.json" }` to the referenced file's top-level value. */
  deref(n: JsonNode): JsonNode | undefined {
    const refProp = n.node.type === 'object' ? property(n, '$ref') : undefined;
    const ref = stringValue(refProp?.valueNode);
    if (!refProp || ref === undefined) return n;
    const target = this.ctx.resolveRef(n.file, ref);
    const report = (message: string) =>
      this.ctx.report({ uri: n.file.uri, range: nodeRange(refProp.valueNode!), code: 'json-ref', message });
    const inRoot = /^[a-z][a-z0-9+.-]*:/i.test(ref) ? undefined : relativePath(this.config.rootUri, target);
    if (inRoot === undefined) {
      report(`\`$ref\` "${ref}" leaves the docs root: it is not followed (the platform reads only files of the site).`);
      return undefined;
    }
    if (inRoot.split('/').includes('node_modules')) {
      report(`\`$ref\` "${ref}" lies in node_modules/, which the platform ignores: it is not followed.`);
      return undefined;
    }
    if (this.includers(n.file.uri).includes(target)) {
      report(`\`$ref\` "${ref}" refers back to a file that includes it (a cycle).`);
      return undefined;
    }
    const file = this.ctx.load(target);
    if (!file) {
      report(`\`$ref\` "${ref}" names no file.`);
      return undefined;
    }
    if (!this.config.files.some((f) => f.uri === file.uri)) this.config.files.push(file);
    if (!this.includedBy.has(file.uri)) this.includedBy.set(file.uri, n.file.uri);
    this.config.refs.push({ holder: n, file });
    return file.root && this.deref({ file, node: file.root });
  }

  /** The file a local `$schema` path names (relative to docs.json, inside the docs root), read like any JSON file. */
  localSchema(top: JsonNode): JsonFile | undefined {
    const node = property(top, '$schema')?.valueNode;
    const written = stringValue(node);
    if (!node || !written || /^[a-z][a-z0-9+.-]*:/i.test(written)) return undefined;
    const target = this.ctx.resolveRef(top.file, written);
    const file = relativePath(this.config.rootUri, target) !== undefined ? this.ctx.load(target) : undefined;
    if (!file) {
      this.ctx.report({
        uri: node.file.uri,
        range: nodeRange(node),
        code: 'json-ref',
        message: `\`$schema\` "${written}" names no JSON file of the docs root; the platform's schema is used.`,
      });
      return undefined;
    }
    if (!this.config.files.some((f) => f.uri === file.uri)) this.config.files.push(file);
    return file;
  }

  /** Follows every `$ref` in the settings outside the navigation, recording where each value stands. */
  settingsRefs(n: JsonNode, path: (string | number)[]): void {
    const children =
      n.node.type === 'object'
        ? properties(n).map((p) => [p.key, p.valueNode] as const)
        : items(n).map((item, i) => [i, item] as const);
    for (const [step, child] of children) {
      if (!child || (path.length === 0 && step === 'navigation')) continue;
      const value = child.node.type === 'object' && property(child, '$ref') ? this.deref(child) : child;
      if (!value) continue;
      if (value !== child) this.config.settingsRefs.push({ path: [...path, step], value });
      this.settingsRefs(value, [...path, step]);
    }
  }

  private includers(uri: string): string[] {
    const chain = [uri];
    for (
      let next = this.includedBy.get(uri);
      next !== undefined && !chain.includes(next);
      next = this.includedBy.get(next)
    )
      chain.push(next);
    return chain;
  }

  element(kind: ElementKind, node: JsonNode, parent: NavElement | undefined, within?: CollectionKey): NavElement {
    const spec = elementSpec(kind, within);
    const labelNode = spec.labelKey ? property(node, spec.labelKey)?.valueNode : undefined;
    const element: NavElement = {
      kind,
      node,
      parent,
      within,
      label: stringValue(labelNode),
      children: [],
      pages: [],
      order: this.order++,
    };
    this.config.elements.push(element);
    const report = this.ctx.report;
    const where = describeElement(element);

    if (spec.labelKey) {
      if (!labelNode) {
        report({
          uri: node.file.uri,
          range: braceRange(node),
          code: 'nav-required-field',
          message: `${capitalize(spec.title)} has no \`${spec.labelKey}\` label.`,
          data: { fix: 'addField', key: spec.labelKey },
        });
      } else if (labelNode.node.type !== 'string') {
        report({
          uri: node.file.uri,
          range: nodeRange(labelNode),
          code: 'nav-type',
          message: `\`${spec.labelKey}\` must be a string, not ${jsonTypeName(labelNode.node)}.`,
        });
      } else if (labelNode.node.value === '') {
        // a label of spaces is accepted: an untitled group, an icon-only anchor
        report({
          uri: node.file.uri,
          range: nodeRange(labelNode),
          code: 'nav-required-field',
          message: `${capitalize(spec.title)} has an empty \`${spec.labelKey}\` label.`,
        });
      }
    }
    for (const key of spec.required ?? []) {
      if (!property(node, key)) {
        report({
          uri: node.file.uri,
          range: braceRange(node),
          code: 'nav-required-field',
          message: `${where} has no \`${key}\`.`,
          data: { fix: 'addField', key },
        });
      }
    }

    // the platform keeps a group without pages as an empty group: shown, but nothing in it
    if (kind === 'group' && !property(node, 'pages') && !property(node, 'openapi') && !property(node, 'root')) {
      report({
        uri: node.file.uri,
        range: braceRange(node),
        code: 'nav-empty-group',
        message: `${where} has no \`pages\`: the platform shows it as an empty group.`,
      });
    }

    let primary: CollectionKey | undefined;
    for (const prop of properties(node)) {
      const { key, keyNode, valueNode } = prop;
      if (key === spec.labelKey || key === '$schema') continue;
      const value = valueNode && this.deref(valueNode);
      if (!value) continue;

      if (kind === 'group' && key === 'pages') {
        this.pagesArray(element, value);
        continue;
      }
      if (isCollectionKey(key) || key === 'global') {
        const allowed = key === 'global' ? spec.global : spec.collections.includes(key as CollectionKey);
        if (!allowed) {
          report({
            uri: keyNode.file.uri,
            range: nodeRange(keyNode),
            code: 'nav-child-not-allowed',
            message: notAllowedMessage(element, key),
          });
          continue;
        }
        if (key === 'global') {
          if (value.node.type !== 'object') report(typeFinding(key, value, 'an object'));
          else element.children.push(this.element('global', value, element));
          continue;
        }
        const collection = key as CollectionKey;
        // `global` holds links of several kinds side by side; every other element holds one kind per level
        if (primary && primary !== collection && kind !== 'global') {
          const code = kind === 'navigation' ? 'nav-root' : 'nav-mixed-children';
          const message =
            kind === 'navigation'
              ? `The navigation root has more than one primary pattern: \`${primary}\` and \`${key}\`. The ` +
                `platform keeps one and drops the other from the site: choose one and nest the other inside it.`
              : `${where} holds both \`${primary}\` and \`${key}\`; the platform keeps one kind of child at each ` +
                `level and drops the other: nest one inside the other.`;
          report({ uri: keyNode.file.uri, range: nodeRange(keyNode), code, message });
          continue;
        }
        primary = collection;
        element.collectionKey = collection;
        this.collection(element, collection, value);
        continue;
      }
      const fieldType = spec.fields[key];
      if (!fieldType) {
        const suggestion = closestMatch(key, [
          ...Object.keys(spec.fields),
          ...spec.collections,
          ...(spec.labelKey ? [spec.labelKey] : []),
        ]);
        const strict =
          !underLanguage(element) &&
          refusesUnknownKey(kind === 'global' && parent ? globalForms(parent) : spec.forms, node);
        // a strict object the validator may drop on a fault (a menu item's `global`) takes the docs.json
        const dropped = strict ? droppedWithFault(element) : undefined;
        const refused = strict && !dropped;
        report({
          uri: keyNode.file.uri,
          range: nodeRange(keyNode),
          code: refused ? 'nav-refused-field' : 'nav-unknown-field',
          message:
            `${where} has no field \`${key}\`` +
            (refused ? `: the platform refuses the whole docs.json (${where} takes no other keys).` : '') +
            (dropped
              ? `: the platform takes the docs.json, but drops ${droppedDescription(dropped)} for it.`
              : refused
                ? ''
                : '.') +
            (suggestion ? ` Did you mean \`${suggestion}\`?` : ''),
          data: suggestion ? { fix: 'renameKey', key: suggestion } : undefined,
        });
        continue;
      }
      this.checkFieldType(key, fieldType, value, element);
      // an `href` is the link rules' (nav-invalid-href); `openapi` and `asyncapi` values the openapi-value rule's
      if (key !== 'href' && fieldType !== 'openapi' && key !== 'asyncapi')
        this.checkRefinements(key, value, spec.slots[key] ?? [], spec.fieldSchemas[key] ?? [], element);
      const allowed = spec.fieldValues[key];
      if (allowed && value.node.type === 'string' && !allowed.includes(value.node.value as string))
        report({
          uri: value.file.uri,
          range: nodeRange(value),
          code: 'nav-type',
          message: `\`${key}\` must be one of ${allowed.map((v) => `"${v}"`).join(', ')}, not "${value.node.value}".`,
          data: { fix: 'replace', replacements: allowed.map((v) => JSON.stringify(v)) },
        });
    }
    if (kind === 'navigation' && !primary) {
      const navKey = this.config.top && property(this.config.top, 'navigation')?.keyNode;
      const anchor = navKey ?? node;
      report({
        uri: anchor.file.uri,
        range: nodeRange(anchor),
        code: 'nav-root',
        message: `The navigation has no primary pattern: add one of ${PRIMARY_KEYS.map((k) => `\`${k}\``).join(', ')}.`,
      });
    }
    return element;
  }

  private collection(parent: NavElement, key: CollectionKey, value: JsonNode): void {
    if (value.node.type !== 'array') {
      this.ctx.report(typeFinding(key, value, 'an array'));
      return;
    }
    if (key === 'pages') {
      this.pagesArray(parent, value);
      return;
    }
    const kind = parent.kind === 'global' ? 'globalLink' : COLLECTION_KINDS[key];
    for (const entry of items(value)) {
      const target = this.deref(entry);
      if (!target) continue;
      if (target.node.type !== 'object') {
        this.ctx.report({
          uri: target.file.uri,
          range: nodeRange(target),
          code: 'nav-type',
          message: `Entries of \`${key}\` must be objects, not ${jsonTypeName(target.node)}.`,
        });
        continue;
      }
      parent.children.push(this.element(kind, target, parent, key));
    }
  }

  private pagesArray(parent: NavElement, value: JsonNode): void {
    if (value.node.type !== 'array') {
      this.ctx.report(typeFinding('pages', value, 'an array of page paths and groups'));
      return;
    }
    for (const entry of items(value)) {
      const target = this.deref(entry);
      if (!target) continue;
      if (target.node.type === 'string') {
        const text = target.node.value as string;
        const page: PageEntry = {
          value: text,
          node: target,
          parent,
          kind: isEndpointReference(text) ? 'endpoint' : 'page',
          order: this.order++,
        };
        parent.pages.push(page);
        this.config.pages.push(page);
      } else if (target.node.type === 'object') {
        const foreign = foreignElement(target);
        if (foreign) {
          this.ctx.report({
            uri: target.file.uri,
            range: braceRange(target),
            code: 'nav-child-not-allowed',
            message: `\`pages\` holds page paths and groups, not ${foreign}.`,
          });
          continue;
        }
        parent.children.push(this.element('group', target, parent, 'pages'));
      } else {
        this.ctx.report({
          uri: target.file.uri,
          range: nodeRange(target),
          code: 'nav-type',
          message: `Entries of \`pages\` must be page paths (strings) or groups, not ${jsonTypeName(target.node)}.`,
        });
      }
    }
  }

  private checkFieldType(key: string, type: FieldType, value: JsonNode, element: NavElement): void {
    const report = this.ctx.report;
    const t = value.node.type;
    switch (type) {
      case 'string':
      case 'boolean':
      case 'number':
        if (t !== type) report(typeFinding(key, value, `a ${type}`));
        return;
      case 'icon':
      case 'banner':
      case 'object':
      case 'any':
        this.checkBySchema(key, value, element);
        return;
      case 'pages':
        return;
      case 'openapi': // validated by the openapi-value rule, which knows every place `openapi` may stand
        this.droppedOpenApiKeys(value, element);
        return;
    }
  }

  /**
   * An unknown key of an `openapi` object where the validator takes the docs.json and drops the value (a group's) or
   * what holds it (a menu item's): the ignored warning; where it refuses the docs.json, the openapi-value rule's.
   */
  private droppedOpenApiKeys(value: JsonNode, element: NavElement): void {
    const judgement = specSourceJudgement(element, 'openapi');
    if (!('drops' in judgement)) return;
    const objects = value.node.type === 'array' ? items(value) : [value];
    for (const object of objects) {
      if (object.node.type !== 'object') continue;
      const extra = properties(object).find((p) => !OPENAPI_OBJECT_KEYS.includes(p.key));
      if (!extra) continue;
      const suggestion = closestMatch(extra.key, OPENAPI_OBJECT_KEYS);
      this.ctx.report({
        uri: extra.keyNode.file.uri,
        range: nodeRange(extra.keyNode),
        code: 'nav-unknown-field',
        message:
          `${capitalize(describeElement(element))}: \`openapi\` objects hold only ` +
          `${OPENAPI_OBJECT_KEYS.map((k) => `\`${k}\``).join(', ')}, not \`${extra.key}\`: the platform takes the ` +
          `docs.json, but drops ${judgement.drops} for it.` +
          (suggestion ? ` Did you mean \`${suggestion}\`?` : ''),
        data: suggestion ? { fix: 'renameKey', key: suggestion } : undefined,
      });
    }
  }

  /**
   * What the platform's validator refuses in a field beyond its JSON Schema (an icon named `fa-...`, an SDK `source`
   * over `http:`): the string refinements of the slots the value stands in, and of the slots of an object's keys.
   */
  private checkRefinements(
    key: string,
    value: JsonNode,
    slots: readonly string[],
    schemas: readonly JsonSchema[],
    element: NavElement,
  ): void {
    const where = capitalize(describeElement(element));
    const text = stringValue(value);
    if (text !== undefined) {
      for (const refinement of navigationStringRefinements(slots)) {
        const finding = refinementFinding(refinement, value, text, `${where}: \`${key}\``);
        if (finding) this.ctx.report(finding);
      }
      return;
    }
    // an object or an array (an icon's `name`, a language's `navbar.links[].href`): each string below, by the
    // slots of the schemas it may stand in
    const branches = schemas.flatMap((schema) => docsSchemaReader.branches(schema));
    const children: [string, JsonNode | undefined, string[], JsonSchema[]][] = [];
    if (value.node.type === 'object')
      for (const prop of properties(value)) {
        const slots: string[] = [];
        const inner: JsonSchema[] = [];
        for (const form of branches) {
          const escaped = prop.key.replace(/~/g, '~0').replace(/\//g, '~1');
          const own = form.properties?.[prop.key];
          const extra = typeof form.additionalProperties === 'object' ? form.additionalProperties : undefined;
          const schema = own ?? extra;
          if (!schema) continue;
          slots.push(`${docsSchemaReader.pointerOf(form)}/${own ? `properties/${escaped}` : 'additionalProperties'}`);
          inner.push(schema);
        }
        children.push([`${key}.${prop.key}`, prop.valueNode, slots, inner]);
      }
    else if (value.node.type === 'array') {
      const forms = branches.filter((form) => form.items && !Array.isArray(form.items));
      const slots = forms.map((form) => `${docsSchemaReader.pointerOf(form)}/items`);
      items(value).forEach((item, i) => children.push([`${key}[${i}]`, item, slots, forms.map((f) => f.items!)]));
    }
    for (const [path, node, slots, inner] of children)
      if (node && slots.length > 0) this.checkRefinements(path, node, slots, inner, element);
  }

  /** A field's value against the schemas the platform gives it, each fault at its deepest node, in our words. */
  private checkBySchema(key: string, value: JsonNode, element: NavElement): void {
    const schemas = elementSpec(element.kind, element.within).fieldSchemas[key];
    if (!schemas) return;
    const text = value.file.doc.getText().slice(value.node.offset, value.node.offset + value.node.length);
    const where = capitalize(describeElement(element));
    // an element that may be a form without the field: the validator takes that form and drops the field whole
    const forms = candidateForms(elementSpec(element.kind, element.within).forms, element.node);
    // a spec source's value the validator drops on a fault (a group's `asyncapi`) takes any key
    const judgement = key === 'openapi' || key === 'asyncapi' ? specSourceJudgement(element, key) : undefined;
    const drops = judgement && 'drops' in judgement ? judgement.drops : undefined;
    const strict =
      !underLanguage(element) && !forms.some((form) => form.properties?.[key] === undefined) && drops === undefined;
    for (const problem of navigationFieldProblems(schemas, key, text, strict)) {
      const range = rangeOf(value.file.doc, value.node.offset + problem.offset, problem.length);
      const message =
        drops && problem.code === 'config-unknown-field'
          ? `${where}: \`${key}\` defines no key ${value.file.doc.getText(range)}: the platform takes the docs.json, ` +
            `but drops ${drops} for it.`
          : `${where}: ${problem.message}`;
      const { replacements } = problem;
      this.ctx.report(
        problem.code === 'config-unknown-field' || problem.code === 'config-refused-field'
          ? {
              uri: value.file.uri,
              range,
              code: problem.code === 'config-refused-field' ? 'nav-refused-field' : 'nav-unknown-field',
              message,
              data: replacements ? { fix: 'renameKey', key: replacements[0] } : undefined,
            }
          : {
              uri: value.file.uri,
              range,
              code: 'nav-type',
              message,
              data: replacements ? { fix: 'replace', replacements } : undefined,
            },
      );
    }
  }
}

/**
 * Whether the platform refuses an unknown key in an element: when every form the element can be (those whose
 * required keys it has and which forbid none of its keys; else every form) is one its validator holds strict (a tab
 * with `graphql`, `global`). Elsewhere it drops the key.
 */
function refusesUnknownKey(forms: readonly JsonSchema[], node: JsonNode): boolean {
  const candidates = candidateForms(forms, node);
  return candidates.length > 0 && candidates.every((form) => isStrictSchema(docsSchemaReader.pointerOf(form)));
}

/**
 * Whether an element stands below a language's children: the validator takes what stands there more loosely than its
 * schema says (navigationOracle.test.ts), an unknown key of a strict object included.
 */
function underLanguage(element: NavElement): boolean {
  // a language's own `global` is held strict (validatorAgreement.test.ts); what its children hold is not
  for (let e = element.parent?.parent; e; e = e.parent) if (e.kind === 'language') return true;
  return false;
}

/** The forms an object may be: those whose required keys it has and which forbid none of its keys (else all). */
function candidateForms(forms: readonly JsonSchema[], node: JsonNode): readonly JsonSchema[] {
  const fitting = fittingForms(forms, node);
  return fitting.length > 0 ? fitting : forms;
}

/**
 * The element whose fault the validator answers by dropping it rather than by refusing the docs.json: the element or
 * the first one above it that stands in a collection (or `global`) its parent may be a form without (a tab falls back
 * to its plain form and loses its whole `menu`, or its `anchors`). Undefined where a fault refuses the docs.json.
 */
export function droppedWithFault(element: NavElement): NavElement | undefined {
  for (let e: NavElement | undefined = element; e?.parent; e = e.parent) {
    const key = e.kind === 'global' ? 'global' : e.within;
    if (!key) continue;
    const forms = fittingForms(elementSpec(e.parent.kind, e.parent.within).forms, e.parent.node);
    if (forms.some((form) => form.properties?.[key] === undefined)) return e;
  }
  return undefined;
}

/**
 * Where the validator judges the spec sources of an element's `openapi` or `asyncapi`: `refinement`, the check it
 * refuses a source by (a file path, or an `http(s):` URL), when a bad value refuses the docs.json; else what it drops
 * instead, the value alone (a group's) or an element holding it (`droppedWithFault`).
 */
export function specSourceJudgement(
  element: NavElement,
  key: 'openapi' | 'asyncapi',
): { refinement: NavigationRefinement } | { drops: string } {
  // a group's are read `.optional().catch(undefined)` (@mintlify/validation's groups schema): a bad one is dropped
  // alone, before anything holding the group hears of it
  const value = { drops: `this \`${key}\` value whole` };
  if (element.kind === 'group') return value;
  const dropped = droppedWithFault(element) ?? (underLanguage(element) ? element : undefined);
  if (dropped) return { drops: droppedDescription(dropped) };
  const slots = elementSpec(element.kind, element.within).slots[key] ?? [];
  const refinement = navigationStringRefinements(slots).find((r) => r.check === 'source');
  return refinement ? { refinement } : value;
}

/** What the platform loses when it drops an element on a fault: its parent's whole collection (or `global`). */
function droppedDescription(dropped: NavElement): string {
  const key = dropped.kind === 'global' ? 'global' : dropped.within;
  return dropped.parent && dropped.parent.kind !== 'navigation'
    ? `the whole \`${key}\` of ${describeElement(dropped.parent)}`
    : `the whole \`${key}\` of the navigation`;
}

/** The forms whose required keys an object has and which forbid none of its keys. */
function fittingForms(forms: readonly JsonSchema[], node: JsonNode): JsonSchema[] {
  const keys = properties(node).map((p) => p.key);
  return forms.filter(
    (form) =>
      (form.required ?? []).every((key) => keys.includes(key)) &&
      !keys.some((key) => {
        const schema = form.properties?.[key];
        const never = schema && docsSchemaReader.resolve(schema).not;
        return never !== undefined && Object.keys(never).length === 0;
      }),
  );
}

/**
 * The forms of the `global` an element holds; none when a form the element may be has no `global` (a menu item's
 * plain form): the validator takes that form and drops `global` whole, whatever it holds.
 */
function globalForms(parent: NavElement): JsonSchema[] {
  const parentForms = candidateForms(elementSpec(parent.kind, parent.within).forms, parent.node);
  if (parentForms.some((form) => form.properties?.global === undefined)) return [];
  const slots = elementSpec(parent.kind, parent.within).slots.global ?? [];
  return slots.flatMap((slot) => [...docsSchemaReader.branches({ $ref: slot })]).filter((f) => f.type === 'object');
}

/** What the validator refuses in a string of the navigation, as nav-type (in its words and ours). */
export function refinementFinding(
  refinement: NavigationRefinement,
  node: JsonNode,
  text: string,
  where: string,
  code: 'nav-type' | 'nav-invalid-href' = 'nav-type',
): Finding | undefined {
  const check = STRING_CHECKS[refinement.check as keyof typeof STRING_CHECKS];
  const reason = check?.(text);
  if (reason === undefined) return undefined;
  const meaning = NAVIGATION_MEANINGS[`${refinement.check}.${reason}`] ?? 'is not accepted';
  const fixed = refinement.check === 'iconName' ? JSON.stringify(text.slice(3)) : undefined;
  const at = {
    uri: node.file.uri,
    range: nodeRange(node),
    message: `${where} ${meaning}. The platform refuses the docs.json ("${refinement.messages[reason] ?? reason}").`,
  };
  return code === 'nav-invalid-href'
    ? { ...at, code }
    : { ...at, code, data: fixed ? { fix: 'replace', replacements: [fixed] } : undefined };
}

/** What each reason of each check the navigation meets means, in docs-lsp's words. */
const NAVIGATION_MEANINGS: Readonly<Record<string, string>> = {
  'iconName.prefix': "names an icon with Font Awesome's `fa-` prefix, which the platform takes without it",
  'href.href': 'must be a path from the root (`/...`), an `#anchor`, a `mailto:` link or an absolute URL',
  'localOrHttps.blank': 'must not be blank (the platform trims the spaces around it)',
  'localOrHttps.protocol': 'must be a file path or an `https:` URL',
  'nonBlank.blank': 'must not be blank (the platform trims the spaces around it)',
  'secureHref.secure':
    'must be a path from the root (`/...`), an `#anchor`, a `mailto:` link or an `https:` URL (not `http:`, not ' +
    '`//host`, not to an `.svg`, `.exe` or `.zip` file)',
  'secureUrl.url': 'must be an absolute URL',
  'secureUrl.secure': 'must be an `https:` URL, and not to an `.svg`, `.exe` or `.zip` file',
  'source.blank': 'must not be blank (the platform trims the spaces around it)',
  'source.url': 'must be a URL the platform can parse',
  'source.protocol': 'a URL here must be `https:` or `http:`',
};

/** An object in `pages` that is plainly another kind of element (a tab, an anchor, ...) rather than a group. */
function foreignElement(n: JsonNode): string | undefined {
  if (property(n, 'group')) return undefined;
  for (const { key } of properties(n)) {
    const title = titleOfKindLabelledBy(key);
    if (title) return `a ${title}`;
    if (isCollectionKey(key) && key !== 'pages') return `\`${key}\``;
  }
  return undefined;
}

function typeFinding(key: string, value: JsonNode, expected: string): Finding {
  return {
    uri: value.file.uri,
    range: nodeRange(value),
    code: 'nav-type',
    message: `\`${key}\` must be ${expected}, not ${jsonTypeName(value.node)}.`,
  };
}

function notAllowedMessage(element: NavElement, key: string): string {
  const where = describeElement(element);
  if (element.kind === 'group')
    return `${where} lists its children in \`pages\`; \`${key}\` is not allowed in a group.`;
  const spec = elementSpec(element.kind, element.within);
  const allowed = [...spec.collections, ...(spec.global ? ['global'] : [])].map((k) => `\`${k}\``);
  const title = spec.title;
  const nested = COLLECTION_KINDS[key as CollectionKey] === element.kind ? ` (a ${title} inside a ${title})` : '';
  const may = allowed.length ? `; it may hold ${allowed.join(', ')}` : '';
  return `${capitalize(where)} cannot hold \`${key}\`${nested}${may}.`;
}

/** `tab "API" > group "Users"`: the element as a user sees it in the sidebar. */
export function describeElement(element: NavElement): string {
  const parts: string[] = [];
  for (let e: NavElement | undefined = element; e && e.kind !== 'navigation'; e = e.parent) {
    const title = elementSpec(e.kind, e.within).title;
    parts.unshift(e.label !== undefined ? `${title} "${e.label}"` : title);
  }
  return parts.length ? parts.join(' > ') : 'the navigation root';
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
