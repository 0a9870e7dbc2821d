// The V8 code cache of dist/server.js: used when it was made from the same bundle by the same V8, ignored (and made
// again) when it is stale, corrupt, foreign or a link, made again by a long run that compiled much more, written only
// into its own folder, and never a reason for a run to fail. Small bundles of the test's own stand for dist/server.js;
// the last tests run the built launcher.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fork, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { CACHED_COMMANDS, cacheFileOf, compileBundle, runKind } from '../../server/src/launch/codeCache';
import { listCommands } from '../../server/src/cli/commands';
import { tempSite } from '../helpers/tempSite';

const DIST = path.resolve(__dirname, '../../dist');

/**
 * A bundle that records what it was run with in `globalThis[name]`, with some functions for the cache to hold, and
 * more that only a call of `globalThis[name + 'More']` compiles.
 */
function bundleText(name: string, marker = 'a'): string {
  const more = Array.from({ length: 50 }, (_, i) => `function more${i}(x) { return [x, ${i}].join('-'); }`);
  return [
    `const dep = require('./dep.js');`,
    `function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }`,
    `module.exports.kind = 'bundle';`,
    `globalThis[${JSON.stringify(`${name}More`)}] = () => {`,
    `  ${more.join(' ')} return [${more.map((_, i) => `more${i}(1)`).join(', ')}].length; };`,
    `globalThis[${JSON.stringify(name)}] = { marker: '${marker}', file: __filename, dir: __dirname, dep, fib: fib(10),`,
    `  exports: module.exports === exports, path: require('node:path').basename(__filename) };`,
  ].join('\n');
}

function setUp(name: string) {
  const site = tempSite({ 'app/bundle.js': bundleText(name), 'app/dep.js': 'module.exports = 42;' });
  const bundle = site.path('app/bundle.js');
  const options = { dir: site.path('app/.code-cache'), kind: 'check' };
  const ran = () => (globalThis as Record<string, unknown>)[name] as Record<string, unknown> | undefined;
  return { site, bundle, options, ran };
}

/** Every file below a folder, relative to it. */
function filesBelow(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => !fs.statSync(path.join(dir, f)).isDirectory())
    .sort();
}

