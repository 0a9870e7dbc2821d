// Files are measured before any parser sees them: too large, too deep, not UTF-8 or unreadable files get one clear
// diagnostic and are not parsed.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import { checkLimits, DEFAULT_LIMITS, MAX_SAFE_NESTING } from '../../server/src/engine/limits';
import { checkPageNesting } from '../../server/src/engine/project/pageLimits';
import { TextReader } from '../../server/src/engine/project/textReader';
import { createLanguageService } from '../../server/src/engine/languageService';
import { NodeWorkspace, UnreadableFileError } from '../../server/src/engine/workspace';
import { MemoryWorkspace } from '../helpers/memoryWorkspace';
import { createSite } from '../helpers/site';
import { tempSite } from '../helpers/tempSite';
import { seededRandom } from '../helpers/seededRandom';

describe('checkLimits', () => {
  it('finds runaway nesting at the bracket that crosses the limit, ignoring brackets in strings', () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    assert.equal(checkLimits(deep, DEFAULT_LIMITS)?.offset, 512);
    assert.equal(checkLimits(`{"a": "${'['.repeat(2000)}"}`, DEFAULT_LIMITS), undefined);
    assert.equal(
      checkLimits("key: 'it''s [[[[' \nother: don't [", { ...DEFAULT_LIMITS, maxNestingDepth: 1 }),
      undefined,
    );
  });
  it('skips double-quoted strings to their quote or line end, and YAML single-quoted ones where a value starts', () => {
    const one = { ...DEFAULT_LIMITS, maxNestingDepth: 1 };
    const cases: [string, number | undefined][] = [
      ['"a\\"[[" [[', 9],
      ['"open [[\n[[', 10],
      ["'it''s [[' [[", 12],
      ["x: 'open [[\n[[", 13],
      ["don't [[", 7],
      ["'never closed [[[", undefined],
    ];
    for (const [text, offset] of cases) assert.equal(checkLimits(text, one)?.offset, offset, JSON.stringify(text));
  });
  it('counts the brackets opened first: as many as the limit never cross it, one more may', () => {
    assert.equal(checkLimits('['.repeat(512) + ']'.repeat(512), DEFAULT_LIMITS), undefined);
    assert.equal(checkLimits('{'.repeat(300) + '['.repeat(213), DEFAULT_LIMITS)?.offset, 512);
    assert.equal(checkLimits('[]'.repeat(5000) + '{}'.repeat(5000), DEFAULT_LIMITS), undefined);
  });
  it('refuses files over the size limit', () => {
    assert.match(
      checkLimits('x'.repeat(2048), { maxFileBytes: 1024, maxNestingDepth: 10 })!.message,
      /2 KB, over the limit of 1 KB/,
    );
    // measured in UTF-8 bytes, not characters: 400 three-byte characters are 1.2 KB
    const limits = { maxFileBytes: 1024, maxNestingDepth: 10 };
    assert.match(checkLimits('€'.repeat(400), limits)!.message, /2 KB, over the limit of 1 KB/);
    assert.equal(checkLimits('€'.repeat(341), limits), undefined);
    assert.equal(checkLimits('x'.repeat(1024), limits), undefined);
  });
});

