// The navigation as the site renders it, for tree views in editors: switchers and tabs, then groups and pages in
// order, each with the title the sidebar shows, its icon, tag, hidden flag, file and the problems on its entry; the
// endpoint pages the platform generates for an `openapi` element without pages, grouped by their first tag at the
// paths the platform gives them. Built from the parsed model and the page cache: nothing is parsed for it.
import { Diagnostic } from 'vscode-languageserver-types';
import type {
  NavigationNode,
  NavigationNodeKind,
  NavigationProblem,
  NavigationRoot,
} from '../../../../shared/src/protocol/navigationTree';
import { JsonNode, nodeRange, property, stringValue } from '../docsjson/json';
import { DocsConfig, NavElement, PageEntry } from '../docsjson/model';
import { COLLECTION_KINDS, elementSpec } from '../docsjson/schema';
import { ParsedPage } from '../project/frontmatterCache';
import { FrontmatterField } from '../frontmatter/parse';
import { DocsRoot } from '../project/fileIndex';
import { findPageFile } from '../project/pagePaths';
import { Project } from '../project/project';
import { DEFAULT_OPENAPI_DIRECTORY, endpointPagePath, endpointPagePaths } from '../openapi/endpointUrl';
import { pageTitle } from '../openapi/generatedPage';
import { allNavigationSpecs, inheritedSpecs, ownSpecs, specUri } from '../openapi/navigationSpecs';
import { navigationReferences, pageReferences, SpecReference } from '../openapi/references';
import { isRemoteSpec } from '../spec/remote';
import { ReferenceResolver } from '../openapi/resolve';
import { OperationInfo } from '../spec/specIndex';
import { joinUri } from '../workspace';
import { DiagnosticsComputer } from './diagnostics';

/** Operations of one `openapi` element without a tag are grouped under this label on the platform. */
export const UNTAGGED_GROUP = 'API Reference';

/** Frontmatter fields the sidebar shows. */
const SHOWN_FIELDS = ['sidebarTitle', 'title', 'icon', 'tag', 'hidden', 'openapi'] as const;

/** An entry of an element in the order written: a child element or a page entry. */
export type NavEntry = { readonly element: NavElement } | { readonly page: PageEntry };

/** An element's groups (or other children) and pages in the order they are written. */
export function entriesOf(element: NavElement): NavEntry[] {
  const entries: (NavEntry & { order: number })[] = [
    ...element.children.map((child) => ({ element: child, order: child.order })),
    ...element.pages.map((page) => ({ page, order: page.order })),
  ];
  return entries.sort((a, b) => a.order - b.order);
}

/** The entry a tree id (`2.0.5`) names; undefined for generated pages and ids that name nothing (any more). */
export function entryById(config: DocsConfig, id: string): NavEntry | undefined {
  let entry: NavEntry | undefined = config.navigation && { element: config.navigation };
  if (id === '') return entry;
  for (const part of id.split('.')) {
    if (!entry || !('element' in entry) || !/^\d+$/.test(part)) return undefined;
    entry = entriesOf(entry.element)[Number(part)];
  }
  return entry;
}

/** Where a node's entry is written, turned into a range only for the nodes a request sends (positions cost). */
const ENTRY = Symbol('entry');

type EntryFields = Pick<NavigationNode, 'entryUri'> & { [ENTRY]?: JsonNode };

interface TreeNode extends NavigationNode {
  [ENTRY]?: JsonNode;
  problems?: NavigationProblem[];
  errors?: number;
  warnings?: number;
  children?: TreeNode[];
}

/** Tree nodes with an entry in one file, by offset, to find the entry a problem stands on. */
interface Placed {
  readonly start: number;
  readonly end: number;
  readonly node: TreeNode;
  readonly parent: Placed | undefined;
}

/** The part of a tree a client asked for: below `parent`, `depth` levels (see NavigationTreeParams). */
export function subtree(tree: NavigationRoot, parent?: string, depth?: number): NavigationRoot {
  let nodes: readonly TreeNode[] = tree.children;
  if (parent !== undefined && parent !== '') {
    const parts = parent.split('.');
    for (let i = 1; i <= parts.length; i++) {
      const id = parts.slice(0, i).join('.');
      nodes = nodes.find((n) => n.id === id)?.children ?? [];
    }
  }
  return { ...tree, children: pruned(nodes, depth === undefined ? Infinity : Math.max(1, Math.floor(depth))) };
}

/** Switchers (languages, versions, products) choose a whole navigation: they are sent with what they hold. */
const SWITCHERS: ReadonlySet<string> = new Set(['language', 'version', 'product']);

