// The analytics features of the packaged extension in code-server, against the local emulator serving hostile
// strings as its newest entries: the key set through the command (password box), both views listing entries with
// every attack shown as text and no script run, answer links and "Open code block" opening the MDX page (at the
// block), the code lens that filters the Feedback view, the code-block hover, and the key in no file code-server wrote.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { FrameLocator } from 'playwright-core';
import { RunningEmulator } from '../../tools/analytics-emulator/server';
import { AnalyticsSession, openAnalyticsSession } from './support/analyticsSession';
import { screenshot } from './support/browser';
import { EditorSession } from './support/editorSession';

describe('analytics in VS Code with the emulator', () => {
  let emulator: RunningEmulator;
  let session: EditorSession;
  let feedback: FrameLocator;
  let assistant: FrameLocator;
  let dialogs: string[];
  let opened: AnalyticsSession | undefined;

  before(async () => {
    opened = await openAnalyticsSession();
    ({ emulator, session, dialogs } = opened);
  });

  after(() => opened?.close());

  it('asks for the key in a password box ("Set Analytics API Key") and loads both views with it', async () => {
    await session.page.locator('.activitybar a.action-label[aria-label^="Docs analytics"]').click();
    await session.workbench.resizeSideBar(520);
    await session.workbench.webview('[data-action="setKey"]');
    await session.workbench.runCommand('Docs LSP: Set Analytics API Key');
    await session.page.locator('.quick-input-widget input[type="password"]').fill(emulator.adminKey);
    await session.page.keyboard.press('Enter');
    await session.page
      .locator('.notification-toast', { hasText: 'Analytics API key saved in secret storage.' })
      .waitFor();
    feedback = await session.workbench.webview('#root .group');
    assistant = await session.workbench.webview('#root .conversation');
    assert.ok(
      emulator.requests.some((r) => r.path.endsWith('/feedback') && r.status === 200),
      'the views asked the emulator with the key',
    );
  });

  it('shows every hostile string as text, and no script runs when its elements are hovered or focused', async () => {
    for (const view of [feedback, assistant]) {
      assert.match(await view.locator('#root').innerText(), /onerror=alert\(1\)/);
      assert.equal(
        await view
          .locator('#root img, #root script, #root iframe, #root [onerror], #root [onload], #root [onmouseover]')
          .count(),
        0,
      );
      await view.locator('#root').evaluate((root) => {
        for (const details of root.querySelectorAll('details')) details.open = true;
        for (const element of root.querySelectorAll('*'))
          for (const type of ['mouseover', 'focus']) element.dispatchEvent(new Event(type));
      });
    }
    assert.deepEqual(dialogs, []);
  });

  it('opens local pages from the links of assistant answers', async () => {
    for (const link of (await assistant.locator('.md a').all()).slice(0, 3)) await link.click();
    await session.page.locator('.tabs-container .tab', { hasText: '.mdx' }).first().waitFor();
    assert.deepEqual(dialogs, []);
  });

  it('opens a page from its feedback; its lens "N feedback (M pending)" filters the Feedback view to it', async () => {
    const group = feedback.locator('details.group', { has: feedback.locator('.page', { hasText: /^quickstart$/ }) });
    await group.locator('li.entry:not(:has(code)) [data-action="open"]').first().click();
    await session.page.locator('.tab.active[aria-label^="quickstart.mdx"]').waitFor();
    const lens = session.page.locator('.codelens-decoration a', { hasText: 'pending)' }).first();
    await lens.waitFor();
    assert.match(await lens.innerText(), /^\d+ feedback \(\d+ pending\)$/);
    await lens.click();
    await feedback.locator('.chip', { hasText: 'quickstart' }).waitFor();
    assert.deepEqual(await feedback.locator('.group .page').allInnerTexts(), ['quickstart']);
  });

  it('shows the feedback of a code block on hover, and "Open code block" puts the cursor on the block', async () => {
    await session.page
      .locator('.view-line', { hasText: 'npm install -g acme-cli' })
      .locator('span span')
      .first()
      .hover();
    await session.page
      .locator('.monaco-hover-content', { hasText: 'Feedback on this code block' })
      .locator('li')
      .first()
      .waitFor();
    await session.page.keyboard.press('Escape');
    await feedback
      .locator('li.entry', { has: session.page.locator('code', { hasText: 'npm install -g acme-cli' }) })
      .locator('[data-action="open"]')
      .first()
      .click();
    await session.page.locator('.statusbar-item', { hasText: 'Ln 8,' }).first().waitFor();
    await screenshot(session.page, 'analytics');
  });

  it('keeps the key out of every file code-server wrote (the analytics cache is among them)', () => {
    const files = readdirSync(session.server.home, { recursive: true, encoding: 'utf8' }).filter((file) =>
      statSync(join(session.server.home, file)).isFile(),
    );
    assert.ok(
      files.some((file) => file.includes('analytics-cache')),
      'the cache was written (and so searched)',
    );
    assert.deepEqual(
      files.filter((file) => readFileSync(join(session.server.home, file)).includes(emulator.adminKey)),
      [],
    );
  });
});