describe('checkPageNesting', () => {
  it('counts brackets inside quotes, which are no strings in a page', () => {
    const deep = `He said "${'{'.repeat(600)}${'}'.repeat(600)}" and left`;
    assert.equal(checkLimits(deep, DEFAULT_LIMITS), undefined);
    assert.match(checkPageNesting(deep, DEFAULT_LIMITS)?.message ?? '', /nest deeper than 512 levels/);
    assert.equal(checkPageNesting(deep, DEFAULT_LIMITS)?.offset, 9 + 512);
    assert.equal(checkPageNesting(`"${'[x]'.repeat(1000)}"`, DEFAULT_LIMITS), undefined);
  });

  it('refuses labels around more text than the parser rereads in time, at the `[` that crosses the limit', () => {
    const around = (depth: number, inside: number) => `${'['.repeat(depth)}${'x '.repeat(inside)}${']'.repeat(depth)}`;
    // each `]` has its label read again: 10 labels around 250 000 characters are 2 500 000, 20 are 5 000 000 and more
    assert.equal(checkPageNesting(around(10, 125_000), DEFAULT_LIMITS), undefined);
    const refused = checkPageNesting(`Text\n\n${around(21, 125_000)}`, DEFAULT_LIMITS);
    assert.match(refused?.message ?? '', /nest around more text than the MDX parser can read in time/);
    assert.ok(refused!.offset >= 6 && refused!.offset < 6 + 21, String(refused?.offset));
  });

  it("refuses a paragraph with more `]` than the parser looks back over in time, not a page's many short ones", () => {
    const unclosed = `# Title\n\nHe said ${'![x]('.repeat(20_000)}\n`;
    const refused = checkPageNesting(unclosed, DEFAULT_LIMITS);
    assert.match(refused?.message ?? '', /more `]` than the MDX parser can read in time/);
    assert.equal(refused?.offset, 9);
    // the same links in a list, one per item, or in paragraphs of their own: the parser reads each item alone
    const list = Array.from({ length: 20_000 }, (_, i) => `- [Page ${i}](/p${i}) ${'word '.repeat(5)}`).join('\n');
    assert.equal(checkPageNesting(list, DEFAULT_LIMITS), undefined);
    const paragraphs = Array.from({ length: 20_000 }, (_, i) => `See [page ${i}](/p${i}).`).join('\n\n');
    assert.equal(checkPageNesting(paragraphs, DEFAULT_LIMITS), undefined);
  });

  it('refuses a paragraph whose expressions would be parsed again at each `}`, never code or export blocks', () => {
    const refused = checkPageNesting(`Intro\n\nSee ${'{#id}'.repeat(2_000)} here\n`, DEFAULT_LIMITS);
    assert.match(refused?.message ?? '', /more `}` than the MDX parser can read in time/);
    assert.equal(refused?.offset, 7);
    // the same braces and brackets in code, or in an export that acorn reads once, cost nothing of the kind
    const data = Array.from({ length: 20_000 }, (_, i) => `  { "id": ${i}, "tags": ["a", "b"] },`).join('\n');
    for (const page of [
      `Intro\n\n\`\`\`json\n[\n${data}\n]\n\`\`\`\n\nAfter.\n`,
      `Intro\n\n~~~~\n${data}\n~~~~\n`,
      `import X from '/snippets/x.mdx'\nexport const rows = [\n${data}\n]\n\n# Rows\n`,
    ])
      assert.equal(checkPageNesting(page, DEFAULT_LIMITS), undefined, page.slice(0, 40));
    // a fence left open runs to the end of the page, as micromark reads it
    assert.equal(checkPageNesting(`\`\`\`\n${'{#id}'.repeat(2_000)}\n`, DEFAULT_LIMITS), undefined);
    // and the same data as a paragraph is refused
    assert.ok(checkPageNesting(`Intro\n\n${data}\n`, DEFAULT_LIMITS));
  });
});

