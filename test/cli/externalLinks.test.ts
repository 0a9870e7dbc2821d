// `check --external` and its HTTP client against a server on the loopback address (never the internet): every kind
// of answer, the disk cache (a second run requests nothing fresh), the per-host limit, the address policy, and the
// cache's own safety (hashed keys, corrupt content, a symbolic link). Every wait is bounded: the client's time
// limit is short here, retries wait `Retry-After: 0`, and each test has a timeout.
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { createHttpChecker } from '../../server/src/externalLinks/httpChecker';
import type { ExternalLinkAnswer, ExternalLinkResult } from '../../server/src/engine/project';
import { htmlIds } from '../../server/src/externalLinks/htmlIds';
import { durationMs, externalLine } from '../../server/src/cli/check';
import { runInProcess } from '../helpers/runCli';
import { docsJson, page } from '../helpers/site';
import { tempSite } from '../helpers/tempSite';
import { LinkServer, startLinkServer } from '../helpers/linkServer';

const TEST = { timeout: 20_000 };
let server: LinkServer;
before(async () => {
  server = await startLinkServer();
});
after(() => server.close());

async function check(
  urls: readonly (string | { url: string; fragments: string[] })[],
  options: Parameters<typeof createHttpChecker>[0] = {},
  root = tempSite().uri(''),
): Promise<Map<string, ExternalLinkAnswer>> {
  const checker = createHttpChecker({
    timeoutMs: 500,
    retryBaseMs: 1,
    allowedHosts: () => ['127.0.0.1'],
    ...options,
  });
  const answers = new Map<string, ExternalLinkAnswer>();
  const requests = urls.map((u) => (typeof u === 'string' ? { url: u, fragments: [] } : u));
  await checker.check(root.replace(/\/$/, ''), requests, (url, answer) => answers.set(url, answer));
  return answers;
}

const kinds = (answers: Map<string, ExternalLinkAnswer>) =>
  Object.fromEntries([...answers].map(([url, a]) => [url.replace(server.origin, ''), a.result]));

