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
