// `docs-lsp check [DIR|docs.json] [--format text|json|sarif|github|markdown] [--report FORMAT=FILE ...]
// [--rule CODE=SEVERITY ...] [--max-warnings N] [--baseline[=FILE] | --write-baseline[=FILE]] [--fix | --fix-dry-run]
// [--watch] [--external [--external-cache-ttl DURATION]]`
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { URI } from 'vscode-uri';
import { Diagnostic } from 'vscode-languageserver-types';
import { createLanguageService, ExternalLinkSummary } from '../engine/languageService';
import { createHttpChecker, DEFAULT_CACHE_TTL_MS } from '../externalLinks/httpChecker';
import { LEGACY_CONFIG_FILE } from '../engine/docsjson';
import { DocsRoot } from '../engine/project';
import { isRuleCode, RuleCode, RULES } from '../engine/ruleCatalog';
import { DEFAULT_BASELINE_FILE, isInsideRootPath, isRuleSetting, RuleSetting } from '../engine/settings';
import { closestMatch } from '../engine/text';
import { NodeWorkspace, SnapshotWorkspace, fileUri, isWithin, realPathOf } from '../engine/workspace';
import { parseArgs } from './args';
import { baselineLine, formatReport, ReportFormat, FileDiagnostic, REPORT_FORMATS } from './reportFormats';
import { checkOutputFile, OutputFileError, writeFileAtomic } from './outputFile';
import { CliCommand, UsageError } from './io';
import { applySafeFixes, FixedWorkspace, MAX_FIX_PASSES, unifiedDiff, writeFixedFiles } from './fix';
import { watchSite } from './watch';
import { stagedDeletions } from './stagedDeletions';

