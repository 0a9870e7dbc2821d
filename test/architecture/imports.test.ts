// The code map of docs/architecture.md, enforced: every import of every source file is read, and an edge the map
// forbids, or any import cycle between files or between folders, fails with the file and line.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cycles, Edge, importGraph, importsOf } from './importGraph';

const ENGINE = 'server/src/engine/';
/** The engine's folders, each above the ones it may import: layers only point down. */
const ENGINE_LAYERS: Record<string, readonly string[]> = {
  docsjson: [],
  frontmatter: [],
  mdx: [],
  openapiDocument: [],
  vocabulary: [],
  project: ['docsjson', 'frontmatter', 'mdx', 'openapiDocument'],
  siteSpecs: ['project', 'docsjson', 'frontmatter', 'mdx', 'openapiDocument'],
  rules: ['siteSpecs', 'project', 'docsjson', 'frontmatter', 'mdx', 'openapiDocument', 'vocabulary'],
  features: ['rules', 'siteSpecs', 'project', 'docsjson', 'frontmatter', 'mdx', 'openapiDocument', 'vocabulary'],
};
/** The engine's files below every folder; only the facade, languageService.ts, imports the folders. */
const ENGINE_BASE = [
  'text',
  'findings',
  'limits',
  'logger',
  'ruleCatalog',
  'ruleCatalog.generated',
  'settings',
  'workspace',
  'yamlLibrary',
].map((name) => `${ENGINE}${name}.ts`);
/** What the spec worker's code (engine/openapiDocument/) may import of the engine besides itself: never the project. */
const WORKER_BASE = ['text', 'findings', 'limits', 'ruleCatalog', 'ruleCatalog.generated', 'yamlLibrary'].map(
  (name) => `${ENGINE}${name}.ts`,
);
/** Packages that mean an editor or an LSP connection: the engine never imports them. */
const EDITOR_PACKAGES = ['vscode', 'vscode-languageserver', 'vscode-languageclient'];
const PRODUCT = ['server/src/', 'client/src/', 'shared/src/'];

const under = (file: string, ...folders: string[]) => folders.some((f) => file.startsWith(f));
const engineFolder = (file: string) => (file.startsWith(ENGINE) ? file.slice(ENGINE.length).split('/')[0] : undefined);
/** The entry module of the engine folder a file lies in (undefined for the engine's root files and outside it). */
const entryOf = (file: string) =>
  file.startsWith(ENGINE) && file.slice(ENGINE.length).includes('/')
    ? `${ENGINE}${engineFolder(file)}/index.ts`
    : undefined;

/** Why an edge is forbidden, or undefined when the code map allows it. */
export function forbidden({ from, to }: Edge): string | undefined {
  const local = to.includes('/') || to.endsWith('.json');
  if (under(from, ...PRODUCT) && under(to, 'tools/', 'test/', 'scripts/'))
    return 'product code never imports development tools, tests or scripts';
  if (under(from, 'shared/src/') && local && !under(to, 'shared/src/')) return 'shared/ imports only shared/';
  if (under(from, 'client/src/') && local && !under(to, 'client/src/', 'shared/src/', 'package.json'))
    return 'the client reaches the server only through the protocol; only shared/ crosses';
  if (under(from, 'server/src/') && under(to, 'client/')) return 'the server never imports the client';
  if (under(from, 'server/src/launch/') && local && !under(to, 'server/src/launch/'))
    return 'the launcher runs before the bundle: it imports only itself and Node';
  if (under(from, 'server/src/lsp/') && under(to, 'server/src/cli/'))
    return 'the language server never imports the CLI';
  if (under(from, 'server/src/cli/') && under(to, 'server/src/lsp/'))
    return 'the CLI never imports the language server';
  const entry = entryOf(to);
  // tests and scripts reach inside a folder to test its parts; product code goes through the entry
  if (entry && under(from, ...PRODUCT) && engineFolder(from) !== engineFolder(to) && to !== entry)
    return `code outside engine/${engineFolder(to)}/ imports only its entry module, ${entry}`;
  if (!from.startsWith(ENGINE)) return undefined;
  if (under(to, 'shared/src/') && !under(to, 'shared/src/protocol/'))
    return 'the engine imports only the protocol types of shared/ (never the analytics client)';
  if (EDITOR_PACKAGES.includes(to)) return `the engine knows no editor and no LSP connection (${to})`;
  if (under(to, 'server/src/') && !to.startsWith(ENGINE)) return 'the engine never imports the LSP server or the CLI';
  if (!to.startsWith(ENGINE)) return undefined;
  const [source, target] = [engineFolder(from)!, engineFolder(to)!];
  if (source === 'openapiDocument' && engineFolder(to) !== 'openapiDocument' && !WORKER_BASE.includes(to))
    return 'code that runs in the spec worker never touches the project (only openapiDocument/ and the base files)';
  if (source.endsWith('.ts')) {
    if (source === 'languageService.ts' || target.endsWith('.ts')) return undefined;
    return `only languageService.ts imports the engine's folders from the engine's root (${source})`;
  }
  if (target.endsWith('.ts')) {
    return ENGINE_BASE.includes(to) || target === 'languageService.ts'
      ? target === 'languageService.ts'
        ? 'nothing in the engine imports the facade'
        : undefined
      : undefined;
  }
  if (source !== target && !ENGINE_LAYERS[source]?.includes(target))
    return `engine/${source} may import only ${ENGINE_LAYERS[source]?.join(', ') || 'the base files'}`;
  return undefined;
}

