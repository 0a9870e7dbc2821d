// Debian's Chromium driven by playwright-core (which downloads no browser of its own).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Browser, chromium, Page } from 'playwright-core';
import { e2ePath } from './env';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export interface BrowserSession {
  readonly browser: Browser;
  readonly page: Page;
  close(): Promise<void>;
}

/** Opens a 1440x900 page; `prepare` runs before the first navigation (for exposeFunction / addInitScript). */
export async function openPage(prepare?: (page: Page) => Promise<void>): Promise<BrowserSession> {
  const browser = await chromium.launch({ executablePath: e2ePath('chromium'), headless: true, args: CHROMIUM_ARGS });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await prepare?.(page);
  return { browser, page, close: () => browser.close() };
}

/** Saves a screenshot of the whole page to the artifacts folder and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const dir = join(e2ePath('artifacts'), 'screenshots');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name}.png`);
  await page.screenshot({ path });
  return path;
}
