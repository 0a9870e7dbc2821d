// Hover on a link in a page: the title and description of the page it names, or the heading and its page.
import { Hover, MarkupKind, Position } from 'vscode-languageserver-types';
import { Project } from '../project';
import { joinUri } from '../workspace';
import { escapeMarkdown } from './hover';
import { Resolved, linkAt, pageAt, resolve, titleOf } from './pageLinkTargets';

export function pageLinkHover(project: Project, uri: string, position: Position): Hover | null {
  const at = pageAt(project, uri);
  const link = at && linkAt(project, uri, position);
  const targets = at && link ? resolve(project, at, link) : [];
  if (!at || !link || targets.length === 0) return null;
  const describe = (resolved: Resolved) => {
    const { title, description } = titleOf(project, joinUri(at.root.uri, resolved.file));
    const lines = resolved.anchor
      ? [`**${escapeMarkdown(resolved.anchor.text)}**`, `in ${escapeMarkdown(title ?? resolved.file)}`]
      : [title ? `**${escapeMarkdown(title)}**` : undefined, description ? escapeMarkdown(description) : undefined];
    lines.push(`\`${resolved.file}\``);
    return lines.filter(Boolean).join('\n\n');
  };
  const value =
    targets.length === 1
      ? describe(targets[0])
      : ['Read from each page that shows this snippet:', ...targets.map(describe)].join('\n\n---\n\n');
  return { contents: { kind: MarkupKind.Markdown, value }, range: link.range };
}
