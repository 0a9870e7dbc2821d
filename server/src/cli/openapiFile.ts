// `docs-lsp openapi-file <spec> [-o <folder>] [--force]`: one MDX page per visible operation and per webhook, with
// `openapi: "<spec> METHOD /path"` frontmatter and the default title and description, at the path where the platform
// publishes the generated page (`{tag}/{slug}` under the folder, equal paths numbered -1, -2). Every name is planned
// and checked before the first write, and the pages are written as one set (fileSet.ts). Existing files are never
// overwritten without --force. Prints what was written and the navigation `pages` entries to paste.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { endpointPagePaths } from '../engine/siteSpecs';
import { endpointPageText } from '../engine/siteSpecs';
import { CONFIG_FILE } from '../engine/project';
import { isRemoteSpec } from '../engine/openapiDocument';
import { parseArgs } from './args';
import { PlannedFile, writeFileSet } from './fileSet';
import { CliCommand, CliIo, UsageError } from './io';
import { OutputFileError } from './outputFile';
import { uniquePagePaths } from './safeFileNames';
import { formatReport } from './reportFormats';
import { loadSpecInput } from './specInput';

export const openapiFileCommand: CliCommand = {
  summary: 'write one MDX page per endpoint and webhook of a spec (-o FOLDER, --force to overwrite)',
  synopsis: '<spec> [options]',
  options: [
    { name: 'output', alias: 'o', value: 'FOLDER', help: 'write the pages into FOLDER (default: the current folder)' },
    { name: 'force', help: 'overwrite pages that exist (they are skipped and reported otherwise)' },
  ],
  notes: ['Exit codes: 0 every page written, 1 a page skipped or an unusable spec, 2 usage error.'],
  async run(argv, io) {
    const args = parseArgs(argv, this.options);
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
        { cwd: io.cwd, filesChecked: 1 },
        io.stderr,
      );
      io.stderr(`docs-lsp openapi-file: ${location} is not a usable OpenAPI 3.0/3.1 spec; no pages written.\n`);
      return 1;
    }
    const folder = path.resolve(io.cwd, args.values.output?.at(-1) ?? '.');
    const docsRoot = findDocsRoot(folder);
    const spec = writtenSpec(location, docsRoot, io);
    // every name planned before the first write: one file per visible operation and webhook, at the path the
    // platform gives its page (the output folder in the role of the `openapi` entry's directory)
    const planned = endpointPagePaths([...index.operations, ...index.webhooks], '');
    const names = uniquePagePaths(planned.map((p) => p.path));
    const files: PlannedFile[] = planned.map(({ op }, i) => ({
      path: `${names[i]}.mdx`,
      text: endpointPageText(spec ?? relativeSpecPath(location, path.dirname(path.join(folder, names[i]))), op),
    }));
    let result;
    try {
      result = writeFileSet(folder, files, args.flags.has('force'));
    } catch (error) {
      if (!(error instanceof OutputFileError)) throw error;
      io.stderr(`docs-lsp openapi-file: ${error.message}; no pages written.\n`);
      return 1;
    }
    const shown = (file: string) => toPosix(path.relative(io.cwd, path.join(folder, file)));
    for (const file of result.written) io.stdout(`wrote ${shown(file)}\n`);
    for (const file of result.skipped) io.stderr(`skipped ${shown(file)}: it exists (--force overwrites)\n`);
    const pages = names.map((name) => toPosix(path.relative(docsRoot ?? io.cwd, path.join(folder, name))));
    io.stdout(`\nNavigation entries (paste into a group's "pages"):\n${JSON.stringify(pages, null, 2)}\n`);
    return result.skipped.length > 0 ? 1 : 0;
  },
};

/**
 * How pages name the spec: its URL without credentials, or its path from the docs root (`/specs/api.json`);
 * undefined without a docs root (each page then names it relative to its own folder). A spec outside the docs root,
 * or with a space in its path (references split at spaces), cannot be named: a usage error before any write.
 */
function writtenSpec(location: string, docsRoot: string | undefined, io: CliIo): string | undefined {
  if (isRemoteSpec(location)) {
    const url = new URL(location);
    if (url.username || url.password || url.search || url.hash) {
      io.stderr(
        "docs-lsp openapi-file: the spec URL's user name, password, query and fragment are not copied into the pages\n",
      );
      url.username = url.password = url.search = url.hash = '';
    }
    return url.href;
  }
  if (/\s/.test(location))
    throw new UsageError(
      `the spec path ${location} contains a space: an \`openapi\` reference cannot name it ` +
        '(it splits at spaces); rename the file',
    );
  if (!docsRoot) return undefined;
  const relative = toPosix(path.relative(docsRoot, location));
  if (relative.startsWith('../') || path.isAbsolute(relative))
    throw new UsageError(
      `the spec ${location} is outside the docs root ${docsRoot}: ` +
        'pages can only reference specs inside it; copy it there',
    );
  return `/${relative}`;
}

function relativeSpecPath(location: string, pageFolder: string): string {
  return toPosix(path.relative(pageFolder, location));
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
