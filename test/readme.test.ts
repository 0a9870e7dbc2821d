// The README's rules table is the rule catalogue's own text: every rule with its default severity, no other row,
// the whole table as scripts/rulesTable.ts generates it.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { it } from 'node:test';
import { OPENAPI_RULES, RULES } from '../server/src/engine/ruleCatalog';
import { README, withRulesTable } from '../scripts/rulesTable';

const readme = readFileSync(README, 'utf8');

it('README rules table matches the rule catalogue', () => {
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

it('README rows match the OpenAPI rules of the catalogue', () => {
  for (const rule of OPENAPI_RULES)
    assert.ok(
      readme.includes(`| \`${rule.code}\` | ${rule.severity} | ${rule.description} |`),
      `README lacks the row of ${rule.code}`,
    );
});

it('the README rules table is the one generated from the catalogue (npx tsx scripts/rulesTable.ts)', () => {
  assert.equal(readme, withRulesTable(readme));
});
