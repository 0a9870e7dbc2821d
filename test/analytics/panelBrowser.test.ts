// The views in a real browser engine (headless Chromium): hostile strings from the API run no script, the CSP holds,
// clicks become messages, and the view state is kept with setState.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Browser, Page } from 'playwright-core';
import { CHROMIUM, FAKE_VSCODE_API, launchChromium, writePanelPages } from './browserPanel';
import { useEmulator } from './support';

const skip = fs.existsSync(CHROMIUM) ? false : `no ${CHROMIUM} (apt-get install -y chromium)`;

describe('analytics views in Chromium', { skip }, () => {
  const emulator = useEmulator({ feedbackCount: 300, conversationCount: 300, hostile: true });
  let browser: Browser;
  let dir: string;
  before(async () => {
    browser = await launchChromium();
    dir = await writePanelPages(emulator(), Date.parse('2026-11-01T00:00:00Z'));
  });
  after(() => browser?.close());

  async function open(name: string): Promise<{ page: Page; dialogs: string[] }> {
    const page = await browser.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.addInitScript(`${FAKE_VSCODE_API}
      window.__violations = [];
      document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(e.violatedDirective + ' ' + \
e.blockedURI));`);
    await page.goto(`file://${path.join(dir, name)}`);
    await page.waitForFunction("window.__posted.some((m) => m.type === 'ready')");
    return { page, dialogs };
  }

  for (const name of ['feedback.html', 'assistant.html']) {
    it(`${name}: hostile strings are shown as text and run nothing, even when hovered and clicked`, async () => {
      const { page, dialogs } = await open(name);
      const text = await page.locator('body').innerText();
      assert.match(text, /<img src=x onerror=alert\(1\)>/);
      assert.equal(
        await page
          .locator('#root img, #root iframe, #root script, #root [onerror], #root [onload], #root [onmouseover]')
          .count(),
        0,
      );
      const hrefs = await page.$$eval('a[href]', (links) => links.map((a) => a.getAttribute('href') ?? ''));
      assert.ok(
        hrefs.every((href) => /^https?:/.test(href) || !/^[a-z]+:/i.test(href)),
        hrefs.join(' '),
      );
      await page.evaluate(`for (const el of document.querySelectorAll('#root *')) for (const type of ['mouseover', \
'mouseenter', 'focus']) el.dispatchEvent(new Event(type));
        for (const details of document.querySelectorAll('details')) details.open = true;`);
      for (const link of (await page.locator('.md a').all()).slice(0, 10)) await link.click();
      for (const button of (await page.locator('#root button').all()).slice(0, 10)) await button.click();
      await page.waitForTimeout(100);
      assert.deepEqual(dialogs, []);
      assert.deepEqual(await page.evaluate('window.__violations'), []);
      await page.close();
    });
  }

  it('clicks become messages with the entry id; filters are kept with setState', async () => {
    const { page } = await open('feedback.html');
    const firstId = await page.locator('[data-action="open"]').first().getAttribute('data-id');
    await page.locator('[data-action="open"]').first().click();
    await page.locator('input[name="status"][value="pending"]').check();
    await page.locator('select[name="source"]').selectOption('code_snippet');
    const posted = (await page.evaluate('window.__posted')) as { type: string; id?: string }[];
    const state = await page.evaluate('window.__state');
    assert.deepEqual(
      posted.slice(1).map((m) => m.type),
      ['open', 'filters', 'filters'],
    );
    assert.equal(posted[1].id, firstId);
    assert.deepEqual(state, { filters: { status: ['pending'], source: 'code_snippet', from: '', to: '' } });
    await page.evaluate(
      `window.postMessage({ type: 'render', html: '<p id="fresh">&lt;b&gt;new&lt;/b&gt;</p>', state: { ` +
        `filters: { status: [], source: '', from: '', to: '' }, page: 'quickstart' } }, '*')`,
    );
    await page.waitForSelector('#fresh');
    assert.equal(await page.locator('#fresh').innerText(), '<b>new</b>');
    assert.equal(await page.evaluate('window.__state.page'), 'quickstart');
    // a view that keeps no state (Pages, Search gaps, a thread panel) sends `state: {}`: what is kept stays
    await page.evaluate(`window.postMessage({ type: 'render', html: '<p id="second">2</p>', state: {} }, '*')`);
    await page.waitForSelector('#second');
    assert.equal(await page.evaluate('window.__state.page'), 'quickstart');
    await page.close();
  });

  it('markdown links in answers are handed to the extension, not followed', async () => {
    const { page } = await open('assistant.html');
    await page.locator('details.answer > summary').nth(1).click();
    const link = page.locator('.md a[href^="https://docs.acme.dev"]').first();
    const href = await link.getAttribute('href');
    await link.click();
    assert.deepEqual(await page.evaluate('window.__posted.at(-1)'), { type: 'link', href, state: {} });
    assert.ok(page.url().endsWith('assistant.html'));
    await page.close();
  });
});
