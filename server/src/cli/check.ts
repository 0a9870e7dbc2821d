// `docs-lsp check [DIR|docs.json] [--format text|json|sarif] [--rule CODE=SEVERITY ...] [--max-warnings N]`
import * as fs from 'node:fs';
import * as path from 'node:path';
import { URI } from 'vscode-uri';
import { Diagnostic } from 'vscode-languageserver-types';
import { createLanguageService } from '../engine/languageService';
import { isRuleSetting, RuleSetting } from '../engine/settings';
import { NodeWorkspace, fileUri } from '../engine/workspace';
import { parseArgs } from './args';
import { formatReport, ReportFormat, FileDiagnostic } from './report';
import { CliCommand, UsageError } from './io';

export const checkCommand: CliCommand = {
  summary: 'check every docs root at or below DIR (default: .) and report problems',
  async run(argv, io) {
    const args = parseArgs(argv, { values: ['format', 'rule', 'max-warnings'], flags: ['allow-remote'] });
    if (args.positionals.length > 1) throw new UsageError('expects at most one DIR or docs.json');
    const format = (args.values.format?.at(-1) ?? 'text') as ReportFormat;
    if (!['text', 'json', 'sarif'].includes(format))
      throw new UsageError(`--format must be text, json or sarif, not "${format}"`);
    const rules: Record<string, RuleSetting> = {};
    for (const rule of args.values.rule ?? []) {
      const [code, severity] = rule.split('=');
      if (!code || !isRuleSetting(severity))
        throw new UsageError(`--rule expects CODE=off|error|warning|info|hint, not "${rule}"`);
      rules[code] = severity;
    }
    const maxWarningsText = args.values['max-warnings']?.at(-1);
    const maxWarnings = maxWarningsText === undefined ? Infinity : Number(maxWarningsText);
    if (maxWarnings !== Infinity && (!Number.isInteger(maxWarnings) || maxWarnings < 0))
      throw new UsageError(`--max-warnings expects a whole number, not "${maxWarningsText}"`);

    const target = path.resolve(io.cwd, args.positionals[0] ?? '.');
    if (!fs.existsSync(target)) throw new UsageError(`${target} does not exist`);
    const isFile = fs.statSync(target).isFile();
    const dir = isFile ? path.dirname(target) : target;
    const service = createLanguageService({
      workspace: new NodeWorkspace([fileUri(dir)]),
      settings: { rules, openapi: { allowRemote: args.flags.has('allow-remote') } },
    });
    const roots = service.getDocsRoots().filter((root) => !isFile || root.configUri === fileUri(target));
    if (roots.length === 0) {
      io.stderr(`docs-lsp check: no docs.json found ${isFile ? `at ${target}` : `at or below ${dir}`}\n`);
      return 2;
    }
    await service.loadSpecs(roots); // specs (and, when allowed, remote ones) are loaded before anything is reported
    const files = service.getFilesToCheck(roots);
    const results: FileDiagnostic[] = [];
    for (const uri of files) {
      const diagnostics: Diagnostic[] = service.getDiagnostics(uri);
      for (const diagnostic of diagnostics) results.push({ path: URI.parse(uri).fsPath, diagnostic });
    }
    const summary = formatReport(format, results, { baseDir: dir, cwd: io.cwd, filesChecked: files.length }, io.stdout);
    return summary.errors > 0 || summary.warnings > maxWarnings ? 1 : 0;
  },
};
