// Types where data crosses a boundary. `npm test` type-checks before it runs anything: each @ts-expect-error below
// fails that check as soon as the line it covers compiles (a rule code that is no longer a closed union, say).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Finding } from '../../server/src/engine/findings';
import { RULES } from '../../server/src/engine/ruleCatalog';

const range = { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } };

test('a finding names a rule of the catalogue and carries only the fix data of that rule', () => {
  const findings: Finding[] = [
    { uri: 'file:///docs.json', range, code: 'nav-type', message: 'a' },
    {
      uri: 'file:///docs.json',
      range,
      code: 'nav-missing-page',
      message: 'b',
      data: { fix: 'createPage', path: 'intro.mdx', title: 'Intro', replacements: [] },
    },
    // @ts-expect-error a mistyped rule code does not compile
    { uri: 'file:///docs.json', range, code: 'nav-mising-page', message: 'c' },
    {
      uri: 'file:///docs.json',
      range,
      code: 'nav-href-with-children',
      message: 'd',
      // @ts-expect-error fix data on a rule whose findings carry none does not compile
      data: { fix: 'replace', replacements: [] },
    },
  ];
  const codes = new Set<string>(RULES.map((rule) => rule.code));
  assert.deepEqual(
    findings.map((f) => codes.has(f.code)),
    [true, true, false, true],
  );
});