/** The nodes as sent: with their entry's range, `depth` levels deep. */
function pruned(nodes: readonly TreeNode[], depth: number): NavigationNode[] {
  return nodes.map((node) => {
    const { children, [ENTRY]: entry, ...fields } = node;
    const rest = entry ? { ...fields, entry: nodeRange(entry) } : fields;
    if (!children?.length) return rest;
    if (SWITCHERS.has(node.kind)) return { ...rest, children: pruned(children, depth) };
    return depth > 1 ? { ...rest, children: pruned(children, depth - 1) } : { ...rest, childCount: children.length };
  });
}

/** What the sidebar shows of a page, from its frontmatter. */
interface ShownPage {
  readonly key: string;
  readonly label?: string;
  readonly icon?: string;
  readonly tag?: string;
  readonly hidden?: true;
  readonly method?: string;
}

interface Memo {
  readonly inputs: readonly unknown[];
  readonly tree: NavigationRoot;
}

/**
 * Builds the tree of a docs root and keeps it until something it shows changes: the model (docs.json and the files
 * it pulls in), the files of the root, the settings, a spec, or what a page shows. Pages are not asked for their
 * version on every request (a stat per page on 10 000 pages): a page is read again when it is reported changed.
 */
export class NavigationTreeBuilder {
  private readonly shown = new Map<string, ShownPage>();
  private readonly memos = new Map<string, Memo>();
  /** Page URIs by docs root and file (joining a URI costs more than the rest of a page's row). */
  private readonly uris = new Map<string, string>();
  private pagesEpoch = 0;

  constructor(
    private readonly project: Project,
    private readonly diagnostics: DiagnosticsComputer,
  ) {}

  build(root: DocsRoot): NavigationRoot {
    const built = this.project.config(root);
    const config = built?.config;
    const specs = config ? allNavigationSpecs(config).map((s) => this.specLookup(root, s.source)) : [];
    const inputs = [
      built,
      this.project.index.generation,
      this.project.settingsFor(root.uri),
      this.pagesEpoch,
      ...specs,
    ];
    const memo = this.memos.get(root.uri);
    if (memo && memo.inputs.length === inputs.length && memo.inputs.every((v, i) => v === inputs[i])) return memo.tree;
    const children: TreeNode[] = [];
    const placed = new Map<string, Placed[]>();
    if (config?.navigation) {
      const walk: TreeWalk = new TreeWalk(
        this.project,
        root,
        config,
        (uri): ShownPage => this.shownPage(uri, walk),
        (file) => this.pageUri(root, file),
        placed,
      );
      children.push(...walk.entries(config.navigation, '', undefined));
      this.attachProblems(config, placed);
    }
    for (const node of children) count(node);
    const tree = { uri: root.uri, configUri: root.configUri, revision: revisionOf(inputs), children };
    this.memos.set(root.uri, { inputs, tree });
    return tree;
  }

  /** Whether a change of a page changes what the tree shows of it (its title, icon, tag, hidden, method). */
  pageChanged(uri: string): boolean {
    const before = this.shown.get(uri);
    if (!before || shownKey(this.project.frontmatter.get(uri)?.fields) === before.key) return false;
    this.forget(uri);
    return true;
  }

  /** A page changed, was created or deleted outside the editor: read it again next time. */
  forget(uri: string): void {
    if (this.shown.delete(uri)) this.pagesEpoch++;
  }

  private pageUri(root: DocsRoot, file: string): string {
    const key = `${root.uri}\n${file}`;
    let uri = this.uris.get(key);
    if (uri === undefined) this.uris.set(key, (uri = joinUri(root.uri, file)));
    return uri;
  }

  private shownPage(uri: string, walk: TreeWalk): ShownPage {
    let shown = this.shown.get(uri);
    if (shown) return shown;
    const page = this.project.frontmatter.get(uri);
    const fields = page?.fields;
    const text = (key: string) => {
      const value = fields?.find((f) => f.key === key)?.value;
      return typeof value === 'string' && value.trim() !== '' ? value : undefined;
    };
    shown = compact({
      key: shownKey(fields),
      label: text('sidebarTitle') ?? text('title') ?? (page && text('openapi') ? walk.operationTitle(page) : undefined),
      icon: text('icon'),
      tag: text('tag'),
      hidden: fields?.find((f) => f.key === 'hidden')?.value === true || undefined,
      method: methodOf(text('openapi')),
    });
    this.shown.set(uri, shown);
    return shown;
  }

  private specLookup(root: DocsRoot, source: string): unknown {
    const uri = specUri(this.project, root, source);
    if (uri === undefined) return undefined;
    const allowRemote = this.project.settingsFor(root.uri).openapi.allowRemote;
    return (isRemoteSpec(uri) ? this.project.specs.getRemote(uri, allowRemote) : this.project.specs.get(uri)).lookup;
  }

