// The README's rules table, generated from the rule catalogue (its one source): `npx tsx scripts/rulesTable.ts`
// rewrites it in place; test/readme.test.ts fails while the README and the catalogue differ.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RULES } from '../server/src/engine/ruleCatalog';

export const README = join(__dirname, '..', 'README.md');
const BEGIN =
  '<!-- rules-table:begin (generated from server/src/engine/ruleCatalog.ts: npx tsx scripts/rulesTable.ts) -->';
const END = '<!-- rules-table:end -->';

export function rulesTable(): string {
  const rows = RULES.map((rule) => `| \`${rule.code}\` | ${rule.severity} | ${rule.description} |`);
  return ['| code | default | what it catches |', '|---|---|---|', ...rows].join('\n');
}

/** The README with its rules table (between the markers) generated afresh. */
export function withRulesTable(readme: string): string {
  const start = readme.indexOf(BEGIN);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md has no ${BEGIN} ... ${END} block`);
  return `${readme.slice(0, start)}${BEGIN}\n${rulesTable()}\n${readme.slice(end)}`;
}

if (require.main === module) writeFileSync(README, withRulesTable(readFileSync(README, 'utf8')));
