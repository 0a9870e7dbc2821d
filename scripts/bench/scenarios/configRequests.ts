// Requests in the open docs.json of a big site: completion of page paths inside a page entry, hover on a page entry,
// completion of a setting key (outside the navigation, from the platform's schema).
import { CompletionList, Hover } from 'vscode-languageserver-protocol';
import { measured, Row, target } from '../results';
import { Session } from '../serverSession';
import { Site, TARGET_PAGES } from '../sites';
import { repeat } from '../stats';

const WARMUP = 5;

export async function configRequests(site: Site, reps: number): Promise<Row[]> {
  const uri = site.uri('docs.json');
  const session = await Session.start({ rootUri: site.uri('') });
  try {
    await session.openAndWait(uri, 'json', site.configText);
    const doc = session.document(uri);
    const file = site.pageFiles[Math.floor(site.pageFiles.length / 3)];
    const entry = file.replace(/\.mdx$/, '');
    const position = doc.positionAt(site.configText.indexOf(`"${entry}"`) + 1 + Math.floor(entry.length / 2));
    const params = { textDocument: { uri }, position };
    const siteName = `${site.pageCount} pages`;

    let itemCount = 0;
    const completion = await repeat(WARMUP, reps, async () => {
      const { result, ms } = await session.timedRequest<CompletionList | null>('textDocument/completion', params);
      const items = result?.items.length ?? 0;
      // a server may cut a long list to what matches the typed text, marked incomplete; it may not come back empty
      if (items === 0 || (!result?.isIncomplete && items < site.pageFiles.length))
        throw new Error(
          `completion offered ${items} of ${site.pageFiles.length} page paths (isIncomplete: ${result?.isIncomplete})`,
        );
      itemCount = items;
      return ms;
    });
    const hover = await repeat(WARMUP, reps, async () => {
      const { result, ms } = await session.timedRequest<Hover | null>('textDocument/hover', params);
      const text =
        result && typeof result.contents === 'object' && 'value' in result.contents ? result.contents.value : '';
      if (!text.includes(file))
        throw new Error(`hover on "${entry}" does not name its file: ${JSON.stringify(result)}`);
      return ms;
    });
    const keyParams = { textDocument: { uri }, position: doc.positionAt(site.configText.indexOf('"api"') + 1) };
    let keyCount = 0;
    const keyCompletion = await repeat(WARMUP, reps, async () => {
      const { result, ms } = await session.timedRequest<CompletionList | null>('textDocument/completion', keyParams);
      const labels = result?.items.map((i) => i.label) ?? [];
      if (!labels.includes('seo') || !labels.includes('integrations'))
        throw new Error(`setting-key completion lacks seo or integrations: ${JSON.stringify(labels)}`);
      keyCount = labels.length;
      return ms;
    });
    const targets = site.pageCount === TARGET_PAGES ? [target('p95', 20, 'ms')] : undefined;
    return [
      measured('complete-page', 'Completion of page paths in docs.json', 'ms', completion, {
        site: siteName,
        targets,
        note: `${itemCount} items for the typed "${entry.slice(0, Math.floor(entry.length / 2))}"`,
      }),
      measured('hover-page', 'Hover on a page entry in docs.json', 'ms', hover, { site: siteName, targets }),
      measured('complete-setting-key', 'Completion of a setting key in docs.json', 'ms', keyCompletion, {
        site: siteName,
        targets,
        note: `${keyCount} keys of the platform's schema at the top level`,
      }),
    ];
  } finally {
    await session.close();
  }
}
