// Editing features inside page bodies: completion in link targets (`](`, `href="`, `src="`, reference definitions,
// snippet imports), hover, go to definition and document links to the file and the heading, references to a page
// or a heading, and the quick fixes of the link rules.
import {
  CodeAction,
  CodeActionKind,
  CompletionItem,
  CompletionItemKind,
  CompletionList,
  Diagnostic,
  DocumentLink,
  Hover,
  Location,
  LocationLink,
  MarkupKind,
  Position,
  Range,
  TextEdit,
  WorkspaceEdit,
} from 'vscode-languageserver-types';
import * as jsonc from 'jsonc-parser';
import { Fix } from '../findings';
import { TextDocument } from '../text';
import { fragmentForms } from '../mdx/anchorIds';
import { linkReadings, linksNaming, snippetImports } from '../rules/links/snippetReadings';
import { LinkKind, PageAnchor, PageLink } from '../mdx/content';
import { folderOf } from '../project/linkIndex';
import { escapeLinkPath, LinkTarget, parseLinkTarget } from '../mdx/linkTargets';
import { DocsRoot } from '../project/fileIndex';
import { fileUriOf, findPageFile, isPageFile, pageFiles, pagePathOf } from '../project/pagePaths';
import { Project } from '../project/project';
import { isSnippet } from '../rules/config/unreachable';
import { joinUri, joinUriInside, relativePath } from '../workspace';
import { escapeMarkdown } from './hover';
import { containsInOrder, MAX_PAGE_ITEMS } from './completion';
import { readDocument } from './documents';

const MEDIA = /\.(png|jpe?g|gif|svg|webp|avif|ico|mp4|webm|mov)$/i;

interface PageAt {
  readonly root: DocsRoot;
  readonly path: string;
}

function pageAt(project: Project, uri: string): PageAt | undefined {
  const root = project.index.rootOf(uri);
  const path = root && relativePath(root.uri, uri);
  return root && path !== undefined && isPageFile(path) ? { root, path } : undefined;
}

interface Resolved {
  /** The page or other file the link names (root-relative). */
  readonly file: string;
  readonly anchor?: PageAnchor;
}

/**
 * What a link names, as the site reads it: from its own page, or, in a snippet, from each file importing it (one
 * target per distinct reading; see rules/links/snippetReadings.ts), so that hover and definition agree with the check.
 */
function resolve(project: Project, at: PageAt, link: PageLink): Resolved[] {
  const importers = isSnippet(at.path) ? snippetImports(project.links, at.root, at.path) : [];
  const found: Resolved[] = [];
  for (const reading of linkReadings(at.root, at.path, link, importers)) {
    const resolved = resolveTarget(project, at.root, reading.from, reading.target);
    if (resolved && !found.some((f) => f.file === resolved.file && f.anchor === resolved.anchor)) found.push(resolved);
  }
  return found;
}

/** The file a link target read from the file `from` names, and the anchor there, if any. */
function resolveTarget(project: Project, root: DocsRoot, from: string, target: LinkTarget): Resolved | undefined {
  if (target.kind === 'external') return undefined;
  let file: string | undefined = from;
  if (target.kind === 'path') {
    if (target.path === undefined) return undefined;
    const path = target.path.replace(/\.mdx?$/, '');
    file = findPageFile(root, path) ?? (root.files.has(target.path) ? target.path : undefined);
    if (!file && target.fromFolder !== undefined) file = findPageFile(root, target.fromFolder);
  }
  if (!file) return undefined;
  const forms = target.fragment ? fragmentForms(target.fragment) : undefined;
  const anchors = project.bodies.get(joinUri(root.uri, file))?.content?.anchors ?? [];
  const anchor = forms ? anchors.find((a) => a.ids.some((id) => forms.includes(id))) : undefined;
  return { file, anchor };
}

