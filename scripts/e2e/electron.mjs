// `npm run test:e2e:electron`: the same in-editor suite in desktop VS Code through @vscode/test-electron, where
// VS Code can be downloaded (not on the offline build machine: there `npm run test:e2e` runs it in code-server).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runTests } from '@vscode/test-electron';
import { buildInEditorSuite } from './suite.mjs';

execFileSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
const extensionTestsPath = await buildInEditorSuite();
const temp = mkdtempSync(join(tmpdir(), 'docs-lsp-electron-'));
const workspace = join(temp, 'site');
cpSync('example', workspace, { recursive: true });
try {
  await runTests({
    extensionDevelopmentPath: resolve('.'),
    extensionTestsPath,
    launchArgs: [workspace, '--disable-extensions', '--disable-workspace-trust', '--skip-welcome'],
  });
} finally {
  rmSync(temp, { recursive: true, force: true });
}
