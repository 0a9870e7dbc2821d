// The extension manifest and the VSIX contents: localised strings resolve, every setting and command is described,
// activation covers docs.json workspaces and MDX, and the package holds the bundles and nothing of the sources.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

const root = join(__dirname, '..');
const manifestText = readFileSync(join(root, 'package.json'), 'utf8');
const manifest = JSON.parse(manifestText);
const nls: Record<string, string> = JSON.parse(readFileSync(join(root, 'package.nls.json'), 'utf8'));

test('every %placeholder% of package.json has a string in package.nls.json, and every string is used', () => {
  const used = new Set([...manifestText.matchAll(/"%([^%"]+)%"/g)].map((m) => m[1]));
  assert.deepEqual(
    [...used].filter((key) => typeof nls[key] !== 'string'),
    [],
  );
  assert.deepEqual(
    Object.keys(nls).filter((key) => !used.has(key)),
    [],
  );
});

test('every setting and command has a description or a title', () => {
  const properties = Object.entries(manifest.contributes.configuration.properties) as [
    string,
    { description?: string; markdownDescription?: string },
  ][];
  assert.deepEqual(
    properties.filter(([, p]) => !p.description && !p.markdownDescription).map(([name]) => name),
    [],
  );
  const commands = manifest.contributes.commands as { command: string; title?: string; category?: string }[];
  assert.deepEqual(
    commands.filter((c) => !c.title || !c.category).map((c) => c.command),
    [],
  );
});

test('activates on a workspace with a docs.json or a legacy mint.json, and on MDX, a language it contributes', () => {
  assert.ok(manifest.activationEvents.includes('workspaceContains:**/docs.json'));
  assert.ok(manifest.activationEvents.includes('workspaceContains:**/mint.json'));
  assert.ok(manifest.activationEvents.includes('onLanguage:mdx'));
  const mdx = manifest.contributes.languages.find((l: { id: string }) => l.id === 'mdx');
  assert.deepEqual(mdx.extensions, ['.mdx']);
});

// VS Code binds a language to the grammar of the last `grammars` entry naming it, and a scope name to the last file
// registered for it; user extensions register in the alphabetical order of their folders (`publisher.name-version`).
// So the MDX extension many authors have (unifiedjs.vscode-mdx: language `mdx`, grammar `source.mdx`) registers after
// this one and replaces our fallback grammar for both; what we add comes as injections into `source.mdx`, which apply
// to whichever grammar is in place.
test('the mdx language and grammar give way to the MDX extension; what docs-lsp adds is injected', () => {
  const THEIRS = { folder: 'unifiedjs.vscode-mdx-1.8.3', scopeName: 'source.mdx', frontmatter: 'meta.embedded.yaml' };
  const grammars = manifest.contributes.grammars as {
    language?: string;
    scopeName: string;
    path: string;
    injectTo?: string[];
  }[];
  const bound = grammars.filter((g) => g.language !== undefined);
  assert.deepEqual(
    bound.map((g) => [g.language, g.scopeName]),
    [['mdx', THEIRS.scopeName]],
  );
  assert.ok(`${manifest.publisher}.${manifest.name}-${manifest.version}`.toLowerCase() < THEIRS.folder);
  const injections = grammars.filter((g) => g.language === undefined);
  assert.ok(injections.length > 0);
  for (const injection of injections) {
    assert.ok(injection.injectTo?.includes(THEIRS.scopeName), injection.scopeName);
    const grammar = JSON.parse(readFileSync(join(root, injection.path), 'utf8'));
    // the frontmatter of either grammar: ours (meta.embedded.block.frontmatter) and theirs
    assert.match(grammar.injectionSelector, /L:meta\.embedded\.block\.frontmatter\b/);
    assert.ok(grammar.injectionSelector.includes(`L:${THEIRS.scopeName} ${THEIRS.frontmatter}`));
  }
  const ours = JSON.parse(readFileSync(join(root, bound[0].path), 'utf8'));
  assert.equal(ours.scopeName, THEIRS.scopeName);
  assert.equal(ours.repository.frontmatter.contentName, 'meta.embedded.block.frontmatter');
});

test('the VSIX holds the bundles, manifest, third-party notices, icon and grammars; no sources, maps or tests', () => {
  const vsce = join(root, 'node_modules', '@vscode', 'vsce', 'vsce');
  const files = execFileSync(process.execPath, [vsce, 'ls', '--no-dependencies'], { cwd: root, encoding: 'utf8' })
    .trim()
    .split('\n')
    .sort();
  const required = [
    'README.md',
    'THIRD-PARTY-NOTICES.md',
    'client/media/icon.png',
    'dist/client.js',
    'dist/launcher.js',
    'dist/server.js',
    'package.json',
    'package.nls.json',
    'syntaxes/mdx.tmLanguage.json',
  ];
  assert.deepEqual(
    required.filter((file) => !files.includes(file)),
    [],
  );
  const allowed =
    /^(bin\/docs-lsp\.js|dist\/[^/]+\.js|package(\.nls)?\.json|README\.md|THIRD-PARTY-NOTICES\.md|client\/media\/[^/]+\.(png|svg|css|js)|syntaxes\/[^/]+\.json)$/;
  assert.deepEqual(
    files.filter((file) => !allowed.test(file)),
    [],
  );
});

test('names the platform and the formats in its keywords, where npm and the Marketplace search', () => {
  for (const keyword of ['mintlify', 'docs.json', 'mdx', 'openapi', 'lsp'])
    assert.ok(manifest.keywords.includes(keyword), keyword);
  // the Marketplace takes at most 30
  assert.ok(manifest.keywords.length <= 30);
});
