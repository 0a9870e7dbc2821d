// The docs.json site of the editing-feature tests: a few pages, a snippet, a spec, and a docs.json written with a
// `‸` cursor marker.
import { CodeAction, Position, WorkspaceEdit } from 'vscode-languageserver-types';
import { applyEdits, createSite, page, TestSite } from '../helpers/site';

export const files = {
  'index.mdx': page('Home'),
  'quickstart.mdx': '---\ntitle: "Quick *start*"\ndescription: "Five minutes to [first](x) call"\n---\n',
  'guides/intro.mdx': page('Intro'),
  'guides/unlisted.mdx': page('Unlisted'),
  'snippets/note.mdx': 'snippet',
  'openapi.yaml': 'openapi: 3.1.0\n',
};

export function siteWith(docsJsonWithCursor: string): { site: TestSite; position: Position } {
  const site = createSite({ 'docs.json': docsJsonWithCursor, ...files });
  return { site, position: site.cursor('docs.json') };
}

export function applyAction(site: TestSite, action: CodeAction, path = 'docs.json'): string {
  const changes = (action.edit as WorkspaceEdit).changes![site.uri(path)];
  return applyEdits(site.text(path), changes);
}
