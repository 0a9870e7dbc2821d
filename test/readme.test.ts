// The README's rules table lists exactly the engine's rule catalogue, with the same default severities.
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { RULES } from '../server/src/engine/ruleCatalog';

it('README rules table matches the rule catalogue', () => {
  const readme = readFileSync(path.join(__dirname, '../README.md'), 'utf8');
  const table = readme.slice(readme.indexOf('<!-- rules-table'));
  const rows = [
    ...table.matchAll(
      /^\| `([a-z-]+)`(?: \/ `[a-z-]+`)? \| (error|warning|info|hint)(?: \/ (?:error|warning|info|hint))? \|/gm,
    ),
  ].map((m): [string, string] => [m[1], m[2]]);
  const documented = new Map(rows);
  for (const rule of RULES) assert.equal(documented.get(rule.code), rule.severity, `README row for ${rule.code}`);
  assert.deepEqual(
    [...documented.keys()].filter((code) => !RULES.some((r) => r.code === code)),
    [],
    'README rows without a rule',
  );
});
