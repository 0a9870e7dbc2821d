// Spectral's `spectral:oas` ruleset as a test oracle for the spec rules that share its concerns: which of its
// findings a rule of docs-lsp must find too, and whether one of ours is at the same place. Spectral runs without
// reading other files or URLs, as docs-lsp's analysis never follows external references.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Finding } from '../../server/src/engine/findings';
import { child, deref, nodeAtPath, parseSpec, SpecNode } from '../../server/src/engine/openapiDocument/specTree';
import { holdsUnresolvedRef } from '../../server/src/engine/openapiDocument/checks/operations';
import { carriesDeclaredTag, declaredTagNames } from '../../server/src/engine/openapiDocument/checks/tags';
import { createDocument } from '../../server/src/engine/text';

export interface OracleFinding {
  readonly code: string;
  readonly path: readonly (string | number)[];
  readonly message: string;
  readonly range: { start: { line: number; character: number }; end: { line: number; character: number } };
}

/** Spectral's findings of a spec text. */
export async function spectralFindings(file: string, text: string): Promise<OracleFinding[]> {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { Spectral, Document } = require('@stoplight/spectral-core') as typeof import('@stoplight/spectral-core');
  const Parsers = require('@stoplight/spectral-parsers') as typeof import('@stoplight/spectral-parsers');
  const { Resolver } = require('@stoplight/spectral-ref-resolver') as typeof import('@stoplight/spectral-ref-resolver');
  const { oas } = require('@stoplight/spectral-rulesets') as typeof import('@stoplight/spectral-rulesets');
  /* eslint-enable @typescript-eslint/no-require-imports */
  const spectral = new Spectral({ resolver: new Resolver({ resolvers: {} }) });
  spectral.setRuleset({ extends: [[oas as never, 'recommended']] });
  const parser = /\.ya?ml$/i.test(file) ? Parsers.Yaml : Parsers.Json;
  const results = await spectral.run(new Document(text, parser as never, file));
  return results.map((r) => ({ code: String(r.code), path: r.path, message: r.message, range: r.range }));
}

/** What a Spectral finding is to docs-lsp: the rule that must find it too, or why none does. */
export type Verdict = { readonly rule: string } | { readonly leftOut: string };

/** Why each of Spectral's other rules is left out: a style rule, or one that does not change the platform's pages. */
export const LEFT_OUT: Readonly<Record<string, string>> = {
  'oas3-schema': 'the OpenAPI JSON Schema: openapi-structure (the same schemas, with Ajv)',
  'invalid-ref': 'a `$ref` that names nothing: openapi-unresolved-ref, openapi-external-ref',
  'oas3-operation-security-defined':
    'a requirement naming no scheme: openapi-security-scheme; scopes an openIdConnect scheme does not list (it ' +
    'lists none: its provider does) are no fault of the page',
  'oas3-api-servers': 'no servers: openapi-no-servers (info: the playground still shows the page)',
  'operation-description': 'style: a page without a description still renders',
  'operation-operationId': 'style: the platform builds page URLs from summaries unless asked for IDs',
  'operation-tags': 'style: untagged operations get the platform\'s "API Reference" group',
  'info-contact': 'style: the platform shows no contact',
  'info-description': 'style: the platform does not show `info.description` on endpoint pages',
  'info-license': 'style: not shown',
  'license-url': 'style: not shown',
  'oas3-unused-component': 'style: an unused schema is never shown',
  'oas3-server-trailing-slash': 'style: the playground joins the server and path either way',
  'oas3-server-not-example.com': 'style: an example server is a choice',
  'operation-singular-tag': 'style: the platform uses the first tag',
  'tag-description': 'style: a tag without a description makes a group all the same',
  'openapi-tags': 'style: a spec without a `tags` list is valid; groups follow the operations',
  'openapi-tags-alphabetical': "style: the order of groups is the author's",
  'openapi-tags-uniqueness': 'covered by openapi-structure only in part; a twice-declared tag still makes one group',
  'path-keys-no-trailing-slash': 'style: the path is shown and called as written',
  'path-not-include-query': 'style: rare, and the page shows the path as written',
  'path-declarations-must-exist': 'an empty `{}` in a path: openapi-path-parameter reads no name from it either',
  'no-eval-in-markdown': 'security of other renderers: the platform renders Markdown without `eval`',
  'no-script-tags-in-markdown': 'security of other renderers: the platform does not run scripts in descriptions',
  'no-$ref-siblings': 'OpenAPI 3.1 allows siblings of `$ref`; openapi-structure judges 3.0',
  'duplicated-entry-in-enum': 'style: a repeated value shows twice, the request is right',
  'contact-properties': 'style: not shown',
  'oas3-examples-value-or-externalValue': 'an Example Object with both: openapi-structure',
  'oas3-parameter-description': 'style',
  'oas3-callbacks-in-callbacks': 'callbacks are not shown as pages',
  'array-items': 'an array schema without `items`: openapi-structure where the schema requires it; shown as an array',
  'operation-parameters': 'a parameter twice: the page shows it twice, openapi-structure in part',
};

