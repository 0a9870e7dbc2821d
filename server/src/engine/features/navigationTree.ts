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
import { JsonNode, nodeRange, property, stringValue } from '../docsjson';
import { DocsConfig, NavElement, PageEntry } from '../docsjson';
import { COLLECTION_KINDS, elementSpec } from '../docsjson';
import { ParsedPage } from '../project';
import { FrontmatterField } from '../frontmatter';
import { DocsRoot } from '../project';
import { fileUriOf, findPageFile } from '../project';
import { Project } from '../project';
import { DEFAULT_OPENAPI_DIRECTORY, endpointPagePath, endpointPagePaths } from '../siteSpecs';
import { pageTitle } from '../siteSpecs';
import { allNavigationSpecs, inheritedSpecs, ownSpecs, specUri } from '../siteSpecs';
import { navigationReferences, pageReferences, SpecReference } from '../siteSpecs';
import { isRemoteSpec } from '../openapiDocument';
import { ReferenceResolver } from '../siteSpecs';
import { OperationInfo } from '../openapiDocument';
import { DiagnosticsComputer } from './diagnostics';

/** Operations of one `openapi` element without a tag are grouped under this label on the platform. */
export const UNTAGGED_GROUP = 'API Reference';

/** Frontmatter fields the sidebar shows. */
const SHOWN_FIELDS = ['sidebarTitle', 'title', 'icon', 'tag', 'hidden', 'openapi'] as const;

/** An entry of an element in the order written: a child element or a page entry. */
export type NavEntry = { readonly element: NavElement } | { readonly page: PageEntry };

/** An element's groups (or other children) and pages in the order they are written. */
export function entriesOf(element: NavElement): NavEntry[] {
  if (element.children.length === 0) return element.pages.map((page) => ({ page }));
  if (element.pages.length === 0) return element.children.map((child) => ({ element: child }));
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

/** A row as built, before it is sent: its entry still a syntax node, its children (generated pages) built too. */
type BuiltNode = Omit<NavigationNode, 'entry' | 'children'> & { [ENTRY]?: JsonNode; children?: BuiltNode[] };

/**
 * An entry of the navigation in its place, with the problems on it and the counts of everything below (offsets
 * only: no file lookup, no title), so that counts are exact while rows are built only for the nodes a request sends.
 * An element's slots below it are made when first asked for: by a request, or by a problem placed below it.
 */
interface Slot {
  readonly entry: NavEntry;
  readonly id: string;
  /** Where the entry is written in its file. */
  readonly start: number;
  readonly end: number;
  readonly parent: Slot | undefined;
  /** Made by `childrenOf`. */
  children?: readonly Slot[];
  problems?: NavigationProblem[];
  errors: number;
  warnings: number;
}

type Item = Slot | BuiltNode;

const NO_SLOTS: readonly Slot[] = [];

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

function isSlot(item: Item): item is Slot {
  return 'entry' in item;
}

/** Switchers (languages, versions, products) choose a whole navigation: they are sent with what they hold. */
const SWITCHERS: ReadonlySet<string> = new Set(['language', 'version', 'product']);

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
  readonly revision: string;
  readonly tree: NavigationTree | undefined;
}

/**
 * Answers the tree of a docs root, or the part of it a client asks for, and keeps what it built until something it
 * shows changes: the model (docs.json and the files it pulls in), the files of the root, the settings, a spec, or
 * what a page shows. Rows are built only for the nodes sent (a 10 000-page site opens with its tabs and groups, and
 * an edit of docs.json costs a walk over the entries' offsets, not 10 000 rows); what a page shows is kept by page
 * across rebuilds. Pages are not asked for their version on every request (a stat per page on 10 000 pages): a page is
 * read again when it is reported changed.
 */
export class NavigationTreeBuilder {
  private readonly shown = new Map<string, ShownPage>();
  private readonly memos = new Map<string, Memo>();
  private pagesEpoch = 0;
  private readonly sources = new WeakMap<DocsConfig, readonly string[]>();

  constructor(
    private readonly project: Project,
    private readonly diagnostics: DiagnosticsComputer,
  ) {}

  /** The nodes below `parent` (default: the top), `depth` levels deep (see NavigationTreeParams). */
  build(root: DocsRoot, parent = '', depth?: number): NavigationRoot {
    const { revision, tree } = this.memo(root);
    const levels = depth === undefined ? Infinity : Math.max(1, Math.floor(depth));
    return { uri: root.uri, configUri: root.configUri, revision, children: tree?.part(parent, levels) ?? [] };
  }

