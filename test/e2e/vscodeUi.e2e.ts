// What a person sees: the packaged VSIX installed in code-server, driven through Chromium on a broken copy of the
// example site. Screenshots go to the artifacts folder (the README's come from here).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ruleDocUrl } from '../../server/src/engine/ruleCatalog';
import { screenshot } from './support/browser';
import { FAULTS, positionOf, replaceOnce } from './support/docsJson';
import { e2ePath } from './support/env';
import { breakDocsJson, copyExampleSite, Site, waitForFileText } from './support/exampleSiteCopy';
import { EditorSession, openEditorSession } from './support/editorSession';
import { Workbench } from './support/workbench';

describe('VS Code (code-server) with the packaged extension', () => {
  let site: Site;
  let session: EditorSession;
  let workbench: Workbench;
  let broken: string;

  before(async () => {
    site = copyExampleSite();
    broken = breakDocsJson(site);
    session = await openEditorSession(site.root, { vsix: [e2ePath('vsix')] });
    workbench = session.workbench;
    await workbench.openFile('docs.json');
  });

  after(async () => {
    await session?.close();
    site?.dispose();
  });

  it('shows the errors of a broken docs.json as squiggles and in the Problems panel', async () => {
    await workbench.editor().locator('.squiggly-error').first().waitFor();
    const rows = await workbench.problems();
    for (const fault of Object.values(FAULTS)) await rows.filter({ hasText: fault.code }).first().waitFor();
    await rows.filter({ hasText: 'guides/authentcation' }).first().waitFor();
    await screenshot(session.page, 'problems');
  });

  it("links each problem's rule code to the rule's page", async () => {
    const rows = await workbench.problems();
    for (const { code } of Object.values(FAULTS)) {
      const link = rows.filter({ hasText: code }).first().locator('a.monaco-link', { hasText: code });
      await link.waitFor();
      assert.equal(await link.getAttribute('href'), ruleDocUrl(code));
    }
    await screenshot(session.page, 'problems-rule-links');
  });

  it('completes a page path in the navigation', async () => {
    await workbench.goTo(positionOf(broken, '"quickstart"]', '"quickstart"'.length));
    await session.page.keyboard.type(', "guides/');
    const row = await workbench.suggest('guides/errors');
    await screenshot(session.page, 'completion');
    await row.click();
    await workbench.editor().locator('.view-line', { hasText: '"quickstart", "guides/errors"]' }).waitFor();
  });

  it('shows the title and description of a page on hover', async () => {
    await workbench.goTo(positionOf(broken, '"quickstart"', 3));
    await workbench.hover('Create a project and call the API in five minutes.');
    await screenshot(session.page, 'hover');
    await session.page.keyboard.press('Escape');
  });

  it('applies the quick fix of a misspelt page path and saves the fixed text', async () => {
    await workbench.goTo(positionOf(broken, FAULTS.missingPage.broken, 3));
    const fix = await workbench.quickFix(FAULTS.missingPage.fix);
    await screenshot(session.page, 'quick-fix');
    await fix.click();
    await workbench.editor().locator('.view-line', { hasText: FAULTS.missingPage.original }).waitFor();
    await session.page.keyboard.press('Control+S');
    const expected = replaceOnce(
      replaceOnce(broken, '"quickstart"]', '"quickstart", "guides/errors"]'),
      FAULTS.missingPage.broken,
      FAULTS.missingPage.original,
    );
    assert.equal(await waitForFileText(site.file('docs.json'), expected), expected);
    const rows = await workbench.problems();
    await rows.filter({ hasText: FAULTS.missingPage.code }).first().waitFor({ state: 'detached' });
  });

  it('completes `openapi: METHOD /path` in MDX frontmatter from the spec, and explains it on hover', async () => {
    const text = site.read('api-reference/endpoints/list-projects.mdx');
    await workbench.openFile('list-projects.mdx');
    // Keep `openapi: "GET /` and type `pro` over the rest of the path.
    await workbench.goTo(positionOf(text, 'GET /projects', 'GET /'.length));
    await session.page.keyboard.press('Shift+End');
    await session.page.keyboard.press('Shift+ArrowLeft');
    await session.page.keyboard.type('pro');
    const row = await workbench.suggest('GET /projects/{projectId}');
    await session.page.locator('.suggest-widget .monaco-list-row', { hasText: 'List projects' }).waitFor();
    await screenshot(session.page, 'openapi-completion');
    await row.click();
    await workbench.editor().locator('.view-line', { hasText: 'openapi: "GET /projects/{projectId}"' }).waitFor();
    await workbench.goTo(positionOf(text, 'GET /projects', 2));
    await workbench.hover('Get a project');
    await screenshot(session.page, 'openapi-hover');
  });
});
