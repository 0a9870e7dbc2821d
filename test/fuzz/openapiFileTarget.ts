// `openapi-file` on a spec of hostile summaries, tags and x-mint links, into a real temporary folder: exactly one file
// per visible operation and webhook, the printed entries naming those files, nothing written outside the folder or
// left half-written. Anything else is a finding.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { runCli } from '../../server/src/cli/commands';
import { hostileName } from './hostileNames';
import { Rng } from './mutators';

/** A spec of 1 to 10 operations (some hidden) and maybe a webhook, every name hostile. */
function hostileSpec(rng: Rng): { text: string; visible: number } {
  const paths: Record<string, object> = {};
  let visible = 0;
  const operation = () => {
    const hidden = visible > 0 && rng() < 0.1; // at least one page, so that the folder is made
    if (!hidden) visible++;
    return {
      summary: hostileName(rng),
      ...(rng() < 0.5 ? { tags: [hostileName(rng)] } : {}),
      ...(rng() < 0.2 ? { 'x-mint': { href: `/${hostileName(rng)}/${hostileName(rng)}` } } : {}),
      ...(hidden ? { 'x-hidden': true } : {}),
      responses: { '200': { description: 'ok' } },
    };
  };
  const count = 1 + Math.floor(rng() * 10);
  for (let i = 0; i < count; i++) paths[`/p${i}`] = { get: operation(), ...(rng() < 0.3 ? { post: operation() } : {}) };
  const webhooks = rng() < 0.3 ? { [hostileName(rng) || 'hook']: { post: operation() } } : undefined;
  const text = JSON.stringify({
    openapi: '3.1.0',
    info: { title: 'T', version: '1' },
    paths,
    ...(webhooks && { webhooks }),
  });
  return { text, visible };
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((f) => fs.lstatSync(path.join(dir, f)).isFile())
    .map((f) => f.split(path.sep).join('/'))
    .sort();
}

export async function runOpenapiFile(rng: Rng): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-lsp-fuzz-'));
  const problems: string[] = [];
  try {
    const { text, visible } = hostileSpec(rng);
    fs.writeFileSync(path.join(dir, 'docs.json'), '{}');
    fs.writeFileSync(path.join(dir, 'spec.json'), text);
    fs.mkdirSync(path.join(dir, 'outside'));
    fs.writeFileSync(path.join(dir, 'outside', 'keep.txt'), 'KEEP');
    for (const force of rng() < 0.5 ? [false] : [false, true]) {
      let stdout = '';
      let stderr = '';
      const io = {
        stdout: (t: string) => void (stdout += t),
        stderr: (t: string) => void (stderr += t),
        cwd: dir,
        env: {},
      };
      const code = await runCli(['openapi-file', 'spec.json', '-o', 'api', ...(force ? ['--force'] : [])], io);
      const files = filesUnder(path.join(dir, 'api'));
      const what = `openapi-file${force ? ' --force' : ''} on ${JSON.stringify(text).slice(0, 300)}`;
      if (code !== 0) problems.push(`${what}: exit ${code}: ${stderr.slice(0, 300)}`);
      if (files.length !== visible) problems.push(`${what}: ${files.length} files for ${visible} operations`);
      const entries = JSON.parse(stdout.slice(stdout.indexOf('"pages"):\n') + 9)) as string[];
      const named = entries.map((e) => `${e.replace(/^api\//, '')}.mdx`).sort();
      if (JSON.stringify(named) !== JSON.stringify(files))
        problems.push(`${what}: entries ${named} but files ${files}`);
      const top = fs.readdirSync(dir).sort().join(',');
      if (top !== 'api,docs.json,outside,spec.json') problems.push(`${what}: the site holds ${top}`);
      if (filesUnder(path.join(dir, 'outside')).join() !== 'keep.txt') problems.push(`${what}: wrote outside api`);
    }
  } catch (error) {
    problems.push(
      `openapi-file threw ${error instanceof Error ? error.stack?.split('\n').slice(0, 3).join(' | ') : error}`,
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return problems;
}