describe('checkPageNesting: shapes whose parse grows with the square of their size', () => {
  it('refuses list items and quotes opened on one line past the bound, not the lines of a long list', () => {
    const refused = checkPageNesting(`# Title\n\n${'- '.repeat(20_000)}x\n`, DEFAULT_LIMITS);
    assert.match(refused?.message ?? '', /List items and block quotes open on one line more often/);
    assert.equal(refused?.offset, 9);
    assert.ok(checkPageNesting(`${'> '.repeat(400)}x\n`, DEFAULT_LIMITS));
    assert.ok(checkPageNesting(`${'1. '.repeat(400)}x\n`, DEFAULT_LIMITS));
    // one marker a line costs nothing of the kind, however many lines; a few nested on a line are what pages write
    const list = Array.from({ length: 50_000 }, (_, i) => `${'  '.repeat(i % 8)}- item ${i}`).join('\n');
    assert.equal(checkPageNesting(list, DEFAULT_LIMITS), undefined);
    assert.equal(checkPageNesting('> - a\n> - b\n- - c\n'.repeat(5_000), DEFAULT_LIMITS), undefined);
    // dashes that open no item (a rule, words) are no markers
    assert.equal(checkPageNesting(`${'-'.repeat(100_000)}\n${'- -x '.repeat(10_000)}\n`, DEFAULT_LIMITS), undefined);
  });

  it('refuses JSX elements opened and never closed past the bound, at the tag that crosses it', () => {
    const cards = '<Card>\n'.repeat(MAX_SAFE_NESTING + 10);
    const refused = checkPageNesting(`Intro\n\n${cards}`, DEFAULT_LIMITS);
    assert.match(refused?.message ?? '', /JSX elements nest deeper than 2048 levels/);
    assert.equal(refused?.offset, 7 + MAX_SAFE_NESTING * '<Card>\n'.length);
    assert.ok(checkPageNesting('<div>'.repeat(100_000), DEFAULT_LIMITS));
    // closed elements, self-closing ones (with arrows in their props) and fragments do not add up
    const closed = [
      '<Card title="a">\n  text <br/> more\n</Card>',
      '<Tabs><Tab title="x" onClick={() => go()} /></Tabs>',
      '<>\n<Note>n</Note>\n</>',
    ].join('\n\n');
    assert.equal(checkPageNesting(`${closed}\n\n`.repeat(5_000), DEFAULT_LIMITS), undefined);
    // tags shown in code are not read as tags
    assert.equal(checkPageNesting(`\`\`\`html\n${'<div>\n'.repeat(5_000)}\`\`\`\n`, DEFAULT_LIMITS), undefined);
  });

  it(
    'passes over the line breaks between paragraphs once (160 000 blank lines took a minute)',
    { timeout: 20_000 },
    () => {
      const page = `# T\n\n${'Some `code` here.\n'.repeat(100)}${'\n'.repeat(160_000)}${'`a` '.repeat(100)}\n`;
      assert.equal(checkPageNesting(page, DEFAULT_LIMITS), undefined);
      assert.equal(checkPageNesting(page.replaceAll('\n', '\r\n'), DEFAULT_LIMITS), undefined);
    },
  );

  it('refuses a paragraph of backtick runs that nothing closes, not a page of closed inline code', () => {
    const runs = Array.from({ length: 2_000 }, (_, i) => '`'.repeat(i + 1)).join(' ');
    const refused = checkPageNesting(`# T\n\n${runs}\n`, DEFAULT_LIMITS);
    assert.match(refused?.message ?? '', /more unclosed backtick runs than the MDX parser can read in time/);
    assert.equal(refused?.offset, 5);
    const table = Array.from({ length: 20_000 }, (_, i) => `| \`key${i}\` | \`\`value \` ${i}\`\` |`).join('\n');
    assert.equal(checkPageNesting(table, DEFAULT_LIMITS), undefined);
    // the same runs, each in a paragraph of its own, cost only their paragraph
    assert.equal(checkPageNesting(runs.split(' ').slice(0, 500).join('\n\n'), DEFAULT_LIMITS), undefined);
  });
});

describe('TextReader', () => {
  it('leaves the nesting scan to a caller that parses off the main thread, and still scans for everyone else', () => {
    const deep = `{"a": ${'['.repeat(600)}${']'.repeat(600)}}`;
    const reader = new TextReader(new MemoryWorkspace({ '/s/deep.json': deep }, ['/s']));
    const uri = MemoryWorkspace.uri('/s/deep.json');
    assert.deepEqual(reader.read(uri, { checkNesting: false }), { text: deep });
    assert.equal(reader.read(uri)?.problem?.code, 'input-limit');
    assert.equal(
      reader.read(uri, { checkNesting: false })?.problem?.code,
      'input-limit',
      'a known problem is not forgotten',
    );
  });
  it('shares a read within a turn of the event loop and lets the text go after it', async () => {
    const workspace = new MemoryWorkspace({ '/s/spec.json': '{"openapi": "3.1.0"}' }, ['/s']);
    let reads = 0;
    const read = workspace.read.bind(workspace);
    workspace.read = (uri: string) => (reads++, read(uri));
    const reader = new TextReader(workspace);
    const uri = MemoryWorkspace.uri('/s/spec.json');
    reader.read(uri, { checkNesting: false });
    reader.read(uri);
    assert.equal(reads, 1);
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(reader.read(uri)?.text, '{"openapi": "3.1.0"}');
    assert.equal(reads, 2);
  });
  it('judges an edit inside a string by what changed, and scans again whatever else changes the nesting', () => {
    const workspace = new MemoryWorkspace();
    const reader = new TextReader(workspace, () => ({ ...DEFAULT_LIMITS, maxNestingDepth: 4 }));
    const uri = workspace.write('/docs.json', '{"a": [["page"]]}');
    const depth = () => reader.read(uri)?.problem?.message ?? 'ok';
    assert.equal(depth(), 'ok');
    workspace.write('/docs.json', '{"a": [["page-two"]]}'); // typed inside the string
    assert.equal(depth(), 'ok');
    workspace.write('/docs.json', '{"a": [["page-two", [[1]]]]}'); // brackets added: deeper than 4
    assert.match(depth(), /Brackets nest deeper than 4 levels/);
    workspace.write('/docs.json', '{"a": [["page-two"]], "b": "[[[[["}'); // brackets inside a new string
    assert.equal(depth(), 'ok');
    workspace.write('/docs.json', '{"a": [["page-two"]], "b": "[[[[[", "c": [[[[0]]]]}');
    assert.match(depth(), /Brackets nest deeper than 4 levels/);
  });

  it('clamps a nesting setting above what the parsers survive', () => {
    const deep = '['.repeat(3000) + ']'.repeat(3000);
    assert.equal(checkLimits(deep, { ...DEFAULT_LIMITS, maxNestingDepth: 100_000 })?.offset, MAX_SAFE_NESTING);
  });
});

