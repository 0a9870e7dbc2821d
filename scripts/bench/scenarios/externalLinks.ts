// `check --external` on 1 000 different external links served on the loopback address by a child process (the
// bench's own process blocks while it times a check), each answer 20 ms late (a near server's round trip), 8 at
// once as the client's per-host limit allows: a run with an empty cache, a run that reads every answer from the
// cache (and must request nothing), and the same site checked without `--external`.
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { measured, Row } from '../results';
import { BENCH_DIR } from '../sites';
import { summarize } from '../stats';
import { timedCheck } from './pageLinks';

const LINKS = 1_000;
const PAGES = 100;
const LATENCY_MS = 20;
const MAX_REPS = 5;
/** The budget for 1 000 links at 8 connections per host. */
const LIMIT_MS = 10_000;

const SERVER = `
const http = require('node:http');
let count = 0;
const server = http.createServer((req, res) => {
  if (req.url === '/__count') return res.end(String(count));
  count++;
  setTimeout(() => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(req.method === 'HEAD' ? undefined : '<h2 id="install">Install</h2>');
  }, ${LATENCY_MS});
});
server.listen(0, '127.0.0.1', () => process.stdout.write(server.address().port + '\\n'));
`;

async function startServer(): Promise<{ origin: string; count: () => Promise<number>; stop: () => void }> {
  const child = spawn(process.execPath, ['-e', SERVER], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (data: Buffer) => resolve(data.toString().trim()));
    child.once('exit', () => reject(new Error('the link server ended')));
  });
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    count: async () => Number(await (await fetch(`${origin}/__count`)).text()),
    stop: () => child.kill(),
  };
}

function writeSite(dir: string, origin: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const pages = Array.from({ length: PAGES }, (_, i) => `p${i}`);
  fs.writeFileSync(
    path.join(dir, 'docs.json'),
    JSON.stringify({ name: 'External', theme: 'mint', colors: { primary: '#0D9373' }, navigation: { pages } }),
  );
  const perPage = LINKS / PAGES;
  pages.forEach((name, i) => {
    const links = Array.from({ length: perPage }, (_, k) => {
      const n = i * perPage + k;
      // one link in ten looks for a section: a GET and the page's ids
      return `- [Link ${n}](${origin}/page/${n}${n % 10 === 0 ? '#install' : ''})`;
    });
    fs.writeFileSync(path.join(dir, `${name}.mdx`), `---\ntitle: "Page ${i}"\n---\n\n${links.join('\n')}\n`);
  });
}

export async function externalLinks(reps: number): Promise<Row[]> {
  const server = await startServer();
  try {
    const dir = path.join(BENCH_DIR, `external-links-${LINKS}`);
    writeSite(dir, server.origin);
    const args = ['--external', '--allow-host', '127.0.0.1', '--format', 'json'];
    const cold: number[] = [];
    const cached: number[] = [];
    const plain: number[] = [];
    let cachedRequests = 0;
    for (let i = 0; i < Math.min(reps, MAX_REPS); i++) {
      fs.rmSync(path.join(dir, '.docs-lsp-cache'), { recursive: true, force: true });
      const before = await server.count();
      const run = timedCheck(dir, args);
      if (!/external links: 1000 URLs in 1000 links: 1000 checked, 0 cached/.test(run.stderr))
        throw new Error(`unexpected summary: ${run.stderr.slice(-300)}`);
      if ((await server.count()) - before < LINKS) throw new Error('fewer requests than links');
      cold.push(run.ms);
      const middle = await server.count();
      const again = timedCheck(dir, args);
      cachedRequests += (await server.count()) - middle;
      cached.push(again.ms);
      plain.push(timedCheck(dir, ['--format', 'json']).ms);
    }
    if (cachedRequests !== 0) throw new Error(`${cachedRequests} requests with every answer fresh in the cache`);
    const site = `${PAGES} pages, ${LINKS} links to one local host answering in ${LATENCY_MS} ms`;
    return [
      measured(
        'external-links-cold',
        '`check --external`, empty cache (8 requests at once per host)',
        'ms',
        summarize(cold),
        {
          site,
          targets: [{ stat: 'p50', limit: LIMIT_MS, text: `p50 <= ${LIMIT_MS / 1000} s` }],
        },
      ),
      measured(
        'external-links-cached',
        '`check --external`, every answer fresh in the cache',
        'ms',
        summarize(cached),
        {
          site,
          note: '0 requests',
        },
      ),
      measured('external-links-off', '`check` of the same site without `--external`', 'ms', summarize(plain), { site }),
    ];
  } finally {
    server.stop();
  }
}
