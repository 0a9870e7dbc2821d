// The analytics views of the packaged extension in code-server, against the local emulator: the key set through
// the command (password box) and kept out of the settings, feedback listed in the Feedback view (a webview), a
// click that opens the page's MDX file.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { RunningEmulator, startEmulator } from '../../server/src/analytics-emulator/server';
import { screenshot } from './support/browser';
import { e2ePath } from './support/env';
import { EditorSession, openEditorSession } from './support/session';
import { copyExampleSite, Site } from './support/site';

describe('analytics views with the emulator', () => {
  let site: Site;
  let emulator: RunningEmulator;
  let session: EditorSession;

  before(async () => {
    site = copyExampleSite();
    emulator = await startEmulator({ siteDir: site.root });
    session = await openEditorSession(site.root, {
      vsix: [e2ePath('vsix')],
      settings: { 'docsLsp.analytics.projectId': emulator.projectId, 'docsLsp.analytics.baseUrl': emulator.url },
    });
  });

  after(async () => {
    await session?.close();
    await emulator?.close();
    site?.dispose();
  });

  it('keeps the key set through the command in secret storage, not in the settings', async () => {
    await session.page.locator('.activitybar a.action-label[aria-label^="Docs analytics"]').click();
    await session.workbench.resizeSideBar(520);
    await session.workbench.runCommand('Docs LSP: Set Analytics API Key');
    await session.page.locator('.quick-input-widget input[type="password"]:focus').waitFor();
    await session.page.keyboard.type(emulator.adminKey);
    await session.page.keyboard.press('Enter');
    await session.page.locator('.notification-toast', { hasText: 'Analytics API key saved in secret storage.' }).waitFor();
    const settings = readFileSync(join(session.server.userDataDir, 'User', 'settings.json'), 'utf8');
    assert.ok(!settings.includes(emulator.adminKey), 'the key must not reach settings.json');
  });

  it('lists the emulator\'s feedback grouped by page, and a click opens the page\'s MDX file', async () => {
    const feedback = await session.workbench.webview('details.group button[data-action="open"]');
    await feedback.locator('.load-info', { hasText: 'loaded' }).first().waitFor();
    assert.ok(emulator.requests.some((r) => r.path.endsWith('/feedback') && r.status === 200), 'the view asked the emulator with the key');
    const group = feedback.locator('details.group[open]').first();
    const page = (await group.locator('.page').textContent())!.trim();
    await group.locator('button[data-action="open"]').first().click();
    await session.page.locator(`.tab.active[aria-label^="${page.split('/').pop()}.mdx"]`).waitFor();
    await screenshot(session.page, 'analytics');
  });
});