/** Spectral's `path-params` messages that docs-lsp's openapi-path-parameter covers. */
const PATH_PARAMETER_KINDS = [/^Operation must define parameter/, /must be used in path/];

/**
 * Whether Spectral's finding is about an operation whose declarations (the operation itself, its or its path item's
 * parameters, its responses) are `$ref`s to another file: neither tool reads that file, and docs-lsp does not judge
 * what it cannot see (openapi-external-ref reports the reference), where Spectral takes it for missing.
 */
function declaredElsewhere(finding: OracleFinding, spec: ParsedOracleSpec): boolean {
  const [section, path, method] = finding.path.map(String);
  if (section !== 'paths' || path === undefined) return false;
  const item = deref(spec.root, child(child(spec.root, 'paths'), path));
  if (method === undefined) return holdsUnresolvedRef(spec.root, child(item, 'parameters'));
  const written = child(item, method);
  const operation = written && deref(spec.root, written);
  if (written && !operation) return true;
  return [child(item, 'parameters'), child(operation, 'parameters'), child(operation, 'responses')].some((node) =>
    holdsUnresolvedRef(spec.root, node),
  );
}

/** Whether the operation of Spectral's tag finding (`paths/P/M/tags/i`) carries a tag of the spec's `tags` list. */
function carriesListedTag(finding: OracleFinding, spec: ParsedOracleSpec): boolean {
  const [section, path, method] = finding.path.map(String);
  if (section !== 'paths' || path === undefined || method === undefined) return false;
  const operation = deref(spec.root, child(deref(spec.root, child(child(spec.root, 'paths'), path)), method));
  return carriesDeclaredTag(operation, declaredTagNames(spec.root) ?? new Set());
}

