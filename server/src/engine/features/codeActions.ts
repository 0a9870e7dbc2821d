// Quick fixes, driven by each diagnostic's `code` and `data` (never by its message).
import * as jsonc from 'jsonc-parser';
import { CodeAction, CodeActionKind, Diagnostic, Range, TextEdit, WorkspaceEdit } from 'vscode-languageserver-types';
import { jsonStringContent, keptPropertyNode } from '../docsjson';
import { Fix, FixKind } from '../findings';
import { Project } from '../project';
import { TextDocument } from '../text';
import { CONFIG_FILE } from '../project';
import { upgradeMintConfig } from '../docsjson';
import { dirnameUri, joinUri, joinUriInside } from '../workspace';
import { configDocument, readDocument } from './documents';
import { missingPageLinkFixes } from './pageLinkFixes';
import { addRedirectEdit } from './redirectEdits';
import { disableForLineActions } from './suppressionActions';
import { yamlScalarPrefixEdit } from './yamlScalar';
import { redactedUrl } from '../rules';

type Fixer<K extends FixKind> = (
  project: Project,
  uri: string,
  doc: TextDocument,
  diagnostic: Diagnostic,
  data: Fix<K>,
) => CodeAction[];

const replace: Fixer<'replace'> = (_project, uri, doc, diagnostic, data) =>
  data.replacements.map((replacement) =>
    quickFix(
      `Change to ${replacement}`,
      diagnostic,
      { changes: { [uri]: [TextEdit.replace(diagnostic.range, asWrittenAt(doc, diagnostic, replacement))] } },
      true,
    ),
  );

/** A JSX element renamed: the name in its opening tag (the diagnostic's range) and in the tag that closes it. */
const renameElement: Fixer<'renameElement'> = (_project, uri, doc, diagnostic, data) => {
  const text = doc.getText();
  const start = doc.offsetAt(diagnostic.range.start);
  const name = text.slice(start, doc.offsetAt(diagnostic.range.end));
  const closing = closingTagName(text, name, start);
  return data.replacements.map((replacement) => {
    const edits = [TextEdit.replace(diagnostic.range, replacement)];
    if (closing !== undefined)
      edits.push(
        TextEdit.replace({ start: doc.positionAt(closing), end: doc.positionAt(closing + name.length) }, replacement),
      );
    return quickFix(`Change to <${replacement}>`, diagnostic, { changes: { [uri]: edits } }, true);
  });
};

/**
 * Where the name of the tag closing the element named `name` at `from` (in its opening tag) stands: the first
 * `</name>` not taken by an element of the same name opened inside it; undefined for a self-closing element.
 */
function closingTagName(text: string, name: string, from: number): number | undefined {
  const spaceAt = (at: number) => {
    while (at < text.length && /\s/.test(text[at])) at++;
    return at;
  };
  let depth = 0;
  for (let lt = text.lastIndexOf('<', from); lt >= 0; lt = text.indexOf('<', lt + 1)) {
    let at = spaceAt(lt + 1);
    const closing = text[at] === '/';
    if (closing) at = spaceAt(at + 1);
    if (!text.startsWith(name, at) || /[\w.-]/.test(text[at + name.length] ?? '')) continue;
    const gt = text.indexOf('>', at);
    if (gt < 0) return undefined;
    if (closing) {
      if (--depth === 0) return at;
    } else if (text[gt - 1] !== '/') depth++;
    else if (depth === 0) return undefined;
  }
  return undefined;
}

