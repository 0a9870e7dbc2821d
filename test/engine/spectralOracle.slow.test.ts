// Spectral's `spectral:oas` ruleset as a test oracle on the corpus specs (../shared/corpus, skipped without it): every
// finding of Spectral's that one of docs-lsp's spec rules shares is found by that rule at the same place. The recall
// of each rule is printed, with what it missed; Spectral's other rules are classified in LEFT_OUT.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, it } from 'node:test';
import { analyzeSpec } from '../../server/src/engine/openapiDocument/analyze';
import { corpusSpecs, isFound, parseOracleSpec, spectralFindings, verdictOf } from '../helpers/spectralOracle';

const CORPUS = join(__dirname, '../../../shared/corpus');
/**
 * What recall a rule must reach. Examples fall short where Spectral checks `format` (which the platform shows as a
 * word and docs-lsp does not check) inside a `oneOf`: the branch fails on a format, so the whole `oneOf` does, and
 * Spectral's message names no format (runpod's `requestUrls` with `{job_id}` in `format: uri` values).
 */
const REQUIRED_RECALL: Readonly<Record<string, number>> = { 'openapi-example-schema': 0.98 };

describe('Spectral as an oracle of the spec rules', { skip: !existsSync(CORPUS) && 'no ../shared/corpus' }, () => {
  it('finds what Spectral finds of the same kind, at the same place', { timeout: 30 * 60_000 }, async () => {
    const found = new Map<string, { found: number; of: number; missed: string[] }>();
    const leftOut = new Map<string, number>();
    for (const file of corpusSpecs(CORPUS)) {
      const text = readFileSync(file, 'utf8');
      const spec = parseOracleSpec(file, text);
      if (!spec) continue;
      const ours = analyzeSpec(pathToFileURL(file).href, 1, text).findings;
      for (const finding of await spectralFindings(file, text)) {
        const verdict = verdictOf(finding, spec);
        if ('leftOut' in verdict) {
          leftOut.set(finding.code, (leftOut.get(finding.code) ?? 0) + 1);
          continue;
        }
        const tally = found.get(verdict.rule) ?? { found: 0, of: 0, missed: [] };
        tally.of++;
        if (isFound(finding, verdict.rule, ours, spec)) tally.found++;
        else tally.missed.push(`${file}:${finding.range.start.line + 1} ${finding.code}: ${finding.message}`);
        found.set(verdict.rule, tally);
      }
    }
    for (const [rule, tally] of [...found].sort())
      console.log(`${rule}: ${tally.found}/${tally.of}${tally.missed.map((m) => `\n  missed ${m}`).join('')}`);
    console.log(`left out: ${[...leftOut].map(([code, n]) => `${code} ${n}`).join(', ')}`);
    for (const [rule, tally] of found)
      assert.ok(
        tally.found >= tally.of * (REQUIRED_RECALL[rule] ?? 1),
        `${rule} found ${tally.found} of Spectral's ${tally.of}`,
      );
  });
});
