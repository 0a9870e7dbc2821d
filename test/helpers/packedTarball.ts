// The npm tarball of this build (`npm pack` of the bundles `npm test` built first), packed once for every test process
// that installs the package as a user would (the npm package, the pre-commit hook, the Action): each pack costs npm's
// start and a walk of the files. Kept under the system's temporary folder by a key of the manifest and the bundles, so
// a rebuild packs again; put in place by a rename, so a process never reads a half-written tarball.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

const root = path.resolve(__dirname, '../..');

export interface PackedTarball {
  /** The tarball's path. */
  readonly file: string;
  /** What `npm pack --json` said of it: the files and sizes. */
  readonly info: { files: { path: string }[]; size: number; unpackedSize: number };
}

/** npm without the settings an enclosing `npm test` passes to its children (prefix, scripts' environment). */
export function npmEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key))), ...extra };
}

export function packedTarball(): PackedTarball {
  const dist = path.join(root, 'dist');
  if (!fs.existsSync(path.join(dist, 'server.js'))) throw new Error('build first: npm run build');
  const key = createHash('sha256');
  key.update(fs.readFileSync(path.join(root, 'package.json')));
  for (const name of fs.readdirSync(dist).sort()) {
    const stat = fs.statSync(path.join(dist, name));
    key.update(`${name}:${stat.size}:${stat.mtimeMs}\n`);
  }
  const folder = path.join(os.tmpdir(), `docs-lsp-packed-${key.digest('hex').slice(0, 16)}`);
  const infoFile = path.join(folder, 'pack.json');
  if (!fs.existsSync(infoFile)) {
    const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-lsp-packing-'));
    // the bundles of this build; `prepare` would rebuild them under running tests
    const [info] = JSON.parse(
      execFileSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', staging], {
        cwd: root,
        env: npmEnv(),
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        timeout: 120_000,
      }),
    );
    fs.writeFileSync(path.join(staging, 'pack.json'), JSON.stringify(info));
    try {
      fs.renameSync(staging, folder);
    } catch {
      // another test process put the same tarball in place first
      fs.rmSync(staging, { recursive: true, force: true });
    }
  }
  const info = JSON.parse(fs.readFileSync(infoFile, 'utf8'));
  return { file: path.join(folder, info.filename), info };
}
