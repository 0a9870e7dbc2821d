// One fuzz input through the engine: every feature at several positions; any exception or a range outside the
// document is a finding.
import { TextDocument } from 'vscode-languageserver-textdocument';
import { Range } from 'vscode-languageserver-types';
import { createLanguageService } from '../../server/src/engine/languageService';
import { MemoryWorkspace } from '../helpers/memoryWorkspace';
import { exampleFiles, Seed } from './seeds';
import { random } from './mutators';
import { hostileName } from './hostileNames';
import { joinUri } from '../../server/src/engine/workspace';

function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

export interface FuzzInput {
  readonly target: Seed['target'];
  readonly text: string;
}

const TARGET_PATHS: Record<Seed['target'], string> = {
  'docs.json': 'docs.json',
  'page.mdx': 'guides/overview.mdx',
  'openapi.yaml': 'openapi.yaml',
};
let base: Record<string, string> | undefined;

/** Runs every feature on the input; returns what went wrong (empty when nothing did). */
export function runEngine(input: FuzzInput, seed: number): string[] {
  base ??= exampleFiles();
  const files = { ...base, [TARGET_PATHS[input.target]]: input.text };
  const workspace = new MemoryWorkspace(Object.fromEntries(Object.entries(files).map(([p, t]) => [`/site/${p}`, t])), [
    '/site',
  ]);
  const service = createLanguageService({ workspace });
  const problems: string[] = [];
  const docs = new Map<string, TextDocument>();
  const docOf = (uri: string) => {
    let doc = docs.get(uri);
    if (!doc) docs.set(uri, (doc = TextDocument.create(uri, 'text', 0, workspace.read(uri) ?? '')));
    return doc;
  };
  const checkRange = (uri: string, range: Range | undefined, what: string) => {
    if (!range) return;
    const doc = docOf(uri);
    for (const p of [range.start, range.end]) {
      const lineLength =
        doc.offsetAt({ line: p.line + 1, character: 0 }) - doc.offsetAt({ line: p.line, character: 0 });
      const lastLine = p.line === doc.lineCount - 1;
      if (
        p.line < 0 ||
        p.line >= doc.lineCount ||
        p.character < 0 ||
        p.character > (lastLine ? doc.getText().length - doc.offsetAt({ line: p.line, character: 0 }) : lineLength)
      ) {
        problems.push(`${what} range ${JSON.stringify(range)} outside ${uri}`);
      }
    }
  };
  const attempt = (what: string, run: () => void) => {
    try {
      run();
    } catch (error) {
      const detail = error instanceof Error ? (error.stack ?? error.message).split('\n').slice(0, 4) : [String(error)];
      problems.push(`${what} threw ${detail.join(' | ')}`);
    }
  };

  const uri = MemoryWorkspace.uri(`/site/${TARGET_PATHS[input.target]}`);
  const rng = random(seed);
  for (const file of [uri, MemoryWorkspace.uri('/site/docs.json')]) {
    attempt('diagnostics', () => {
      const diagnostics = service.getDiagnostics(file);
      for (const d of diagnostics) checkRange(file, d.range, `diagnostic ${d.code}`);
      const actions = service.getCodeActions(file, diagnostics);
      for (const action of actions)
        for (const [target, edits] of Object.entries(action.edit?.changes ?? {}))
          for (const edit of edits) checkRange(target, edit.range, 'code action edit');
    });
    attempt('links', () => service.findDocumentLinks(file).forEach((l) => checkRange(file, l.range, 'link')));
    attempt('symbols', () => service.findDocumentSymbols(file).forEach((s) => checkRange(file, s.range, 'symbol')));
    const doc = docOf(file);
    for (let i = 0; i < 4; i++) {
      const position = doc.positionAt(Math.floor(rng() * (doc.getText().length + 1)));
      attempt('completion', () =>
        service
          .doComplete(file, position)
          .items.forEach((item) =>
            checkRange(
              file,
              item.textEdit && 'range' in item.textEdit ? item.textEdit.range : undefined,
              'completion edit',
            ),
          ),
      );
      attempt('hover', () => checkRange(file, service.doHover(file, position)?.range, 'hover'));
      attempt('definition', () =>
        service
          .findDefinition(file, position)
          .forEach((d) => checkRange(file, d.originSelectionRange, 'definition origin')),
      );
    }
  }
  attempt('rename', () =>
    service.getRenameFilesEdits([
      { oldUri: MemoryWorkspace.uri('/site/guides'), newUri: MemoryWorkspace.uri('/site/docs/guides') },
    ]),
  );
  // a page renamed to a hostile name: docs.json stays valid JSON (when it was), no edit lands outside the site
  const newName = hostileName(rng);
  attempt(`rename to ${JSON.stringify(newName)}`, () => {
    const edit = service.getRenameFilesEdits([
      {
        oldUri: MemoryWorkspace.uri('/site/guides/authentication.mdx'),
        newUri: joinUri(MemoryWorkspace.uri('/site/guides'), `${newName}.mdx`),
      },
    ]);
    for (const target of Object.keys(edit?.changes ?? {}))
      if (!target.startsWith(MemoryWorkspace.uri('/site/'))) problems.push(`rename edit outside the site: ${target}`);
    const configUri = MemoryWorkspace.uri('/site/docs.json');
    const before = workspace.read(configUri) ?? '';
    const edits = edit?.changes?.[configUri];
    if (!edits || !parsesAsJson(before)) return;
    const after = TextDocument.applyEdits(TextDocument.create(configUri, 'json', 0, before), edits);
    if (!parsesAsJson(after)) problems.push(`rename to ${JSON.stringify(newName)} left docs.json invalid JSON`);
  });
  return problems;
}
