// `docs-lsp check [DIR|docs.json] [--format text|json|sarif|github] [--rule CODE=SEVERITY ...] [--max-warnings N]`
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { URI } from 'vscode-uri';
import { Diagnostic } from 'vscode-languageserver-types';
import { createLanguageService } from '../engine/languageService';
import { LEGACY_CONFIG_FILE } from '../engine/docsjson';
import { DocsRoot } from '../engine/project';
import { isRuleCode, RuleCode, RULES } from '../engine/ruleCatalog';
import { isRuleSetting, RuleSetting } from '../engine/settings';
import { closestMatch } from '../engine/text';
import { SnapshotWorkspace, fileUri } from '../engine/workspace';
import { parseArgs } from './args';
import { formatReport, ReportFormat, FileDiagnostic } from './reportFormats';
import { CliCommand, UsageError } from './io';

export const checkCommand: CliCommand = {
  summary: 'check every docs root at or below DIR (default: .) and report problems',
  synopsis: '[DIR|docs.json] [options]',
  options: [
    {
      name: 'format',
      value: 'text|json|sarif|github',
      help: 'text lines (default), one JSON report, SARIF 2.1.0, or GitHub Actions annotations',
    },
    { name: 'rule', value: 'CODE=SEVERITY', help: 'set a rule to error, warning, info, hint or off (repeatable)' },
    { name: 'max-warnings', value: 'N', help: 'exit 1 when there are more than N warnings (default: no limit)' },
    { name: 'allow-remote', help: 'load OpenAPI specs (and a docs.json `$schema`) given as http(s) URLs for this run' },
    {
      name: 'changed',
      help: 'the arguments are changed files: check the docs roots that hold them (for pre-commit; none: exit 0)',
    },
  ],
  notes: ['Exit codes: 0 no errors, 1 errors (or too many warnings), 2 usage error or no docs root found.'],
  async run(argv, io) {
    const args = parseArgs(argv, this.options);
    const changed = args.flags.has('changed');
    if (args.positionals.length > 1 && !changed) throw new UsageError('expects at most one DIR or docs.json');
    const format = (args.values.format?.at(-1) ?? 'text') as ReportFormat;
    if (!['text', 'json', 'sarif', 'github'].includes(format))
      throw new UsageError(`--format must be text, json, sarif or github, not "${format}"`);
    const rules: Record<string, RuleSetting> = {};
    for (const rule of args.values.rule ?? []) {
      const [code, severity] = ruleFlag(rule);
      rules[code] = severity;
    }
    const maxWarningsText = args.values['max-warnings']?.at(-1);
    const maxWarnings = maxWarningsText === undefined ? Infinity : Number(maxWarningsText);
    if (maxWarnings !== Infinity && (!Number.isInteger(maxWarnings) || maxWarnings < 0))
      throw new UsageError(`--max-warnings expects a whole number, not "${maxWarningsText}"`);

    const target = path.resolve(io.cwd, changed ? '.' : (args.positionals[0] ?? '.'));
    if (!fs.existsSync(target)) throw new UsageError(`${target} does not exist`);
    const isFile = fs.statSync(target).isFile();
    const dir = isFile ? path.dirname(target) : target;
    const service = createLanguageService({
      workspace: new SnapshotWorkspace([fileUri(dir)]),
      settings: { rules, openapi: { allowRemote: args.flags.has('allow-remote') } },
    });
    let roots = service.getDocsRoots().filter((root) => !isFile || root.configUri === fileUri(target));
    if (changed) {
      const owners = args.positionals.map((file) => ownerOf(roots, fileUri(path.resolve(io.cwd, file))));
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
