// The Docs navigation view of the packaged VSIX in code-server, driven through Chromium: the example's sidebar as
// rows, a page dragged onto another group (docs.json gets one edit: the entry moved, the layout kept), and one undo
// bringing docs.json back. The README's picture of the view comes from here.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Locator } from 'playwright-core';
import { screenshot } from './support/browser';
import { e2ePath } from './support/env';
import { copyExampleSite, Site, waitForFileText } from './support/exampleSiteCopy';
import { EditorSession, openEditorSession } from './support/editorSession';
import { Workbench } from './support/workbench';

const TIMEOUT = 30_000;

describe('VS Code (code-server): the Docs navigation view', () => {
  let site: Site;
  let session: EditorSession;
  let workbench: Workbench;
  let original: string;

  before(async () => {
    site = copyExampleSite();
    original = site.read('docs.json');
    session = await openEditorSession(site.root, { vsix: [e2ePath('vsix')] });
    workbench = session.workbench;
    await workbench.openFile('docs.json');
    await workbench.resizeSideBar(420);
  });

  after(async () => {
    await session?.close();
    site?.dispose();
  });

  /** The view's rows whose label is exactly `label`. */
  const rows = (label: string): Locator =>
    session.page
      .locator('.pane:has(.pane-header[aria-label^="Docs navigation"]) .monaco-list-row')
      .filter({ has: session.page.locator('.label-name', { hasText: new RegExp(`^${label}$`) }) });

  it('shows the sidebar as the site renders it', async () => {
    const header = session.page.locator('.pane-header[aria-label^="Docs navigation"]');
    await header.waitFor({ timeout: TIMEOUT });
    if ((await header.getAttribute('aria-expanded')) === 'false') await header.click();
    // the other sections of the explorer fold away: the list only draws the rows it has room for
    const others = session.page.locator(
      '.part.sidebar .pane-header[aria-expanded="true"]:not([aria-label^="Docs navigation"])',
    );
    while ((await others.count()) > 0) await others.first().click();
    await rows('Get started').first().waitFor({ timeout: TIMEOUT });
    await rows('Get started').first().click();
    await rows('Quickstart').first().waitFor({ timeout: TIMEOUT });
    // the second "Guides" is the group inside the "Guides" tab
    await rows('Guides').nth(1).click();
    await rows('Authentication').first().waitFor({ timeout: TIMEOUT });
  });

  it('moves a page to another group by drag and drop, as one edit that one undo takes back', async () => {
    await rows('Quickstart').first().dragTo(rows('Authentication').first());
    const moved = original
      .replace('"pages": ["index", "quickstart"]', '"pages": ["index"]')
      .replace(
        '"pages": [\n              "guides/authentication",',
        '"pages": [\n              "quickstart",\n              "guides/authentication",',
      );
    assert.notEqual(moved, original);
    await workbench.editor().locator('.view-line', { hasText: '"pages": ["index"]' }).waitFor({ timeout: TIMEOUT });
    // the view follows the edit: Quickstart is now the first page of the Guides group
    await rows('Quickstart').and(session.page.locator('[aria-posinset="1"]')).waitFor({ timeout: TIMEOUT });
    await screenshot(session.page, 'navigation');
    await workbench.editor().click();
    await session.page.keyboard.press('Control+S');
    assert.equal(await waitForFileText(site.file('docs.json'), moved), moved);

    await session.page.keyboard.press('Control+Z');
    await workbench.editor().locator('.view-line', { hasText: '"pages": ["index", "quickstart"]' }).waitFor();
    await session.page.keyboard.press('Control+S');
    assert.equal(await waitForFileText(site.file('docs.json'), original), original);
    // the view has followed the undo before its rows are dragged again
    await rows('Quickstart').and(session.page.locator('[aria-posinset="2"]')).waitFor({ timeout: TIMEOUT });
  });

  it('refuses a drop the platform would not accept, with the reason', async () => {
    await rows('API reference').first().dragTo(rows('Get started').first());
    await session.page
      .locator('.notification-toast', { hasText: 'A group holds pages and groups, not tab "API reference"' })
      .waitFor({ timeout: TIMEOUT });
    assert.equal(site.read('docs.json'), original);
  });
});