/** Every kind of fix data with its fixer (null: no quick fix is offered yet for that kind). */
const FIXERS: { readonly [K in FixKind]: Fixer<K> | null } = {
  replace,
  renameElement,

  renameKey: (_project, uri, doc, diagnostic, data) => {
    const key = data.key;
    const text = doc.getText();
    const tree = treeOf(doc);
    const keyNode = tree && jsonc.findNodeAtOffset(tree, doc.offsetAt(diagnostic.range.start) + 1);
    const object = keyNode?.parent?.parent;
    // a key written twice: the platform reads the last one, so the entries go there
    const existing = keptPropertyNode(object, key)?.children?.[1];
    if (!existing)
      return [
        quickFix(
          `Rename to "${key}"`,
          diagnostic,
          { changes: { [uri]: [TextEdit.replace(diagnostic.range, JSON.stringify(key))] } },
          true,
        ),
      ];
    // Renaming would write a second "key" (JSON.parse keeps the last one, so does the platform): merge, or no fix.
    const misspelled = keyNode!.parent!.children?.[1];
    const misspelledKey = keyNode!.value as string;
    const remove = TextEdit.replace(propertyRemovalRange(doc, keyNode!.parent!), '');
    const emptyList = misspelled?.type === 'array' && !misspelled.children?.length;
    if (emptyList)
      return [
        quickFix(
          `Remove "${misspelledKey}" ("${key}" is already set)`,
          diagnostic,
          { changes: { [uri]: [remove] } },
          true,
        ),
      ];
    if (existing.type !== 'array' || misspelled?.type !== 'array' || !misspelled.children?.length) return [];
    const added = misspelled.children.map((item) => text.slice(item.offset, item.offset + item.length)).join(', ');
    const lastItem = existing.children?.at(-1);
    const append = lastItem
      ? TextEdit.insert(doc.positionAt(lastItem.offset + lastItem.length), `, ${added}`)
      : TextEdit.insert(doc.positionAt(existing.offset + 1), added);
    return [
      quickFix(
        `Move the entries of "${misspelledKey}" into "${key}"`,
        diagnostic,
        { changes: { [uri]: [append, remove] } },
        true,
      ),
    ];
  },

  removeProperty: (_project, uri, doc, diagnostic) => {
    const text = doc.getText();
    const tree = treeOf(doc);
    const keyNode = tree && jsonc.findNodeAtOffset(tree, doc.offsetAt(diagnostic.range.start) + 1);
    const valueNode = keyNode?.parent?.type === 'property' ? keyNode.parent.children?.[1] : undefined;
    if (!keyNode || !valueNode) return [];
    // jsonc-parser finds the property again by its key path, which under a key written twice names another one
    const path = jsonc.getNodePath(valueNode);
    const textEdits =
      jsonc.findNodeAtLocation(tree, path) === valueNode
        ? jsonc
            .modify(text, path, undefined, { formattingOptions: detectFormatting(text) })
            .map((e) =>
              TextEdit.replace(
                { start: doc.positionAt(e.offset), end: doc.positionAt(e.offset + e.length) },
                e.content,
              ),
            )
        : [TextEdit.replace(propertyRemovalRange(doc, keyNode.parent!), '')];
    const key = keyNode.value as string;
    return [quickFix(`Remove "${key}"`, diagnostic, { changes: { [uri]: textEdits } }, true)];
  },

  createPage: (project, uri, doc, diagnostic, data) => {
    const actions = replace(project, uri, doc, diagnostic, { fix: 'replace', replacements: data.replacements }).map(
      (a) => ({ ...a, title: `Change to "${data.replacements[0]}"` }),
    );
    const root = project.index.rootOf(uri);
    if (!root) return actions;
    const target = joinUriInside(root.uri, data.path);
    // never through a symbolic link out of the root (`ext -> /outside`), nor over a file there
    if (target === undefined || !project.mayEdit(target) || project.workspace.version(target) !== undefined)
      return actions;
    const content = `---\ntitle: ${JSON.stringify(data.title)}\n---\n\n`;
    const edit: WorkspaceEdit = {
      documentChanges: [
        { kind: 'create', uri: target, options: { ignoreIfExists: true } },
        { textDocument: { uri: target, version: null }, edits: [TextEdit.insert({ line: 0, character: 0 }, content)] },
      ],
    };
    return [...actions, quickFix(`Create ${data.path}`, diagnostic, edit, actions.length === 0)];
  },

  // the spec file of an ambiguous reference, written before it (in the frontmatter scalar's quoting)
  addSpecFile: (_project, uri, doc, diagnostic, data) => {
    const [start, end] = [doc.offsetAt(diagnostic.range.start), doc.offsetAt(diagnostic.range.end)];
    return data.specs.map((spec, i) =>
      quickFix(
        `Name the spec file: ${spec}`,
        diagnostic,
        { changes: { [uri]: [yamlScalarPrefixEdit(doc, start, end, `${spec} `)] } },
        i === 0,
      ),
    );
  },

  /** link-external-redirected: the URL (a page's link or a docs.json string) changed to where it redirects. */
  replaceUrl: (_project, uri, doc, diagnostic, data) => [
    quickFix(
      `Change to ${redactedUrl(data.url)}`,
      diagnostic,
      { changes: { [uri]: [TextEdit.replace(diagnostic.range, asWrittenAt(doc, diagnostic, data.url))] } },
      true,
    ),
  ],

  /** analytics-dead-path: a `redirects` entry from the dead path to the closest page (the array made if missing). */
  addRedirect: (project, uri, _doc, diagnostic, data) => {
    const root = project.index.rootOf(uri);
    const added = root && addRedirectEdit(project, root, data.source, data.destination);
    return added ? [quickFix(`Redirect ${data.source} to ${data.destination}`, diagnostic, added.edit, true)] : [];
  },

  addField: null,
  addToNavigation: null,
  upgradeToDocsJson: (project, uri, _doc, diagnostic) => {
    const edit = upgradeToDocsJsonEdit(project, uri);
    return edit ? [quickFix('Upgrade to docs.json (mint.json is kept)', diagnostic, edit, true)] : [];
  },

  // a link in a page to no page: the closest page, create the page, add a redirect
  missingPageLink: missingPageLinkFixes,
};

