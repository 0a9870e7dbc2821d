// Feedback paths and URLs to page slugs, and code blocks of MDX pages.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { pageSlugOf, slugCandidates } from '../../shared/src/analytics/pagePath';
import { findCodeBlocks, matchCodeBlock } from '../../shared/src/analytics/codeBlocks';

describe('page slugs of feedback paths', () => {
  const cases: [string, string | undefined][] = [
    ['/guides/errors', 'guides/errors'],
    ['guides/errors/', 'guides/errors'],
    ['https://docs.acme.dev/guides/errors#retries', 'guides/errors'],
    ['/guides/errors?tab=python', 'guides/errors'],
    ['/', 'index'],
    ['', undefined],
    ['https://docs.acme.dev', 'index'],
    ['/quickstart.mdx', 'quickstart'],
    ['/guides/caf%C3%A9', 'guides/café'],
    ['javascript:alert(1)', undefined],
    ['file:///etc/passwd', undefined],
    ['/../../etc/passwd', undefined],
    ['/bad%E0%A4%A', undefined],
  ];
  for (const [input, slug] of cases) it(`${input} -> ${slug}`, () => assert.equal(pageSlugOf(input), slug));

  it('tries the slug without leading segments for sites served under a prefix', () => {
    assert.deepEqual(slugCandidates('docs/guides/errors'), ['docs/guides/errors', 'guides/errors', 'errors']);
  });
});

describe('code blocks of MDX pages', () => {
  const text = [
    '# T',
    '',
    '```js app.js',
    'const a = 1;  ',
    '```',
    '',
    '  ~~~~python title="main.py"',
    '  print(1)',
    '  ~~~~',
    '```bash',
    'echo hi',
    '```',
  ].join('\n');

  it('finds fenced blocks with language, file name and lines', () => {
    assert.deepEqual(findCodeBlocks(text), [
      { lang: 'js', filename: 'app.js', code: 'const a = 1;  ', startLine: 2, endLine: 4 },
      { lang: 'python', filename: 'main.py', code: 'print(1)', startLine: 6, endLine: 8 },
      { lang: 'bash', filename: null, code: 'echo hi', startLine: 9, endLine: 11 },
    ]);
  });

  it('matches by code, then file name, then the only block of a language', () => {
    const blocks = findCodeBlocks(text);
    assert.equal(matchCodeBlock(blocks, { code: 'const a = 1;\n' })?.startLine, 2);
    assert.equal(matchCodeBlock(blocks, { code: 'changed', filename: 'main.py' })?.startLine, 6);
    assert.equal(matchCodeBlock(blocks, { code: 'changed', lang: 'bash' })?.startLine, 9);
    assert.equal(matchCodeBlock(blocks, { code: 'changed', lang: 'ruby' }), undefined);
  });

  it('an unclosed fence runs to the end of the text', () => {
    assert.deepEqual(findCodeBlocks('```js\nlet x'), [
      { lang: 'js', filename: null, code: 'let x', startLine: 0, endLine: 1 },
    ]);
  });
});
