// Rename symbol on a heading of a page: the heading's text changes, and so does every link to its anchor (`#old` in
// the page and in the snippets it imports, `page#old` in every page and snippet of the site, `href`s and redirect
// destinations in docs.json), to the id the platform gives the new text. Refused, with the reason, where links could
// not follow: an id written explicitly or made by a component, a heading whose text holds JSX or an expression,
// another heading with the same text (the platform numbers them in order: `#x`, `#x-2`), a new id another anchor of
// the page already has, a snippet whose `#old` is also read on a page without the heading. A snippet's relative
// `page#old` links are read from its own folder, as the link index reads them for file renames too.
import type { Nodes } from 'mdast';
import { Position, Range, TextEdit, WorkspaceEdit } from 'vscode-languageserver-types';
import { jsonStringContent, property, stringContentRange, stringValue } from '../docsjson';
import { redirectEntries } from '../docsjson';
import { decodeFragment, fragmentForms, headingSlug, renderedId, typeset } from '../mdx';
import { LinkKind, PageAnchor, pageContent, typesetHeadingText } from '../mdx';
import { escapeLinkPath, parseLinkTarget } from '../mdx';
import { parseMdx, typesetHeadings } from '../mdx';
import { frontmatterLength } from '../frontmatter';
import { DocsRoot } from '../project';
import { folderOf } from '../project';
import { findPageFile, isPageFile, pagePathOf } from '../project';
import { Project } from '../project';
import { isSnippet } from '../rules';
import { pageAnchors } from '../rules';
import { importerReadSnippetLinks, LinkReading, linkKey } from '../rules';
import { joinUri, relativePath } from '../workspace';
import { TextDocument } from '../text';
import { readDocument } from './documents';
import { contains } from './pageLinkTargets';
import { closingSequenceStart } from '../mdx';

/** Why a rename cannot be done, in words for the user. */
export interface RenameRefusal {
  readonly refused: string;
}

export interface HeadingRenameTarget {
  /** The heading's text as written (without the `#` marks). */
  readonly range: Range;
  readonly placeholder: string;
}

interface HeadingAt {
  readonly root: DocsRoot;
  readonly file: string;
  readonly doc: TextDocument;
  readonly anchor: PageAnchor;
  readonly textRange: Range;
}

/** How deep snippets import snippets before the search for the pages showing a heading stops. */
const MAX_SNIPPET_DEPTH = 4;

/** The heading at the position and what can be renamed there; undefined when the position is on no anchor. */
export function prepareHeadingRename(
  project: Project,
  uri: string,
  position: Position,
): HeadingRenameTarget | RenameRefusal | undefined {
  const at = headingAt(project, uri, position);
  if (!at || 'refused' in at) return at;
  return { range: at.textRange, placeholder: at.doc.getText(at.textRange) };
}