/**
 * The edit that writes docs.json beside a mint.json, with the upgraded configuration: undefined when mint.json is not
 * a JSON object or a docs.json exists there (the platform would read that one; it is never overwritten).
 */
export function upgradeToDocsJsonEdit(project: Project, mintUri: string): WorkspaceEdit | undefined {
  const doc = readDocument(project, mintUri);
  const mint: unknown = doc && jsonc.parse(doc.getText());
  if (typeof mint !== 'object' || mint === null || Array.isArray(mint)) return undefined;
  const target = joinUri(dirnameUri(mintUri), CONFIG_FILE);
  // a dangling `docs.json -> ~/.bash_aliases` has no version, yet an edit would write into what it names
  if (!project.mayEdit(target) || project.workspace.version(target) !== undefined) return undefined;
  const content = `${JSON.stringify(upgradeMintConfig(mint as Record<string, unknown>), null, 2)}\n`;
  return {
    documentChanges: [
      { kind: 'create', uri: target, options: { overwrite: false, ignoreIfExists: false } },
      { textDocument: { uri: target, version: null }, edits: [TextEdit.insert({ line: 0, character: 0 }, content)] },
    ],
  };
}

export function getCodeActions(project: Project, uri: string, diagnostics: readonly Diagnostic[]): CodeAction[] {
  const doc = configDocument(project, uri)?.doc ?? readDocument(project, uri);
  if (!doc) return [];
  const fixes = diagnostics.flatMap((diagnostic) => {
    const data: unknown = diagnostic.data;
    return isFixData(data) ? fixesFor(project, uri, doc, diagnostic, data) : [];
  });
  // after the fixes: a suppression comment for any problem of a page
  return [...fixes, ...disableForLineActions(project, uri, diagnostics)];
}

function fixesFor<K extends FixKind>(
  project: Project,
  uri: string,
  doc: TextDocument,
  diagnostic: Diagnostic,
  data: Fix<K>,
): CodeAction[] {
  const fixer: Fixer<K> | null = FIXERS[data.fix];
  return fixer ? fixer(project, uri, doc, diagnostic, data) : [];
}

/** Diagnostics come back from the client: only data naming a fixer of the table is taken as fix data. */
function isFixData(data: unknown): data is Fix {
  const fix = data && typeof data === 'object' ? (data as { fix?: unknown }).fix : undefined;
  return typeof fix === 'string' && Object.hasOwn(FIXERS, fix);
}

const trees = new WeakMap<TextDocument, { text: string; tree: jsonc.Node | undefined }>();

/** The syntax tree of a document's text, parsed once however many of its diagnostics ask (thousands may). */
function treeOf(doc: TextDocument): jsonc.Node | undefined {
  const text = doc.getText();
  let known = trees.get(doc);
  if (known?.text !== text) trees.set(doc, (known = { text, tree: jsonc.parseTree(text) }));
  return known.tree;
}

/**
 * A replacement as it must be written at the diagnostic's range: JSON-escaped inside a JSON string (a suggested page
 * file may be named `we"ird.mdx`), as is elsewhere.
 */
function asWrittenAt(doc: TextDocument, diagnostic: Diagnostic, replacement: string): string {
  if (!doc.uri.endsWith('.json')) return replacement;
  const tree = treeOf(doc);
  const start = doc.offsetAt(diagnostic.range.start);
  const node = tree && jsonc.findNodeAtOffset(tree, start);
  return node?.type === 'string' && start > node.offset ? jsonStringContent(replacement) : replacement;
}

function quickFix(title: string, diagnostic: Diagnostic, edit: WorkspaceEdit, isPreferred: boolean): CodeAction {
  return { title, kind: CodeActionKind.QuickFix, diagnostics: [diagnostic], edit, isPreferred };
}

/** The text that goes with a property: from the end of the previous one (its comma), or up to the next one. */
function propertyRemovalRange(doc: TextDocument, prop: jsonc.Node): Range {
  const siblings = prop.parent?.children ?? [prop];
  const at = siblings.indexOf(prop);
  const previous = siblings[at - 1];
  const next = siblings[at + 1];
  const start = previous ? previous.offset + previous.length : prop.offset;
  const end = previous || !next ? prop.offset + prop.length : next.offset;
  return { start: doc.positionAt(start), end: doc.positionAt(end) };
}

function detectFormatting(text: string): jsonc.FormattingOptions {
  const indent = /\n([ \t]+)\S/.exec(text)?.[1] ?? '  ';
  return {
    insertSpaces: !indent.startsWith('\t'),
    tabSize: indent.startsWith('\t') ? 1 : indent.length,
    eol: text.includes('\r\n') ? '\r\n' : '\n',
  };
}
