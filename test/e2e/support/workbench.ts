// What a person does in the VS Code workbench, as keyboard and selector steps (no fixed sleeps: every step waits
// for the element it leads to).
import { FrameLocator, Locator, Page } from 'playwright-core';

const TIMEOUT = 30_000;
/** How long one round of `webview` waits in the webviews it found before listing them again. */
const WEBVIEW_ROUND = 2_000;
/** How long the quick fix menu is given to list an action before it is asked for again. */
const QUICK_FIX_ROUND = 5_000;

/** What each webview shows, briefly: a step that waited in vain says what was there instead. */
async function textsOf(contents: FrameLocator[]): Promise<string> {
  const texts = await Promise.all(
    contents.map((content) =>
      content
        .locator(':root')
        .innerText({ timeout: 2_000 })
        .then(
          (text) => text.replace(/\s+/g, ' ').slice(0, 300),
          (error: unknown) => `(unreadable: ${String(error).split('\n')[0]})`,
        ),
    ),
  );
  return texts.map((text, index) => `  ${index + 1}. ${text}`).join('\n') || '  (no webview)';
}

export class Workbench {
  constructor(readonly page: Page) {}

  async open(url: string): Promise<void> {
    await this.page.goto(url);
    await this.page.locator('.monaco-workbench').waitFor({ timeout: 60_000 });
  }

  /** Opens a workspace file through Quick Open and waits until its editor has focus. */
  async openFile(name: string): Promise<void> {
    await this.leaveWebview();
    await this.openQuickInput('Control+P');
    await this.quickPick('', name);
    await this.page.locator(`.tab.active[aria-label^="${name}"]`).waitFor({ timeout: TIMEOUT });
    await this.editor().locator('.view-lines').waitFor({ timeout: TIMEOUT });
  }

  /** Runs a command from the palette by its title. */
  async runCommand(title: string): Promise<void> {
    await this.leaveWebview();
    await this.openQuickInput('F1');
    await this.quickPick('>', title);
  }

  /** Moves the cursor to a 0-based line and character (Go to Line/Column). */
  async goTo(position: { line: number; character: number }): Promise<void> {
    await this.page.keyboard.press('Control+G');
    await this.quickInput().fill(`:${position.line + 1}:${position.character + 1}`);
    await this.page.keyboard.press('Enter');
    await this.page.locator('.quick-input-widget').waitFor({ state: 'hidden', timeout: TIMEOUT });
  }

  /** Drags the side bar's edge (its sash) until the side bar is `width` pixels wide. */
  async resizeSideBar(width: number): Promise<void> {
    const sideBar = this.page.locator('.part.sidebar');
    const box = (await sideBar.boundingBox())!;
    const edge = { x: box.x + box.width + 1, y: box.y + box.height / 2 };
    await this.page.mouse.move(edge.x, edge.y);
    await this.page.mouse.down();
    await this.page.mouse.move(box.x + width, edge.y, { steps: 5 });
    await this.page.mouse.up();
  }

  /** The active editor. */
  editor(): Locator {
    return this.page.locator('.editor-group-container.active .monaco-editor').first();
  }

  /** Rows of the Problems panel (opened if needed). */
  async problems(): Promise<Locator> {
    if (!(await this.page.locator('.markers-panel').isVisible())) await this.page.keyboard.press('Control+Shift+M');
    const rows = this.page.locator('.markers-panel .monaco-list-row');
    await rows.first().waitFor({ timeout: TIMEOUT });
    return rows;
  }

  /** Triggers suggestions at the cursor (unless typing a trigger character did) and waits for a row labelled
   * `label`. */
  async suggest(label: string): Promise<Locator> {
    // Ctrl+Space on an open list would toggle its details pane instead.
    if (!(await this.page.locator('.suggest-widget.visible').isVisible()))
      await this.page.keyboard.press('Control+Space');
    const row = this.page.locator(`.suggest-widget .monaco-list-row[aria-label^="${label}"]`);
    await row.waitFor({ timeout: TIMEOUT });
    return row;
  }

  /** Opens the quick fix menu at the cursor and waits for an action titled `title`. */
  async quickFix(title: string): Promise<Locator> {
    const row = this.page.locator('.action-widget .monaco-list-row', { hasText: title });
    const deadline = Date.now() + TIMEOUT;
    for (;;) {
      await this.page.keyboard.press('Control+.');
      try {
        await row.waitFor({ timeout: Math.min(QUICK_FIX_ROUND, Math.max(deadline - Date.now(), 1)) });
        return row;
      } catch (error) {
        if (Date.now() >= deadline) throw error;
        // Diagnostics published while the menu was asked for (late under load) cancel its request or close it: the
        // menu closes and is asked for again.
        if (await this.page.locator('.action-widget').isVisible()) await this.page.keyboard.press('Escape');
      }
    }
  }

