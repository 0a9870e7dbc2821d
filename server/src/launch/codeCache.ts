// Runs a CommonJS bundle (dist/server.js) with a V8 code cache: compiling the 2.9 MB bundle is about 50 ms of every
// `docs-lsp` run, more than half of a `check` of a small site, and the functions a run compiles lazily (the parser,
// the rules) are as much again. The cache holds V8's compiled code of a previous run and lets the next one skip both.
// Node 20 has no `module.enableCompileCache`, so the bundle is compiled here with `vm.Script` and `cachedData`.
//
// The cache is an optimisation and nothing else: a cache that is missing, stale (another build of the bundle, another
// Node), corrupt, refused by V8 or unreadable is ignored, and a cache that cannot be written is not written; the run is
// the same either way. V8 checks its own version and flags but not the payload (a flipped byte makes it abort the
// process), so every file carries the CRC-32 and length of the bundle it was made from and the CRC-32 of its own
// payload, checked first. CRC-32 (zlib's, 1 ms for both) and not a SHA: loading node:crypto alone costs 5 ms, and the
// cache guards against accidents (a rebuilt bundle, a damaged file), not against someone who can write to dist/.
// A Node without `zlib.crc32` (before 20.15) runs without a cache.
//
// A cache holds what the run that made it compiled: one made by `check` of a one-page site leaves a check of a site
// with links, anchors and typeset headings more to compile (cline's check: 15 % more bytecode, 8 ms of its 175). So a
// run that used a cache, lasted much longer than the run that made it and compiled a tenth more writes the cache
// again, from all its functions. Asking V8 what a run compiled walks the heap (2 ms in cline's check, 8 ms in a
// 1 000-page one), so only a run a quarter longer than the cache's maker asks: once the cache is made again by such a
// run, runs of the same site no longer do. A larger cache costs small runs its reading (a one-page check: 2 to 3 ms
// more with cline's).
import { isAscii } from 'node:buffer';
import * as fs from 'node:fs';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import * as vm from 'node:vm';
import * as zlib from 'node:zlib';

const MAGIC = Buffer.from('DLSPCC4\n');
/**
 * After the magic, little-endian 32-bit each: the bundle's CRC-32 and byte length, the bytes of bytecode the run
 * that made the cache had compiled, how long that run took (ms from the bundle's compilation), the payload's CRC-32.
 */
const HEADER_FIELDS = 5;
const HEADER_BYTES = MAGIC.length + 4 * HEADER_FIELDS;
/** A cache of the whole bundle is a few MB; anything far larger is not one of ours. */
const MAX_CACHE_BYTES = 64 * 1024 * 1024;

export interface CodeCacheOptions {
  /** The folder of the cache files, made when a cache is first written (nothing is written anywhere else). */
  readonly dir: string;
  /**
   * Which kind of run this is (a command name, `server`): a cache holds the functions its run compiled, so `check`
   * and the language server each keep their own. Letters and `-` only.
   */
  readonly kind: string;
  /** How long this run has taken, in ms from the bundle's compilation (tests replace the clock). */
  readonly elapsedMs?: () => number;
  /** The bytes of bytecode this process has compiled (V8's heap code statistics, which tests replace). */
  readonly compiledBytes?: () => number;
}

/** How much longer than the run that made the cache a run must last to ask what it compiled (see the top). */
const LONGER = 1.25;
/** Runs shorter than this (ms from the bundle's compilation) never ask: the asking would be a good part of them. */
const MIN_ASKING_MS = 100;
/** How much more a run must have compiled than the run that made the cache it used for the cache to be made again. */
const GROWTH = 1.1;

function bytecodeOfProcess(): number {
  // required here, by the runs that ask: loading node:v8 is 2 ms, more than the rest of the launcher
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require('node:v8') as typeof import('node:v8')).getHeapCodeStatistics().bytecode_and_metadata_size;
}

/** The cache file of a bundle for a kind of run, per V8 version and architecture (several Node versions coexist). */
export function cacheFileOf(bundle: string, options: CodeCacheOptions): string {
  if (!/^[a-z][a-z-]*$/.test(options.kind)) throw new Error(`not a kind of run: ${options.kind}`);
  const v8 = process.versions.v8.replace(/[^\w.-]/g, '_');
  return path.join(options.dir, `${path.basename(bundle)}.${options.kind}.${v8}.${process.arch}.cache`);
}

/** What a cache file records of the bundle it was made from. */
export interface BundleStamp {
  readonly crc: number;
  readonly length: number;
}

export function stampOf(bundle: Uint8Array): BundleStamp {
  return { crc: zlib.crc32(bundle), length: bundle.length };
}

/** Whether this Node can check a cache (see the top of this file). */
export const CAN_CHECK_CACHE = typeof zlib.crc32 === 'function';

/** A cache file's V8 payload, the bytes of bytecode its making run had compiled and how long that run took. */
interface CacheContent {
  readonly payload: Buffer;
  readonly compiledBytes: number;
  readonly runMs: number;
}

