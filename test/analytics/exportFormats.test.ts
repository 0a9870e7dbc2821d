// CSV follows RFC 4180 without rewriting any text; JSON keeps every field.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { csvField, toCsv, toJson } from '../../shared/src/analytics/exportFormats';

describe('analytics export formats', () => {
  it('quotes only fields with commas, quotes, CR or LF, doubling quotes', () => {
    assert.equal(csvField('plain'), 'plain');
    assert.equal(csvField('a,b'), '"a,b"');
    assert.equal(csvField('say "hi"'), '"say ""hi"""');
    assert.equal(csvField('line\nbreak'), '"line\nbreak"');
    assert.equal(csvField('cr\rhere'), '"cr\rhere"');
    assert.equal(csvField(null), '');
  });

  it('neutralises text a spreadsheet would run as a formula; numbers stay numbers', () => {
    assert.equal(csvField('=SUM(A1)'), "'=SUM(A1)");
    assert.equal(csvField('+1'), "'+1");
    assert.equal(csvField('-2+3'), "'-2+3");
    assert.equal(csvField('@cmd'), "'@cmd");
    assert.equal(csvField('\t=x'), "'\t=x");
    assert.equal(csvField('\r=x'), `"'\r=x"`);
    assert.equal(csvField('=HYPERLINK("http://x","y")'), `"'=HYPERLINK(""http://x"",""y"")"`);
    assert.equal(csvField(-5), '-5');
    assert.equal(csvField('a=b'), 'a=b');
    assert.equal(csvField(null), '');
    assert.equal(csvField(false), 'false');
  });

  it('writes feedback with fixed columns, e-mail from both contact shapes', () => {
    const csv = toCsv('feedback', [
      {
        id: 'a',
        path: '/x',
        comment: 'Hello, "world"\nbye',
        createdAt: '2026-01-01T00:00:00Z',
        source: 'contextual',
        status: 'pending',
        helpful: true,
        contact: { email: 'ada@example.com' },
      },
      {
        id: 'b',
        path: '/y',
        comment: null,
        createdAt: null,
        source: 'code_snippet',
        status: 'resolved',
        code: 'x = 1',
        filename: null,
        lang: 'python',
      },
      {
        id: 'c',
        path: '/z',
        comment: null,
        createdAt: null,
        source: 'contextual',
        status: 'dismissed',
        helpful: false,
        contact: 'grace@example.com',
      },
    ]);
    assert.equal(
      csv,
      'id,createdAt,path,source,status,helpful,comment,contact,code,filename,lang\r\n' +
        'a,2026-01-01T00:00:00Z,/x,contextual,pending,true,"Hello, ""world""\nbye",ada@example.com,,,\r\n' +
        'b,,/y,code_snippet,resolved,,,,x = 1,,python\r\n' +
        'c,,/z,contextual,dismissed,false,,grace@example.com,,,\r\n',
    );
  });

  it('writes conversations with their sources as JSON', () => {
    const csv = toCsv('assistant', [
      {
        id: 'a',
        timestamp: 't',
        query: 'q?',
        response: 'r',
        sources: [{ title: 'T', url: 'https://x' }],
        queryCategory: null,
        resolutionStatus: 'answered',
        pageUrl: null,
      },
    ]);
    assert.equal(
      csv,
      'id,timestamp,query,response,responseType,resolutionStatus,queryCategory,pageUrl,sources\r\na,t,q?,r,,answered,,,"[{""title"":""T"",""url"":""https://x""}]"\r\n',
    );
  });

  it('JSON is one array with every field', () => {
    const entries = [{ id: 'a', extra: { nested: [1] } }];
    assert.deepEqual(JSON.parse(toJson(entries)), entries);
  });
});