  private attachProblems(config: DocsConfig, placed: Map<string, Placed[]>): void {
    for (const file of config.files) {
      const nodes = placed.get(file.uri);
      if (!nodes) continue;
      nodes.sort((a, b) => a.start - b.start);
      for (const diagnostic of this.diagnostics.diagnostics(file.uri)) {
        const offset = file.doc.offsetAt(diagnostic.range.start);
        let at: Placed | undefined = nodes[lastAtOrBefore(nodes, offset)];
        while (at && at.end <= offset) at = at.parent;
        if (at) (at.node.problems ??= []).push(problemOf(diagnostic));
      }
    }
  }
}

class TreeWalk {
  private readonly resolver: ReferenceResolver;
  private readonly references = new Map<PageEntry, SpecReference>();
  private readonly allowRemote: boolean;

  constructor(
    private readonly project: Project,
    private readonly root: DocsRoot,
    private readonly config: DocsConfig,
    private readonly shownPage: (uri: string) => ShownPage,
    private readonly pageUri: (file: string) => string,
    private readonly placed: Map<string, Placed[]>,
  ) {
    this.resolver = new ReferenceResolver(project, root, config);
    for (const ref of navigationReferences(config)) if (ref.entry) this.references.set(ref.entry, ref);
    this.allowRemote = project.settingsFor(root.uri).openapi.allowRemote;
  }

  entries(element: NavElement, id: string, parent: Placed | undefined): TreeNode[] {
    const nodes = entriesOf(element).map((entry, i) => {
      const childId = id === '' ? String(i) : `${id}.${i}`;
      return 'page' in entry ? this.page(entry.page, childId, parent) : this.element(entry.element, childId, parent);
    });
    if (nodes.length === 0 && element.kind !== 'navigation') nodes.push(...this.generated(element, id));
    return nodes;
  }

  private element(element: NavElement, id: string, parent: Placed | undefined): TreeNode {
    const n = element.node;
    const node: TreeNode = compact({
      id,
      kind: (element.kind === 'globalLink' && element.within
        ? COLLECTION_KINDS[element.within]
        : element.kind) as NavigationNodeKind,
      label: element.label?.trim() || capitalize(elementSpec(element.kind, element.within).title),
      icon: iconOf(property(n, 'icon')?.valueNode),
      tag: stringValue(property(n, 'tag')?.valueNode),
      hidden: property(n, 'hidden')?.valueNode?.node.value === true || undefined,
      href: stringValue(property(n, 'href')?.valueNode),
      path: stringValue(property(n, 'root')?.valueNode),
      ...this.entryOf(n),
    });
    const here = this.place(node, n.file.uri, n.node.offset, n.node.length, parent);
    const children = this.entries(element, id, here);
    if (children.length > 0) node.children = children;
    return node;
  }

  private page(page: PageEntry, id: string, parent: Placed | undefined): TreeNode {
    const n = page.node;
    const entry = this.entryOf(n);
    const node: TreeNode =
      page.kind === 'endpoint' ? this.endpointEntry(page, id, entry) : this.pageEntry(page, id, entry);
    this.place(node, n.file.uri, n.node.offset, n.node.length, parent);
    return node;
  }

  private pageEntry(page: PageEntry, id: string, entry: EntryFields): TreeNode {
    const file = findPageFile(this.root, page.value);
    const shown = file === undefined ? undefined : this.shownPage(this.pageUri(file));
    return compact({
      id,
      kind: 'page',
      label: shown?.label ?? page.value,
      icon: shown?.icon,
      tag: shown?.tag,
      hidden: shown?.hidden,
      method: shown?.method,
      path: page.value,
      file,
      ...entry,
    });
  }

  /** A page of an endpoint without a title of its own shows the operation's, as the platform does. */
  operationTitle(page: ParsedPage): string | undefined {
    const ref = pageReferences(page).find((r) => r.field === 'openapi');
    const resolution = ref && this.resolver.resolve(ref);
    return resolution?.status === 'found' && 'method' in resolution.target ? pageTitle(resolution.target) : undefined;
  }

  private endpointEntry(page: PageEntry, id: string, entry: EntryFields): TreeNode {
    const ref = this.references.get(page);
    const resolution = ref && this.resolver.resolve(ref);
    if (resolution?.status !== 'found' || !('method' in resolution.target))
      return compact({
        id,
        kind: 'endpoint',
        label: page.value,
        reference: page.value,
        method: methodOf(page.value),
        ...entry,
      });
    const op = resolution.target;
    const directory =
      inheritedSpecs(this.config, page.parent).find(
        (s) => specUri(this.project, this.root, s.source) === resolution.spec.uri,
      )?.directory ?? DEFAULT_OPENAPI_DIRECTORY;
    return compact({
      id,
      kind: 'endpoint',
      label: pageTitle(op),
      reference: page.value,
      method: badge(op),
      path: endpointPagePath(op, directory),
      operation: { uri: resolution.spec.uri, range: op.selection },
      ...entry,
    });
  }