export function renameHeading(
  project: Project,
  uri: string,
  position: Position,
  newName: string,
): WorkspaceEdit | RenameRefusal | undefined {
  const at = headingAt(project, uri, position);
  if (!at || 'refused' in at) return at;
  const heading = readHeading(newName);
  if ('refused' in heading) return heading;
  const written = isSetext(at) ? withoutBlockStart(newName) : newName;
  const parsed = { id: idInPage(at, written, heading.text) };
  const changes: Record<string, TextEdit[]> = { [uri]: [TextEdit.replace(at.textRange, written)] };
  const oldIds = new Set(at.anchor.ids);
  // a `#####` heading has no id: no link to follow, only its text changes
  if (oldIds.size === 0 || oldIds.has(parsed.id)) return { changes };
  const pages = renderingPages(project, at.root, at.file);
  for (const page of pages) {
    const taken = otherIds(project, at, page);
    if (taken.has(parsed.id))
      return {
        refused:
          `\`#${parsed.id}\` is already an id on ${page === at.file ? 'this page' : `/${pagePathOf(page)}`}: ` +
          'links to it would reach two places. Choose other words.',
      };
  }
  // the id as each link must spell it to be read back as that id: escaped for a Markdown target or an attribute
  // (an id keeps a heading's `\`, `%`, quotes), and as JSON string content in docs.json
  const edited = new Set<string>();
  const edit = (linkUri: string, range: Range, kind: LinkKind | 'config') => {
    const doc = linkUri === uri ? at.doc : readDocument(project, linkUri, linkUri.endsWith('.json') ? 'json' : 'mdx');
    const fragment = doc && fragmentRange(doc, range);
    const id =
      kind === 'config' ? jsonStringContent(escapeLinkPath('href', parsed.id)) : escapeLinkPath(kind, parsed.id);
    // a file pulled in twice with `$ref` holds its links once: each is edited once
    const key = fragment && `${linkUri} ${JSON.stringify(fragment)}`;
    if (fragment && !edited.has(key!)) {
      edited.add(key!);
      (changes[linkUri] ??= []).push(TextEdit.replace(fragment, id));
    }
  };
  const links = (fragment: string | undefined) =>
    fragment !== undefined && fragmentForms(fragment).some((form) => oldIds.has(form));
  const sameFileLinks = (file: string) =>
    (project.bodies.get(joinUri(at.root.uri, file))?.content?.links ?? []).filter((link) => {
      const target = parseLinkTarget(link.target, folderOf(file));
      return target.kind === 'same-page' && links(target.fragment);
    });
  // `#old` in a snippet a showing page imports is read on the pages showing the snippet: it follows the heading only
  // where each of them shows the heading too (else the same link would lead elsewhere on another page)
  const shown = new Set(pages);
  const imported = importedFiles(project, at.root, pages).filter((file) => sameFileLinks(file).length > 0);
  for (const file of imported) {
    const elsewhere = renderingPages(project, at.root, file).find((page) => !shown.has(page) && !isSnippet(page));
    if (elsewhere !== undefined)
      return {
        refused:
          `\`#${at.anchor.ids[0]}\` in ${file} is also shown on /${pagePathOf(elsewhere)}, which does not show this ` +
          'heading: that link would change there too. Edit it by hand, then rename.',
      };
  }
  // `page#old` in a snippet is read from each file importing it (as the link check reads it): it follows the heading
  // only where every importer reads it as a link to the heading's page
  const snippetLinks = importerReadSnippetLinks(project, at.root);
  const toHeading = ({ target }: LinkReading) =>
    target.kind === 'path' &&
    links(target.fragment) &&
    pages.some((page) => [target.path, target.fromFolder].some((path) => path && pageNames(page).includes(path)));
  const followed = snippetLinks.filter((snippetLink) => snippetLink.readings.some(toHeading));
  for (const { path, link, readings } of followed) {
    const elsewhere = readings.find((reading) => !toHeading(reading));
    if (elsewhere)
      return {
        refused:
          `\`${link.target.trim()}\` in ${path} leads to this heading from ${readings.find(toHeading)!.from} but ` +
          `elsewhere from ${elsewhere.from}, which also imports it: that link would change there too. Edit it by ` +
          'hand (or write it from the docs root), then rename.',
      };
  }
  const importerRead = new Set(snippetLinks.map((l) => linkKey(joinUri(at.root.uri, l.path), l.link)));
  const configNodes = configLinks(project, at.root);
  for (const { path, link } of followed) edit(joinUri(at.root.uri, path), link.range, link.kind);
  for (const file of imported)
    for (const link of sameFileLinks(file)) edit(joinUri(at.root.uri, file), link.range, link.kind);
  for (const page of pages) {
    const pageUri = joinUri(at.root.uri, page);
    for (const link of project.links.linksTo(at.root, pageNames(page)))
      if (
        link.link.kind !== 'import' &&
        link.target.kind === 'path' &&
        links(link.target.fragment) &&
        !importerRead.has(linkKey(link.uri, link.link))
      )
        edit(link.uri, link.link.range, link.link.kind);
    for (const link of sameFileLinks(page)) edit(pageUri, link.range, link.kind);
    for (const node of configNodes) {
      const value = stringValue(node)!;
      const hash = value.indexOf('#');
      const path = value.slice(0, hash).split('?')[0];
      if (hash > 0 && links(decodeFragment(value.slice(hash + 1))) && findPageFile(at.root, path) === page)
        edit(node.file.uri, stringContentRange(node), 'config');
    }
  }
  return { changes };
}

