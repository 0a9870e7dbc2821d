// What `npm run rules` generates from the rule modules is what the repository holds: the catalogue, the registry of
// checks, the README's rules table, the architecture's table of where codes are produced, and each rule's page with
// the engine's messages and ranges on its examples (so a message changes only together with its pinned page).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ruleModules, staleFiles } from '../../scripts/rules';
import { RULES } from '../../server/src/engine/ruleCatalog';

test('every generated file is up to date (npm run rules writes them)', async () => {
  assert.deepEqual(await staleFiles(), []);
});

test('the catalogue holds exactly the rule modules, one module per code', () => {
  assert.deepEqual(
    RULES.map((rule) => rule.code),
    ruleModules().map((m) => m.rule.code),
  );
});