describe('input-limit, file-encoding, file-unreadable', () => {
  it('reports a docs.json nested 10^5 deep without parsing it', () => {
    const site = createSite({ 'docs.json': `{"navigation": ${'['.repeat(100_000)}${']'.repeat(100_000)}}` });
    const [diagnostic] = site.diagnostics('docs.json');
    assert.equal(diagnostic.code, 'input-limit');
    assert.deepEqual(diagnostic.range.start, { line: 0, character: 526 });
  });

  it('checks a 10 MB docs.json, and refuses one over a lowered limit', () => {
    const pages = Array.from({ length: 700_000 }, (_, i) => `p/page-${i}`);
    const text = JSON.stringify({
      theme: 'mint',
      name: 'A',
      colors: { primary: '#000' },
      navigation: { groups: [{ group: 'All', pages }] },
    });
    assert.ok(text.length > 10_000_000);
    const site = createSite(
      { 'docs.json': text, 'p/page-0.mdx': '' },
      { settings: { rules: { 'nav-missing-page': 'off' } } },
    );
    assert.deepEqual(site.diagnostics('docs.json'), []);
    const limited = createSite({ 'docs.json': text }, { settings: { limits: { maxFileBytes: 1_000_000 } } });
    assert.deepEqual(
      limited.diagnostics('docs.json').map((d) => d.code),
      ['input-limit'],
    );
  });

  it('reports a docs.json that is not UTF-8', () => {
    const site = tempSite({});
    fs.writeFileSync(site.path('docs.json'), Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]));
    const service = createLanguageService({ workspace: new NodeWorkspace([site.uri('')]) });
    assert.deepEqual(
      service.getDiagnostics(site.uri('docs.json')).map((d) => d.code),
      ['file-encoding'],
    );
  });

  it('reads UTF-8 as the WHATWG decoder does, and refuses what it refuses, on 2 000 files of random bytes', () => {
    const site = tempSite({});
    const workspace = new NodeWorkspace([site.uri('')]);
    const decoder = new TextDecoder('utf-8', { fatal: true });
    const random = seededRandom(3);
    // ASCII, continuation bytes and lead bytes of every length, mixed: valid and invalid sequences alike
    const byte = () => {
      const kind = random();
      return kind < 0.6
        ? Math.floor(random() * 128)
        : kind < 0.8
          ? 0x80 + Math.floor(random() * 64)
          : 0xc0 + Math.floor(random() * 64);
    };
    let valid = 0;
    for (let i = 0; i < 2000; i++) {
      const bytes = Buffer.from(Array.from({ length: 1 + Math.floor(random() * 12) }, byte));
      fs.writeFileSync(site.path('page.mdx'), bytes);
      let expected: string | undefined;
      try {
        expected = decoder.decode(bytes).replace(/^\uFEFF/, '');
        valid++;
      } catch {
        expected = undefined;
      }
      if (expected === undefined) assert.throws(() => workspace.read(site.uri('page.mdx')), /not valid UTF-8/);
      else assert.equal(workspace.read(site.uri('page.mdx')), expected, bytes.toString('hex'));
    }
    assert.ok(valid > 200 && valid < 1800, `${valid} valid files`);
  });

  it('reports a docs.json that cannot be read', () => {
    const workspace = new MemoryWorkspace({ '/site/docs.json': '{}' }, ['/site']);
    workspace.read = (uri) => {
      throw new UnreadableFileError(uri, 'EACCES');
    };
    const service = createLanguageService({ workspace });
    const [diagnostic] = service.getDiagnostics(MemoryWorkspace.uri('/site/docs.json'));
    assert.equal(diagnostic.code, 'file-unreadable');
    assert.match(diagnostic.message, /EACCES/);
  });
});

