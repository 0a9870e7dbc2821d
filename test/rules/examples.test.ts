// The examples of every rule's page run as tests: an invalid example raises exactly that rule at each marked span
// (no more, no fewer), a valid one raises nothing of it. Every rule has at least one of each kind.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ruleModules } from '../../scripts/rules';
import { runExample, spanKey } from '../../scripts/ruleExamples';

for (const { rule, file } of ruleModules())
  describe(rule.code, () => {
    it('has an invalid and a valid example', () => {
      const kinds = new Set(rule.examples.map((e) => e.kind));
      assert.ok(kinds.has('invalid') && kinds.has('valid'), `${file} needs examples of both kinds`);
    });
    for (const example of rule.examples)
      it(`${example.kind}: ${example.title}`, async () => {
        const outcome = await runExample(example);
        const raised = outcome.diagnostics.filter((d) => d.code === rule.code).map((d) => spanKey(d.path, d.range));
        if (example.kind === 'valid') assert.deepEqual(raised, [], 'a valid example raises nothing of its rule');
        else {
          assert.ok(outcome.marked.length > 0, 'an invalid example marks the spans its rule reports');
          assert.deepEqual(raised.sort(), [...outcome.marked].sort());
        }
      });
  });
