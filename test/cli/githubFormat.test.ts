// `check --format github`: one workflow command per diagnostic (error, warning, notice) that GitHub turns into an
// annotation, with `%`, CR and LF escaped in the message and also `:` and `,` in the properties.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { runInProcess } from '../helpers/runCli';
import { tempSite } from '../helpers/tempSite';
import { docsJson, page } from '../helpers/site';

const hostilePage = 'bad%25,x:\r\nline';
const site = tempSite({
  'docs/docs.json': docsJson({ groups: [{ group: 'G', expanded: true, pages: ['index', hostilePage] }] }),
  'docs/index.mdx': page('Home'),
  'docs/a,b:c%.mdx': page('Orphan'),
});

/** How GitHub's runner reads a workflow command back (the inverse of the escaping). */
function parseCommand(line: string): { command: string; properties: Record<string, string>; message: string } {
  const match = /^::(\w+) ([^:]*)::(.*)$/.exec(line);
  assert.ok(match, line);
  const unescape = (text: string) =>
    text.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%3A/g, ':').replace(/%2C/g, ',').replace(/%25/g, '%');
  const properties = Object.fromEntries(
    match[2].split(',').map((pair) => {
      const eq = pair.indexOf('=');
      return [pair.slice(0, eq), unescape(pair.slice(eq + 1))];
    }),
  );
  return { command: match[1], properties, message: unescape(match[3]) };
}

describe('check --format github', () => {
  it('writes one escaped workflow command per diagnostic, paths relative to the cwd, then the summary', async () => {
    const result = await runInProcess(['check', 'docs', '--format', 'github'], { cwd: site.dir });
    assert.equal(result.code, 1);
    const lines = result.stdout.trimEnd().split('\n');
    assert.equal(lines.length, 4, result.stdout);
    assert.equal(lines[3], '3 problems (1 error, 1 warning, 1 info)');
    assert.equal(
      lines[0],
      '::notice file=docs/a%2Cb%3Ac%25.mdx,line=1,endLine=1,col=1,endColumn=1,title=page-not-in-navigation::' +
        'No navigation entry in docs.json reaches this page ("a,b:c%25").',
    );
    const parsed = lines.slice(0, 3).map(parseCommand);
    assert.deepEqual(
      parsed.map((c) => [c.command, c.properties.file, c.properties.title, c.properties.line]),
      [
        ['notice', 'docs/a,b:c%.mdx', 'page-not-in-navigation', '1'],
        ['warning', 'docs/docs.json', 'nav-expanded-top-level', '11'],
        ['error', 'docs/docs.json', 'nav-missing-page', '14'],
      ],
    );
    // the page path's %, CR and LF survive the round trip, and no raw line break splits the command
    assert.ok(parsed[2].message.includes(`Page "${hostilePage}"`), parsed[2].message);
    assert.match(lines[2], /Page "bad%2525,x:%0D%0Aline"/);
  });

  it('is accepted only by check (openapi-check keeps text and json)', async () => {
    const result = await runInProcess(['openapi-check', 'spec.json', '--format', 'github'], { cwd: site.dir });
    assert.equal(result.code, 2);
    assert.match(result.stderr, /--format must be text or json/);
  });
});
