// `docs-lsp openapi-file <spec> [-o <folder>] [--force]`: one MDX page per visible operation and per webhook, with
// `openapi: "<spec> METHOD /path"` frontmatter and the seed's default title and description. Existing files are
// never overwritten without --force. Prints what was written and the navigation `pages` entries to paste.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { endpointPageText, pageTitle, slugify } from '../engine/openapi/generatedPage';
import { OperationInfo } from '../engine/spec/specIndex';
import { CONFIG_FILE } from '../engine/project/fileIndex';
import { parseArgs } from './args';
import { CliCommand, UsageError } from './io';
import { formatReport } from './report';
import { loadSpecInput } from './specInput';

export const openapiFileCommand: CliCommand = {
  summary: 'write one MDX page per endpoint and webhook of a spec (-o FOLDER, --force to overwrite)',
  async run(argv, io) {
    const args = parseArgs(argv, { values: ['output'], flags: ['force'], aliases: { o: 'output' } });
    if (args.positionals.length !== 1) throw new UsageError('expects one spec file or URL');
    const { location, analysis } = await loadSpecInput(args.positionals[0], io);
    const index = analysis.index;
    if (!index) {
      formatReport(
        'text',
        analysis.findings.map((f) => ({
          path: location,
          diagnostic: { range: f.range, severity: 1, code: f.code, message: f.message },
        })),
        { baseDir: io.cwd, cwd: io.cwd, filesChecked: 1 },
        io.stderr,
      );
      io.stderr(`docs-lsp openapi-file: ${location} is not a usable OpenAPI 3.0/3.1 spec; no pages written.\n`);
      return 1;
    }
    const folder = path.resolve(io.cwd, args.values.output?.at(-1) ?? '.');
    const docsRoot = findDocsRoot(folder);
    const specPath = /^https?:/i.test(location)
      ? location
      : docsRoot
        ? `/${toPosix(path.relative(docsRoot, location))}`
        : toPosix(path.relative(folder, location));
    const operations = [...index.operations.filter((op) => !op.hidden), ...index.webhooks.filter((w) => !w.hidden)];
    fs.mkdirSync(folder, { recursive: true });
    const pages: string[] = [];
    let skipped = 0;
    for (const [name, op] of fileNames(operations)) {
      const file = path.join(folder, name);
      try {
        fs.writeFileSync(file, endpointPageText(specPath, op), { flag: args.flags.has('force') ? 'w' : 'wx' });
        io.stdout(`wrote ${toPosix(path.relative(io.cwd, file))}\n`);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        skipped++;
        io.stderr(`skipped ${toPosix(path.relative(io.cwd, file))}: it exists (--force overwrites)\n`);
      }
      pages.push(toPosix(path.relative(docsRoot ?? io.cwd, file)).replace(/\.mdx$/, ''));
    }
    io.stdout(`\nNavigation entries (paste into a group's "pages"):\n${JSON.stringify(pages, null, 2)}\n`);
    return skipped > 0 ? 1 : 0;
  },
};

/** One file name per operation, from its page title; repeated titles get -2, -3, ... */
function fileNames(operations: readonly OperationInfo[]): [string, OperationInfo][] {
  const used = new Map<string, number>();
  return operations.map((op) => {
    const base = slugify(pageTitle(op));
    const count = (used.get(base) ?? 0) + 1;
    used.set(base, count);
    return [`${count === 1 ? base : `${base}-${count}`}.mdx`, op];
  });
}

/** The nearest folder at or above `folder` with a docs.json: page paths and spec paths are written relative to it. */
function findDocsRoot(folder: string): string | undefined {
  for (let dir = folder; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, CONFIG_FILE))) return dir;
    if (path.dirname(dir) === dir) return undefined;
  }
}

function toPosix(p: string): string {
  return p.split(path.sep).join('/');
}
