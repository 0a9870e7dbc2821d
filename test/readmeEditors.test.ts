// The README's Neovim configuration is the file the Neovim end-to-end test runs, verbatim.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { it } from 'node:test';

it('README shows test/e2e/neovim/docs-lsp.lua as the Neovim configuration', () => {
  const readme = readFileSync(join(__dirname, '..', 'README.md'), 'utf8');
  const tested = readFileSync(join(__dirname, 'e2e', 'neovim', 'docs-lsp.lua'), 'utf8');
  assert.ok(readme.includes('```lua\n' + tested + '```'), 'copy test/e2e/neovim/docs-lsp.lua into the README');
});

it('README shows test/e2e/neovim/docs-lsp-navigation.lua as the navigation snippet', () => {
  const readme = readFileSync(join(__dirname, '..', 'README.md'), 'utf8');
  const tested = readFileSync(join(__dirname, 'e2e', 'neovim', 'docs-lsp-navigation.lua'), 'utf8');
  assert.ok(
    readme.includes('```lua\n' + tested + '```'),
    'copy test/e2e/neovim/docs-lsp-navigation.lua into the README',
  );
});
