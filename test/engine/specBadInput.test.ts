// Half-typed and hostile input never throws and every range lies inside its document: truncations of the fixtures,
// deleted quotes and brackets, through spec analysis and through the engine's features on pages and docs.json.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Range } from 'vscode-languageserver-types';
import { analyzeSpec } from '../../server/src/engine/openapiDocument/analyze';
import { createSite } from '../helpers/site';
import { PETS_YAML, STORE_JSON } from '../helpers/specFixtures';

function inside(text: string, range: Range): boolean {
  const lines = text.split('\n');
  const ok = (p: Range['start']) => p.line < lines.length && p.character <= lines[p.line].length;
  return ok(range.start) && ok(range.end);
}

function variants(text: string, step: number): string[] {
  const result: string[] = [];
  for (let i = 0; i < text.length; i += step) {
    result.push(text.slice(0, i));
    result.push(text.slice(0, i) + text.slice(i + 1)); // one character gone: quotes, brackets, colons
  }
  return result;
}

test('spec analysis: truncated and damaged specs give findings inside the text, never an exception', () => {
  for (const [name, text] of [
    ['pets.yaml', PETS_YAML],
    ['store.json', STORE_JSON],
  ] as const) {
    for (const variant of variants(text, 131)) {
      const analysis = analyzeSpec(`file:///s/${name}`, 1, variant);
      for (const finding of analysis.findings)
        assert.ok(
          inside(variant, finding.range),
          `${finding.code} out of range in ${JSON.stringify(variant.slice(-40))}`,
        );
    }
  }
});

test('a spec with thousands of syntax errors lists the first hundred and counts the rest', () => {
  const flooded = PETS_YAML.replace('paths:', `paths:\n${'[x] '.repeat(5_000)}`);
  for (const [name, text] of [
    ['pets.yaml', flooded],
    ['store.json', STORE_JSON.replace('{', `{${'],'.repeat(5_000)}`)],
  ] as const) {
    const errors = analyzeSpec(`file:///s/${name}`, 1, text).findings.filter((f) => f.code === 'openapi-parse');
    assert.equal(errors.length, 101, name);
    assert.match(errors[100].message, /\(and \d+ more syntax errors after it, not listed\)$/, name);
    assert.doesNotMatch(errors[99].message, /more syntax errors/, name);
  }
});

test('pages and docs.json: damaged references and frontmatter, through every feature', () => {
  const pageText =
    '---\ntitle: "A"\nopenapi: "specs/pets.yaml GET /pets/{petId}"\nopenapi-schema: Pet\n' +
    'deprecated: true\n---\n\nBody\n';
  const docs =
    '{"navigation": {"groups": [{"group": "G", "openapi": "specs/pets.yaml", "pages": ["GET /pets", ' +
    '"specs/pets.yaml webhook pet.adopted", "p"]}]}}';
  for (const [path, text] of [
    ['/s/p.mdx', pageText],
    ['/s/docs.json', docs],
  ] as const) {
    for (const variant of variants(text, 5)) {
      const s = createSite({
        '/s/docs.json': docs,
        '/s/p.mdx': pageText,
        '/s/specs/pets.yaml': PETS_YAML,
        [path]: variant,
      });
      const uri = s.uri(path);
      const diagnostics = s.service.getDiagnostics(uri);
      for (const d of diagnostics) assert.ok(inside(variant, d.range), `${d.code} out of range`);
      const lines = variant.split('\n');
      for (let line = 0; line < Math.min(lines.length, 4); line++) {
        const position = { line, character: Math.floor(lines[line].length / 2) };
        s.service.doComplete(uri, position);
        s.service.doHover(uri, position);
        s.service.findDefinition(uri, position);
      }
      s.service.getCodeActions(uri, diagnostics, { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } });
      s.service.getCodeLenses(uri);
    }
  }
});