describe('the HTTP client of external links', () => {
  it('tells each kind of answer apart', TEST, async () => {
    const o = server.origin;
    const answers = await check(
      [
        `${o}/ok`,
        `${o}/moved`,
        `${o}/moved-twice`,
        `${o}/temporary`,
        `${o}/moved-then-gone`,
        `${o}/loop`,
        `${o}/gone`,
        `${o}/removed`,
        `${o}/private`,
        `${o}/no-head`,
        `${o}/busy`,
        `${o}/busy-once`,
        `${o}/slow`,
        { url: `${o}/page/1`, fragments: ['install', 'legacy', 'nowhere'] },
        { url: `${o}/file.pdf`, fragments: ['page=2'] },
        `${server.garbageTls}/`,
      ],
      { diskCache: false },
    );
    const expected: Record<string, ExternalLinkResult> = {
      '/ok': { kind: 'ok' },
      '/moved': { kind: 'redirected', to: `${o}/ok` },
      '/moved-twice': { kind: 'redirected', to: `${o}/ok` },
      '/temporary': { kind: 'ok' },
      '/moved-then-gone': { kind: 'broken', reason: 'HTTP 404' },
      '/loop': { kind: 'broken', reason: 'a redirect loop' },
      '/gone': { kind: 'broken', reason: 'HTTP 404' },
      '/removed': { kind: 'broken', reason: 'HTTP 410' },
      '/private': { kind: 'ok' },
      '/no-head': { kind: 'ok' },
      '/busy': { kind: 'unchecked', reason: 'rate limited or unavailable (429)' },
      '/busy-once': { kind: 'ok' },
      '/slow': { kind: 'unchecked', reason: 'no answer in time' },
      '/page/1': { kind: 'ok', fragments: { install: true, legacy: true, nowhere: false } },
      '/file.pdf': { kind: 'ok', fragments: { 'page=2': true } },
    };
    const got = kinds(answers);
    const tls = got[`${server.garbageTls}/`];
    delete got[`${server.garbageTls}/`];
    assert.deepEqual(got, expected);
    assert.equal(tls.kind, 'broken');
    assert.match((tls as { reason: string }).reason, /^TLS failed/);
    // HEAD first, GET where HEAD is refused or ids are looked for; 429 retried three times, 503 once
    const sent = (path: string) => server.requests.filter((r) => r.endsWith(` ${path}`));
    assert.deepEqual(sent('/no-head'), ['HEAD /no-head', 'GET /no-head']);
    assert.deepEqual(sent('/page/1'), ['GET /page/1']);
    assert.equal(sent('/busy').length, 4);
    assert.equal(sent('/busy-once').length, 2);
    assert.equal(sent('/moved-twice').length, 1);
  });

  it('reports a name that does not resolve as broken, a private address as skipped', TEST, async () => {
    const lookup = async (host: string) => {
      if (host === 'intranet.acme.test') return [{ address: '10.1.2.3', family: 4 }];
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    };
    const answers = await check(
      ['http://nowhere.acme.test/', 'http://intranet.acme.test/', 'http://localhost:1/', 'http://10.0.0.1/'],
      { lookup, diskCache: false, allowedHosts: () => [] },
    );
    assert.deepEqual(Object.fromEntries([...answers].map(([u, a]) => [u, a.result])), {
      'http://nowhere.acme.test/': { kind: 'broken', reason: 'the host nowhere.acme.test does not resolve' },
      'http://intranet.acme.test/': { kind: 'skipped', reason: 'a local or private address (10.1.2.3)' },
      'http://localhost:1/': { kind: 'skipped', reason: 'this machine' },
      'http://10.0.0.1/': { kind: 'skipped', reason: 'a local or private address' },
    });
  });

  it('sends at most 8 requests at once to one host', TEST, async () => {
    let active = 0;
    let most = 0;
    const { createServer } = await import('node:http');
    const slow = createServer((_req, res) => {
      most = Math.max(most, ++active);
      setTimeout(() => {
        active--;
        res.writeHead(200).end();
      }, 20);
    });
    await new Promise<void>((r) => slow.listen(0, '127.0.0.1', () => r()));
    try {
      const port = (slow.address() as { port: number }).port;
      const urls = Array.from({ length: 40 }, (_, i) => `http://127.0.0.1:${port}/p${i}`);
      const answers = await check(urls, { diskCache: false });
      assert.equal([...answers.values()].filter((a) => a.result.kind === 'ok').length, 40);
      assert.equal(most, 8);
    } finally {
      slow.closeAllConnections();
      await new Promise((r) => slow.close(r));
    }
  });

  it('keeps answers on disk, hashed, and asks again only what expired', TEST, async () => {
    const site = tempSite();
    const root = site.uri('');
    const urls = [`${server.origin}/ok?token=s3cr3t`, `${server.origin}/gone`, `${server.origin}/busy`];
    const before = server.requests.length;
    await check(urls, {}, root);
    const first = server.requests.length - before;
    const file = site.path('.docs-lsp-cache/external-links.json');
    const text = fs.readFileSync(file, 'utf8');
    assert.doesNotMatch(text, /s3cr3t|127\.0\.0\.1/, 'keys are hashes: no URL, no query');
    assert.equal(fs.readFileSync(site.path('.docs-lsp-cache/.gitignore'), 'utf8'), '*\n');
    const again = await check(urls, {}, root);
    // the rate-limited URL was not kept: it alone is asked again
    assert.deepEqual(server.requests.slice(before + first), ['HEAD /busy', 'HEAD /busy', 'HEAD /busy', 'HEAD /busy']);
    assert.equal(again.get(urls[0])!.cached, true);
    assert.equal(again.get(urls[1])!.cached, true);
    // expired: asked again
    const later = server.requests.length;
    await check(urls.slice(0, 1), { ttlMs: 0 }, root);
    await check(urls.slice(0, 1), { ttlMs: 0 }, root);
    assert.equal(server.requests.length - later, 2);
  });

  it('ignores a corrupt cache and writes it anew; never writes through a symbolic link', TEST, async () => {
    const site = tempSite({ '.docs-lsp-cache/external-links.json': '{"format":1,"entries":{"../../x":{"expires":' });
    const url = `${server.origin}/ok`;
    const answers = await check([url], {}, site.uri(''));
    assert.equal(answers.get(url)!.cached, false);
    const cache = JSON.parse(fs.readFileSync(site.path('.docs-lsp-cache/external-links.json'), 'utf8'));
    assert.equal(Object.keys(cache.entries).length, 1);
    assert.match(Object.keys(cache.entries)[0], /^[0-9a-f]{64}$/);

    const outside = tempSite();
    const linked = tempSite();
    fs.symlinkSync(outside.dir, linked.path('.docs-lsp-cache'));
    const warnings: string[] = [];
    await check([url], { warn: (m) => warnings.push(m) }, linked.uri(''));
    assert.deepEqual(fs.readdirSync(outside.dir), []);
    assert.match(warnings.join('\n'), /symbolic link/);
  });

  it('reads the ids an HTML page offers', () => {
    const ids = htmlIds(
      '<h2 id="a&amp;b">x</h2><a name=old>y</a><div data-id="no" ID=\'Up\'></div>' +
        '<!-- <p id="comment"> --><script>document.write("<p id=\\"script\\">")</script><p name="not-an-a">',
    );
    assert.deepEqual([...ids].sort(), ['Up', 'a&b', 'old']);
  });
});