describe('the code cache of a bundle', () => {
  it('runs the bundle as a CommonJS module, with or without a cache', () => {
    const { bundle, ran, options } = setUp('ccPlain');
    const compiled = compileBundle(bundle, undefined);
    assert.equal(compiled.cache, 'off');
    assert.equal(compiled.saveCache(), false);
    compiled.run();
    assert.deepEqual(ran(), {
      marker: 'a',
      file: bundle,
      dir: path.dirname(bundle),
      dep: 42,
      fib: 55,
      exports: true,
      path: 'bundle.js',
    });
    assert.equal(fs.existsSync(options.dir), false);
  });

  it('is made from the first run, written only into its folder, and used by the next', () => {
    const { site, bundle, options, ran } = setUp('ccReuse');
    const before = filesBelow(site.dir);
    const first = compileBundle(bundle, options);
    assert.equal(first.cache, 'made');
    first.run();
    assert.equal(fs.existsSync(options.dir), false, 'nothing is written before saveCache (the exit of a run)');
    assert.equal(first.saveCache(), true);
    const cacheFile = cacheFileOf(bundle, options);
    assert.deepEqual(filesBelow(site.dir), [...before, path.relative(site.dir, cacheFile)].sort());
    assert.equal(fs.statSync(options.dir).mode & 0o777, 0o700);
    const second = compileBundle(bundle, options);
    assert.equal(second.cache, 'used');
    second.run();
    assert.equal(ran()?.fib, 55);
    assert.equal(second.saveCache(), false, 'a cache that was used is not written again');
  });

  it('is made again by a run much longer than its maker that compiled a tenth more, from all its functions', () => {
    const { bundle, options } = setUp('ccGrow');
    const cacheFile = cacheFileOf(bundle, options);
    // a run of `ms` (from the bundle's compilation) that compiled `bytes` of bytecode, with the bundle's extra
    // functions compiled when `compileMore`
    const runWith = (ms: number, bytes: number, compileMore = true) => {
      const compiled = compileBundle(bundle, { ...options, elapsedMs: () => ms, compiledBytes: () => bytes });
      compiled.run();
      if (compileMore) assert.equal((globalThis as unknown as Record<string, () => number>).ccGrowMore(), 50);
      return compiled;
    };
    const first = runWith(200, 1000, false);
    assert.equal(first.cache, 'made');
    assert.equal(first.saveCache(), true);
    const madeFirst = fs.readFileSync(cacheFile);
    const similar = runWith(400, 1099);
    assert.equal(similar.cache, 'used');
    assert.equal(similar.saveCache(), false, 'compiled less than a tenth more');
    assert.equal(runWith(249, 5000).saveCache(), false, 'not a quarter longer than the run that made the cache');
    assert.deepEqual(fs.readFileSync(cacheFile), madeFirst);
    assert.equal(runWith(250, 1100).saveCache(), true);
    const grown = fs.readFileSync(cacheFile);
    assert.ok(
      grown.length > madeFirst.length + 50 * 20,
      `the functions it compiled: ${madeFirst.length} -> ${grown.length}`,
    );
    // measured against the run that made the cache now
    assert.equal(runWith(312, 5000).saveCache(), false);
    assert.equal(runWith(1000, 1200).saveCache(), false);
    assert.equal(runWith(313, 1210).saveCache(), true);
  });

  it('is not asked about by short runs, however much longer than the run that made it', () => {
    const { bundle, options } = setUp('ccShort');
    const run = (ms: number, bytes: number) =>
      compileBundle(bundle, { ...options, elapsedMs: () => ms, compiledBytes: () => bytes });
    assert.equal(run(10, 1000).saveCache(), true);
    assert.equal(run(99, 5000).saveCache(), false);
    assert.equal(run(100, 5000).saveCache(), true);
  });

  it('keeps one cache per kind of run', () => {
    const { bundle, options } = setUp('ccKinds');
    const check = compileBundle(bundle, options);
    check.saveCache();
    const server = compileBundle(bundle, { ...options, kind: 'server' });
    assert.equal(server.cache, 'made');
    assert.notEqual(cacheFileOf(bundle, options), cacheFileOf(bundle, { ...options, kind: 'server' }));
    assert.throws(() => cacheFileOf(bundle, { ...options, kind: '../x' }));
  });

  it('ignores the cache of another build of the bundle, even one of the same length', () => {
    const { bundle, options, ran } = setUp('ccStale');
    compileBundle(bundle, options).saveCache();
    const changed = bundleText('ccStale', 'b');
    assert.equal(changed.length, fs.readFileSync(bundle, 'utf8').length);
    fs.writeFileSync(bundle, changed);
    const rebuilt = compileBundle(bundle, options);
    assert.equal(rebuilt.cache, 'made');
    rebuilt.run();
    assert.equal(ran()?.marker, 'b');
    assert.equal(rebuilt.saveCache(), true);
    assert.equal(compileBundle(bundle, options).cache, 'used');
  });

  it('ignores a corrupt, truncated, empty or foreign cache file, and writes a good one over it', () => {
    const { bundle, options, ran } = setUp('ccCorrupt');
    compileBundle(bundle, options).saveCache();
    const cacheFile = cacheFileOf(bundle, options);
    const good = fs.readFileSync(cacheFile);
    const flipped = Buffer.from(good);
    flipped[good.length - 10] ^= 0xff; // in V8's payload: unchecked, V8 would abort the process
    const foreign = Buffer.from(good);
    foreign[0] ^= 0xff;
    for (const bad of [flipped, good.subarray(0, 30), good.subarray(0, good.length - 1), Buffer.alloc(0), foreign]) {
      fs.writeFileSync(cacheFile, bad);
      const compiled = compileBundle(bundle, options);
      assert.equal(compiled.cache, 'made');
      compiled.run();
      assert.equal(ran()?.fib, 55);
      assert.equal(compiled.saveCache(), true);
      assert.equal(compileBundle(bundle, options).cache, 'used');
    }
  });

  it('never reads through a link at the cache path, and replaces the link rather than writing to its target', () => {
    const { site, bundle, options } = setUp('ccLink');
    compileBundle(bundle, options).saveCache();
    const cacheFile = cacheFileOf(bundle, options);
    const outside = site.path('outside.bin');
    fs.renameSync(cacheFile, outside);
    const outsideBytes = fs.readFileSync(outside);
    fs.symlinkSync(outside, cacheFile);
    const compiled = compileBundle(bundle, options);
    assert.equal(compiled.cache, 'made');
    assert.equal(compiled.saveCache(), true);
    assert.equal(fs.lstatSync(cacheFile).isSymbolicLink(), false);
    assert.deepEqual(fs.readFileSync(outside), outsideBytes);
  });

  it('runs when the cache cannot be written, and leaves nothing behind', () => {
    const { site, bundle, options, ran } = setUp('ccReadOnly');
    fs.writeFileSync(options.dir, 'a file where the cache folder would be');
    const before = filesBelow(site.dir);
    const compiled = compileBundle(bundle, options);
    compiled.run();
    assert.equal(ran()?.dep, 42);
    assert.equal(compiled.saveCache(), false);
    assert.deepEqual(filesBelow(site.dir), before);
  });
});