  /** Shows the hover at the cursor and waits until it contains `text`. */
  async hover(text: string): Promise<Locator> {
    await this.page.keyboard.press('Control+K');
    await this.page.keyboard.press('Control+I');
    const hover = this.page.locator('.monaco-hover', { hasText: text });
    await hover.waitFor({ timeout: TIMEOUT });
    return hover;
  }

  /**
   * The content of the webview (view or panel) that shows `selector`, once it does (`attached`: a view squeezed out
   * of sight counts too). The webviews are listed again on every round, since the one sought may be created or become
   * ready after the call (a panel just opened); the result names its frame by the webview's id (its `name`), never by
   * position, since a webview opened later may come before it in the page.
   */
  async webview(selector: string, state: 'visible' | 'attached' = 'visible'): Promise<FrameLocator> {
    const deadline = Date.now() + TIMEOUT;
    for (;;) {
      const names = await this.page
        .locator('iframe.webview.ready')
        .evaluateAll((frames) => frames.map((frame) => frame.getAttribute('name') ?? ''));
      const contents = names
        .filter((name) => name !== '')
        .map((name) =>
          this.page.locator(`iframe.webview.ready[name="${name}"]`).contentFrame().locator('iframe').contentFrame(),
        );
      const round = Math.min(WEBVIEW_ROUND, Math.max(deadline - Date.now(), 1));
      try {
        return await Promise.any(
          contents.map(async (content) => {
            await content.locator(selector).first().waitFor({ state, timeout: round });
            return content;
          }),
        );
      } catch (error) {
        if (Date.now() >= deadline)
          throw new Error(`no webview shows ${selector} after ${TIMEOUT} ms; they show:\n${await textsOf(contents)}`, {
            cause: error,
          });
        // no webview yet: wait for the next one to become ready rather than for a fixed time
        if (contents.length === 0)
          await this.page
            .locator('iframe.webview.ready')
            .first()
            .waitFor({ timeout: Math.max(deadline - Date.now(), 1) });
      }
    }
  }

  /** Takes the keyboard back from a webview, as a person would, by clicking into the editor area. */
  private async leaveWebview(): Promise<void> {
    if (!(await this.page.evaluate("document.activeElement?.tagName === 'IFRAME'"))) return;
    const editor = this.editor().locator('.view-lines');
    await ((await editor.count()) > 0 ? editor : this.page.locator('.part.editor')).click();
  }

  /**
   * The quick input's text box. Filling it (rather than typing) sets the whole value, so no letter is lost while the
   * keyboard is still on its way from a webview to the workbench.
   */
  private quickInput(): Locator {
    return this.page.locator('.quick-input-widget .quick-input-box input');
  }

  /**
   * Presses `key` until the quick input shows. Right after a command's quick input closes, or a dialog, the workbench
   * can miss the key while focus is on its way back (seen once in a full e2e run after "File: Save All"); pressing it
   * again on an open quick input only moves its selection, which the caller's fill replaces.
   */
  private async openQuickInput(key: string): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      await this.page.keyboard.press(key);
      try {
        await this.quickInput().waitFor({ state: 'visible', timeout: 5_000 });
        return;
      } catch (error) {
        if (attempt === 3) throw error;
      }
    }
  }

  /** Fills the quick input with `prefix` (`>` for commands) and `text`, and accepts the first row that contains
   * `text`. */
  private async quickPick(prefix: string, text: string): Promise<void> {
    const row = this.page.locator('.quick-input-list .monaco-list-row', { hasText: text }).first();
    // Quick Open's file search can come back empty while the workspace's files are moving (just after a folder
    // rename): typing the text again runs a new search, as a user would.
    for (let attempt = 1; ; attempt++) {
      await this.quickInput().fill('');
      await this.quickInput().fill(prefix + text);
      try {
        await row.waitFor({ timeout: TIMEOUT / 3 });
        break;
      } catch (error) {
        if (attempt === 3) throw error;
      }
    }
    await this.page.keyboard.press('Enter');
    // Not "the widget hides": a command may open the next quick input (an input box) at once.
    await row.waitFor({ state: 'hidden', timeout: TIMEOUT });
  }
}
