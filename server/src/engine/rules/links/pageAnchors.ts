// The ids a reader can link to on a page: its own (headings, explicit ids, titled components) and those of the
// snippets it imports. Undefined when that cannot be told: the page does not parse, its content is generated from a
// spec (`openapi`/`openapi-schema` frontmatter), or it imports a snippet that does not exist.
import { PageContent } from '../../mdx';
import { normalize } from '../../mdx';
import { Project } from '../../project';
import { dirnameUri, joinUri } from '../../workspace';
import { cleanHeadingId } from '../../mdx';

const own = new WeakMap<PageContent, Set<string>>();
const cleaned = new WeakMap<ReadonlySet<string>, ReadonlySet<string>>();
const MAX_SNIPPET_DEPTH = 4;

/** A page's ids as the platform compares them with a fragment (`cleanHeadingId`), made once per set of ids. */
export function cleanedAnchors(anchors: ReadonlySet<string>): ReadonlySet<string> {
  let ids = cleaned.get(anchors);
  if (!ids) {
    ids = new Set([...anchors].map(cleanHeadingId));
    cleaned.set(anchors, ids);
  }
  return ids;
}

export function pageAnchors(project: Project, uri: string, depth = 0): Set<string> | undefined {
  const content = project.bodies.get(uri)?.content;
  if (!content) return undefined;
  if (
    depth === 0 &&
    project.frontmatter.get(uri)?.fields.some((f) => f.key === 'openapi' || f.key === 'openapi-schema')
  )
    return undefined;
  let ids = own.get(content);
  if (!ids) {
    ids = new Set(content.anchors.flatMap((anchor) => anchor.ids));
    own.set(content, ids);
  }
  const imports = content.links.filter((link) => link.kind === 'import' && /\.mdx?$/.test(link.target));
  if (imports.length === 0) return ids;
  if (depth >= MAX_SNIPPET_DEPTH) return undefined;
  const root = project.index.rootOf(uri);
  if (!root) return undefined;
  const all = new Set(ids);
  for (const link of imports) {
    const written = link.target.trim();
    const path = written.startsWith('/')
      ? normalize(written)
      : normalize(`${dirnameUri(uri).slice(root.uri.length + 1)}/${written}`);
    const snippet = path === undefined ? undefined : pageAnchors(project, joinUri(root.uri, path), depth + 1);
    if (!snippet) return undefined;
    for (const id of snippet) all.add(id);
  }
  return all;
}
