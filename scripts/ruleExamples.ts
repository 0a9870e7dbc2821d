// The examples of a rule's documentation page, run on the engine: the site each example describes (marks removed, a
// docs.json listing its pages added where it has none) written to a temporary folder, what the engine reports on
// it, and the spans the example marks. Used by `npm run rules`, which writes the outcome into docs/rules/<code>.md,
// and by the rule examples' test.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { Range, TextEdit, WorkspaceEdit } from 'vscode-languageserver-types';
import { URI } from 'vscode-uri';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { createLanguageService } from '../server/src/engine/languageService';
import { RuleExample } from '../server/src/engine/rules/ruleDefinition';
import { fileUri, NodeWorkspace, UnreadableFileError } from '../server/src/engine/workspace';

export const MARK_OPEN = '⟦';
/** What the temporary folder's path is in messages, which the pages print. */
export const ROOT_PLACEHOLDER = '/path/to/docs';
export const MARK_CLOSE = '⟧';

export interface ExampleDiagnostic {
  readonly path: string;
  readonly range: Range;
  readonly code: string;
  readonly message: string;
}

/** A quick fix offered on a diagnostic of an example: its title and the files it changes, as they are after it. */
export interface ExampleFix {
  readonly at: string;
  readonly title: string;
  readonly files: Readonly<Record<string, string>>;
}

export interface ExampleOutcome {
  /** The example's files as the engine reads them (marks removed), docs.json included. */
  readonly files: Readonly<Record<string, string>>;
  /** Whether the docs.json was added (the example has none of its own). */
  readonly addedConfig: boolean;
  readonly diagnostics: readonly ExampleDiagnostic[];
  /** The quick fixes offered on the diagnostics of `fixesOf` (one rule's code), in the order offered. */
  readonly fixes: readonly ExampleFix[];
  /** The spans the example marks, as `path@range`. */
  readonly marked: readonly string[];
}

export const spanKey = (path: string, { start, end }: Range) =>
  `${path}@${start.line + 1}:${start.character + 1}-${end.line + 1}:${end.character + 1}`;

/** `text` without its marks, and the ranges they enclosed. */
export function unmark(text: string): { text: string; ranges: Range[] } {
  let clean = '';
  const offsets: [number, number][] = [];
  let open: number | undefined;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === MARK_OPEN && open === undefined) open = clean.length;
    else if (c === MARK_CLOSE && open !== undefined) {
      offsets.push([open, clean.length]);
      open = undefined;
    } else clean += c;
  }
  if (open !== undefined) throw new Error(`a ${MARK_OPEN} without its ${MARK_CLOSE}`);
  const doc = TextDocument.create('file:///x', 'text', 0, clean);
  return { text: clean, ranges: offsets.map(([s, e]) => ({ start: doc.positionAt(s), end: doc.positionAt(e) })) };
}

/** A docs.json naming every page of the example in one group. */
function exampleConfig(paths: readonly string[]): string {
  const pages = paths
    .filter((p) => /\.mdx?$/.test(p) && !p.startsWith('snippets/'))
    .map((p) => p.replace(/\.mdx?$/, ''));
  const config = {
    $schema: 'https://mintlify.com/docs.json',
    theme: 'mint',
    name: 'Example',
    colors: { primary: '#0D9373' },
    navigation: { groups: [{ group: 'Guides', pages }] },
  };
  return JSON.stringify(config, null, 2) + '\n';
}

export async function runExample(example: RuleExample, fixesOf?: string): Promise<ExampleOutcome> {
  const files: Record<string, string> = {};
  const marked: string[] = [];
  for (const [path, written] of Object.entries(example.files)) {
    const { text, ranges } = unmark(written);
    files[path] = text;
    for (const range of ranges) marked.push(spanKey(path, range));
  }
  const addedConfig = !Object.keys(files).some((p) => p === 'docs.json' || p === 'mint.json');
  if (addedConfig) files['docs.json'] = exampleConfig(Object.keys(files));
  const folder = mkdtempSync(join(tmpdir(), 'docs-lsp-example-'));
  try {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(folder, path)), { recursive: true });
      writeFileSync(join(folder, path), text, example.encodings?.[path] ?? 'utf8');
    }
    const unreadable = new Map(
      Object.entries(example.unreadable ?? {}).map(([path, reason]) => [fileUri(join(folder, path)), reason]),
    );
    const workspace = new NodeWorkspace([fileUri(folder)]);
    const read = workspace.read.bind(workspace);
    workspace.read = (uri) => {
      const reason = unreadable.get(uri);
      if (reason !== undefined) throw new UnreadableFileError(uri, reason);
      return read(uri);
    };
    const service = createLanguageService({
      workspace,
      settings: example.settings,
      fetchText: (url) => answer(example, url),
      externalLinkChecker: {
        check: async (_root, requests, onAnswer) => {
          for (const { url } of requests)
            onAnswer(url, {
              result: example.external?.[url] ?? { kind: 'unchecked', reason: 'no answer' },
              expires: Infinity,
              cached: false,
            });
        },
      },
    });
    if (example.viewedPaths) service.setViewedPaths(example.viewedPaths);
    await service.loadSpecs();
    await service.checkExternalLinks();
    const stable = (message: string) =>
      message.split(fileUri(folder)).join(`file://${ROOT_PLACEHOLDER}`).split(folder).join(ROOT_PLACEHOLDER);
    const fixes: ExampleFix[] = [];
    const pathOf = (uri: string) => relative(folder, URI.parse(uri).fsPath).split(sep).join('/');
    const diagnostics = Object.keys(files).flatMap((path) => {
      const uri = fileUri(join(folder, path));
      const found = service.getDiagnostics(uri);
      for (const d of found.filter((d) => d.code === fixesOf))
        for (const action of service.getCodeActions(uri, [d], d.range))
          // the suppression comment every page problem offers is the README's, not each rule's
          if (action.edit && !/^Disable \S+ for this line$/.test(action.title))
            fixes.push({ at: spanKey(path, d.range), title: action.title, files: applied(action.edit, files, pathOf) });
      return found.map((d) => ({ path, range: d.range, code: String(d.code), message: stable(d.message) }));
    });
    service.dispose();
    return { files, addedConfig, diagnostics, fixes, marked };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** What the example says `url` answers; nothing is fetched for real. */
async function answer(example: RuleExample, url: string): Promise<string> {
  const given = example.remote?.[url];
  if (given === undefined) throw new Error('no answer');
  if (typeof given !== 'string') throw new Error(given.error);
  return given;
}

/** The files a workspace edit changes or creates, with its text edits applied to the example's texts. */
function applied(
  edit: WorkspaceEdit,
  files: Readonly<Record<string, string>>,
  pathOf: (uri: string) => string,
): Record<string, string> {
  const edits = new Map<string, TextEdit[]>();
  const add = (uri: string, more: readonly TextEdit[]) => edits.set(uri, [...(edits.get(uri) ?? []), ...more]);
  for (const [uri, more] of Object.entries(edit.changes ?? {})) add(uri, more);
  for (const change of edit.documentChanges ?? [])
    if ('textDocument' in change) add(change.textDocument.uri, change.edits as TextEdit[]);
    else if (change.kind === 'create') add(change.uri, []);
  const result: Record<string, string> = {};
  for (const [uri, list] of edits) {
    const path = pathOf(uri);
    const doc = TextDocument.create(uri, 'text', 0, files[path] ?? '');
    result[path] = TextDocument.applyEdits(doc, list);
  }
  return result;
}
