// Renders the analytics views with emulator data in headless Chromium and saves docs/images/analytics-panel.png.
// Usage: npx tsx test/analytics/screenshot.ts
import * as path from 'node:path';
import { startEmulator } from '../../tools/analytics-emulator/server';
import { FAKE_VSCODE_API, launchChromium, writePanelPages } from './browserPanel';

async function main(): Promise<void> {
  const now = Date.parse('2026-11-01T00:00:00Z');
  const emulator = await startEmulator({ now });
  const browser = await launchChromium();
  try {
    const dir = await writePanelPages(emulator, now);
    const page = await browser.newPage({ viewport: { width: 922, height: 1074 }, deviceScaleFactor: 1 });
    await page.addInitScript(FAKE_VSCODE_API);
    await page.goto(`file://${path.join(dir, 'panel.html')}`);
    for (const frame of page.frames().slice(1)) {
      await frame.waitForSelector('#root .chart');
      await frame.evaluate(
        "for (const d of [...document.querySelectorAll('details.answer')].slice(0, 2)) d.open = true;",
      );
    }
    const out = path.resolve(__dirname, '../../docs/images/analytics-panel.png');
    await page.screenshot({ path: out });
    process.stdout.write(`wrote ${out}\n`);
  } finally {
    await browser.close();
    await emulator.close();
  }
}

void main();
