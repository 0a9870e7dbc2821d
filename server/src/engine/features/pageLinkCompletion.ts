// Completion in link targets of a page (`](`, `href="`, `src="`, reference definitions, snippet imports): pages,
// media files, snippets and, after `#`, the anchors of the page named; a page item's title read when resolved.
import {
  CompletionItem,
  CompletionItemKind,
  CompletionList,
  MarkupKind,
  Position,
  Range,
  TextEdit,
} from 'vscode-languageserver-types';
import { LinkKind } from '../mdx';
import { escapeLinkPath } from '../mdx';
import { DocsRoot } from '../project';
import { fileUriOf, isPageFile, pageFiles } from '../project';
import { Project } from '../project';
import { isSnippet } from '../rules';
import { joinUri } from '../workspace';
import { escapeMarkdown } from './hover';
import { containsInOrder, MAX_PAGE_ITEMS } from './completion';
import { readDocument } from './documents';
import { PageAt, pageAt, resolve, titleOf } from './pageLinkTargets';

const MEDIA = /\.(png|jpe?g|gif|svg|webp|avif|ico|mp4|webm|mov)$/i;

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
