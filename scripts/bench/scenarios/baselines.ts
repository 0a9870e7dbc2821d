// Baselines on the same docs.json text, in this process: JSON.parse (the floor); vscode-json-languageservice parsing
// and validating against @mintlify/validation's docsConfigJsonSchema (what an editor gives today through `$schema`);
// @mintlify/validation's own validateDocsConfig (after JSON.parse, which it needs).
import { getLanguageService, JSONSchema, LanguageService, TextDocument } from 'vscode-json-languageservice';
import { measured, Row } from '../results';
import { repeat, withCpu } from '../stats';

const WARMUP = 3;

export async function baselines(configText: string, site: string, reps: number): Promise<Row[]> {
  const { docsConfigJsonSchema, validateDocsConfig } = await import('@mintlify/validation');
  const jsonParse = await repeat(WARMUP, reps, () => timed(() => JSON.parse(configText)));

  const service = getLanguageService({});
  // registered under the URL that docs.json's `$schema` names: a `$schema` wins over file associations, and an
  // unresolved one would leave the document unvalidated (a baseline that only parses)
  const schemaUri = (JSON.parse(configText) as { $schema?: string }).$schema ?? 'https://mintlify.com/docs.json';
  service.configure({
    validate: true,
    schemas: [{ uri: schemaUri, fileMatch: ['*/docs.json'], schema: docsConfigJsonSchema as JSONSchema }],
  });
  await assertSchemaApplies(service, configText);
  let problems = 0;
  const { result: jsonService, cpuMs } = await withCpu(() =>
    repeat(WARMUP, reps, async (i) => {
      const started = performance.now();
      const doc = TextDocument.create('file:///bench/docs.json', 'json', i, configText);
      problems = (await service.doValidation(doc, service.parseJSONDocument(doc))).length;
      return performance.now() - started;
    }),
  );

  let valid = false;
  const mintlify = await repeat(WARMUP, reps, () =>
    timed(() => (valid = validateDocsConfig(JSON.parse(configText)).success)),
  );

  const extra = { site, comparable: false };
  return [
    measured('baseline-json-parse', 'Baseline: JSON.parse of docs.json', 'ms', jsonParse, extra),
    measured(
      'baseline-json-service',
      'Baseline: vscode-json-languageservice parse + validate (docsConfigJsonSchema)',
      'ms',
      jsonService,
      { ...extra, note: `${problems} problem(s) reported; CPU ${(cpuMs / (WARMUP + reps)).toFixed(1)} ms per run` },
    ),
    measured(
      'baseline-mintlify',
      'Baseline: @mintlify/validation validateDocsConfig (with JSON.parse)',
      'ms',
      mintlify,
      { ...extra, note: valid ? 'valid' : 'reported invalid' },
    ),
  ];
}

/** Fails unless a wrong type in the same file is reported: proof that the schema validated the document. */
async function assertSchemaApplies(service: LanguageService, configText: string): Promise<void> {
  const broken = configText.replace('"expanded": false', '"expanded": "no"');
  const doc = TextDocument.create('file:///bench/docs.json', 'json', 0, broken);
  const problems = await service.doValidation(doc, service.parseJSONDocument(doc));
  if (broken === configText || !problems.some((p) => doc.getText(p.range) === '"no"')) {
    throw new Error(
      `docsConfigJsonSchema did not apply to docs.json: ${JSON.stringify(problems.map((p) => p.message))}`,
    );
  }
}

function timed(run: () => unknown): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}