  private memo(root: DocsRoot): Memo {
    const built = this.project.config(root);
    const config = built?.config;
    const specs = config ? this.specSources(config).map((source) => this.specLookup(root, source)) : [];
    const inputs = [
      built,
      this.project.index.generation,
      this.project.settingsFor(root.uri),
      this.pagesEpoch,
      ...specs,
    ];
    const memo = this.memos.get(root.uri);
    if (memo && memo.inputs.length === inputs.length && memo.inputs.every((v, i) => v === inputs[i])) return memo;
    const tree = config?.navigation
      ? new NavigationTree(
          this.project,
          root,
          config,
          config.navigation,
          // remembered per root (joining a URI costs more than the rest of a page's row)
          (file) => fileUriOf(root, file),
          (uri, tree) => this.shownPage(uri, tree),
        )
      : undefined;
    tree?.attachProblems(this.diagnostics);
    const fresh = { inputs, revision: revisionOf(inputs), tree };
    this.memos.set(root.uri, fresh);
    return fresh;
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

  private shownPage(uri: string, tree: NavigationTree): ShownPage {
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
      label: text('sidebarTitle') ?? text('title') ?? (page && text('openapi') ? tree.operationTitle(page) : undefined),
      icon: text('icon'),
      tag: text('tag'),
      hidden: fields?.find((f) => f.key === 'hidden')?.value === true || undefined,
      method: methodOf(text('openapi')),
    });
    this.shown.set(uri, shown);
    return shown;
  }

  /** The `openapi` sources of a model, found once per model (a walk over every element). */
  private specSources(config: DocsConfig): readonly string[] {
    let sources = this.sources.get(config);
    if (!sources) this.sources.set(config, (sources = allNavigationSpecs(config).map((s) => s.source)));
    return sources;
  }

  private specLookup(root: DocsRoot, source: string): unknown {
    const uri = specUri(this.project, root, source);
    if (uri === undefined) return undefined;
    const allowRemote = this.project.settingsFor(root.uri).openapi.allowRemote;
    return (isRemoteSpec(uri) ? this.project.specs.getRemote(uri, allowRemote) : this.project.specs.get(uri)).lookup;
  }
}

/** The tree of one build of the model: the slots of its entries made so far, and the rows built so far. */
class NavigationTree {
  private readonly top: Slot;
  private readonly rows = new Map<Slot, BuiltNode>();
  private readonly generatedRows = new Map<Slot, BuiltNode[]>();
  private lazyResolver?: ReferenceResolver;
  private lazyReferences?: Map<PageEntry, SpecReference>;
  private readonly allowRemote: boolean;

  constructor(
    private readonly project: Project,
    private readonly root: DocsRoot,
    private readonly config: DocsConfig,
    navigation: NavElement,
    private readonly pageUri: (file: string) => string,
    private readonly shownPage: (uri: string, tree: NavigationTree) => ShownPage,
  ) {
    this.allowRemote = project.settingsFor(root.uri).openapi.allowRemote;
    this.top = this.slot({ element: navigation }, '', undefined);
  }

  private slot(entry: NavEntry, id: string, parent: Slot | undefined): Slot {
    const { node } = nodeOf(entry);
    return { entry, id, start: node.offset, end: node.offset + node.length, parent, errors: 0, warnings: 0 };
  }

  /** The slots of the entries below an element's, made once (none below a page). */
  private childrenOf(slot: Slot): readonly Slot[] {
    if (slot.children) return slot.children;
    const entries = 'element' in slot.entry ? entriesOf(slot.entry.element) : [];
    slot.children =
      entries.length === 0
        ? NO_SLOTS
        : entries.map((child, i) => this.slot(child, slot.id === '' ? String(i) : `${slot.id}.${i}`, slot));
    return slot.children;
  }

  /** Each problem of docs.json and its files on the innermost entry holding it, counted up the tree. */
  attachProblems(diagnostics: DiagnosticsComputer): void {
    if (this.config.files.length === 1) {
      // one file: each problem is found from the top down, making only the slots on its way
      const file = this.config.files[0];
      const placed = diagnostics.diagnostics(file.uri).map((d) => {
        const at = this.innermostAt(file.doc.offsetAt(d.range.start));
        return at === null ? undefined : { at, diagnostic: d };
      });
      if (!placed.includes(undefined)) {
        for (const p of placed) if (p?.at) this.addProblem(p.at, p.diagnostic);
        return;
      }
    }
    this.placeEverySlot(diagnostics);
  }

  /**
   * The innermost slot whose entry holds `offset` in docs.json (the navigation's own slot once past the start of its
   * first entry); undefined when there is none; null when entries are not in the order of their offsets (a file
   * pulled in with `$ref`), where the walk down cannot be used.
   */
  private innermostAt(offset: number): Slot | undefined | null {
    let holder: Slot | undefined;
    for (let slot = this.top; ;) {
      const children = this.childrenOf(slot);
      if (children.some((child, i) => i > 0 && children[i - 1].start > child.start)) return null;
      const at = lastAtOrBefore(children, offset);
      if (at < 0) return slot === this.top ? undefined : slot;
      holder = slot;
      if (offset >= children[at].end) break;
      slot = children[at];
    }
    return holder === this.top && offset >= this.top.end ? undefined : holder;
  }

