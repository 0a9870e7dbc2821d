// docs/architecture.md is a map to trust: its table of where each rule code is produced names every code of the
// catalogue, and each file it names produces the codes of its row.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { RULES } from '../../server/src/engine/ruleCatalog';
import { REPO } from './importGraph';

const doc = readFileSync(join(REPO, 'docs/architecture.md'), 'utf8');
const section = doc.slice(doc.indexOf('## Where each rule code is produced'), doc.indexOf('## Recipes'));
const rows = [...section.matchAll(/^\| (`[a-z-]+`(?:, `[a-z-]+`)*) \| (.+) \|$/gm)].map((m) => ({
  codes: [...m[1].matchAll(/`([a-z-]+)`/g)].map((c) => c[1]),
  files: [...m[2].matchAll(/`(engine\/[^`]+\.ts)`/g)].map((f) => `server/src/${f[1]}`),
}));

test('every rule code of the catalogue has a row, once', () => {
  const listed = rows.flatMap((row) => row.codes);
  assert.deepEqual(
    RULES.map((rule) => rule.code).filter((code) => !listed.includes(code)),
    [],
  );
  assert.deepEqual(
    listed.filter((code, i) => listed.indexOf(code) !== i),
    [],
  );
});

test('each file of a row produces the codes of that row', () => {
  const missing = rows.flatMap(({ codes, files }) => {
    const texts = files.map((file) => readFileSync(join(REPO, file), 'utf8'));
    return codes.filter((code) => !texts.some((text) => text.includes(`'${code}'`))).map((code) => `${code}`);
  });
  assert.deepEqual(missing, []);
});
