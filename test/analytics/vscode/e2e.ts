// The analytics features in real VS Code (code-server, see ../../../../shared/e2e/RECIPE.md), against the emulator
// serving hostile strings: views load, no script runs, the code lens filters the view, the code-block hover shows the
// comments, "Open code block" lands on the block, and the key is in no file that code-server wrote.
// Usage: CODE_SERVER=/path/to/code-server npx tsx test/analytics/vscode/e2e.ts   (code-server needs Node 24 on PATH)
import { spawn, ChildProcess } from 'node:child_process';
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Frame, Page } from 'playwright-core';
import { startEmulator } from '../../../server/src/analytics-emulator/server';
import { launchChromium } from '../browserPanel';

const ROOT = path.resolve(__dirname, '../../..');
const PORT = 4093;

function prepare(emulatorUrl: string): { run: string; workspace: string } {
  const run = fs.mkdtempSync(path.join(os.tmpdir(), 'analytics-e2e-'));
  const ext = path.join(run, 'ext', 'docs-lsp.docs-lsp-0.1.0');
  fs.mkdirSync(path.join(ext, 'client'), { recursive: true });
  fs.cpSync(path.join(ROOT, 'package.json'), path.join(ext, 'package.json'));
  fs.cpSync(path.join(ROOT, 'dist'), path.join(ext, 'dist'), { recursive: true });
  fs.cpSync(path.join(ROOT, 'client/media'), path.join(ext, 'client/media'), { recursive: true });
  const workspace = path.join(run, 'ws');
  fs.cpSync(path.join(ROOT, 'example'), workspace, { recursive: true });
  fs.mkdirSync(path.join(run, 'data/User'), { recursive: true });
  const settings = {
    'security.workspace.trust.enabled': false,
    'workbench.startupEditor': 'none',
    'extensions.autoUpdate': false,
    'extensions.autoCheckUpdates': false,
    'update.mode': 'none',
    'chat.disableAIFeatures': true,
    'git.openRepositoryInParentFolders': 'never',
    'docsLsp.analytics.projectId': 'acme-docs',
    'docsLsp.analytics.baseUrl': emulatorUrl,
  };
  fs.writeFileSync(path.join(run, 'data/User/settings.json'), JSON.stringify(settings, null, 2));
  return { run, workspace };
}

async function waitForHealth(): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await fetch(`http://127.0.0.1:${PORT}/healthz`).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('code-server did not start');
}

async function command(page: Page, title: string): Promise<void> {
  await page.keyboard.press('F1');
  await page.keyboard.type(title);
  const row = page.locator(`.quick-input-list .monaco-list-row:has-text("${title}")`).first();
  await row.waitFor();
  await row.click();
}

async function viewFrame(page: Page, selector: string): Promise<Frame> {
  for (let i = 0; i < 100; i++) {
    for (const frame of page.frames()) if (await frame.locator(selector).count().catch(() => 0)) return frame;
    await page.waitForTimeout(200);
  }
  throw new Error(`no webview shows ${selector}`);
}

async function main(): Promise<void> {
  const codeServer = process.env.CODE_SERVER ?? 'code-server';
  const key = 'mint_e2e_SECRET_key_7c1d';
  const emulator = await startEmulator({ adminKey: key, hostile: true, now: Date.now() });
  const { run, workspace } = prepare(emulator.url);
  let server: ChildProcess | undefined;
  let page: Page | undefined;
  const browser = await launchChromium();
  try {
    server = spawn(codeServer, ['--config', '/dev/null', '--auth', 'none', '--bind-addr', `127.0.0.1:${PORT}`, '--disable-telemetry', '--disable-update-check', '--disable-workspace-trust', '--user-data-dir', path.join(run, 'data'), '--extensions-dir', path.join(run, 'ext'), workspace], { stdio: 'ignore' });
    await waitForHealth();
    page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`http://127.0.0.1:${PORT}/?folder=${workspace}`);
    const container = page.locator('.activitybar a[aria-label^="Docs analytics"]');
    await container.waitFor({ timeout: 60_000 });
    await container.click();
    await viewFrame(page, '[data-action="setKey"]');

    await command(page, 'Set Analytics API Key');
    await page.locator('.quick-input-widget input[type="password"]').waitFor();
    await page.keyboard.type(key);
    await page.keyboard.press('Enter');
    const feedback = await viewFrame(page, '#root .group');
    const assistant = await viewFrame(page, '#root .conversation');
    for (const frame of [feedback, assistant]) {
      assert.match(await frame.locator('#root').innerText(), /onerror=alert\(1\)/, 'hostile strings are shown as text');
      assert.equal(await frame.locator('#root img, #root script, #root iframe, #root [onerror], #root [onload], #root [onmouseover]').count(), 0);
      await frame.evaluate("for (const d of document.querySelectorAll('details')) d.open = true; for (const el of document.querySelectorAll('#root *')) for (const t of ['mouseover', 'focus']) el.dispatchEvent(new Event(t));");
    }
    for (const link of (await assistant.locator('.md a').all()).slice(0, 3)) await link.click();

    const opened = await page.locator('.tabs-container .tab').allInnerTexts();
    assert.ok(opened.some((tab) => tab.includes('.mdx')), `answer links opened local pages: ${opened.join(', ')}`);
    await page.locator('.monaco-editor .view-lines').first().click();
    await page.keyboard.press('Control+P');
    await page.locator('.quick-input-widget input').first().waitFor();
    await page.keyboard.type('quickstart.mdx');
    await page.locator('.quick-input-list .monaco-list-row:has-text("quickstart.mdx")').first().click();
    const lens = page.locator('.codelens-decoration a').first();
    await lens.waitFor();
    assert.match(await lens.innerText(), /^\d+ feedback \(\d+ pending\)$/);
    await lens.click();
    await feedback.locator('.chip:has-text("quickstart")').waitFor();
    assert.deepEqual(await feedback.locator('.group .page').allInnerTexts(), ['quickstart']);

    await page.locator('.view-line:has-text("npm install -g acme-cli") span span').first().hover();
    const hover = page.locator('.monaco-hover-content:has-text("Feedback on this code block")');
    await hover.waitFor();
    await page.keyboard.press('Escape');
    await feedback.locator('li.entry:has(code:has-text("npm install -g acme-cli")) [data-action="open"]').first().click();
    await page.locator('.statusbar-item:has-text("Ln 8,")').first().waitFor();
    await page.screenshot({ path: path.join(run, 'analytics-e2e.png') });

    assert.deepEqual(dialogs, [], 'no script ran');
    const files = fs.readdirSync(run, { recursive: true, encoding: 'utf8' });
    assert.ok(files.some((file) => file.includes(`analytics-cache${path.sep}analytics-`)), 'the cache was written (and is searched)');
    const leaks = files.filter((file) => {
      const full = path.join(run, file);
      return fs.statSync(full).isFile() && fs.readFileSync(full).includes(key);
    });
    assert.deepEqual(leaks, [], 'the key is in no file');
    process.stdout.write(`analytics e2e: passed (${emulator.requests.length} requests; screenshot ${path.join(run, 'analytics-e2e.png')})\n`);
  } catch (error) {
    await page?.screenshot({ path: path.join(run, 'analytics-e2e-failure.png') });
    throw new Error(`${(error as Error).message} (screenshot: ${path.join(run, 'analytics-e2e-failure.png')})`);
  } finally {
    await browser.close();
    server?.kill();
    await emulator.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`analytics e2e: FAILED ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exitCode = 1;
});