  /** Every slot made, and each problem placed on the innermost one holding it, file by file. */
  private placeEverySlot(diagnostics: DiagnosticsComputer): void {
    const placed = new Map<string, Slot[]>();
    const place = (slot: Slot) => {
      for (const child of this.childrenOf(slot)) {
        const uri = nodeOf(child.entry).file.uri;
        let list = placed.get(uri);
        if (!list) placed.set(uri, (list = []));
        list.push(child);
        place(child);
      }
    };
    place(this.top);
    for (const file of this.config.files) {
      const slots = placed.get(file.uri);
      if (!slots) continue;
      // written in order within one file: sorted already, unless `$ref`s bring a file in twice
      if (slots.some((slot, i) => i > 0 && slots[i - 1].start > slot.start)) slots.sort((a, b) => a.start - b.start);
      for (const diagnostic of diagnostics.diagnostics(file.uri)) {
        const offset = file.doc.offsetAt(diagnostic.range.start);
        let at: Slot | undefined = slots[lastAtOrBefore(slots, offset)];
        // leaving the file: the problem lies in what the entry above pulls in with `$ref`
        while (at && nodeOf(at.entry).file === file && at.end <= offset) at = at.parent;
        if (at) this.addProblem(at, diagnostic);
      }
    }
  }

  private addProblem(at: Slot, diagnostic: Diagnostic): void {
    const problem = problemOf(diagnostic);
    (at.problems ??= []).push(problem);
    for (let up: Slot | undefined = at; up; up = up.parent) {
      if (problem.severity === 1) up.errors++;
      else if (problem.severity === 2) up.warnings++;
    }
  }

  /** The nodes below the node `parentId`, `depth` levels deep; nothing when no node has that id (any more). */
  part(parentId: string, depth: number): NavigationNode[] {
    let item: Item | undefined = this.top;
    let id = '';
    if (parentId !== '')
      for (const part of parentId.split('.')) {
        id = id === '' ? part : `${id}.${part}`;
        item = item && this.below(item)[Number(part.replace(/^g/, ''))];
        if (item?.id !== id) item = undefined;
      }
    return item ? this.send(this.below(item), depth) : [];
  }

  private send(items: readonly Item[], depth: number): NavigationNode[] {
    return items.map((item) => {
      // one copy per node sent: the kept row stays as it is for the next request
      const { children: _children, [ENTRY]: entry, ...node } = isSlot(item) ? this.row(item) : item;
      const sent = node as Mutable<NavigationNode>;
      if (entry) sent.entry = nodeRange(entry);
      const below = this.below(item);
      if (below.length === 0) return sent;
      if (SWITCHERS.has(sent.kind)) sent.children = this.send(below, depth);
      else if (depth > 1) sent.children = this.send(below, depth - 1);
      else sent.childCount = below.length;
      return sent;
    });
  }

  /** What the tree shows below an item: the entries as written, or the pages the platform generates from a spec. */
  private below(item: Item): readonly Item[] {
    if (!isSlot(item)) return item.children ?? [];
    const children = this.childrenOf(item);
    if (children.length > 0 || !('element' in item.entry) || item.parent === undefined) return children;
    let generated = this.generatedRows.get(item);
    if (!generated) this.generatedRows.set(item, (generated = this.generated(item.entry.element, item.id)));
    return generated;
  }

  private row(slot: Slot): BuiltNode {
    let row = this.rows.get(slot);
    if (row) return row;
    const entry = slot.entry;
    row = 'element' in entry ? this.element(entry.element, slot.id) : this.page(entry.page, slot.id);
    const counted = row as Mutable<BuiltNode>;
    if (slot.problems) counted.problems = slot.problems;
    if (slot.errors) counted.errors = slot.errors;
    if (slot.warnings) counted.warnings = slot.warnings;
    this.rows.set(slot, row);
    return row;
  }

  private get resolver(): ReferenceResolver {
    return (this.lazyResolver ??= new ReferenceResolver(this.project, this.root, this.config));
  }

  private get references(): Map<PageEntry, SpecReference> {
    if (!this.lazyReferences) {
      this.lazyReferences = new Map();
      for (const ref of navigationReferences(this.config)) if (ref.entry) this.lazyReferences.set(ref.entry, ref);
    }
    return this.lazyReferences;
  }

  private element(element: NavElement, id: string): BuiltNode {
    const n = element.node;
    return compact({
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
  }

  private page(page: PageEntry, id: string): BuiltNode {
    const entry = this.entryOf(page.node);
    return page.kind === 'endpoint' ? this.endpointEntry(page, id, entry) : this.pageEntry(page, id, entry);
  }

  private pageEntry(page: PageEntry, id: string, entry: EntryFields): BuiltNode {
    const file = findPageFile(this.root, page.value);
    const shown = file === undefined ? undefined : this.shownPage(this.pageUri(file), this);
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

  private endpointEntry(page: PageEntry, id: string, entry: EntryFields): BuiltNode {
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
  private generated(element: NavElement, id: string): BuiltNode[] {
    const groups = new Map<string, BuiltNode[]>();
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
}

function nodeOf(entry: NavEntry): JsonNode {
  return 'page' in entry ? entry.page.node : entry.element.node;
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

/** The index of the last node starting at or before `offset` (nodes sorted by start); -1 when none. */
function lastAtOrBefore(slots: readonly Slot[], offset: number): number {
  let low = 0;
  let high = slots.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (slots[mid].start <= offset) {
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
  const entry = (node as BuiltNode)[ENTRY];
  if (entry) (result as BuiltNode)[ENTRY] = entry;
  return result;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
