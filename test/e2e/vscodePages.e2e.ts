// Links inside MDX pages, as a person sees them in VS Code (code-server with the packaged extension): a broken link
// squiggled and listed in the Problems panel, a link target completed while typing, and a folder renamed in the
// explorer, after which every link to its pages (and docs.json) follows.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { screenshot } from './support/browser';
import { positionOf } from './support/docsJson';
import { e2ePath } from './support/env';
import { BROKEN_LINK, LINKS_PAGE, linksPageRenamed, RENAME, writeLinksPage } from './support/pageLinks';
import { EditorSession, openEditorSession } from './support/editorSession';
import { copyExampleSite, Site, waitForFileText } from './support/exampleSiteCopy';
import { Workbench } from './support/workbench';

describe('VS Code (code-server): links in MDX pages', () => {
  let site: Site;
  let session: EditorSession;
  let workbench: Workbench;
  let text: string;

  before(async () => {
    site = copyExampleSite();
    text = writeLinksPage(site, '');
    session = await openEditorSession(site.root, { vsix: [e2ePath('vsix')] });
    workbench = session.workbench;
    await workbench.openFile(LINKS_PAGE);
  });

  after(async () => {
    await session?.close();
    site?.dispose();
  });

  it('squiggles a link to no page and lists it in the Problems panel', async () => {
    await workbench.editor().locator('.squiggly-error').first().waitFor();
    const rows = await workbench.problems();
    await rows.filter({ hasText: 'link-missing-page' }).filter({ hasText: BROKEN_LINK }).first().waitFor();
    await screenshot(session.page, 'page-links');
  });

  it('completes a page path inside a link while typing', async () => {
    await workbench.goTo(positionOf(text, '[next](', '[next]('.length));
    await session.page.keyboard.type('/gu');
    const row = await workbench.suggest('/guides/authentication');
    // the focused item's page title, which VS Code asks for with completionItem/resolve
    const focused = session.page.locator('.suggest-widget .monaco-list-row.focused');
    await focused.locator('.details-label', { hasText: /^Authentication$/ }).waitFor();
    await screenshot(session.page, 'link-completion');
    await row.click();
    await workbench.editor().locator('.view-line', { hasText: 'Next: [next](/guides/authentication)' }).waitFor();
    await session.page.keyboard.press('Control+S');
  });

  it('renaming a folder in the explorer rewrites each link to its pages (in its style) and docs.json', async () => {
    const originalConfig = site.read('docs.json');
    await session.page.keyboard.press('Control+Shift+E');
    const folder = session.page.locator(`.explorer-folders-view .monaco-list-row[aria-label="${RENAME.from}"]`);
    await folder.click();
    await session.page.keyboard.press('F2');
    const input = session.page.locator('.explorer-folders-view .monaco-inputbox input');
    await input.fill(RENAME.to);
    await session.page.keyboard.press('Enter');
    // VS Code asks before it applies an extension's edits that follow a move
    const dialog = session.page.locator('.monaco-dialog-box', { hasText: 'wants to make refactoring changes' });
    await dialog.waitFor({ timeout: 30_000 });
    await screenshot(session.page, 'folder-rename');
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    await workbench.editor().locator('.view-line', { hasText: '[authentication](/how%20to/authentication)' }).waitFor();
    await workbench.runCommand('File: Save All');
    const expected = linksPageRenamed();
    assert.equal(await waitForFileText(site.file(LINKS_PAGE), expected), expected);
    // with auto-save off, docs.json (which no editor showed) is left edited and unsaved, as VS Code leaves the other
    // files of a refactoring: it is opened and saved as a user would
    await workbench.openFile('docs.json');
    await workbench.editor().locator('.view-line', { hasText: '"root": "how to/overview"' }).waitFor();
    await session.page.keyboard.press('Control+S');
    const config = originalConfig.replaceAll('"guides/', '"how to/');
    assert.equal(await waitForFileText(site.file('docs.json'), config), config);
  });
});
