// `docs-lsp migrate [DIR] [--delete-old] [--force]`: writes DIR/docs.json, the equivalent of DIR/mint.json in the
// current format. It writes that one file and nothing else: never outside DIR, never through a symbolic link, never
// over an existing docs.json without --force, whole or not at all; mint.json is kept unless --delete-old.
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as jsonc from 'jsonc-parser';
import { upgradeMintConfig } from '../engine/docsjson';
import { LEGACY_CONFIG_FILE } from '../engine/docsjson';
import { CONFIG_FILE } from '../engine/project';
import { TextReader } from '../engine/project';
import { fileUri, NodeWorkspace } from '../engine/workspace';
import { parseArgs } from './args';
import { CliCommand, CliIo, UsageError } from './io';
import { OutputFileError, writeFileAtomic } from './outputFile';

/** mint.json keys the upgrade carries over (the others have no docs.json equivalent and are reported). */
const CARRIED = new Set(
  ['$schema', 'name', 'theme', 'colors', 'favicon', 'navigation', 'logo', 'api', 'openapi', 'modeToggle'].concat(
    ['backgroundImage', 'topbarLinks', 'topbarCtaButton', 'search', 'metadata', 'seo', 'footerSocials', 'analytics'],
    ['font', 'redirects', 'anchors', 'tabs', 'topAnchor', 'primaryTab', 'versions', 'eyebrow', 'codeBlock', 'footer'],
    ['background', 'integrations'],
  ),
);

export const migrateCommand: CliCommand = {
  summary: 'write the docs.json equivalent of a legacy mint.json (DIR, default: .); mint.json is kept',
  synopsis: '[DIR] [options]',
  options: [
    { name: 'delete-old', help: 'delete mint.json once docs.json is written' },
    { name: 'force', help: 'replace an existing docs.json (a symbolic link is never written through)' },
  ],
  notes: [
    'Exit codes: 0 written, 1 not written (docs.json exists, mint.json is not valid JSON, the write failed),',
    '2 usage error.',
  ],
  async run(argv, io) {
    const args = parseArgs(argv, this.options);
    if (args.positionals.length > 1) throw new UsageError('expects at most one DIR');
    const dir = path.resolve(io.cwd, args.positionals[0] ?? '.');
    const dirStat = fs.lstatSync(dir, { throwIfNoEntry: false });
    if (dirStat?.isSymbolicLink()) throw new UsageError(`${dir} is a symbolic link: name the folder it points to`);
    if (!dirStat?.isDirectory()) throw new UsageError(`${dir} is not a folder`);
    const source = path.join(dir, LEGACY_CONFIG_FILE);
    const target = path.join(dir, CONFIG_FILE);
    const mint = readMintJson(source, io);
    if (!mint) return 1;
    const existing = fs.lstatSync(target, { throwIfNoEntry: false });
    if (existing?.isSymbolicLink()) {
      io.stderr(`docs-lsp migrate: ${target} is a symbolic link: not written through\n`);
      return 1;
    }
    if (existing && !args.flags.has('force')) {
      io.stderr(`docs-lsp migrate: ${target} exists (the platform already reads it); --force replaces it\n`);
      return 1;
    }
    const text = `${JSON.stringify(upgradeMintConfig(mint), null, 2)}\n`;
    try {
      // whole or not at all: a temporary file in DIR, flushed, then put in place (never a truncated docs.json)
      writeFileAtomic(target, text, { exclusive: existing === undefined });
    } catch (error) {
      if (!(error instanceof OutputFileError)) throw error;
      io.stderr(`docs-lsp migrate: ${error.message.replace(/; it was left as it was$/, '')}: nothing written\n`);
      return 1;
    }
    io.stdout(`wrote ${path.relative(io.cwd, target) || CONFIG_FILE} (from ${LEGACY_CONFIG_FILE})\n`);
    const dropped = Object.keys(mint).filter((key) => !CARRIED.has(key));
    if (dropped.length > 0)
      io.stderr(`not carried over (no docs.json equivalent): ${dropped.map((k) => JSON.stringify(k)).join(', ')}\n`);
    if (args.flags.has('delete-old')) {
      fs.unlinkSync(source); // removes the file (or a link itself), never what a link points to
      io.stdout(`deleted ${path.relative(io.cwd, source) || LEGACY_CONFIG_FILE}\n`);
    }
    return 0;
  },
};

function readMintJson(source: string, io: CliIo): Record<string, unknown> | undefined {
  const stat = fs.statSync(source, { throwIfNoEntry: false });
  if (!stat?.isFile()) {
    io.stderr(`docs-lsp migrate: no ${LEGACY_CONFIG_FILE} in ${path.dirname(source)}\n`);
    return undefined;
  }
  // through the one reader, with its limits (size, nesting, UTF-8), as the engine reads every file it parses; a
  // mint.json that is a link is read where it leads (the user named its folder)
  const workspace = new NodeWorkspace([fileUri(path.dirname(source))], { followLinksOut: true });
  const read = new TextReader(workspace).read(fileUri(source));
  if (read?.problem || read?.text === undefined) {
    io.stderr(`docs-lsp migrate: ${source}: ${read?.problem?.message ?? 'cannot be read'}: nothing written\n`);
    return undefined;
  }
  const errors: jsonc.ParseError[] = [];
  const value: unknown = jsonc.parse(read.text, errors, { allowTrailingComma: false });
  if (errors.length > 0 || typeof value !== 'object' || value === null || Array.isArray(value)) {
    io.stderr(`docs-lsp migrate: ${source} is not a JSON object (docs-lsp check shows where): nothing written\n`);
    return undefined;
  }
  return value as Record<string, unknown>;
}
