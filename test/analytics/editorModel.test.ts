// Pure pieces of the editor side: links, page files, code-block feedback and hover lines, the key check, view state.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as path from 'node:path';
import { linkTarget } from '../../client/src/analytics/model/openableLinks';
import { pageFileCandidates, slugOfFile } from '../../client/src/analytics/model/pageFiles';
import { commentLines, feedbackForBlocks } from '../../client/src/analytics/model/pageFeedback';
import { adminKeyWarning, keyProblem } from '../../client/src/analytics/model/apiKey';
import { queryOf, readWebviewState } from '../../client/src/analytics/viewModel';
import { FeedbackEntry } from '../../shared/src/analytics/types';

describe('analytics editor model', () => {
  it('links: pages of the site, http(s) as a fallback, everything else blocked', () => {
    assert.deepEqual(linkTarget('https://docs.acme.dev/guides/errors#x'), {
      kind: 'page',
      slug: 'guides/errors',
      external: 'https://docs.acme.dev/guides/errors#x',
    });
    assert.deepEqual(linkTarget('/quickstart'), { kind: 'page', slug: 'quickstart' });
    assert.deepEqual(linkTarget(' JavaScript:alert(1)'), {
      kind: 'blocked',
      reason: 'javascript: links are not opened',
    });
    assert.deepEqual(linkTarget('command:workbench.action.quit'), {
      kind: 'blocked',
      reason: 'command: links are not opened',
    });
    assert.deepEqual(linkTarget('data:text/html,x'), { kind: 'blocked', reason: 'data: links are not opened' });
    assert.deepEqual(linkTarget('../../etc/passwd'), { kind: 'blocked', reason: 'the link leaves the docs site' });
  });

  it('page files: candidates per docs root, and the slug of a file', () => {
    const root = path.join('/w', 'docs');
    assert.deepEqual(pageFileCandidates([root], 'v2/guides/errors').slice(0, 4), [
      path.join(root, 'v2/guides/errors.mdx'),
      path.join(root, 'v2/guides/errors.md'),
      path.join(root, 'v2/guides/errors/index.mdx'),
      path.join(root, 'v2/guides/errors/index.md'),
    ]);
    assert.equal(pageFileCandidates([root], 'v2/guides/errors')[4], path.join(root, 'guides/errors.mdx'));
    assert.equal(slugOfFile([path.join('/w'), root], path.join(root, 'guides', 'errors.mdx')), 'guides/errors');
    assert.equal(slugOfFile([root], path.join(root, 'guides', 'index.mdx')), 'guides');
    assert.equal(slugOfFile([root], path.join(root, 'index.mdx')), 'index');
    assert.equal(slugOfFile([root], path.join('/w', 'other', 'a.mdx')), undefined);
    assert.equal(slugOfFile([root], path.join(root, 'openapi.yaml')), undefined);
  });

  const page = [
    '---',
    'title: Q',
    '---',
    '```bash',
    'npm install -g acme-cli',
    '```',
    '',
    '```javascript',
    'const a = 1;',
    '```',
  ].join('\n');
  const snippet = (code: string, comment: string): FeedbackEntry => ({
    id: comment,
    path: '/q',
    comment,
    createdAt: '2026-10-02T10:00:00Z',
    source: 'code_snippet',
    status: 'in_progress',
    code,
    filename: null,
    lang: null,
  });

  it('code-snippet feedback lands on its block; feedback on changed code does not', () => {
    const result = feedbackForBlocks(page, [
      snippet('npm install -g acme-cli', 'a'),
      snippet('const a = 1;', 'b'),
      snippet('npm install -g acme-cli\n', 'c'),
      snippet('gone()', 'd'),
    ]);
    assert.deepEqual(
      result.map(({ block, entries }) => [block.startLine, entries.map((e) => e.id)]),
      [
        [3, ['a', 'c']],
        [7, ['b']],
      ],
    );
  });

  it('hover lines: status, verdict, day and the comment on one line, bounded', () => {
    const entries: FeedbackEntry[] = [
      {
        id: '1',
        path: '/q',
        comment: 'Two\nlines',
        createdAt: '2026-10-02T10:00:00Z',
        source: 'contextual',
        status: 'pending',
        helpful: false,
      },
      snippet('x', 'Works'),
      { id: '3', path: '/q', comment: null, createdAt: null, source: 'thumbs_only', status: 'resolved' },
    ];
    assert.deepEqual(commentLines(entries, 2), [
      'pending · not helpful · 2026-10-02: Two lines',
      'in progress · code snippet · 2026-10-02: Works',
      'and 1 more',
    ]);
    assert.deepEqual(commentLines(entries.slice(2)), ['resolved · thumbs only · no date: (no comment)']);
  });

  it('warns softly about keys that do not look like admin keys', () => {
    assert.equal(adminKeyWarning('mint_abc'), undefined);
    assert.equal(adminKeyWarning('  mint_abc '), undefined);
    assert.equal(adminKeyWarning(''), undefined);
    assert.equal(
      adminKeyWarning('sk_live_123'),
      'Admin API keys start with "mint_"; this one does not. Press Enter to keep it anyway.',
    );
  });

  it('refuses a pasted key that cannot travel in a header, without quoting it', () => {
    assert.equal(keyProblem('mint_abc'), undefined);
    const problem = keyProblem('mint_abc\n# prod key');
    assert.match(problem ?? '', /^the API key contains a line break at character 9 of 19/);
    assert.doesNotMatch(problem ?? '', /mint_abc/);
  });

  it('webview state is untrusted: only strings of known fields survive', () => {
    assert.deepEqual(
      readWebviewState({
        filters: { status: ['pending', 3, { x: 1 }], source: 7, from: '2026-01-01' },
        page: 'quickstart',
        search: ['x'],
        extra: 1,
      }),
      {
        filters: { status: ['pending'], source: '', from: '2026-01-01', to: '' },
        page: 'quickstart',
        search: undefined,
      },
    );
    assert.deepEqual(readWebviewState(null), {
      filters: { status: [], source: '', from: '', to: '' },
      page: undefined,
      search: undefined,
    });
  });

  it('the panel asks for the largest pages, with filters only where they apply', () => {
    const filters = { status: ['pending'], source: 'agent', from: '2026-01-01', to: '' };
    assert.deepEqual(queryOf('feedback', filters), {
      limit: 100,
      dateFrom: '2026-01-01',
      dateTo: undefined,
      status: ['pending'],
      source: 'agent',
    });
    assert.deepEqual(queryOf('assistant', filters), { limit: 1000, dateFrom: '2026-01-01', dateTo: undefined });
  });
});
