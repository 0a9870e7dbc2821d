// Hover on a spec reference: the operation in brief and the page the platform generates.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MarkupContent } from 'vscode-languageserver-types';
import { createSite, rangeText, spanOf } from '../helpers/site';
import { DOCS, FILES, text } from '../helpers/openapiFeatures';

test('hover: the operation in brief and the generated page (title, description, version, URL)', () => {
  const s = createSite(FILES);
  const onEntry = s.service.doHover(s.uri('/site/docs.json'), {
    line: 6,
    character: DOCS.split('\n')[6].indexOf('GET /pets') + 2,
  })!;
  const value = (onEntry.contents as MarkupContent).value;
  assert.equal(rangeText(onEntry.range!), spanOf(text('/site/docs.json'), 'GET /pets'));
  for (const part of [
    '**GET /pets**',
    'Returns **all** pets.',
    '`limit` (query, integer)',
    '`200` A list of pets',
    'Security: `apiKey`',
    'Servers: `https://api.pets.test/v1`',
    '- title: List pets',
    '- version: v2',
    '- URL: `/reference/list-pets`',
  ]) {
    assert.ok(value.includes(part), `hover lacks ${part}:\n${value}`);
  }
  const onPage = (s.service.doHover(s.uri('/site/d.mdx'), s.cursor('/site/d.mdx'))!.contents as MarkupContent).value;
  assert.ok(onPage.includes('*deprecated*') && onPage.includes('- URL: `/d`'), onPage);
  const onSchema = (s.service.doHover(s.uri('/site/e.mdx'), s.cursor('/site/e.mdx'))!.contents as MarkupContent).value;
  assert.ok(
    onSchema.includes('**Pet** (object)') && onSchema.includes("`name` (string, required): The pet's name"),
    onSchema,
  );
});