/** The content of a cache file made from a bundle of this stamp, or undefined when it is not such a file. */
function readCache(file: string, stamp: BundleStamp): CacheContent | undefined {
  try {
    const stat = fs.lstatSync(file);
    if (!stat.isFile() || stat.size <= HEADER_BYTES || stat.size > MAX_CACHE_BYTES) return undefined;
    const data = fs.readFileSync(file);
    if (!data.subarray(0, MAGIC.length).equals(MAGIC)) return undefined;
    const header = (i: number) => data.readUInt32LE(MAGIC.length + 4 * i);
    if (header(0) !== stamp.crc || header(1) !== stamp.length) return undefined;
    const payload = data.subarray(HEADER_BYTES);
    return header(4) === zlib.crc32(payload) ? { payload, compiledBytes: header(2), runMs: header(3) } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Writes a cache file: into a new file of its own in the cache folder (never through an existing name, so never
 * through a link someone placed there), then renamed over the old one, so a concurrent run reads the old file or
 * the new one, never half of one. Whether it was written; failures are swallowed (read-only install, full disk).
 */
function writeCache(file: string, stamp: BundleStamp, { payload, compiledBytes, runMs }: CacheContent): boolean {
  const temporary = `${file}.${process.pid}.${process.hrtime.bigint()}.tmp`;
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    const header = Buffer.alloc(4 * HEADER_FIELDS);
    const measures = [compiledBytes, Math.round(runMs)].map((value) => Math.min(Math.max(0, value), 0xffffffff));
    const fields = [stamp.crc, stamp.length, ...measures, zlib.crc32(payload)];
    fields.forEach((value, i) => header.writeUInt32LE(value, 4 * i));
    fs.writeFileSync(temporary, Buffer.concat([MAGIC, header, payload]), { flag: 'wx', mode: 0o600 });
    fs.renameSync(temporary, file);
    return true;
  } catch {
    try {
      fs.unlinkSync(temporary);
    } catch {
      // never created
    }
    return false;
  }
}

/** The commands that keep a cache of their own (others are short: help, --version, a typo); `server`: LSP. */
export const CACHED_COMMANDS = ['check', 'openapi-check', 'openapi-file', 'analytics', 'migrate'];
const TRANSPORT_FLAG = /^--(stdio|node-ipc|socket|pipe)(=|$)/;

/** The kind of run the command line asks for, as the cache names it; undefined: run without a cache. */
export function runKind(argv: readonly string[], env: NodeJS.ProcessEnv): string | undefined {
  if (env.DOCS_LSP_NO_CODE_CACHE || env.NODE_DISABLE_COMPILE_CACHE) return undefined;
  if (argv.some((arg) => arg === '--help' || arg === '-h')) return undefined;
  if (argv.some((arg) => TRANSPORT_FLAG.test(arg))) return 'server';
  return CACHED_COMMANDS.includes(argv[0]) ? argv[0] : undefined;
}

export interface CompiledBundle {
  /** Whether a cache was used; `made`: none was, and `saveCache` writes one from this run's compiled functions. */
  readonly cache: 'used' | 'made' | 'off';
  /** Runs the bundle as the CommonJS module it is. */
  run(): void;
  /**
   * Writes the cache from every function compiled so far, when this run made one or used one and compiled much more
   * (see the top of this file): called at exit, it holds what the run needed. Whether it was written; never throws.
   */
  saveCache(): boolean;
}

/** Compiles `bundle` (a CommonJS file), with its code cache when `options` are given and a good cache is there. */
export function compileBundle(bundle: string, options: CodeCacheOptions | undefined): CompiledBundle {
  const started = performance.now();
  const text = fs.readFileSync(bundle);
  // an ASCII bundle (scripts/build.mjs makes it so) decodes several times faster as latin1, to a one-byte string
  const source = text.toString(isAscii(text) ? 'latin1' : 'utf8');
  const wrapped = `(function (exports, require, module, __filename, __dirname) { ${source}\n})`;
  let cache: CompiledBundle['cache'] = 'off';
  let script: vm.Script | undefined;
  let saveCache = () => false;
  if (options && CAN_CHECK_CACHE) {
    const stamp = stampOf(text);
    const file = cacheFileOf(bundle, options);
    const cached = readCache(file, stamp);
    try {
      script = new vm.Script(wrapped, { filename: bundle, cachedData: cached?.payload });
    } catch {
      script = undefined; // a cache V8 could not take: compiled below without it
    }
    if (script) {
      const used = cached && !script.cachedDataRejected ? cached : undefined;
      cache = used ? 'used' : 'made';
      const compiledBytesOf = options.compiledBytes ?? bytecodeOfProcess;
      const elapsedMs = options.elapsedMs ?? (() => performance.now() - started);
      const compiled = script;
      saveCache = () => {
        try {
          const runMs = elapsedMs();
          if (used && runMs < Math.max(MIN_ASKING_MS, used.runMs * LONGER)) return false;
          const compiledBytes = compiledBytesOf();
          if (used && compiledBytes < used.compiledBytes * GROWTH) return false;
          return writeCache(file, stamp, { payload: compiled.createCachedData(), compiledBytes, runMs });
        } catch {
          return false; // the run's result stands; the next run tries again
        }
      };
    }
  }
  const runnable = script ?? new vm.Script(wrapped, { filename: bundle });
  return {
    cache,
    saveCache,
    run() {
      const module = { exports: {}, id: bundle, filename: bundle, loaded: false, children: [], paths: [] };
      const run = runnable.runInThisContext() as (...args: unknown[]) => void;
      run.call(module.exports, module.exports, createRequire(bundle), module, bundle, path.dirname(bundle));
      module.loaded = true;
    },
  };
}