function linkAt(project: Project, uri: string, position: Position): PageLink | undefined {
  return project.bodies
    .get(uri)
    ?.content?.links.find((link) => contains(link.range, position) && link.kind !== 'import');
}

export function contains(range: Range, p: Position): boolean {
  const after = p.line > range.start.line || (p.line === range.start.line && p.character >= range.start.character);
  const before = p.line < range.end.line || (p.line === range.end.line && p.character <= range.end.character);
  return after && before;
}

function sameRange(a: Range, b: Range): boolean {
  return contains(a, b.start) && contains(a, b.end) && contains(b, a.start) && contains(b, a.end);
}

function titleOf(project: Project, uri: string): { title?: string; description?: string } {
  const fields = project.frontmatter.get(uri)?.fields ?? [];
  const field = (key: string) => {
    const value = fields.find((f) => f.key === key)?.value;
    return typeof value === 'string' ? value : undefined;
  };
  return { title: field('title'), description: field('description') };
}

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

function targetRange(resolved: Resolved): Range {
  return resolved.anchor?.range ?? { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
}

export function pageLinkDefinition(project: Project, uri: string, position: Position): LocationLink[] {
  const at = pageAt(project, uri);
  const link = at && linkAt(project, uri, position);
  if (!at || !link) return [];
  return resolve(project, at, link).map((resolved) => ({
    originSelectionRange: link.range,
    targetUri: joinUri(at.root.uri, resolved.file),
    targetRange: targetRange(resolved),
    targetSelectionRange: targetRange(resolved),
  }));
}

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

/**
 * `written`: how a target is escaped there (a Markdown destination or an attribute value); `lineStart`: the pattern
 * reads the line from its start.
 */
const CONTEXTS: { pattern: RegExp; kind: 'link' | 'src' | 'import'; written?: LinkKind; lineStart?: true }[] = [
  { pattern: /!\[[^\]]*\]\(([^)\s]*)$/, kind: 'src' },
  { pattern: /\]\(([^)\s]*)$/, kind: 'link', written: 'link' },
  { pattern: /^\s*\[[^\]]+\]:\s*(\S*)$/, kind: 'link', written: 'definition', lineStart: true },
  { pattern: /\bhref=["']([^"']*)$/, kind: 'link', written: 'href' },
  { pattern: /\bsrc=["']([^"']*)$/, kind: 'src' },
  { pattern: /\bfrom\s*["']([^"']*)$/, kind: 'import' },
  { pattern: /^\s*import\s*["']([^"']*)$/, kind: 'import', lineStart: true },
];

/**
 * How much of the line before the cursor the patterns read: no link target is longer, and their work grows with the
 * square of what they read (at the end of a 440 KB line of `[x](`, 19 s).
 */
const CONTEXT_CHARACTERS = 1024;

/** Completion inside a link target; undefined when the cursor is not in one. */
export function completePageLink(project: Project, uri: string, position: Position): CompletionList | undefined {
  const at = pageAt(project, uri);
  const doc = at && readDocument(project, uri);
  if (!at || !doc) return undefined;
  const from = Math.max(0, position.character - CONTEXT_CHARACTERS);
  const line = doc.getText({ start: { line: position.line, character: from }, end: position });
  const context = CONTEXTS.filter((c) => from === 0 || !c.lineStart)
    .map((c) => ({ ...c, match: c.pattern.exec(line) }))
    .find((c) => c.match);
  if (!context?.match) return undefined;
  const typed = context.match[1];
  const range: Range = { start: { line: position.line, character: position.character - typed.length }, end: position };
  const hash = typed.indexOf('#');
  if (hash >= 0 && context.written) return anchorItems(project, at, typed.slice(0, hash), range, hash, context.written);
  const files =
    context.kind === 'import'
      ? [...at.root.files].filter(isSnippet).map((f) => candidate(`/${f}`, f))
      : context.kind === 'src'
        ? [...at.root.files].filter((f) => MEDIA.test(f)).map((f) => candidate(`/${f}`, f))
        : linkablePages(at.root);
  // filtered by what is typed before items are made: a large site has tens of thousands of pages
  const pattern = typed.toLowerCase();
  const matching: LinkCandidate[] = [];
  for (const file of files) {
    if (matching.length === MAX_PAGE_ITEMS) break;
    if (containsInOrder(file.lowerCaseLabel, pattern)) matching.push(file);
  }
  // a page's title is read when the editor resolves its item: reading the titles of up to a thousand pages here was
  // most of the time of a completion the first time in a folder (their frontmatter read and parsed)
  const items: CompletionItem[] = matching.map(({ label, file }) => ({
    label,
    kind: context.kind === 'link' ? CompletionItemKind.Reference : CompletionItemKind.File,
    textEdit: TextEdit.replace(range, label),
    ...(context.kind === 'link' ? { data: { root: at.root.uri, page: file } satisfies PageItemData } : {}),
  }));
  return { isIncomplete: files.length > MAX_PAGE_ITEMS, items };
}

/**
 * What a page item of link completion carries to its resolve: its docs root and the page's file there (as they are
 * at hand: making each page's URI cost as much as the rest of a completion the first time in a folder).
 */
interface PageItemData {
  readonly root: string;
  readonly page: string;
}

/**
 * A page item of link completion resolved: its title as detail, its description and file as documentation. Other
 * items, and items naming a page no longer in a docs root, come back as they are.
 */
export function resolvePageLinkItem(project: Project, item: CompletionItem): CompletionItem {
  const data = item.data as Partial<PageItemData> | null | undefined;
  const file = data?.page;
  const root = project.index.getRoots().find((r) => r.uri === data?.root);
  if (!root || typeof file !== 'string' || !isPageFile(file) || !root.files.has(file)) return item;
  const { title, description } = titleOf(project, fileUriOf(root, file));
  const documentation = [description && escapeMarkdown(description), `\`${file}\``].filter(Boolean).join('\n\n');
  return { ...item, detail: title, documentation: { kind: MarkupKind.Markdown, value: documentation } };
}

interface LinkCandidate {
  readonly label: string;
  readonly lowerCaseLabel: string;
  readonly file: string;
}

function candidate(label: string, file: string): LinkCandidate {
  return { label, lowerCaseLabel: label.toLowerCase(), file };
}

const linkable = new WeakMap<DocsRoot, { readonly revision: number; readonly candidates: LinkCandidate[] }>();

/**
 * The pages a link can name (snippets left out), as a link writes them: made once per revision of the root's files,
 * not on every keystroke (25 000 labels built and lower-cased were most of the time of a completion).
 */
function linkablePages(root: DocsRoot): LinkCandidate[] {
  const known = linkable.get(root);
  if (known?.revision === root.revision) return known.candidates;
  const candidates = pageFiles(root)
    .filter((p) => !isSnippet(p.file))
    .map((p) => candidate(`/${p.path.replace(/(^|\/)index$/, '')}`, p.file));
  linkable.set(root, { revision: root.revision, candidates });
  return candidates;
}

function anchorItems(
  project: Project,
  at: PageAt,
  page: string,
  range: Range,
  hash: number,
  written: LinkKind,
): CompletionList {
  // in a snippet, `#` names the anchors of the page showing it (the first importer's)
  const [target] = resolve(project, at, { kind: 'link', target: page === '' ? '#' : page, range });
  const file = target?.file;
  const anchors = file ? (project.bodies.get(joinUri(at.root.uri, file))?.content?.anchors ?? []) : [];
  const fragmentRange = {
    start: { line: range.start.line, character: range.start.character + hash + 1 },
    end: range.end,
  };
  return {
    isIncomplete: false,
    items: anchors
      .filter((anchor) => anchor.ids.length > 0)
      .map((anchor, i) => ({
        label: `#${anchor.ids[0]}`,
        filterText: anchor.ids[0],
        kind: CompletionItemKind.Reference,
        detail: anchor.kind === 'heading' ? `${'#'.repeat(anchor.depth ?? 2)} ${anchor.text}` : anchor.text,
        sortText: String(i).padStart(5, '0'),
        textEdit: TextEdit.replace(fragmentRange, escapeLinkPath(written, anchor.ids[0])),
      })),
  };
}

/**
 * Quick fixes of a link to no page: the closest page (anchor and query kept), create the page (inside the docs root
 * only), add a redirect to docs.json.
 */
export function missingPageLinkFixes(
  project: Project,
  uri: string,
  doc: TextDocument,
  diagnostic: Diagnostic,
  data: Fix<'missingPageLink'>,
): CodeAction[] {
  const at = pageAt(project, uri);
  if (!at) return [];
  const actions: CodeAction[] = [];
  const fix = (title: string, edit: WorkspaceEdit, isPreferred = false) =>
    actions.push({ title, kind: CodeActionKind.QuickFix, diagnostics: [diagnostic], edit, isPreferred });
  const { path, suggestion } = data;
  const suffix = /[#?].*$/.exec(doc.getText(diagnostic.range))?.[0] ?? '';
  // written as the link's kind needs it (a page file may be named `my page (v2).mdx`), as rename edits write paths
  const kind = project.bodies.get(uri)?.content?.links.find((l) => sameRange(l.range, diagnostic.range))?.kind;
  if (suggestion)
    fix(
      `Change to ${suggestion}`,
      { changes: { [uri]: [TextEdit.replace(diagnostic.range, escapeLinkPath(kind ?? 'link', suggestion) + suffix)] } },
      true,
    );
  const create = joinUriInside(at.root.uri, `${path}.mdx`);
  if (create !== undefined && project.workspace.version(create) === undefined)
    fix(`Create ${path}.mdx`, {
      documentChanges: [
        { kind: 'create', uri: create, options: { ignoreIfExists: true } },
        {
          textDocument: { uri: create, version: null },
          edits: [
            TextEdit.insert({ line: 0, character: 0 }, `---\ntitle: ${JSON.stringify(titleFromPath(path))}\n---\n\n`),
          ],
        },
      ],
    });
  const redirect = suggestion && redirectEdit(project, at.root, `/${path}`, suggestion);
  if (redirect) fix(`Add a redirect from /${path} to ${suggestion} in docs.json`, redirect);
  return actions;
}

function titleFromPath(path: string): string {
  const last = path.slice(path.lastIndexOf('/') + 1).replace(/[-_]+/g, ' ');
  return last.charAt(0).toUpperCase() + last.slice(1);
}

function redirectEdit(
  project: Project,
  root: DocsRoot,
  source: string,
  destination: string,
): WorkspaceEdit | undefined {
  const doc = readDocument(project, root.configUri, 'json');
  if (!doc) return undefined;
  const text = doc.getText();
  const tree = jsonc.parseTree(text);
  if (!tree || tree.type !== 'object') return undefined;
  const existing = jsonc.findNodeAtLocation(tree, ['redirects']);
  const at = existing?.type === 'array' ? ['redirects', existing.children?.length ?? 0] : ['redirects'];
  const value = existing?.type === 'array' ? { source, destination } : [{ source, destination }];
  const indent = /\n([ \t]+)\S/.exec(text)?.[1] ?? '  ';
  const edits = jsonc.modify(text, at, value, {
    isArrayInsertion: existing?.type === 'array',
    formattingOptions: { insertSpaces: !indent.startsWith('\t'), tabSize: indent.startsWith('\t') ? 1 : indent.length },
  });
  return {
    changes: {
      [root.configUri]: edits.map((e) =>
        TextEdit.replace({ start: doc.positionAt(e.offset), end: doc.positionAt(e.offset + e.length) }, e.content),
      ),
    },
  };
}