  /** The pages the platform generates for an element's own `openapi`, grouped by first tag as it groups them. */
  private generated(element: NavElement, id: string): TreeNode[] {
    const groups = new Map<string, TreeNode[]>();
    for (const spec of ownSpecs(element)) {
      const uri = specUri(this.project, this.root, spec.source);
      if (uri === undefined) continue;
      const state = isRemoteSpec(uri)
        ? this.project.specs.getRemote(uri, this.allowRemote)
        : this.project.specs.get(uri);
      const index = state.lookup?.index;
      if (!index) continue;
      for (const { op, path } of endpointPagePaths([...index.operations, ...index.webhooks], spec.directory)) {
        const tag = op.tags[0]?.trim() || UNTAGGED_GROUP;
        let pages = groups.get(tag);
        if (!pages) groups.set(tag, (pages = []));
        pages.push({
          id: '',
          kind: 'endpoint',
          label: pageTitle(op),
          method: badge(op),
          path,
          generated: true,
          operation: { uri, range: op.selection },
        });
      }
    }
    return [...groups].map(([tag, pages], g) => {
      const groupId = `${id}.g${g}`;
      pages.forEach((page, i) => ((page as { id: string }).id = `${groupId}.${i}`));
      return { id: groupId, kind: 'group', label: tag, generated: true, children: pages };
    });
  }

  /** Where an entry is written: its range, and its file when that is not docs.json (a `$ref`). */
  private entryOf(n: JsonNode): EntryFields {
    return { [ENTRY]: n, entryUri: n.file.uri === this.config.configUri ? undefined : n.file.uri };
  }

  private place(node: TreeNode, uri: string, offset: number, length: number, parent: Placed | undefined): Placed {
    const here = { start: offset, end: offset + length, node, parent };
    let list = this.placed.get(uri);
    if (!list) this.placed.set(uri, (list = []));
    list.push(here);
    return here;
  }
}

function badge(op: OperationInfo): string {
  return op.webhook ? 'WEBHOOK' : op.method;
}

const METHOD = /^(?:\S+\s+)?(get|post|put|patch|delete|head|options|trace|webhook)\s/i;

/** The method of `[spec] METHOD /path` (or WEBHOOK). */
function methodOf(reference: string | undefined): string | undefined {
  return reference?.trim().match(METHOD)?.[1].toUpperCase();
}

/** `"icon": "book"` or `"icon": { "name": "book", "style": ... }`. */
function iconOf(value: JsonNode | undefined): string | undefined {
  return stringValue(value) ?? (value ? stringValue(property(value, 'name')?.valueNode) : undefined);
}

function shownKey(fields: readonly FrontmatterField[] | undefined): string {
  return JSON.stringify(SHOWN_FIELDS.map((key) => fields?.find((f) => f.key === key)?.value ?? null));
}

function problemOf(d: Diagnostic): NavigationProblem {
  return {
    severity: (d.severity ?? 1) as NavigationProblem['severity'],
    code: String(d.code ?? ''),
    message: d.message,
  };
}

/** Error and warning counts of a node and everything below it. */
function count(node: TreeNode): void {
  let errors = node.problems?.filter((p) => p.severity === 1).length ?? 0;
  let warnings = node.problems?.filter((p) => p.severity === 2).length ?? 0;
  for (const child of node.children ?? []) {
    count(child);
    errors += child.errors ?? 0;
    warnings += child.warnings ?? 0;
  }
  if (errors) node.errors = errors;
  if (warnings) node.warnings = warnings;
}

/** The index of the last node starting at or before `offset` (nodes sorted by start); -1 when none. */
function lastAtOrBefore(nodes: readonly Placed[], offset: number): number {
  let low = 0;
  let high = nodes.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (nodes[mid].start <= offset) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found;
}

/** Objects get a number the first time they are seen: a revision names the inputs a tree was built from. */
const identities = new WeakMap<object, number>();
let nextIdentity = 1;

function revisionOf(inputs: readonly unknown[]): string {
  return inputs
    .map((v) => {
      if (typeof v !== 'object' || v === null) return String(v);
      let id = identities.get(v);
      if (id === undefined) identities.set(v, (id = nextIdentity++));
      return `#${id}`;
    })
    .join(':');
}

/** Leaves out absent fields, so that the answer stays small on big sites. */
function compact<T extends object>(node: T): T {
  const result = {} as T;
  for (const key in node) if (node[key] !== undefined) result[key] = node[key];
  const entry = (node as TreeNode)[ENTRY];
  if (entry) (result as TreeNode)[ENTRY] = entry;
  return result;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