/** Edges between the immediate subfolders of one folder (each standing for everything below it). */
function folderEdges(edges: readonly Edge[]): { from: string; to: string }[] {
  const result: { from: string; to: string }[] = [];
  for (const { from, to } of edges) {
    if (!to.includes('/')) continue;
    const [a, b] = [from.split('/'), to.split('/')];
    let i = 0;
    while (i < a.length - 1 && i < b.length - 1 && a[i] === b[i]) i++;
    // both must lie in a subfolder of the common folder: a file directly in it is no folder of its own
    if (i < a.length - 1 && i < b.length - 1)
      result.push({ from: a.slice(0, i + 1).join('/'), to: b.slice(0, i + 1).join('/') });
  }
  return result;
}

const edges = importGraph();

test('the import graph is read (a sanity check of the reader itself)', () => {
  assert.ok(edges.length > 500);
  assert.ok(edges.some((e) => e.from === 'server/src/engine/languageService.ts' && e.to.startsWith(ENGINE)));
});

test('no import crosses a boundary of the code map', () => {
  const violations = edges.flatMap((e) => {
    const why = forbidden(e);
    return why ? [`${e.from}:${e.line} imports ${e.to}: ${why}`] : [];
  });
  assert.deepEqual(violations, []);
});

test('planted imports that the map forbids fail the test, each with its reason', () => {
  const planted: [string, string, RegExp][] = [
    ['server/src/lsp/planted.ts', "import { runCli } from '../cli/commands';", /never imports the CLI/],
    ['server/src/cli/planted.ts', "import { startServer } from '../lsp/server';", /never imports the language server/],
    [
      'server/src/launch/planted.ts',
      "import { runCli } from '../cli/commands';",
      /the launcher runs before the bundle/,
    ],
    [
      'server/src/engine/features/planted.ts',
      "import { SpecLookup } from '../openapiDocument/specIndex';",
      /imports only its entry module, server\/src\/engine\/openapiDocument\/index.ts/,
    ],
    [
      'server/src/cli/planted.ts',
      "import { FileIndex } from '../engine/project/fileIndex';",
      /imports only its entry module/,
    ],
    [
      'server/src/engine/features/planted.ts',
      "import { AnalyticsClient } from '../../../../shared/src/analytics/client';",
      /only the protocol types of shared/,
    ],
  ];
  for (const [file, text, why] of planted) {
    const [edge] = importsOf(file, text);
    assert.match(forbidden(edge) ?? 'allowed', why, `${file}: ${text}`);
  }
});

test('no import cycle between files', () => {
  assert.deepEqual(cycles(edges.filter((e) => e.to.includes('/'))), []);
});

test('no import cycle between folders', () => {
  assert.deepEqual(cycles(folderEdges(edges)), []);
});
