// The platform's components in a page, as a writer meets them in VS Code (code-server with the packaged extension):
// `<Ca` completed to a component and a prop offered inside its tag, a hover that explains a component, and a misspelt
// component squiggled as `component-unknown` and corrected by its quick fix.
import { after, before, describe, it } from 'node:test';
import { screenshot } from './support/browser';
import { positionOf } from './support/docsJson';
import { e2ePath } from './support/env';
import { COMPONENTS_PAGE, MISSPELT, writeComponentsPage } from './support/componentsPage';
import { EditorSession, openEditorSession } from './support/editorSession';
import { copyExampleSite, Site } from './support/exampleSiteCopy';
import { Workbench } from './support/workbench';

describe('VS Code (code-server): components in MDX pages', () => {
  let site: Site;
  let session: EditorSession;
  let workbench: Workbench;
  let text: string;

  before(async () => {
    site = copyExampleSite();
    text = writeComponentsPage(site, '');
    session = await openEditorSession(site.root, { vsix: [e2ePath('vsix')] });
    workbench = session.workbench;
    await workbench.openFile(COMPONENTS_PAGE);
  });

  after(async () => {
    await session?.close();
    site?.dispose();
  });

  it('completes a component after `<`, then a prop inside its tag', async () => {
    const lastLine = text.split('\n').length - 2;
    await workbench.goTo({ line: lastLine, character: 0 });
    await session.page.keyboard.type('<Card');
    // VS Code's own word list may have opened while typing: the components come with the explicit request
    await session.page.keyboard.press('Escape');
    const card = await workbench.suggest('Card,');
    await screenshot(session.page, 'component-completion');
    await card.click();
    await workbench.editor().locator('.view-line', { hasText: '<Card' }).first().waitFor();
    // the cursor is left between the tags; inside the opening tag, the props not yet written are offered
    await session.page.keyboard.press('ArrowLeft');
    await session.page.keyboard.type(' ic');
    await session.page.keyboard.press('Escape');
    await workbench.suggest('icon,');
  });

  it('explains a component on hover', async () => {
    await session.page.keyboard.press('Escape');
    await workbench.goTo(positionOf(text, '<Note>', 2));
    await workbench.hover('Note');
  });

  it('squiggles a misspelt component and fixes it with the quick fix', async () => {
    const rows = await workbench.problems();
    await rows.filter({ hasText: 'component-unknown' }).filter({ hasText: MISSPELT }).first().waitFor();
    await workbench.goTo(positionOf(text, `<${MISSPELT}`, 2));
    const fix = await workbench.quickFix('Change to <Card>');
    await fix.click();
    await workbench.editor().locator('.view-line', { hasText: '<Card title="Setup" href="/quickstart">' }).waitFor();
    // its closing tag with it
    await workbench.editor().locator('.view-line', { hasText: '</Card>' }).first().waitFor();
  });
});