function headingAt(project: Project, uri: string, position: Position): HeadingAt | RenameRefusal | undefined {
  const root = project.index.rootOf(uri);
  const file = root && relativePath(root.uri, uri);
  const content = file !== undefined && isPageFile(file) ? project.bodies.get(uri)?.content : undefined;
  const anchor = content?.anchors.find((a) => contains(a.range, position));
  const doc = anchor && readDocument(project, uri);
  if (!root || !file || !content || !anchor || !doc) return undefined;
  if (anchor.kind === 'id')
    return {
      refused: `This id is written explicitly (\`${anchor.ids[0]}\`): links to it do not change with the text.`,
    };
  if (anchor.kind === 'component')
    return { refused: 'This id comes from a component attribute: edit the attribute (links to it are not renamed).' };
  const textRange = headingTextRange(doc, anchor.range);
  const written = readHeading(doc.getText(textRange));
  if ('refused' in written) return { refused: 'This heading holds JSX or an expression: its id cannot be told.' };
  const slug = headingSlug(typeset(anchor.text));
  const base = renderedId(slug);
  const twins = content.anchors.filter(
    (a) => a.kind === 'heading' && a.ids.length > 0 && headingSlug(typeset(a.text)) === slug,
  );
  if (anchor.ids.length > 0 && twins.length > 1)
    return {
      refused:
        `${twins.length} headings on this page read "${anchor.text}" (\`#${base}\`, \`#${base}-2\`, ...): ` +
        'renaming one would change which one the links reach.',
    };
  return { root, file, doc, anchor, textRange };
}

/** A heading written as `text`: its text as the platform reads it, or why its id cannot be told. */
function readHeading(text: string): { text: string } | RenameRefusal {
  if (/[\r\n]/.test(text)) return { refused: 'A heading is one line: the new name may not hold a line break.' };
  if (text.trim() === '') return { refused: 'A heading needs text.' };
  const source = `## ${text}\n`;
  const parse = parseMdx(source, 0);
  if (!parse.tree) return { refused: `The new heading does not parse as MDX: ${parse.error.message}` };
  const [heading, ...rest] = parse.tree.children;
  if (heading?.type !== 'heading' || rest.length > 0 || holdsJsxOrExpression(heading))
    return { refused: 'The new heading may not hold JSX or an expression: its id could not be told.' };
  const [anchor] = pageContent(source, 0, parse.tree).anchors;
  const id = anchor?.ids[0];
  if (!id || !/[\p{L}\p{N}]/u.test(id))
    return { refused: `"${text}" gives the heading no id (no letter or digit): links could not reach it.` };
  return { text: anchor.text };
}

/**
 * The id of the heading once its text reads `newName` (`title` the text of that Markdown): typeset as the platform
 * typesets it on its page, where the text before a quote opening the heading decides which way it curls.
 */
function idInPage(at: HeadingAt, newName: string, title: string): string {
  const { doc, anchor, textRange } = at;
  const [textStart, textEnd] = [doc.offsetAt(textRange.start), doc.offsetAt(textRange.end)];
  const text = doc.getText();
  const renamed = text.slice(0, textStart) + newName + text.slice(textEnd);
  const start = doc.offsetAt(anchor.range.start);
  const end = doc.offsetAt(anchor.range.end) + newName.length - (textEnd - textStart);
  const inPage = () => typesetHeadings(renamed, frontmatterLength(renamed)) ?? new Map<number, string>();
  return renderedId(headingSlug(typesetHeadingText(renamed, title, start, end, inPage)));
}

/** A setext heading (text over a `===` or `---` line), whose text starts a line of its own. */
function isSetext(at: HeadingAt): boolean {
  return !/^ {0,3}#/.test(at.doc.getText(at.anchor.range));
}

/**
 * Text that starts a line of a setext heading without starting another block there: a leading `#`, `>`, list marker
 * or `=` is escaped (`\- item`, `1\. Step`), which the heading shows (and its id reads) as written.
 */