describe('the kind of run a command line asks for', () => {
  it('names the commands with a cache, the language server, and nothing else', () => {
    assert.equal(runKind(['check', 'docs'], {}), 'check');
    assert.equal(runKind(['--stdio'], {}), 'server');
    assert.equal(runKind(['--socket=5000'], {}), 'server');
    assert.equal(runKind(['check', '--help'], {}), undefined);
    assert.equal(runKind(['chek'], {}), undefined);
    assert.equal(runKind(['../../x'], {}), undefined);
    assert.equal(runKind([], {}), undefined);
    assert.equal(runKind(['check'], { DOCS_LSP_NO_CODE_CACHE: '1' }), undefined);
    assert.equal(runKind(['check'], { NODE_DISABLE_COMPILE_CACHE: '1' }), undefined);
  });

  it('knows every command of the CLI', async () => {
    const names = (await listCommands()).map(([name]) => name).filter((name) => name !== '--stdio');
    assert.deepEqual([...CACHED_COMMANDS].sort(), names.sort());
  });
});

describe('the built launcher', { skip: !fs.existsSync(path.join(DIST, 'launcher.js')) && 'dist/ not built' }, () => {
  it('checks a site alike with and without its cache, writing the cache at the exit of the first run', () => {
    const site = tempSite({
      'dist/placeholder': '',
      'site/docs.json': JSON.stringify({
        name: 'S',
        theme: 'mint',
        colors: { primary: '#000000' },
        navigation: { pages: ['intro'] },
      }),
      'site/intro.mdx': '---\ntitle: Intro\n---\n\n[gone](/gone)\n',
    });
    for (const file of ['launcher.js', 'server.js', 'pageWorker.js', 'specWorker.js'])
      fs.copyFileSync(path.join(DIST, file), site.path(`dist/${file}`));
    const run = (env: NodeJS.ProcessEnv = {}) =>
      spawnSync(process.execPath, [site.path('dist/launcher.js'), 'check', site.path('site'), '--format', 'json'], {
        encoding: 'utf8',
        env: { ...process.env, DOCS_LSP_NO_CODE_CACHE: '', NODE_DISABLE_COMPILE_CACHE: '', ...env },
      });
    const uncached = run({ DOCS_LSP_NO_CODE_CACHE: '1' });
    assert.equal(fs.existsSync(site.path('dist/.code-cache')), false);
    assert.equal(uncached.status, 1, uncached.stderr);
    assert.match(uncached.stdout, /link-missing-page/);
    const first = run();
    const cacheFiles = fs.readdirSync(site.path('dist/.code-cache'));
    assert.deepEqual(cacheFiles, [path.basename(cacheFileOf(site.path('dist/server.js'), { dir: '', kind: 'check' }))]);
    const written = fs.statSync(site.path(`dist/.code-cache/${cacheFiles[0]}`)).mtimeMs;
    const second = run();
    assert.equal(fs.statSync(site.path(`dist/.code-cache/${cacheFiles[0]}`)).mtimeMs, written, 'used, not rewritten');
    for (const result of [first, second]) {
      assert.equal(result.status, uncached.status);
      assert.equal(result.stdout, uncached.stdout);
      assert.equal(result.stderr, uncached.stderr);
    }
  });

  it('serves LSP over node IPC as the VS Code extension starts it, with the cache the first server wrote', async () => {
    const site = tempSite({ 'dist/placeholder': '' });
    for (const file of ['launcher.js', 'server.js', 'pageWorker.js', 'specWorker.js'])
      fs.copyFileSync(path.join(DIST, file), site.path(`dist/${file}`));
    const serve = async () => {
      const server = fork(site.path('dist/launcher.js'), ['--node-ipc'], {
        env: { ...process.env, DOCS_LSP_NO_CODE_CACHE: '', NODE_DISABLE_COMPILE_CACHE: '' },
        stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      });
      const replies: { id?: number; result?: { capabilities?: Record<string, unknown> } }[] = [];
      server.on('message', (message: (typeof replies)[number]) => replies.push(message));
      const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
      const reply = async (id: number) => {
        for (let waited = 0; waited < 200 && !replies.some((r) => r.id === id); waited++)
          await new Promise((resolve) => setTimeout(resolve, 50));
        return replies.find((r) => r.id === id);
      };
      server.send({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { processId: null, rootUri: null, capabilities: {} },
      });
      const initialized = await reply(1);
      assert.ok(initialized?.result?.capabilities?.hoverProvider, JSON.stringify(initialized));
      server.send({ jsonrpc: '2.0', id: 2, method: 'shutdown' });
      await reply(2);
      server.send({ jsonrpc: '2.0', method: 'exit' });
      assert.equal(await exited, 0);
    };
    await serve();
    const kind = path.basename(cacheFileOf(site.path('dist/server.js'), { dir: '', kind: 'server' }));
    assert.deepEqual(fs.readdirSync(site.path('dist/.code-cache')), [kind]);
    const written = fs.readFileSync(site.path(`dist/.code-cache/${kind}`));
    // the server's V8 flags are set before the bundle is compiled: a cache made under them is taken by the next start
    await serve();
    assert.deepEqual(fs.readFileSync(site.path(`dist/.code-cache/${kind}`)), written, 'used, not made again');
  });
});
