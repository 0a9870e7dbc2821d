// A page rule reads only what its module declares (`reads`): each rule's examples run with the context it is given
// recording what the check touches, and every input touched must be declared (an edit of an undeclared input would
// leave its findings stale).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ruleModules } from '../../scripts/rules';
import { runExample } from '../../scripts/ruleExamples';
import { RuleInput } from '../../server/src/engine/ruleCatalog';
import { isPageRule, PageRule, PageRuleContext } from '../../server/src/engine/rules/ruleDefinition';

/** The inputs behind each part of a page rule's context (the site's routes by their parts). */
const CONTEXT_READS: Record<string, readonly RuleInput[]> = {
  root: ['files'],
  content: ['pages.body'],
  'routes.generated': ['navigation.openapi', 'specs'],
  'routes.unknownDirectories': ['navigation.openapi', 'specs'],
  'routes.folders': ['files', 'navigation.openapi', 'specs'],
  'routes.redirects': ['config.redirects'],
};

function recording(context: PageRuleContext, touched: Set<string>): PageRuleContext {
  const routes = new Proxy(context.routes, {
    get: (target, key) => (touched.add(`routes.${String(key)}`), Reflect.get(target, key)),
  });
  return new Proxy(context, {
    get: (target, key) => {
      if (key === 'routes') return routes;
      touched.add(String(key));
      return Reflect.get(target, key);
    },
  });
}

for (const { rule } of ruleModules().filter((m) => isPageRule(m.rule)))
  describe(rule.code, () => {
    it('reads only the inputs its module declares', async () => {
      const pageRule = rule as PageRule;
      const check = pageRule.checkPage;
      const touched = new Set<string>();
      // the registry runs this very object's check: record what it is given while the examples run
      Object.assign(pageRule, { checkPage: (context: PageRuleContext) => check(recording(context, touched)) });
      try {
        for (const example of rule.examples) await runExample(example);
      } finally {
        Object.assign(pageRule, { checkPage: check });
      }
      const read = [...touched].flatMap((part) => CONTEXT_READS[part] ?? []);
      assert.ok(touched.has('content'), 'the examples ran the check');
      assert.deepEqual(
        [...new Set(read)].filter((input) => !rule.reads.includes(input)),
        [],
        `${rule.code} declares reads: ${rule.reads.join(', ')}`,
      );
    });
  });
