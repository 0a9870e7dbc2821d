// Hover on a spec reference (docs.json entry or frontmatter): the operation in brief (summary, description,
// parameters, body, responses, security, servers, deprecated) and the page the service generates; a schema's
// properties.
import { Hover, MarkupKind, Position } from 'vscode-languageserver-types';
import { findPageFile, pagePathOf } from '../project';
import { Project } from '../project';
import { generatedPage } from '../siteSpecs';
import { referenceAt } from '../siteSpecs';
import { DEFAULT_DIRECTORY, inheritedSpecs, specUri } from '../siteSpecs';
import { OperationInfo, SchemaInfo } from '../openapiDocument';
import { rangeOf } from '../text';
import { basenameUri, relativePath } from '../workspace';
import { escapeMarkdown } from './hover';

export function doOpenApiHover(project: Project, uri: string, position: Position): Hover | null {
  const at = referenceAt(project, uri, position);
  if (!at) return null;
  const resolution = at.resolver.resolve(at.ref);
  if (resolution.status !== 'found') return null;
  const range = rangeOf(at.ref.doc, at.ref.start, at.ref.end - at.ref.start);
  const source = `*${escapeMarkdown(basenameUri(resolution.spec.uri))}*`;
  if (!('method' in resolution.target))
    return {
      contents: { kind: MarkupKind.Markdown, value: [schemaMarkdown(resolution.target), source].join('\n\n') },
      range,
    };
  const op = resolution.target;
  // where the page stands in the navigation: the docs.json entry itself, or the entry listing this MDX page
  const pagePath = relativePath(at.root.uri, uri);
  const listing =
    at.ref.entry ??
    (pagePath
      ? at.config?.pages.find((p) => p.kind === 'page' && findPageFile(at.root, p.value) === pagePath)
      : undefined);
  const element = listing?.parent;
  const inScope = at.ref.entry && at.config ? inheritedSpecs(at.config, element) : [];
  const directory =
    inScope.find((s) => specUri(project, at.root, s.source) === resolution.spec.uri)?.directory ?? DEFAULT_DIRECTORY;
  const page = generatedPage(op, {
    directory,
    element,
    pagePath: at.ref.entry ? undefined : pagePath && pagePathOf(pagePath),
  });
  return {
    contents: {
      kind: MarkupKind.Markdown,
      value: [operationMarkdown(op), pageMarkdown(page), source].filter(Boolean).join('\n\n---\n\n'),
    },
    range,
  };
}

export function operationMarkdown(op: OperationInfo): string {
  const name = op.webhook ? `webhook ${escapeMarkdown(op.path)}` : `${op.method} ${escapeMarkdown(op.path)}`;
  const flags = `${op.deprecated ? ' — *deprecated*' : ''}${op.hidden ? ' — *hidden* (`x-hidden`)' : ''}`;
  const head = `**${name}**${flags}`;
  const lines = [head];
  if (op.summary) lines.push(escapeMarkdown(op.summary));
  if (op.description) lines.push(op.description.length > 1200 ? `${op.description.slice(0, 1200)}…` : op.description);
  if (op.parameters.length > 0) {
    lines.push(
      [
        'Parameters:',
        ...op.parameters.map(
          (p) =>
            `- \`${p.name}\` (${p.in}${p.type ? `, ${p.type}` : ''}${p.required ? ', required' : ''})` +
            describedAs(p.description),
        ),
      ].join('\n'),
    );
  }
  if (op.requestBody)
    lines.push(
      `Request body${op.requestBody.required ? ' (required)' : ''}: ` +
        (op.requestBody.contentTypes.map((c) => `\`${c}\``).join(', ') || '—'),
    );
  if (op.responses.length > 0)
    lines.push(
      [
        'Responses:',
        ...op.responses.map(
          (r) => `- \`${r.code}\`${r.description ? ` ${escapeMarkdown(oneLine(r.description))}` : ''}`,
        ),
      ].join('\n'),
    );
  if (op.security.length > 0)
    lines.push(
      `Security: ${op.security
        .map((names) => (names.length ? names.map((n) => `\`${n}\``).join(' + ') : 'none'))
        .join(' or ')}`,
    );
  lines.push(
    op.servers.length > 0
      ? `Servers: ${op.servers.map((s) => `\`${s}\``).join(', ')}`
      : 'Servers: none (the playground runs in simple mode)',
  );
  return lines.join('\n\n');
}

function pageMarkdown(page: ReturnType<typeof generatedPage>): string {
  const lines = ['Generated page:', `- title: ${escapeMarkdown(page.title)}`];
  if (page.description) lines.push(`- description: ${escapeMarkdown(oneLine(page.description))}`);
  if (page.version) lines.push(`- version: ${escapeMarkdown(page.version)}`);
  if (page.deprecated) lines.push('- deprecated');
  lines.push(`- URL: \`${page.url}\``);
  return lines.join('\n');
}

function schemaMarkdown(schema: SchemaInfo): string {
  const lines = [`**${escapeMarkdown(schema.name)}**${schema.type ? ` (${schema.type})` : ''}`];
  if (schema.description) lines.push(schema.description);
  if (schema.properties.length > 0)
    lines.push(
      [
        'Properties:',
        ...schema.properties.map(
          (p) =>
            `- \`${p.name}\`` +
            (p.type ? ` (${p.type}${p.required ? ', required' : ''})` : p.required ? ' (required)' : '') +
            describedAs(p.description),
        ),
      ].join('\n'),
    );
  return lines.join('\n\n');
}

function oneLine(text: string): string {
  const line = text.trim().split('\n')[0];
  return line.length > 160 ? `${line.slice(0, 160)}…` : line;
}

/** `: description` on one line, as Markdown text; nothing without a description. */
function describedAs(description: string | undefined): string {
  return description ? `: ${escapeMarkdown(oneLine(description))}` : '';
}