describe('check --external', () => {
  const o = () => server.origin;
  const site = () =>
    tempSite({
      'docs.json': docsJson({ pages: ['index'] }).replace(
        '"navigation"',
        `"navbar": { "links": [{ "label": "Blog", "href": "${o()}/moved" }] }, "navigation"`,
      ),
      'index.mdx':
        page('Home') +
        `\n[ok](${o()}/ok) [moved](${o()}/moved) [temporary](${o()}/temporary) [gone](${o()}/gone)\n` +
        `[removed](${o()}/removed) [busy](${o()}/busy) [slow](${o()}/slow) [tls](${server.garbageTls}/)\n` +
        `[section](${o()}/page/1#install) [no section](${o()}/page/2#nowhere) [placeholder](https://example.com/x)\n` +
        `<Card title="Card" href="${o()}/no-head">x</Card> ![image](${o()}/removed)\n`,
    });

  it(
    'reports broken and redirected links, never what was not answered; the second run asks nothing',
    TEST,
    async () => {
      const docs = site();
      const args = ['check', docs.dir, '--external', '--allow-host', '127.0.0.1', '--external-timeout', '0.5s'];
      const before = server.requests.length;
      const first = await runInProcess(args);
      const lines = first.stdout.split('\n').filter((l) => /link-external/.test(l));
      const redirected = `This link redirects for good (a permanent redirect) to ${o()}/ok: link there.`;
      assert.deepEqual(
        lines.map((l) =>
          l.replace(/^.*?(docs\.json|index\.mdx):(\d+:\d+)\s+(\w+)\s+(.*?)\s+(link-external-\S+)$/, '$1:$2 $5 $4'),
        ),
        [
          `docs.json:7:53 link-external-redirected ${redirected}`,
          `index.mdx:8:41 link-external-redirected ${redirected}`,
          'index.mdx:8:124 link-external-broken This link is broken: HTTP 404.',
          'index.mdx:9:11 link-external-broken This link is broken: HTTP 410.',
          'index.mdx:9:121 link-external-broken This link is broken: TLS failed (EPROTO).',
          'index.mdx:10:63 link-external-broken ' +
            'The page has no element with the id `nowhere`: the link lands at its top.',
          'index.mdx:11:76 link-external-broken This link is broken: HTTP 410.',
        ],
      );
      assert.match(
        first.stderr,
        /external links: 12 URLs in 14 links: 11 checked, 0 cached, 1 skipped, 2 not checked \(rate limited/,
      );
      assert.equal(first.code, 0, 'warnings and infos only');

      const middle = server.requests.length;
      assert.ok(middle > before);
      const second = await runInProcess(args);
      // only what was not answered for sure is asked again: the rate-limited and the slow link
      assert.deepEqual([...new Set(server.requests.slice(middle).map((r) => r.replace(/^\S+ /, '')))].sort(), [
        '/busy',
        '/slow',
      ]);
      assert.match(second.stderr, /12 URLs in 14 links: 2 checked, 9 cached, 1 skipped, 2 not checked/);
      assert.deepEqual(
        second.stdout.split('\n').filter((l) => /link-external/.test(l)),
        lines,
        'the cached answers give the same findings',
      );
    },
  );

  it('requests nothing without --external, and refuses loopback without --allow-host', TEST, async () => {
    const docs = site();
    const before = server.requests.length;
    const plain = await runInProcess(['check', docs.dir]);
    assert.doesNotMatch(plain.stdout + plain.stderr, /external/);
    const refused = await runInProcess(['check', docs.dir, '--external']);
    assert.equal(server.requests.length, before, 'no request reached the loopback server');
    assert.match(refused.stderr, /external links: 12 URLs in 14 links: 0 checked, 0 cached, 12 skipped/);
  });

  it('takes durations and refuses the options without --external', async () => {
    assert.equal(durationMs('0'), 0);
    assert.equal(durationMs('90s'), 90_000);
    assert.equal(durationMs('12h'), 43_200_000);
    assert.equal(durationMs('7d'), 604_800_000);
    assert.equal(durationMs('soon'), undefined);
    const docs = site();
    const result = await runInProcess(['check', docs.dir, '--external-cache-ttl', '1h']);
    assert.equal(result.code, 2);
    assert.match(result.stderr, /--external-cache-ttl goes with --external/);
    assert.equal(
      externalLine({ links: 1, urls: 1, checked: 1, cached: 0, skipped: 0, unchecked: 0 }),
      'external links: 1 URL in 1 link: 1 checked, 0 cached, 0 skipped',
    );
  });
});
