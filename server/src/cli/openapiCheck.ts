// `docs-lsp openapi-check <file|url> [--format text|json]`: every problem of one spec with line:column and code;
// exit 1 when there are errors.
import { Diagnostic } from 'vscode-languageserver-types';
import { DIAGNOSTIC_SOURCE } from '../engine/features';
import { DEFAULT_SETTINGS, severityOf } from '../engine/settings';
import { parseArgs } from './args';
import { CliCommand, UsageError } from './io';
import { FileDiagnostic, formatReport, ReportFormat } from './reportFormats';
import { loadSpecInput } from './specInput';

export const openapiCheckCommand: CliCommand = {
  summary: 'validate one OpenAPI 3.0/3.1 spec (file or http(s) URL)',
  synopsis: '<file|url> [options]',
  options: [{ name: 'format', value: 'text|json', help: 'text lines (default) or one JSON report' }],
  notes: [
    'A URL is fetched (http(s) only, at most 25 MB and 20 s).',
    'Exit codes: 0 no errors, 1 errors, 2 usage error or a file or URL that cannot be read.',
  ],
  async run(argv, io) {
    const args = parseArgs(argv, this.options);
    if (args.positionals.length !== 1) throw new UsageError('expects one spec file or URL');
    const format = (args.values.format?.at(-1) ?? 'text') as ReportFormat;
    if (format !== 'text' && format !== 'json') throw new UsageError(`--format must be text or json, not "${format}"`);
    const { location, analysis } = await loadSpecInput(args.positionals[0], io);
    const results: FileDiagnostic[] = analysis.findings.flatMap((finding) => {
      const severity = severityOf(DEFAULT_SETTINGS, finding.code);
      const diagnostic: Diagnostic = {
        range: finding.range,
        severity,
        code: finding.code,
        source: DIAGNOSTIC_SOURCE,
        message: finding.message,
      };
      return severity === undefined ? [] : [{ path: location, diagnostic }];
    });
    if (!analysis.isSpec && results.length === 0)
      io.stderr(`docs-lsp openapi-check: ${location} has no top-level \`openapi\`: is it an OpenAPI document?\n`);
    const summary = formatReport(format, results, { cwd: io.cwd, filesChecked: 1 }, io.stdout);
    return summary.errors > 0 || !analysis.index ? 1 : 0;
  },
};
