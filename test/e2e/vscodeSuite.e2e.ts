// Runs the in-editor Mocha suite (test/e2e/suite, the @vscode/test-electron `run()` style) inside code-server
// through VS Code's smoke-test driver: the workbench loads the extension from this repository in development mode,
// runs the suite in the extension host and reports its exit code to the page.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { e2ePath, repoRoot } from './support/env';
import { EditorSession, openEditorSession } from './support/editorSession';
import { copyExampleSite, Site } from './support/exampleSiteCopy';
import { REPORT_MARK } from './suite/reportMark';

let site: Site;
let session: EditorSession | undefined;

before(() => {
  site = copyExampleSite();
});

after(async () => {
  await session?.close();
  site?.dispose();
});

it('passes the in-editor suite inside code-server', { timeout: 180_000 }, async () => {
  const log: string[] = [];
  let exit: (code: number) => void = () => undefined;
  const exitCode = new Promise<number>((resolve) => (exit = resolve));
  session = await openEditorSession(site.root, {
    args: ['--vscode-option', 'enable-smoke-test-driver'],
    prepare: async (page) => {
      page.on('console', (message) => log.push(message.text()));
      await page.exposeFunction('__docsLspExit', (code: number) => exit(code));
      await page.addInitScript(() => {
        const automation = globalThis as unknown as {
          codeAutomationExit: (code: number) => void;
          __docsLspExit: (code: number) => void;
        };
        automation.codeAutomationExit = (code) => automation.__docsLspExit(code);
      });
    },
    query: (server) => {
      const remote = (path: string) => `vscode-remote://${new URL(server.url).host}${path}`;
      return {
        payload: JSON.stringify([
          ['extensionDevelopmentPath', remote(repoRoot)],
          ['extensionTestsPath', remote(e2ePath('suiteIndex'))],
        ]),
      };
    },
  });
  const code = await exitCode;
  const report = log
    .flatMap((text) => text.split('\n'))
    .filter((line) => line.includes(REPORT_MARK))
    .map((line) => line.slice(line.indexOf(REPORT_MARK) + REPORT_MARK.length));
  console.log(report.join('\n'));
  assert.equal(code, 0, `the in-editor suite failed (exit ${code}); the editor logged:\n${log.join('\n')}`);
});