describe('limits on specs and pages', () => {
  it('reports a spec nested too deep, and a page that is not UTF-8, each with one diagnostic', () => {
    const site = tempSite({
      'docs.json': JSON.stringify({
        navigation: { groups: [{ group: 'API', openapi: 'openapi.yaml', pages: ['index'] }] },
      }),
      'openapi.yaml': `openapi: 3.1.0\ninfo: { title: x, version: "1" }\npaths: {}\nx-deep: ${'['.repeat(100_000)}\n`,
    });
    fs.writeFileSync(
      site.path('index.mdx'),
      Buffer.from([0x2d, 0x2d, 0x2d, 0x0a, 0xc3, 0x28, 0x0a, 0x2d, 0x2d, 0x2d, 0x0a]),
    );
    const service = createLanguageService({ workspace: new NodeWorkspace([site.uri('')]) });
    service.getDiagnostics(site.uri('docs.json'));
    const spec = service.getDiagnostics(site.uri('openapi.yaml'));
    assert.deepEqual(
      spec.map((d) => [d.code, d.range.start.line]),
      [['input-limit', 3]],
    );
    assert.deepEqual(
      service.getDiagnostics(site.uri('index.mdx')).map((d) => d.code),
      ['file-encoding'],
    );
  });

  it('reports a page whose brackets nest in quotes or whose labels would stall the parser, and checks the rest', () => {
    const site = createSite({
      'docs.json': JSON.stringify({ navigation: { pages: ['quoted', 'labels', 'fine'] } }),
      'quoted.mdx': `He said "${'{'.repeat(100_000)}${'}'.repeat(100_000)}"\n`,
      'labels.mdx': `He said ${'![x]('.repeat(100_000)}\n`,
      'fine.mdx': '[gone](/gone)\n',
    });
    for (const page of ['quoted.mdx', 'labels.mdx'])
      assert.deepEqual(
        site.diagnostics(page).map((d) => [d.code, d.range.start]),
        [['input-limit', { line: 0, character: page === 'quoted.mdx' ? 9 + 512 : 0 }]],
        page,
      );
    assert.deepEqual(site.findings('fine.mdx'), ['link-missing-page: /gone']);
  });

  it('applies the configured nesting limit to a spec (checked by the analysis, beside the parser)', () => {
    const spec = `{"openapi": "3.1.0", "info": {"title": "x", "version": "1"}, "paths": {}, "x-deep": ${'['.repeat(20)}\
${']'.repeat(20)}}`;
    const docs = JSON.stringify({
      navigation: { groups: [{ group: 'API', openapi: 'openapi.json', pages: ['GET /x'] }] },
    });
    const site = createSite(
      { 'docs.json': docs, 'openapi.json': spec },
      { settings: { limits: { maxNestingDepth: 16 } } },
    );
    assert.deepEqual(
      site.diagnostics('docs.json').filter((d) => d.code === 'ref-unknown-endpoint'),
      [],
      'references to an unparsed spec are not judged',
    );
    const [diagnostic, ...rest] = site.diagnostics('openapi.json');
    assert.equal(diagnostic.code, 'input-limit');
    assert.match(diagnostic.message, /deeper than 16 levels/);
    assert.deepEqual(rest, []);
  });

  it('refuses a spec over the size limit before reading it', () => {
    const spec = `openapi: 3.1.0\ninfo: { title: x, version: "1" }\npaths: {}\nx-big: "${'x'.repeat(200_000)}"\n`;
    const site = createSite(
      {
        'docs.json': JSON.stringify({ navigation: { groups: [{ group: 'API', openapi: 'openapi.yaml' }] } }),
        'openapi.yaml': spec,
      },
      { settings: { limits: { maxFileBytes: 100_000 } } },
    );
    site.diagnostics('docs.json');
    assert.deepEqual(
      site.diagnostics('openapi.yaml').map((d) => d.code),
      ['input-limit'],
    );
  });
});

describe('a 50 MB spec', () => {
  it('gets one input-limit diagnostic under the default limits, without being parsed', () => {
    const site = tempSite({
      'docs.json': JSON.stringify({ navigation: { groups: [{ group: 'API', openapi: 'big.json' }] } }),
    });
    const filler = `"${'x'.repeat(1024 * 1024)}"`;
    fs.writeFileSync(
      site.path('big.json'),
      `{"openapi": "3.1.0", "info": {"title": "big", "version": "1"}, "paths": {}, "x-filler": [\
${Array(50).fill(filler).join(',')}]}`,
    );
    const service = createLanguageService({ workspace: new NodeWorkspace([site.uri('')]) });
    service.getDiagnostics(site.uri('docs.json'));
    const [diagnostic, ...rest] = service.getDiagnostics(site.uri('big.json'));
    assert.equal(diagnostic.code, 'input-limit');
    assert.match(diagnostic.message, /50\.0 MB, over the limit of 20\.0 MB/);
    assert.deepEqual(rest, []);
  });
});