function withoutBlockStart(text: string): string {
  const start = /^([ \t]*)(?:([#>+*=-])|(\d{1,9})([.)]))/.exec(text);
  if (!start) return text;
  const [whole, indent, marker, digits, delimiter] = start;
  const escaped = marker ? `\\${marker}` : `${digits}\\${delimiter}`;
  return indent + escaped + text.slice(whole.length);
}

function holdsJsxOrExpression(node: Nodes): boolean {
  return node.type.startsWith('mdx') || ('children' in node && node.children.some(holdsJsxOrExpression));
}

/** The heading's text: after the `#` marks of an ATX heading (before a closing sequence), or the setext lines. */
function headingTextRange(doc: TextDocument, range: Range): Range {
  const start = doc.offsetAt(range.start);
  const source = doc.getText(range);
  const atx = /^ {0,3}#{1,6}[ \t]*/.exec(source);
  if (atx) {
    const end = closingSequenceStart(source);
    return { start: doc.positionAt(start + atx[0].length), end: doc.positionAt(start + Math.max(end, atx[0].length)) };
  }
  const underline = source.search(/\r?\n[ \t]*[=-]+[ \t]*$/);
  const indent = /^[ \t]*/.exec(source)![0].length;
  return {
    start: doc.positionAt(start + indent),
    end: doc.positionAt(start + (underline < 0 ? source.length : underline)),
  };
}

/** The pages a heading of `file` is shown on: the file, and the pages importing it (a snippet), transitively. */
function renderingPages(project: Project, root: DocsRoot, file: string): string[] {
  const pages = new Set([file]);
  let level = [file];
  for (let depth = 0; depth < MAX_SNIPPET_DEPTH && level.length > 0; depth++) {
    const importers = project.links
      .linksTo(root, level.flatMap(pageNames))
      .filter((link) => link.link.kind === 'import')
      .map((link) => relativePath(root.uri, link.uri))
      .filter((page): page is string => page !== undefined && !pages.has(page));
    level = [...new Set(importers)];
    for (const page of level) pages.add(page);
  }
  return [...pages];
}

/** The files the pages import (snippets), transitively, other than the pages themselves. */
function importedFiles(project: Project, root: DocsRoot, pages: readonly string[]): string[] {
  const seen = new Set(pages);
  const found: string[] = [];
  let level = [...pages];
  for (let depth = 0; depth < MAX_SNIPPET_DEPTH && level.length > 0; depth++) {
    const next: string[] = [];
    for (const page of level)
      for (const link of project.bodies.get(joinUri(root.uri, page))?.content?.links ?? []) {
        const target = link.kind === 'import' ? parseLinkTarget(link.target, folderOf(page)) : undefined;
        const file = target?.kind === 'path' ? target.path : undefined;
        if (file === undefined || seen.has(file) || !root.files.has(file) || !isPageFile(file)) continue;
        seen.add(file);
        next.push(file);
      }
    found.push(...next);
    level = next;
  }
  return found;
}

/** How links may name a page file: `a/b`, `a/b.mdx`, and `a` for `a/index.mdx`. */
function pageNames(file: string): string[] {
  const page = pagePathOf(file);
  return [page, file, ...(page.endsWith('/index') ? [page.slice(0, -'/index'.length)] : [])];
}

/** The ids on `page` other than the renamed heading's (its own content and what it imports). */
function otherIds(project: Project, at: HeadingAt, page: string): Set<string> {
  const uri = joinUri(at.root.uri, page);
  const others = (project.bodies.get(uri)?.content?.anchors ?? []).filter((a) => a !== at.anchor);
  const ids = new Set(others.flatMap((a) => a.ids));
  const own = new Set(at.anchor.ids);
  for (const id of pageAnchors(project, uri) ?? []) if (!own.has(id)) ids.add(id);
  return ids;
}

/** docs.json strings that may link to an anchor: `href`s of navigation elements and redirect destinations. */
function configLinks(project: Project, root: DocsRoot) {
  const config = project.config(root)?.config;
  if (!config) return [];
  const nodes = [
    ...config.elements.map((element) => property(element.node, 'href')?.valueNode),
    ...redirectEntries(config).map((r) => property(r, 'destination')?.valueNode),
  ];
  return nodes.filter((node) => node !== undefined && stringValue(node) !== undefined).map((node) => node!);
}

/** The fragment of a link target written at `range` (after its `#`); undefined when it is not written plainly. */
function fragmentRange(doc: TextDocument, range: Range): Range | undefined {
  const written = doc.getText(range);
  const hash = written.indexOf('#');
  if (hash < 0) return undefined;
  const start = doc.offsetAt(range.start) + hash + 1;
  return { start: doc.positionAt(start), end: range.end };
}
