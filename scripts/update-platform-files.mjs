// Writes the snapshot of the files the platform never publishes (`DEFAULT_MINT_IGNORES` of @mintlify/common: README.md,
// LICENSE.md, node_modules, ...) and of those it generates at the site's root (`generatedStaticFiles`: llms.txt,
// sitemap.xml, ...), recording the package version. The package cannot be installed from the registry here (a
// dependency of it is not served), so its tarball is fetched with `npm pack` into a temporary folder and the lists
// read from its source; nothing else of it is kept.
// Refresh: `npm run update-platform-files [-- VERSION]`, then run the tests.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const wanted = process.argv[2] ?? 'latest';
const folder = mkdtempSync(join(tmpdir(), 'mintlify-common-'));
try {
  const [tarball] = execFileSync('npm', ['pack', `@mintlify/common@${wanted}`, '--silent'], { cwd: folder })
    .toString()
    .trim()
    .split('\n')
    .slice(-1);
  execFileSync('tar', ['xzf', tarball], { cwd: folder });
  const { version, license } = JSON.parse(readFileSync(join(folder, 'package/package.json'), 'utf8'));
  const list = (file, name) => {
    const source = readFileSync(join(folder, 'package/dist', file), 'utf8');
    const items = new RegExp(`export const ${name} = \\[([^\\]]*)\\];`).exec(source)?.[1];
    const strings = [...(items ?? '').matchAll(/'([^'\\]*)'/g)].map((m) => m[1]);
    if (strings.length === 0) throw new Error(`${name} not found in dist/${file}, or empty`);
    return strings;
  };
  const ignored = list('mintIgnore.js', 'DEFAULT_MINT_IGNORES');
  const generated = list('getFileCategory.js', 'generatedStaticFiles');
  const snapshot = { source: `@mintlify/common@${version}`, license, ignored, generated };
  writeFileSync(join(repo, 'server/src/engine/project/platform/platformFiles.json'), `${JSON.stringify(snapshot)}\n`);
  console.log(
    `platformFiles.json: ${ignored.length} ignored, ${generated.length} generated, @mintlify/common ${version}`,
  );
} finally {
  rmSync(folder, { recursive: true, force: true });
}
