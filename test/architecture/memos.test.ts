// Invariant 5 of docs/architecture.md: the caches live in engine/project/; every module-level memo elsewhere in the
// engine (a `Map`, a `WeakMap`, a `let`) is named in the table of memos with the key it uses, and every row names
// one that exists.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { REPO, sourceFiles } from './importGraph';

const ENGINE = 'server/src/engine/';
/** A map made empty, to be filled as it is asked (a table of constants is made full), or a module-level `let`. */
const MEMO = /^(?:const (\w+)(?:: [^=\n]+)? = new (?:Weak)?Map\b[^(]*\(\)|let (\w+)\b)/gm;

const doc = readFileSync(join(REPO, 'docs/architecture.md'), 'utf8');
const table = doc.slice(doc.indexOf('<!-- memos-table:begin'), doc.indexOf('<!-- memos-table:end'));
const KEYS = /^(version|revision|static|content)\b/;
const listed = [...table.matchAll(/^\| `([^`]+)`: `(\w+)` \| ([^|]+) \|$/gm)].map((m) => ({
  memo: `${m[1]}: ${m[2]}`,
  key: m[3],
}));

test('every module-level memo outside project/ is in the table of memos, and every row names one', () => {
  const found = sourceFiles()
    .filter((file) => file.startsWith(ENGINE) && !file.startsWith(`${ENGINE}project/`))
    .flatMap((file) =>
      [...readFileSync(join(REPO, file), 'utf8').matchAll(MEMO)].map(
        (m) => `${file.slice(ENGINE.length)}: ${m[1] ?? m[2]}`,
      ),
    )
    .sort();
  assert.deepEqual(found, listed.map((row) => row.memo).sort());
  for (const row of listed) assert.match(row.key, KEYS, `${row.memo}: a key form of invariant 5`);
});
