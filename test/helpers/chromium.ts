// Headless Chromium for the tests that render pages (the analytics views, the e2e workbench): Debian's build driven
// by playwright-core, which downloads no browser of its own, with the flags that keep it offline and container-safe.
import { Browser, chromium } from 'playwright-core';

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

export function launchHeadlessChromium(executablePath: string): Promise<Browser> {
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
}
