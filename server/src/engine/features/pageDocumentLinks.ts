// Document links of a page: each link target, to the file it names and the heading's line.
import { DocumentLink } from 'vscode-languageserver-types';
import { Project } from '../project';
import { joinUri } from '../workspace';
import { pageAt, resolve } from './pageLinkTargets';

export function pageDocumentLinks(project: Project, uri: string): DocumentLink[] {
  const at = pageAt(project, uri);
  if (!at) return [];
  const links: DocumentLink[] = [];
  for (const link of project.bodies.get(uri)?.content?.links ?? []) {
    // a link can lead to one place only: a snippet's, read from several importers, leads to the first reading's
    const [resolved] = resolve(project, at, link);
    if (!resolved) continue;
    const line = resolved.anchor ? `#L${resolved.anchor.range.start.line + 1}` : '';
    links.push({ range: link.range, target: `${joinUri(at.root.uri, resolved.file)}${line}` });
  }
  return links;
}
