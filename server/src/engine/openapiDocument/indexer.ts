// Builds the compact SpecIndex from a parsed spec: operations with their effective servers and security, webhooks,
// schemas and security schemes, each with its source range. Internal `$ref`s are followed (bounded) for the brief
// facts hover shows.
import { Range } from 'vscode-languageserver-types';
import { rangeOf, TextDocument } from '../text';
import { HTTP_METHODS, OperationInfo, ParameterInfo, SchemaInfo, SpecIndex, XDocsInfo } from './specIndex';
import { child, deref, prop, SpecNode, SpecProp, str } from './specTree';

/** The vendor extension's neutral name and the key real specs use. */
export const X_DOCS_KEYS = ['x-docs', 'x-mint'] as const;

export function xDocsNode(operation: SpecNode): SpecProp | undefined {
  for (const key of X_DOCS_KEYS) {
    const found = prop(operation, key);
    if (found) return found;
  }
  return undefined;
}

export function buildSpecIndex(uri: string, doc: TextDocument, root: SpecNode, openapi: string): SpecIndex {
  const range = (from: number, to: number): Range => rangeOf(doc, from, to - from);
  const info = child(root, 'info');
  const rootServers = serverUrls(child(root, 'servers')) ?? [];
  const rootSecurity = securityNames(child(root, 'security')) ?? [];

  const operation = (method: string, path: string, p: SpecProp, item: SpecNode, webhook: boolean): OperationInfo => {
    const op = p.value;
    const pathParams = listOf(child(item, 'parameters'));
    const params = [...listOf(child(op, 'parameters')), ...pathParams]
      .map((n) => deref(root, n))
      .filter((n): n is SpecNode => n !== undefined);
    const seen = new Set<string>();
    const parameters: ParameterInfo[] = [];
    for (const param of params) {
      const name = str(child(param, 'name'));
      const where = str(child(param, 'in'));
      if (name === undefined || where === undefined || seen.has(`${where}:${name}`)) continue; // operation-level wins
      seen.add(`${where}:${name}`);
      parameters.push({
        name,
        in: where,
        required: isTrue(child(param, 'required')),
        type: schemaType(root, child(param, 'schema')),
        description: brief(str(child(param, 'description')), SHORT),
      });
    }
    const body = deref(root, child(op, 'requestBody'));
    const responses = child(op, 'responses');
    return {
      method: method.toUpperCase(),
      path,
      webhook,
      summary: str(child(op, 'summary')),
      description: brief(str(child(op, 'description')), LONG),
      operationId: str(child(op, 'operationId')),
      tags: listOf(child(op, 'tags'))
        .map(str)
        .filter((t): t is string => t !== undefined),
      deprecated: isTrue(child(op, 'deprecated')),
      hidden: isTrue(child(op, 'x-hidden')),
      servers: serverUrls(child(op, 'servers')) ?? serverUrls(child(item, 'servers')) ?? rootServers,
      security: securityNames(child(op, 'security')) ?? rootSecurity,
      parameters,
      requestBody: body && { required: isTrue(child(body, 'required')), contentTypes: keysOf(child(body, 'content')) },
      responses:
        responses?.kind === 'object'
          ? [...responses.props.values()].map((r) => ({
              code: r.key,
              description: brief(str(child(deref(root, r.value), 'description')), SHORT),
            }))
          : [],
      xDocs: xDocsInfo(op),
      range: range(p.keyStart, op.end),
      selection: range(p.keyStart, p.keyEnd),
    };
  };

  /** Each path item of `paths` or `webhooks` (followed through an internal `$ref`) with the operations it holds. */
  const pathItems = (section: string) =>
    entries(child(root, section)).flatMap((itemProp) => {
      const item = deref(root, itemProp.value);
      if (item?.kind !== 'object') return [];
      const methods = HTTP_METHODS.filter((m) => item.props.get(m)?.value.kind === 'object');
      return [{ itemProp, item, methods }];
    });
  const operations = pathItems('paths').flatMap(({ itemProp, item, methods }) =>
    methods.map((m) => operation(m, itemProp.key, item.props.get(m)!, item, false)),
  );
  // a webhook is one operation; its page is the webhook's name, so the name is its range
  const webhooks = pathItems('webhooks').flatMap(({ itemProp, item, methods }) =>
    methods.slice(0, 1).map((m) => ({
      ...operation(m, itemProp.key, item.props.get(m)!, item, true),
      range: range(itemProp.keyStart, itemProp.value.end),
      selection: range(itemProp.keyStart, itemProp.keyEnd),
    })),
  );
  const components = child(root, 'components');
  const schemas: SchemaInfo[] = entries(child(components, 'schemas')).map((p) => schemaInfo(root, p, range));
  const securitySchemes = entries(child(components, 'securitySchemes')).map((p) => ({
    name: p.key,
    type: str(child(deref(root, p.value), 'type')),
    selection: range(p.keyStart, p.keyEnd),
  }));
  return {
    uri,
    openapi,
    title: str(child(info, 'title')),
    version: str(child(info, 'version')),
    servers: rootServers,
    operations,
    webhooks,
    schemas,
    securitySchemes,
  };
}