export function verdictOf(finding: OracleFinding, spec: ParsedOracleSpec): Verdict {
  const specHasTagList = spec.hasTagList;
  if (
    (finding.code === 'path-params' || finding.code === 'operation-success-response') &&
    declaredElsewhere(finding, spec)
  )
    return {
      leftOut: 'declared in another file, which neither tool reads: openapi-external-ref reports the reference',
    };
  switch (finding.code) {
    case 'path-params':
      if (PATH_PARAMETER_KINDS.some((kind) => kind.test(finding.message))) return { rule: 'openapi-path-parameter' };
      if (/must have "required"/.test(finding.message))
        return { leftOut: 'a path parameter without `required: true`: openapi-structure' };
      return { leftOut: 'equivalent paths or a parameter twice: both pages are generated, each right' };
    case 'operation-operationId-unique':
      return { rule: 'openapi-duplicate-operation-id' };
    case 'operation-success-response':
      return { rule: 'openapi-no-success-response' };
    case 'typed-enum':
      return { rule: 'openapi-enum-value' };
    case 'operation-tag-defined':
      if (!specHasTagList)
        return { leftOut: 'a spec without a `tags` list declares no tag: its groups come from the operations' };
      return carriesListedTag(finding, spec)
        ? { leftOut: 'an operation that also carries a declared tag is grouped under that one' }
        : { rule: 'openapi-undeclared-tag' };
    case 'oas3-valid-media-example':
    case 'oas3-valid-schema-example':
      if (
        /^schema is invalid|cannot be used without|can't resolve reference|more than one schema/.test(finding.message)
      )
        return { leftOut: "Spectral's own failure to compile the schema, not a fault of the example" };
      if (/must match pattern ".*\\p\{/.test(finding.message))
        return { leftOut: 'Spectral reads `\\p{L}` in a pattern without the Unicode flag: the example matches' };
      if (/must match format/.test(finding.message))
        return {
          leftOut: 'a `format` mismatch: the platform shows `format` as a word, openapi-example-schema skips it',
        };
      if (finding.path.at(-1) === 'default' && /must be equal to one of the allowed values/.test(finding.message))
        return { rule: 'openapi-enum-value' };
      return { rule: 'openapi-example-schema' };
    default:
      return { leftOut: LEFT_OUT[finding.code] ?? 'not classified' };
  }
}

/**
 * Whether one of ours of that rule is at Spectral's finding: on its lines (Spectral spans a whole node, ours its key
 * or value), or, for an example, at an enclosing node of the example where ours collapsed a failed `oneOf`/`anyOf`
 * whose branch Spectral reports on its own.
 */
export function isFound(
  finding: OracleFinding,
  rule: string,
  ours: readonly Finding[],
  spec?: ParsedOracleSpec,
): boolean {
  const mine = ours.filter((f) => f.code === rule);
  const { start, end } = finding.range;
  if (mine.some((f) => f.range.start.line <= end.line && f.range.end.line >= start.line)) return true;
  if (rule !== 'openapi-example-schema' || !spec) return false;
  const collapsed = mine.filter((f) => f.message.includes('does not match any allowed form'));
  for (let k = finding.path.length - 1; k > 0; k--) {
    const found = nodeAtPath(spec.root, finding.path.slice(0, k).map(String));
    if (!found.complete) return false;
    const line = spec.lineOf(found.prop ? found.prop.keyStart : found.node.start);
    if (collapsed.some((f) => f.range.start.line === line)) return true;
  }
  return false;
}

/** A spec's tree, and the line of an offset in its text. */
export interface ParsedOracleSpec {
  readonly root: SpecNode;
  readonly lineOf: (offset: number) => number;
  /** Whether it declares a top-level `tags` list. */
  readonly hasTagList: boolean;
}

export function parseOracleSpec(file: string, text: string): ParsedOracleSpec | undefined {
  const { root } = parseSpec(file, text);
  if (!root) return undefined;
  const doc = createDocument(file, 'openapi', 1, text);
  return { root, lineOf: (offset) => doc.positionAt(offset).line, hasTagList: child(root, 'tags')?.kind === 'array' };
}
/** The OpenAPI 3.0/3.1 specs of a corpus folder: JSON and YAML files whose top level has `openapi: 3.x`. */
export function corpusSpecs(folder: string, maxBytes = 8_000_000): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      const stat = statSync(path, { throwIfNoEntry: false });
      if (!stat || name === 'node_modules' || name.startsWith('.')) continue;
      if (stat.isDirectory()) walk(path);
      else if (/\.(json|ya?ml)$/i.test(name) && stat.size <= maxBytes && declaresOpenApi3(readFileSync(path, 'utf8')))
        found.push(path);
    }
  };
  walk(folder);
  return found;
}

function declaresOpenApi3(text: string): boolean {
  return /^\s*(?:\{\s*)?"?openapi"?\s*:\s*["']?3\.[01]\./m.test(text);
}
