// The Docs navigation view of the packaged VSIX in code-server, driven through Chromium: the example's sidebar as
// rows, a page dragged onto another group (docs.json gets one edit: the entry moved, the layout kept), and one undo
// bringing docs.json back; then, on a copy whose group lives in a file pulled in with `$ref`, a page dragged into
// that group (one edit of each file) and one undo bringing both back. The README's picture of the view comes from here.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { Locator, Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { e2ePath } from './support/env';
import { copyExampleSite, Site, waitForFileText } from './support/exampleSiteCopy';
import { EditorSession, openEditorSession } from './support/editorSession';
import { Workbench } from './support/workbench';

const TIMEOUT = 30_000;

/** The view's rows whose label is exactly `label`. */
function navigationRows(page: Page, label: string): Locator {
  return page
    .locator('.pane:has(.pane-header[aria-label^="Docs navigation"]) .monaco-list-row')
    .filter({ has: page.locator('.label-name', { hasText: new RegExp(`^${label}$`) }) });
}

/** The view opened alone in the explorer, with the "Get started" and "Guides" groups of the Guides tab expanded. */
async function showGuides(page: Page): Promise<void> {
  const rows = (label: string) => navigationRows(page, label);
  const header = page.locator('.pane-header[aria-label^="Docs navigation"]');
  await header.waitFor({ timeout: TIMEOUT });
  if ((await header.getAttribute('aria-expanded')) === 'false') await header.click();
  // the other sections of the explorer fold away: the list only draws the rows it has room for
  const others = page.locator('.part.sidebar .pane-header[aria-expanded="true"]:not([aria-label^="Docs navigation"])');
  while ((await others.count()) > 0) await others.first().click();
  await rows('Get started').first().waitFor({ timeout: TIMEOUT });
  await rows('Get started').first().click();
  await rows('Quickstart').first().waitFor({ timeout: TIMEOUT });
  // the second "Guides" is the group inside the "Guides" tab
  await rows('Guides').nth(1).click();
  await rows('Authentication').first().waitFor({ timeout: TIMEOUT });
}

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

  const rows = (label: string): Locator => navigationRows(session.page, label);

  it('shows the sidebar as the site renders it', async () => {
    await showGuides(session.page);
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

describe('VS Code (code-server): a drag across a $ref file boundary', () => {
  let site: Site;
  let session: EditorSession;
  let workbench: Workbench;
  let originalConfig: string;
  const advanced = [
    '{',
    '  "group": "Advanced",',
    '  "icon": { "name": "gear", "style": "solid" },',
    '  "expanded": false,',
    '  "pages": ["guides/pagination", "guides/errors"]',
    '}',
    '',
  ].join('\n');

  before(async () => {
    site = copyExampleSite();
    // the "Advanced" group of the Guides tab moves to a file of its own, pulled in with `$ref`
    const written = site.read('docs.json');
    originalConfig = written.replace(/\{\s*"group": "Advanced"[^}]*\}[^}]*\}/, '{ "$ref": "advanced.json" }');
    assert.notEqual(originalConfig, written);
    writeFileSync(site.file('docs.json'), originalConfig);
    writeFileSync(site.file('advanced.json'), advanced);
    session = await openEditorSession(site.root, { vsix: [e2ePath('vsix')] });
    workbench = session.workbench;
    await workbench.openFile('docs.json');
    await workbench.resizeSideBar(420);
    await showGuides(session.page);
  });

  after(async () => {
    await session?.close();
    site?.dispose();
  });

  /** The active editor shows a line holding `text` (the model's text, saved or not). */
  const shows = (text: string) =>
    workbench.editor().locator('.view-line', { hasText: text }).first().waitFor({ timeout: TIMEOUT });

  /**
   * Shows the file (edited by the drag or the undo, unsaved with auto-save off), waits for `text`, saves it. A file
   * already in a tab is shown by its tab: Quick Open lists it among the recently opened before it filters, and Enter
   * could take the first of those.
   */
  const saveShowing = async (file: string, text: string) => {
    const tab = session.page.locator(`.tab[aria-label^="${file}"]`);
    if ((await tab.count()) === 0) await workbench.openFile(file);
    else await tab.click();
    await session.page.locator(`.tab.active[aria-label^="${file}"]`).waitFor({ timeout: TIMEOUT });
    await shows(text);
    await workbench.editor().click();
    await session.page.keyboard.press('Control+S');
  };

  it('moves a page from docs.json into a group of the $ref file: an edit of each file, one undo for both', async () => {
    await navigationRows(session.page, 'Quickstart').first().dragTo(navigationRows(session.page, 'Advanced').first());
    await shows('"pages": ["index"]');
    await saveShowing('advanced.json', '"quickstart"');
    await saveShowing('docs.json', '"pages": ["index"]');
    const movedAdvanced = advanced.replace('"guides/errors"]', '"guides/errors", "quickstart"]');
    assert.equal(await waitForFileText(site.file('advanced.json'), movedAdvanced), movedAdvanced);
    const movedConfig = await waitForFileText(site.file('docs.json'), movedConfigText(originalConfig));
    assert.equal(movedConfig, movedConfigText(originalConfig));

    // one undo in docs.json takes back the edit of both files (VS Code may first ask to undo it in both files: the
    // code-server of these runs did not)
    await workbench.editor().click();
    await session.page.keyboard.press('Control+Z');
    const dialog = session.page.locator('.monaco-dialog-box', { hasText: 'across all files' });
    const restored = workbench.editor().locator('.view-line', { hasText: '"pages": ["index", "quickstart"]' });
    await dialog.or(restored).first().waitFor({ timeout: TIMEOUT });
    if (await dialog.isVisible()) await dialog.getByRole('button', { name: /^Undo in 2 Files$/ }).click();
    await restored.waitFor({ timeout: TIMEOUT });
    await workbench.editor().click();
    await session.page.keyboard.press('Control+S');
    assert.equal(await waitForFileText(site.file('docs.json'), originalConfig), originalConfig);
    await saveShowing('advanced.json', '"pages": ["guides/pagination", "guides/errors"]');
    assert.equal(await waitForFileText(site.file('advanced.json'), advanced), advanced);
  });
});

/** docs.json once Quickstart left "Get started". */
function movedConfigText(config: string): string {
  return config.replace('"pages": ["index", "quickstart"]', '"pages": ["index"]');
}
