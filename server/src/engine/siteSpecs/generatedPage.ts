// The page the service generates for an operation or webhook (the platform's defaults): title from `summary` (else from
// method and path), description, version of the enclosing navigation, URL where the platform publishes it
// (endpointUrl.ts); and the MDX text of a page that references it (`openapi-file`, the create-page fix).
import { property, stringValue } from '../docsjson';
import { NavElement } from '../docsjson';
import { endpointPagePath } from './endpointUrl';
import { OperationInfo } from '../openapiDocument';

export interface GeneratedPage {
  readonly title: string;
  readonly description?: string;
  readonly version?: string;
  readonly deprecated: boolean;
  readonly url: string;
}

/** `GET /users/{id}/keys` -> `Get users keys`. */
export function titleFromMethodAndPath(op: OperationInfo): string {
  if (op.webhook) return op.path;
  const words = op.path
    .split('/')
    .filter((s) => s && !s.startsWith('{'))
    .join(' ')
    .replace(/[-_]+/g, ' ');
  const method = op.method.charAt(0) + op.method.slice(1).toLowerCase();
  return words ? `${method} ${words}` : method;
}

export function pageTitle(op: OperationInfo): string {
  return op.xDocs?.title ?? op.summary ?? titleFromMethodAndPath(op);
}

export function slugify(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'endpoint'
  );
}

/** The version in effect at a navigation element: the enclosing `versions` entry, or a `version` field on a tab or
 * anchor. */
export function versionAt(element: NavElement | undefined): string | undefined {
  for (let e = element; e; e = e.parent) {
    if (e.kind === 'version' && e.label) return e.label;
    if (e.kind === 'tab' || e.kind === 'anchor') {
      const version = stringValue(property(e.node, 'version')?.valueNode);
      if (version) return version;
    }
  }
  return undefined;
}

export function generatedPage(
  op: OperationInfo,
  where: { directory: string; element?: NavElement; pagePath?: string },
): GeneratedPage {
  const title = pageTitle(op);
  return {
    title,
    description: op.xDocs?.description ?? op.description,
    version: versionAt(where.element),
    deprecated: op.deprecated,
    url: `/${where.pagePath ?? endpointPagePath(op, where.directory)}`,
  };
}

/** The MDX text of a page for an operation or webhook, referencing it through its spec file. */
export function endpointPageText(specPath: string, op: OperationInfo): string {
  const reference = op.webhook ? `${specPath} webhook ${op.path}` : `${specPath} ${op.method} ${op.path}`;
  const lines = ['---', `title: ${JSON.stringify(pageTitle(op))}`];
  const description = op.xDocs?.description ?? op.description;
  if (description) lines.push(`description: ${JSON.stringify(firstParagraph(description))}`);
  lines.push(`openapi: ${JSON.stringify(reference)}`);
  if (op.deprecated) lines.push('deprecated: true');
  lines.push('---', '');
  return `${lines.join('\n')}\n`;
}

function firstParagraph(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)[0]
    .replace(/\s+/g, ' ');
}