export const checkCommand: CliCommand = {
  summary: 'check every docs root at or below DIR (default: .) and report problems',
  synopsis: '[DIR|docs.json] [options]',
  options: [
    {
      name: 'format',
      value: 'text|json|sarif|github|markdown',
      help: 'text lines (default), one JSON report, SARIF 2.1.0, GitHub Actions annotations, or Markdown tables',
    },
    {
      name: 'report',
      value: 'FORMAT=FILE',
      help: 'also write the report in FORMAT to FILE, from the same run (repeatable; e.g. sarif=docs-lsp.sarif)',
    },
    { name: 'rule', value: 'CODE=SEVERITY', help: 'set a rule to error, warning, info, hint or off (repeatable)' },
    { name: 'max-warnings', value: 'N', help: 'exit 1 when there are more than N warnings (default: no limit)' },
    { name: 'allow-remote', help: 'load OpenAPI specs (and a docs.json `$schema`) given as http(s) URLs for this run' },
    {
      name: 'allow-host',
      value: 'HOST',
      help:
        'with --allow-remote or --external, let requests reach HOST though it is this machine or a private address ' +
        '(repeatable)',
    },
    {
      name: 'external',
      help:
        'request every http(s) link and image of the pages and docs.json (answers kept in .docs-lsp-cache/ at the ' +
        'docs root): link-external-broken, link-external-redirected',
    },
    {
      name: 'external-cache-ttl',
      value: 'DURATION',
      help: 'with --external, how long an answer is kept before it is requested again: 0, 90s, 30m, 12h, 7d (24h)',
    },
    {
      name: 'external-timeout',
      value: 'DURATION',
      help: 'with --external, the time one request may take before its link counts as not checked (10s)',
    },
    {
      name: 'baseline',
      value: '[=FILE]',
      help: `report only problems not in the baseline (default: ${DEFAULT_BASELINE_FILE}; FILE from the docs root)`,
    },
    {
      name: 'write-baseline',
      value: '[=FILE]',
      help: 'record every problem found now in the baseline (same FILE), which drops those fixed since, and exit 0',
    },
    {
      name: 'fix',
      help: 'apply the quick fixes that need no choice (each rule says whether its fix is safe), then report the rest',
    },
    { name: 'fix-dry-run', help: 'print the changes --fix would make as a unified diff; write nothing' },
    {
      name: 'watch',
      help: 'check, then check again what each change of a file touches: print the findings that changed (Ctrl-C ends)',
    },
    {
      name: 'changed',
      help:
        'the arguments are changed files: check the docs roots that hold them, or files the staged commit deletes ' +
        '(for pre-commit; none: exit 0)',
    },
  ],
  notes: ['Exit codes: 0 no errors, 1 errors (or too many warnings), 2 usage error or no docs root found.'],
  async run(argv, io) {
    const args = parseArgs(argv, this.options);
    const changed = args.flags.has('changed');
    if (args.positionals.length > 1 && !changed) throw new UsageError('expects at most one DIR or docs.json');
    const format = (args.values.format?.at(-1) ?? 'text') as ReportFormat;
    if (!REPORT_FORMATS.includes(format)) throw new UsageError(`--format must be ${formatList()}, not "${format}"`);
    const reports = (args.values.report ?? []).map((value) => reportOption(value, io.cwd));
    const rules: Record<string, RuleSetting> = {};
    for (const rule of args.values.rule ?? []) {
      const [code, severity] = ruleFlag(rule);
      rules[code] = severity;
    }
    const maxWarningsText = args.values['max-warnings']?.at(-1);
    const maxWarnings = maxWarningsText === undefined ? Infinity : Number(maxWarningsText);
    if (maxWarnings !== Infinity && (!Number.isInteger(maxWarnings) || maxWarnings < 0))
      throw new UsageError(`--max-warnings expects a whole number, not "${maxWarningsText}"`);

    const baselineFile = baselineOption(args.values.baseline?.at(-1), 'baseline');
    const writeBaseline = baselineOption(args.values['write-baseline']?.at(-1), 'write-baseline');
    if (baselineFile !== undefined && writeBaseline !== undefined)
      throw new UsageError('--baseline and --write-baseline go in separate runs');

    const fix = args.flags.has('fix');
    const dryRun = args.flags.has('fix-dry-run');
    const watch = args.flags.has('watch');
    if (fix && dryRun) throw new UsageError('--fix and --fix-dry-run go in separate runs');
    if (watch && (fix || dryRun || writeBaseline !== undefined || changed))
      throw new UsageError('--watch runs alone (without --fix, --fix-dry-run, --write-baseline or --changed)');
    if (watch && format !== 'text') throw new UsageError('--watch prints text lines: --format text only');
    if (reports.length > 0 && (watch || dryRun || writeBaseline !== undefined))
      throw new UsageError('--report goes with a check that reports (not --watch, --fix-dry-run or --write-baseline)');

    const external = args.flags.has('external');
    const externalOption = (name: string, fallback: number) => {
      const text = args.values[name]?.at(-1);
      if (text === undefined) return fallback;
      if (!external) throw new UsageError(`--${name} goes with --external`);
      const ms = durationMs(text);
      if (ms === undefined) throw new UsageError(`--${name} expects a duration (0, 90s, 30m, 12h, 7d), not "${text}"`);
      return ms;
    };
    const ttlMs = externalOption('external-cache-ttl', DEFAULT_CACHE_TTL_MS);
    const timeoutMs = externalOption('external-timeout', 10_000);
    const allowedHosts = args.values['allow-host'] ?? [];

    const target = path.resolve(io.cwd, changed ? '.' : (args.positionals[0] ?? '.'));
    if (!fs.existsSync(target)) throw new UsageError(`${target} does not exist`);
    const isFile = fs.statSync(target).isFile();
    const dir = isFile ? path.dirname(target) : target;
    const folders = [fileUri(dir)];
    // --fix reads the fixed text before it is written; --watch sees each change on disk
    const fixed = fix || dryRun ? new FixedWorkspace(new SnapshotWorkspace(folders)) : undefined;
    const service = createLanguageService({
      workspace: fixed ?? (watch ? new NodeWorkspace(folders) : new SnapshotWorkspace(folders)),
      settings: {
        rules,
        openapi: { allowRemote: args.flags.has('allow-remote'), allowedHosts },
        ...(baselineFile !== undefined && { baseline: baselineFile }),
        ...(external && { externalLinks: { check: true } }),
      },
      ...(external && {
        externalLinkChecker: createHttpChecker({
          ttlMs,
          timeoutMs,
          allowedHosts: () => allowedHosts,
          warn: (message) => io.stderr(`docs-lsp check: ${message}\n`),
        }),
      }),
    });
    let roots = service.getDocsRoots().filter((root) => !isFile || root.configUri === fileUri(target));
    if (changed) {
      const files = [...args.positionals.map((file) => path.resolve(io.cwd, file)), ...stagedDeletions(io.cwd)];
      const owners = files.map((file) => ownerOf(roots, fileUri(file)));
      roots = roots.filter((root) => owners.includes(root));
      if (roots.length === 0) return 0; // no changed file belongs to a docs root: nothing to check
    }
    const configBeside =
      path.basename(target) === LEGACY_CONFIG_FILE &&
      service.getDocsRoots().find((root) => root.uri === fileUri(dir))?.configUri;
    if (roots.length === 0 && configBeside) {
      io.stderr(`docs-lsp check: ${target} is not read: ${URI.parse(configBeside).fsPath} configures this site\n`);
      return 2;
    }
    if (roots.length === 0) {
      io.stderr(
        `docs-lsp check: no docs.json (or mint.json) found ${isFile ? `at ${target}` : `at or below ${dir}`}\n`,
      );
      return 2;
    }
    // pages are parsed in worker threads (dist/pageWorker.js beside this bundle; run from the sources: in process)
    const pageWorker = path.join(__dirname, 'pageWorker.js');
    if (fs.existsSync(pageWorker)) await service.parsePages(roots, pageWorker, os.availableParallelism());
    await service.loadSpecs(roots); // specs (and, when allowed, remote ones) are loaded before anything is reported
    const externalSummary = external && !watch ? await checkExternalLinks(service, roots, io) : undefined;
    if (fixed) {
      const fixes = fixSite(service, fixed, roots, { dryRun }, io);
      if (dryRun) return fixes;
    }
    if (watch) return watchSite(service, roots, { baseDir: dir }, io);
    if (writeBaseline !== undefined) return writeBaselines(service, roots, writeBaseline, io);
    const files = service.getFilesToCheck(roots);
    const results: FileDiagnostic[] = [];
    const add = (uri: string, diagnostics: readonly Diagnostic[]) => {
      for (const diagnostic of diagnostics) results.push({ path: URI.parse(uri).fsPath, diagnostic });
    };
    let baseline: { files: string[]; known: number; fixed: number } | undefined; // a BaselineSummary being summed
    const baselined = new Set<DocsRoot>();
    for (const root of roots) {
      // `--baseline`, or `baseline` in the root's docs-lsp.json
      const file = service.settingsFor(root.uri).baseline;
      if (file === undefined) continue;
      const comparison = service.compareWithBaseline(root, file);
      const shown = path.relative(io.cwd, URI.parse(comparison.uri).fsPath) || file;
      if (comparison.problem) {
        const why = comparison.problem === 'no such file' ? 'does not exist' : `cannot be used: ${comparison.problem}`;
        const option = `--write-baseline${file === DEFAULT_BASELINE_FILE ? '' : `=${file}`}`;
        io.stderr(`docs-lsp check: the baseline ${shown} ${why}; write it with: docs-lsp check DIR ${option}\n`);
        return 2;
      }
      baselined.add(root);
      baseline ??= { files: [], known: 0, fixed: 0 };
      baseline.files.push(shown);
      baseline.known += comparison.baselined;
      baseline.fixed += comparison.fixed;
      for (const [uri, diagnostics] of comparison.fresh) add(uri, diagnostics);
    }
    const otherRoots = roots.filter((root) => !baselined.has(root));
    for (const uri of baselined.size === 0 ? files : service.getFilesToCheck(otherRoots))
      add(uri, service.getDiagnostics(uri));
    const where = { cwd: io.cwd, filesChecked: files.length, baseline };
    for (const report of reports) {
      let text = '';
      formatReport(report.format, results, where, (chunk) => void (text += chunk));
      try {
        writeFileAtomic(report.file, text);
      } catch (error) {
        if (!(error instanceof OutputFileError)) throw error;
        io.stderr(`docs-lsp check: --report: ${error.message}\n`);
        return 2;
      }
    }
    const summary = formatReport(format, results, where, io.stdout);
    if (baseline && (format === 'sarif' || format === 'json')) io.stderr(`${baselineLine(baseline)}\n`);
    if (externalSummary) io.stderr(`${externalLine(externalSummary)}\n`);
    return summary.errors > 0 || summary.warnings > maxWarnings ? 1 : 0;
  },
};

