// Writes the snapshot of the files the platform never publishes (`DEFAULT_MINT_IGNORES` of @mintlify/common: README.md,
// LICENSE.md, node_modules, ...), recording the package version. The package cannot be installed from the registry
// here (a dependency of it is not served), so its tarball is fetched with `npm pack` into a temporary folder and the
// list read from its source; nothing else of it is kept.
// Refresh: `npm run update-ignores [-- VERSION]`, then run the tests.
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
  const source = readFileSync(join(folder, 'package/dist/mintIgnore.js'), 'utf8');
  const list = /export const DEFAULT_MINT_IGNORES = \[([^\]]*)\];/.exec(source)?.[1];
  if (list === undefined) throw new Error('DEFAULT_MINT_IGNORES not found in dist/mintIgnore.js');
  const patterns = [...list.matchAll(/'([^'\\]*)'/g)].map((m) => m[1]);
  if (patterns.length === 0) throw new Error('DEFAULT_MINT_IGNORES holds no pattern');
  const snapshot = { source: `@mintlify/common@${version}`, license, patterns };
  writeFileSync(join(repo, 'server/src/engine/project/platform/defaultIgnores.json'), `${JSON.stringify(snapshot)}\n`);
  console.log(`defaultIgnores.json: ${patterns.length} patterns from @mintlify/common ${version} (${license})`);
} finally {
  rmSync(folder, { recursive: true, force: true });
}