function schemaInfo(root: SpecNode, p: SpecProp, range: (from: number, to: number) => Range): SchemaInfo {
  const schema = deref(root, p.value);
  const required = new Set(listOf(child(schema, 'required')).map(str));
  const properties = entries(child(schema, 'properties')).map((q) => {
    const target = deref(root, q.value);
    return {
      name: q.key,
      type: schemaType(root, q.value),
      required: required.has(q.key),
      description: brief(str(child(target, 'description')), SHORT),
    };
  });
  return {
    name: p.key,
    type: schemaType(root, p.value),
    description: brief(str(child(schema, 'description')), LONG),
    properties,
    range: range(p.keyStart, p.value.end),
    selection: range(p.keyStart, p.keyEnd),
  };
}

/** A short type name: `string`, `array of Pet`, `Pet` for a `$ref`. */
function schemaType(root: SpecNode, schema: SpecNode | undefined): string | undefined {
  const ref = str(child(schema, '$ref'));
  if (ref !== undefined) return ref.split('/').pop();
  const type = child(schema, 'type');
  const name = str(type) ?? (type?.kind === 'array' ? type.items.map(str).filter(Boolean).join(' | ') : undefined);
  if (name === 'array') {
    const items = schemaType(root, child(schema, 'items'));
    return items ? `array of ${items}` : 'array';
  }
  return name;
}

function xDocsInfo(op: SpecNode): XDocsInfo | undefined {
  const xDocs = xDocsNode(op)?.value;
  if (xDocs?.kind !== 'object') return undefined;
  const metadata = child(xDocs, 'metadata');
  return {
    href: str(child(xDocs, 'href')),
    title: str(child(metadata, 'title')),
    description: str(child(metadata, 'description')),
  };
}

function serverUrls(servers: SpecNode | undefined): string[] | undefined {
  if (servers?.kind !== 'array' || servers.items.length === 0) return undefined;
  return servers.items.map((s) => str(child(s, 'url'))).filter((u): u is string => u !== undefined);
}

function securityNames(security: SpecNode | undefined): string[][] | undefined {
  if (security?.kind !== 'array') return undefined;
  return security.items.map((requirement) => keysOf(requirement));
}

/** The index keeps texts as long as hover shows them: a smaller index crosses from the worker sooner. */
const LONG = 1500;
const SHORT = 120;

function brief(text: string | undefined, max: number): string | undefined {
  return text !== undefined && text.length > max ? `${text.slice(0, max)}…` : text;
}

function listOf(node: SpecNode | undefined): SpecNode[] {
  return node?.kind === 'array' ? node.items : [];
}

function entries(node: SpecNode | undefined): SpecProp[] {
  return node?.kind === 'object' ? [...node.props.values()] : [];
}

function keysOf(node: SpecNode | undefined): string[] {
  return node?.kind === 'object' ? [...node.props.keys()] : [];
}

function isTrue(node: SpecNode | undefined): boolean {
  return node?.kind === 'scalar' && node.value === true;
}
