// Runs the in-editor Mocha suite (test/e2e/suite, the @vscode/test-electron `run()` style) inside code-server
// through VS Code's smoke-test driver: the workbench loads the extension from this repository in development mode,
// runs the suite in the extension host and reports its exit code to the page.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { BrowserSession, openPage } from './support/browser';
import { CodeServer, startCodeServer } from './support/codeServer';
import { e2ePath, repoRoot } from './support/env';
import { copyExampleSite, Site } from './support/site';
import { REPORT_MARK } from './suite/report';

let site: Site;
let server: CodeServer;
let session: BrowserSession | undefined;

before(async () => {
  site = copyExampleSite();
  server = await startCodeServer({ args: ['--vscode-option', 'enable-smoke-test-driver'] });
});

after(async () => {
  await session?.close();
  await server?.stop();
  site?.dispose();
});

it('passes the in-editor suite inside code-server', { timeout: 180_000 }, async () => {
  const log: string[] = [];
  let exit: (code: number) => void = () => undefined;
  const exitCode = new Promise<number>((resolve) => (exit = resolve));
  session = await openPage(async (page) => {
    page.on('console', (message) => log.push(message.text()));
    await page.exposeFunction('__docsLspExit', (code: number) => exit(code));
    await page.addInitScript(() => {
      const automation = globalThis as unknown as { codeAutomationExit: (code: number) => void; __docsLspExit: (code: number) => void };
      automation.codeAutomationExit = (code) => automation.__docsLspExit(code);
    });
  });
  const remote = (path: string) => `vscode-remote://${new URL(server.url).host}${path}`;
  const payload = [['extensionDevelopmentPath', remote(repoRoot)], ['extensionTestsPath', remote(e2ePath('suiteIndex'))]];
  await session.page.goto(server.workbenchUrl(site.root, { payload: JSON.stringify(payload) }));
  const code = await exitCode;
  const report = log.flatMap((text) => text.split('\n')).filter((line) => line.includes(REPORT_MARK)).map((line) => line.slice(line.indexOf(REPORT_MARK) + REPORT_MARK.length));
  console.log(report.join('\n'));
  assert.equal(code, 0, `the in-editor suite failed (exit ${code}); the editor logged:\n${log.join('\n')}`);
});
