// The platform's vocabulary in a page of the 25 000-page links site: completion of a component after `<`, of an icon
// name inside `icon="` (thousands of names, filtered by what is typed), and an edit that misspells a component to
// its diagnostics (the page's rules, component-unknown among them), in process as the server runs them.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { createLanguageService } from '../../../server/src/engine/languageService';
import { fileUri } from '../../../server/src/engine/workspace';
import { measured, Row } from '../results';
import { createLinkSite, EditedPage, nextTurn } from './pageLinks';
import { now, repeat } from '../stats';

export async function vocabulary(reps: number): Promise<Row[]> {
  const site = createLinkSite();
  const label = `${site.pages.length} pages`;
  const page = site.pages[site.pages.length / 2];
  const pageUri = fileUri(path.join(site.dir, `${page}.mdx`));
  const original = fs.readFileSync(path.join(site.dir, `${page}.mdx`), 'utf8');
  const workspace = new EditedPage(fileUri(site.dir), pageUri);
  const service = createLanguageService({ workspace, settings: { rules: { 'page-not-in-navigation': 'off' } } });
  service.getDiagnostics(pageUri);

  /** Types `typed` on a line of its own at the end of the page, then asks for completion at its end. */
  const completeAt = async (typed: string, expect: (labels: string[]) => boolean) => {
    await nextTurn();
    workspace.text = `${original}\n${typed}`;
    workspace.edits++;
    const started = now();
    const list = service.doComplete(pageUri, { line: workspace.text.split('\n').length - 1, character: typed.length });
    const ms = now() - started;
    if (!expect(list.items.map((item) => item.label))) throw new Error(`unexpected completion after ${typed}`);
    return ms;
  };
  const components = await repeat(3, reps, () => completeAt('<', (labels) => labels.includes('Card')));
  // typed a letter at a time, as the editor asks again on each keystroke (the list is filtered on the server)
  const typedIcon = ['', 'r', 'ro', 'roc', 'rock', 'a', 'ar', 'arr', 'arro', 'arrow'];
  const icons = await repeat(3, reps, (i) =>
    completeAt(`<Card title="Next" icon="${typedIcon[i % typedIcon.length]}`, (labels) => labels.length > 0),
  );
  const typedAt = original.indexOf('## Usage');
  const edit = await repeat(3, reps, async (i) => {
    await nextTurn();
    workspace.text = `${original.slice(0, typedAt)}<Crad title="Step ${i}">Text</Crad>\n\n${original.slice(typedAt)}`;
    workspace.edits++;
    const started = now();
    const diagnostics = service.getDiagnostics(pageUri);
    const ms = now() - started;
    if (!diagnostics.some((d) => d.code === 'component-unknown')) throw new Error('the misspelt component was missed');
    return ms;
  });
  const target = [{ stat: 'p95' as const, limit: 20, text: 'p95 <= 20 ms' }];
  return [
    measured('vocabulary-component-completion', 'Completion of a component after `<` in a page', 'ms', components, {
      site: label,
      targets: target,
    }),
    measured(
      'vocabulary-icon-completion',
      'Completion of an icon name in `icon="`, typed a letter at a time',
      'ms',
      icons,
      {
        site: label,
        targets: target,
      },
    ),
    measured('vocabulary-edit', 'Edit in a page (a misspelt component) to its diagnostics', 'ms', edit, {
      site: label,
      targets: [{ stat: 'p95', limit: 30, text: 'p95 <= 30 ms' }],
    }),
  ];
}
