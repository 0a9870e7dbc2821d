// Traffic, searches, dead paths and threads of the packaged extension in code-server, against the emulator: the
// Pages view (no traffic, worst thumbs-down, 404 rows, a page opened from it), the Search gaps view (gaps, a page
// created for a term), the code lens on an MDX page and the hover on a docs.json entry, no request spent by opening
// a page whose traffic is cached, the analytics-dead-path warning and its quick fix, a whole assistant thread, each
// view on its own (the README's pictures), and the key in no file code-server wrote and no webview.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { FrameLocator } from 'playwright-core';
import { RunningEmulator } from '../../tools/analytics-emulator/server';
import { AnalyticsSession, openAnalyticsSession } from './support/analyticsSession';
import { screenshot } from './support/browser';
import { EditorSession } from './support/editorSession';
import { Site } from './support/exampleSiteCopy';

/** The whole document of a webview's content, as the editor shows it. */
const htmlOf = (view: FrameLocator): Promise<string> => view.locator(':root').evaluate((root) => root.outerHTML);

describe('traffic analytics in VS Code with the emulator', () => {
  let site: Site;
  let emulator: RunningEmulator;
  let session: EditorSession;
  let pagesView: FrameLocator;
  let searchesView: FrameLocator;
  let dialogs: string[];
  let opened: AnalyticsSession | undefined;

  before(async () => {
    opened = await openAnalyticsSession();
    ({ site, emulator, session, dialogs } = opened);
  });

  after(() => opened?.close());

  it('loads the Pages and Search gaps views with the key, stating the period, the cost and the time', async () => {
    await session.page.locator('.activitybar a.action-label[aria-label^="Docs analytics"]').click();
    await session.workbench.resizeSideBar(640);
    await session.workbench.runCommand('Docs LSP: Set Analytics API Key');
    await session.page.locator('.quick-input-widget input[type="password"]').fill(emulator.adminKey);
    await session.page.keyboard.press('Enter');
    pagesView = await session.workbench.webview('table.grid tr[data-slug="quickstart"]');
    searchesView = await session.workbench.webview('table.grid tr.gap');
    const info = await pagesView.locator('.load-info').innerText();
    assert.match(info, /loaded .* UTC · (\d+ requests? in [\d\u202f]+ ms|cached)/);
    assert.match(await pagesView.locator('[data-action="refreshTraffic"]').innerText(), /up to 17 requests/);
    assert.ok(emulator.requests.some((r) => r.path.endsWith('/views') && r.query.offset === '0'));
  });

  it('Assistant: "Open thread" shows the whole conversation; the callers are charted', async () => {
    // Four views share the side bar: the Assistant's may be squeezed out of sight, so its elements are found once
    // attached and clicked by event.
    await session.workbench.runCommand('Docs analytics: Focus on Assistant View');
    const assistant = await session.workbench.webview('#root .conversation', 'attached');
    await assistant.locator('figcaption', { hasText: 'Callers (last 30 days)' }).waitFor({ state: 'attached' });
    await assistant.locator('[data-action="thread"]').first().dispatchEvent('click');
    const thread = await session.workbench.webview('.thread .message');
    assert.match(await thread.locator('.load-info').innerText(), /1 request in \d+ ms/);
    await screenshot(session.page, 'analytics-thread');
    assert.ok(!(await htmlOf(thread)).includes(emulator.adminKey), 'the thread panel shows the key');
    assert.deepEqual(dialogs, []);
  });

  it('Pages: no traffic, worst thumbs-down and 404 rows stand out; a page name opens its file', async () => {
    await pagesView.locator('tr.no-traffic[data-slug="api-reference/models/project"]').waitFor();
    await pagesView.locator('tr.missing[data-slug="guides/legacy-sdk"]').waitFor();
    assert.ok((await pagesView.locator('tr.worst').count()) >= 1);
    assert.equal(await pagesView.locator('#root script, #root img').count(), 0);
    await pagesView.locator('[data-action="sort"][data-column="slug"]').click();
    await pagesView.locator('th[aria-sort="ascending"]').waitFor();
    await pagesView.locator('tr[data-slug="quickstart"] [data-action="openPage"]').click();
    await session.page.locator('.tab.active[aria-label^="quickstart.mdx"]').waitFor();
  });

  it('the code lens shows the page traffic; another page whose traffic is cached spends no request', async () => {
    const lens = session.page.locator('.codelens-decoration a', { hasText: 'views ·' }).first();
    await lens.waitFor();
    assert.match(
      await lens.innerText(),
      /^[\d\u202f]+ views · [\d\u202f]+ visitors \([\d\u202f]+ human · [\d\u202f]+ AI\) · 👍 \d+ 👎 \d+ · 30 days$/,
    );
    const spent = emulator.requests.length;
    await session.workbench.openFile('webhooks.mdx');
    await session.page.locator('.codelens-decoration a', { hasText: 'views ·' }).first().waitFor();
    assert.equal(emulator.requests.length, spent);
    // clicking the lens shows the page in the Pages view
    await lens.click();
    await pagesView.locator('tr.focus[data-slug="guides/webhooks"]').waitFor();
  });

  it('docs.json: the hover of a page entry shows the same line; the dead path warning and its quick fix', async () => {
    await session.workbench.openFile('docs.json');
    const text = site.read('docs.json');
    const at = (needle: string, shift: number) => {
      const offset = text.indexOf(needle) + shift;
      const before = text.slice(0, offset).split('\n');
      return { line: before.length - 1, character: before[before.length - 1].length };
    };
    await session.workbench.goTo(at('"quickstart"', 3));
    await session.workbench.hover('views ·');
    await session.page.keyboard.press('Escape');
    const problems = await session.workbench.problems();
    await problems.filter({ hasText: 'Readers viewed /guides/legacy-sdk' }).first().waitFor();
    await session.workbench.goTo(at('"navigation"', 3));
    const fix = await session.workbench.quickFix('Redirect /guides/legacy-sdk to /guides/overview');
    await fix.click();
    await problems.filter({ hasText: 'Readers viewed /guides/legacy-sdk' }).first().waitFor({ state: 'detached' });
    await session.workbench.runCommand('File: Save All');
    await screenshot(session.page, 'analytics-traffic');
    assert.deepEqual(JSON.parse(site.read('docs.json')).redirects, [
      { source: '/guides/legacy-sdk', destination: '/guides/overview' },
    ]);
  });

  it('Search gaps: gaps marked; the most-clicked page opens; "Create page" makes the file and the entry', async () => {
    await searchesView
      .locator('tr', { hasText: /^quickstart/ })
      .locator('[data-action="openTopPage"]')
      .click();
    await session.page.locator('.tab.active[aria-label^="quickstart.mdx"]').waitFor();
    const sso = searchesView.locator('tr.gap', { hasText: /^sso/ });
    await sso.waitFor();
    assert.match(await sso.innerText(), /gap: nothing clicked/);
    await sso.locator('[data-action="createPage"]').click();
    await session.page.locator('.quick-input-list .monaco-list-row', { hasText: 'Get started' }).first().click();
    await session.page.locator('.quick-input-widget .quick-input-box input').waitFor();
    await session.page.keyboard.press('Enter');
    await session.page.locator('.tab.active[aria-label^="sso.mdx"]').waitFor();
    await session.workbench.runCommand('File: Save All');
    // saving is asynchronous: wait for the file on disk
    for (let tries = 0; tries < 100 && !(existsSync(site.file('sso.mdx')) && site.read('sso.mdx')); tries++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    assert.match(site.read('sso.mdx'), /^---\ntitle: "Sso"\n---/);
    assert.ok(JSON.parse(site.read('docs.json')).navigation.tabs[0].groups[0].pages.includes('sso'));
  });

  it('shows each view alone for the README (Pages, Search gaps, Assistant, charts), none with the key', async () => {
    const header = (title: string) => session.page.locator(`.part.sidebar .pane-header[aria-label^="${title}"]`);
    const views = [
      { title: 'Pages', content: 'table.grid tr.worst', name: 'analytics-pages' },
      { title: 'Search gaps', content: 'table.grid tr.gap', name: 'analytics-searches' },
      { title: 'Assistant', content: '#root figcaption', name: 'analytics-assistant' },
    ];
    for (const { title, content, name } of views) {
      if ((await header(title).getAttribute('aria-expanded')) === 'false') await header(title).click();
      // the other views fold away, so that this one has the side bar's height
      const others = session.page.locator(
        `.part.sidebar .pane-header[aria-expanded="true"]:not([aria-label^="${title}"])`,
      );
      while ((await others.count()) > 0) await others.first().click();
      const view = await session.workbench.webview(content);
      await screenshot(session.page, name);
      assert.ok(!(await htmlOf(view)).includes(emulator.adminKey), `${title} shows the key`);
    }
  });

  it('keeps the key out of every file code-server wrote (the traffic cache is among them)', () => {
    const files = readdirSync(session.server.home, { recursive: true, encoding: 'utf8' }).filter((file) =>
      statSync(join(session.server.home, file)).isFile(),
    );
    assert.ok(files.some((file) => file.includes('analytics-cache')));
    // code-server removes its editor backups as it goes: a file gone between listing and reading holds nothing
    const holdsKey = (file: string) => {
      try {
        return readFileSync(join(session.server.home, file)).includes(emulator.adminKey);
      } catch {
        return false;
      }
    };
    assert.deepEqual(files.filter(holdsKey), []);
  });
});
