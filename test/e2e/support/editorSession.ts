// One editor for a test file: code-server on a folder, Chromium on its workbench, closed together.
import { Page } from 'playwright-core';
import { BrowserSession, openPage } from './browser';
import { CodeServer, CodeServerOptions, startCodeServer } from './codeServer';
import { Workbench } from './workbench';

export interface EditorSession {
  readonly server: CodeServer;
  readonly page: Page;
  readonly workbench: Workbench;
  close(): Promise<void>;
}

export interface EditorSessionOptions extends CodeServerOptions {
  /** Runs before the first navigation (exposeFunction, addInitScript, console listeners). */
  prepare?: (page: Page) => Promise<void>;
  /** Extra query parameters of the workbench URL (e.g. the smoke-test driver's `payload`). */
  query?: (server: CodeServer) => Record<string, string>;
}

export async function openEditorSession(folder: string, options: EditorSessionOptions = {}): Promise<EditorSession> {
  const server = await startCodeServer(options);
  let browser: BrowserSession | undefined;
  try {
    browser = await openPage(options.prepare);
    const workbench = new Workbench(browser.page);
    await workbench.open(server.workbenchUrl(folder, options.query?.(server)));
    const opened = browser;
    return {
      server,
      page: opened.page,
      workbench,
      close: async () => {
        await opened.close();
        await server.stop();
      },
    };
  } catch (error) {
    await browser?.close();
    await server.stop();
    throw error;
  }
}
