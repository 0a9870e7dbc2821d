// References to a page (the links and navigation entries naming it) or to one of its headings (the links to its
// anchor).
import { Location, Position } from 'vscode-languageserver-types';
import { fragmentForms } from '../mdx';
import { linksNaming } from '../rules';
import { folderOf } from '../project';
import { parseLinkTarget } from '../mdx';
import { findPageFile, pagePathOf } from '../project';
import { Project } from '../project';
import { contains, pageAt } from './pageLinkTargets';

/** On a heading: every link to its anchor; elsewhere in a page: every link and navigation entry naming the page. */
export function pageReferences(project: Project, uri: string, position: Position): Location[] {
  const at = pageAt(project, uri);
  const content = at && project.bodies.get(uri)?.content;
  if (!at || !content) return [];
  const heading = content.anchors.find((a) => contains(a.range, position));
  const pagePath = pagePathOf(at.path);
  const names = [pagePath, at.path, ...(pagePath.endsWith('/index') ? [pagePath.slice(0, -'/index'.length)] : [])];
  const incoming = linksNaming(project, at.root, names).filter((l) => l.link.kind !== 'import');
  const locations: Location[] = [];
  if (heading) {
    const ids = new Set(heading.ids);
    const hits = (fragment: string | undefined) =>
      fragment !== undefined && fragmentForms(fragment).some((form) => ids.has(form));
    for (const l of incoming)
      if (l.target.kind === 'path' && hits(l.target.fragment)) locations.push({ uri: l.uri, range: l.link.range });
    for (const link of content.links) {
      const target = parseLinkTarget(link.target, folderOf(at.path));
      if (target.kind === 'same-page' && hits(target.fragment)) locations.push({ uri, range: link.range });
    }
    return locations;
  }
  for (const l of incoming) locations.push({ uri: l.uri, range: l.link.range });
  const config = project.config(at.root)?.config;
  for (const entry of config?.pages ?? [])
    if (entry.kind === 'page' && findPageFile(at.root, entry.value) === at.path)
      locations.push({
        uri: entry.node.file.uri,
        range: {
          start: entry.node.file.doc.positionAt(entry.node.node.offset + 1),
          end: entry.node.file.doc.positionAt(entry.node.node.offset + entry.node.node.length - 1),
        },
      });
  return locations;
}
