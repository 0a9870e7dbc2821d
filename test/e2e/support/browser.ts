// The e2e runs' Chromium: the workbench page and its screenshots.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Browser, Page } from 'playwright-core';
import { launchHeadlessChromium } from '../../helpers/chromium';
import { e2ePath } from './env';

export interface BrowserSession {
  readonly browser: Browser;
  readonly page: Page;
  close(): Promise<void>;
}

/** Opens a 1440x900 page; `prepare` runs before the first navigation (for exposeFunction / addInitScript). */
export async function openPage(prepare?: (page: Page) => Promise<void>): Promise<BrowserSession> {
  const browser = await launchHeadlessChromium(e2ePath('chromium'));
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