/**
 * Requests the external links of the roots, with a progress line on a terminal (a long run says where it is; a log
 * gets the summary only).
 */
async function checkExternalLinks(
  service: ReturnType<typeof createLanguageService>,
  roots: readonly DocsRoot[],
  io: Parameters<CliCommand['run']>[1],
): Promise<ExternalLinkSummary> {
  let shown = 0;
  const progress = io.isTTY
    ? (done: number, total: number) => {
        const now = Date.now();
        if (now - shown < 100 && done < total) return;
        shown = now;
        io.stderr(`\rexternal links: ${done}/${total}`);
      }
    : undefined;
  const summary = await service.checkExternalLinks(roots, progress);
  if (shown > 0) io.stderr('\r\x1b[K');
  return summary;
}

/** The summary of the external links, after the report: how many were requested, read from the cache, skipped. */
export function externalLine(summary: ExternalLinkSummary): string {
  const counted = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
  const parts = [`${summary.checked} checked`, `${summary.cached} cached`, `${summary.skipped} skipped`];
  if (summary.unchecked > 0) parts.push(`${summary.unchecked} not checked (rate limited, too slow or failing)`);
  return `external links: ${counted(summary.urls, 'URL')} in ${counted(summary.links, 'link')}: ${parts.join(', ')}`;
}

