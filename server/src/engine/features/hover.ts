// Hover in docs.json: a page entry shows its file, title and description; a key shows what it does (a setting
// outside the navigation: its description and allowed values in the platform's schema).
import { Hover, MarkupKind, Position } from 'vscode-languageserver-types';
import { nodeRange } from '../docsjson';
import { locate } from '../docsjson';
import { elementSpec, FIELD_DOCS, NAVIGATION_DOC } from '../docsjson';
import { findPageFile } from '../project';
import { Project } from '../project';
import { joinUri } from '../workspace';
import { configDocument } from './documents';
import { settingsHover } from './settingsCompletion';

export function doHover(project: Project, uri: string, position: Position): Hover | null {
  const context = configDocument(project, uri);
  if (!context) return null;
  const where = locate(context.built.config, uri, context.doc.offsetAt(position));
  if (where.page?.kind === 'page') {
    const file = findPageFile(context.root, where.page.value);
    if (!file)
      return {
        contents: { kind: MarkupKind.Markdown, value: `No page file for \`${where.page.value}\`.` },
        range: nodeRange(where.page.node),
      };
    const fields = project.frontmatter.get(joinUri(context.root.uri, file))?.fields ?? [];
    const field = (key: string) => {
      const value = fields.find((f) => f.key === key)?.value;
      return typeof value === 'string' ? value : undefined;
    };
    const [title, description] = [field('title'), field('description')];
    const lines = [
      title ? `**${escapeMarkdown(title)}**` : undefined,
      description ? escapeMarkdown(description) : undefined,
      `\`${file}\``,
    ];
    return {
      contents: { kind: MarkupKind.Markdown, value: lines.filter(Boolean).join('\n\n') },
      range: nodeRange(where.page.node),
    };
  }
  if (where.property?.onKey) {
    const { key, keyNode } = where.property;
    const element = where.element;
    const spec = element && elementSpec(element.kind, element.within);
    const doc =
      spec?.labelKey === key ? spec.doc : (FIELD_DOCS[key] ?? (key === 'navigation' ? NAVIGATION_DOC : undefined));
    if (doc) return { contents: { kind: MarkupKind.Markdown, value: `\`${key}\`: ${doc}` }, range: nodeRange(keyNode) };
    if (!element && uri === context.built.config.configUri)
      return settingsHover(context.built.config.files[0].root, where.json.path, nodeRange(keyNode));
  }
  return null;
}

/** Frontmatter text is shown as plain text inside markdown: no links, images or HTML from a page's title. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_{}[\]()#+\-.!<>|]/g, '\\$&');
}
