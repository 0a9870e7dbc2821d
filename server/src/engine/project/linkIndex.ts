// The workspace's link index: for each docs root, every page's outgoing links, and the reverse (who imports a
// snippet, who links to a page). Built once on first use, then brought up to date per changed file: a page whose
// version moved is read again (its body is cached per version), a created or deleted file adds or drops its entry;
// a page whose body was being parsed in the server's worker is read again once it is there.
import { PageLink } from '../mdx';
import { LinkTarget, parseLinkTarget } from '../mdx';
import { Workspace } from '../workspace';
import { DocsRoot } from './fileIndex';
import { PageBodies } from './pageBodies';
import { fileUriOf, isPageFile } from './pagePaths';

export interface IndexedLink {
  readonly uri: string;
  readonly link: PageLink;
  readonly target: LinkTarget;
}

interface PageEntry {
  readonly version: string | number | undefined;
  readonly links: readonly IndexedLink[];
  /** Read while its body was being parsed elsewhere (the links of an older version, or none): read again after. */
  readonly parsing: boolean;
}

interface RootIndex {
  readonly pages: Map<string, PageEntry>;
  /** Root-relative path named by a link (no extension resolution) -> links naming it. */
  readonly incoming: Map<string, Set<IndexedLink>>;
  revision: number;
  swept: boolean;
}

export function folderOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash);
}

export class LinkIndex {
  private readonly roots = new WeakMap<DocsRoot, RootIndex>();

  constructor(
    private readonly workspace: Workspace,
    private readonly bodies: PageBodies,
  ) {}

  /**
   * Every indexed link whose target path (read from the docs root) is one of `paths`. `oncePerTurn`: the pages'
   * versions are asked once per turn of the event loop (for diagnostics: a whole `check` runs in one turn, and the
   * server applies edits between turns); otherwise every time (references and renames).
   */
  linksTo(root: DocsRoot, paths: Iterable<string>, oncePerTurn = false): IndexedLink[] {
    const index = this.current(root, oncePerTurn);
    const found: IndexedLink[] = [];
    for (const path of paths) for (const link of index.incoming.get(path) ?? []) found.push(link);
    return found;
  }

  private current(root: DocsRoot, oncePerTurn: boolean): RootIndex {
    let index = this.roots.get(root);
    if (!index) {
      index = { pages: new Map(), incoming: new Map(), revision: -1, swept: false };
      this.roots.set(root, index);
    }
    if (index.revision !== root.revision) {
      index.swept = false;
      for (const uri of [...index.pages.keys()])
        if (!root.files.has(uri.slice(root.uri.length + 1))) this.drop(index, uri);
      index.revision = root.revision;
    }
    if (oncePerTurn && index.swept) return index;
    index.swept = true;
    setImmediate(() => (index!.swept = false));
    for (const path of root.files) {
      if (!isPageFile(path)) continue;
      const uri = fileUriOf(root, path);
      const version = this.workspace.version(uri);
      const entry = index.pages.get(uri);
      if (entry?.version !== version || (entry?.parsing && !this.bodies.isParsing(uri)))
        this.add(index, uri, path, version);
    }
    return index;
  }

  private add(index: RootIndex, uri: string, path: string, version: string | number | undefined): void {
    this.drop(index, uri);
    const content = this.bodies.get(uri)?.content;
    const folder = folderOf(path);
    const links = (content?.links ?? []).map((link) => ({ uri, link, target: parseLinkTarget(link.target, folder) }));
    index.pages.set(uri, { version, links, parsing: this.bodies.isParsing(uri) });
    for (const link of links) {
      for (const key of keysOf(link.target)) {
        let set = index.incoming.get(key);
        if (!set) index.incoming.set(key, (set = new Set()));
        set.add(link);
      }
    }
  }

  private drop(index: RootIndex, uri: string): void {
    const entry = index.pages.get(uri);
    if (!entry) return;
    index.pages.delete(uri);
    for (const link of entry.links) for (const key of keysOf(link.target)) index.incoming.get(key)?.delete(link);
  }
}

function keysOf(target: LinkTarget): string[] {
  if (target.kind !== 'path') return [];
  return [target.path, target.fromFolder].filter((p): p is string => p !== undefined);
}