/** `--external-cache-ttl`: seconds, or a number with s, m, h or d; undefined when it is neither. */
export function durationMs(text: string): number | undefined {
  const match = /^(\d+(?:\.\d+)?) ?([smhd])?$/i.exec(text.trim());
  if (!match) return undefined;
  const unit = { s: 1, m: 60, h: 3600, d: 86400 }[(match[2] ?? 's').toLowerCase() as 's' | 'm' | 'h' | 'd'];
  return Math.round(Number(match[1]) * unit * 1000);
}

/**
 * Applies the safe fixes in memory, then writes each changed file (`--fix`) or prints the unified diff of all of them
 * (`--fix-dry-run`, which returns its exit code: 0). A file that cannot be written is put back as it was on disk, so
 * that the report that follows speaks of the files as they are.
 */
function fixSite(
  service: ReturnType<typeof createLanguageService>,
  workspace: FixedWorkspace,
  roots: readonly DocsRoot[],
  { dryRun }: { readonly dryRun: boolean },
  io: Parameters<CliCommand['run']>[1],
): number {
  const result = applySafeFixes(service, workspace, roots);
  // paths from the current directory, as the reports print them (`git apply` or `patch -p1` applies the diff there)
  const shown = (uri: string) => path.relative(io.cwd, URI.parse(uri).fsPath).split(path.sep).join('/');
  const counted = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : what.endsWith('x') ? 'es' : 's'}`;
  const passes = result.passes >= MAX_FIX_PASSES ? ` (stopped after ${MAX_FIX_PASSES} passes)` : '';
  if (dryRun) {
    for (const [uri, text] of [...result.files].sort(([a], [b]) => (a < b ? -1 : 1)))
      io.stdout(unifiedDiff(shown(uri), workspace.original.get(uri)!, text));
    const what = `${counted(result.applied, 'fix')} in ${counted(result.files.size, 'file')}`;
    io.stderr(`docs-lsp check: --fix-dry-run: ${what} would be made${passes}; nothing was written
`);
    return 0;
  }
  const refused = writeFixedFiles(workspace, result.files);
  for (const [file, why] of refused)
    io.stderr(`docs-lsp check: ${path.relative(io.cwd, file)}: ${why}
`);
  const undone = [...result.files.keys()].filter((uri) => refused.has(URI.parse(uri).fsPath));
  for (const uri of undone) workspace.setText(uri, result.files.get(uri)!, workspace.original.get(uri)!);
  if (undone.length) service.filesChanged(undone.map((uri) => ({ uri, kind: 'changed' as const })));
  const written = result.files.size - undone.length;
  io.stderr(`docs-lsp check: --fix: ${counted(result.applied, 'fix')} in ${counted(written, 'file')}${passes}
`);
  return 0;
}

const formatList = () => `${REPORT_FORMATS.slice(0, -1).join(', ')} or ${REPORT_FORMATS.at(-1)}`;

/** `--report FORMAT=FILE`: a known format and a file that can be written (its folder exists), else a usage error. */
function reportOption(value: string, cwd: string): { format: ReportFormat; file: string } {
  const equals = value.indexOf('=');
  const format = value.slice(0, equals) as ReportFormat;
  if (equals < 0 || !REPORT_FORMATS.includes(format) || equals === value.length - 1)
    throw new UsageError(`--report expects FORMAT=FILE, FORMAT ${formatList()}, not "${value}"`);
  const file = path.resolve(cwd, value.slice(equals + 1));
  try {
    checkOutputFile(file);
  } catch (error) {
    throw error instanceof OutputFileError ? new UsageError(`--report: ${error.message}`) : error;
  }
  return { format, file };
}

/** `--baseline[=FILE]`'s file: the default for the flag alone; a path that leaves the docs root is refused. */
function baselineOption(value: string | undefined, option: string): string | undefined {
  if (value === undefined) return undefined;
  if (value === '') return DEFAULT_BASELINE_FILE;
  const written = value.replace(/^\.\//, '');
  if (!isInsideRootPath(written))
    throw new UsageError(
      `--${option}: "${value}" is not a path inside the docs root (FILE is read from the docs root, ` +
        `without \`..\` leaving it: ${DEFAULT_BASELINE_FILE}, ci/baseline.json)`,
    );
  return written;
}

/**
 * Writes each root's baseline (every problem found now) at `file` from the root: whole or not at all, never through
 * a symbolic link nor into a folder that leads out of the docs root.
 */
function writeBaselines(
  service: ReturnType<typeof createLanguageService>,
  roots: readonly DocsRoot[],
  file: string,
  io: Parameters<CliCommand['run']>[1],
): number {
  const targets = roots.map((root) => {
    const rootPath = URI.parse(root.uri).fsPath;
    const target = path.join(rootPath, file);
    const shown = path.relative(io.cwd, target) || file;
    const realRoot = realPathOf(rootPath);
    const realFolder = realPathOf(path.dirname(target));
    if (!realRoot || !realFolder || !isWithin(realRoot, realFolder))
      throw new UsageError(
        `--write-baseline: ${shown} lies outside the docs root (through a symbolic link): not written`,
      );
    if (fs.lstatSync(target, { throwIfNoEntry: false })?.isSymbolicLink())
      throw new UsageError(`--write-baseline: ${shown} is a symbolic link: not written through`);
    return { root, target, shown };
  });
  for (const { root, target, shown } of targets) {
    const { text, problems, files } = service.getBaseline(root);
    try {
      writeFileAtomic(target, text);
    } catch (error) {
      if (!(error instanceof OutputFileError)) throw error;
      io.stderr(`docs-lsp check: ${error.message}\n`);
      return 2;
    }
    const counted = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
    io.stdout(`wrote ${shown}: ${counted(problems, 'problem')} in ${counted(files, 'file')}\n`);
  }
  return 0;
}

/** The nearest docs root holding the file, if any. */
/** `--rule CODE=SEVERITY`, the code one of the catalogue and the severity one of the five; a usage error otherwise. */
function ruleFlag(flag: string): [RuleCode, RuleSetting] {
  const match = /^([^=]*)=([^=]*)$/.exec(flag);
  if (!match || !isRuleSetting(match[2]))
    throw new UsageError(`--rule expects CODE=off|error|warning|info|hint, not "${flag}"`);
  const code = match[1];
  if (!isRuleCode(code)) {
    const suggestion = closestMatch(
      code,
      RULES.map((rule) => rule.code),
    );
    throw new UsageError(`--rule: no rule "${code}"${suggestion ? `; did you mean "${suggestion}"?` : ''}`);
  }
  return [code, match[2]];
}

function ownerOf(roots: readonly DocsRoot[], uri: string): DocsRoot | undefined {
  const holding = roots.filter((root) => uri.startsWith(`${root.uri}/`));
  return holding.sort((a, b) => b.uri.length - a.uri.length)[0];
}
