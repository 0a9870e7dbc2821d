// CI runs what the README tells a contributor to run: .ci/run is exactly the README's set-up commands and main job,
// then the end-to-end suites; the GitHub workflow (.github/workflows/ci.yml) runs .ci/run's commands in its order on
// every push and pull request, and `npm ci` + `npm test` on each Node version of its matrix.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { parse } from 'yaml';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** The npm and npx command lines of a script or a code block, comments left out. */
const commands = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter((line) => /^(npm|npx) /.test(line));

interface Step {
  run?: string;
  uses?: string;
  if?: string;
}
interface Job {
  'runs-on': string;
  container?: string;
  strategy?: { matrix: { node: number[] } };
  steps: Step[];
}

const workflow = parse(read('.github/workflows/ci.yml'));
const jobs: Record<string, Job> = workflow.jobs;
const ciRun = commands(read('.ci/run'));

describe('CI', () => {
  it(".ci/run runs the README's set-up commands and main job, then the end-to-end suites", () => {
    const readme = read('README.md');
    const setUp = readme.slice(readme.indexOf('## Set-up'), readme.indexOf('\n## ', readme.indexOf('## Set-up') + 1));
    const blocks = [...setUp.matchAll(/```bash\n([\s\S]*?)```/g)].map((m) => commands(m[1]));
    assert.deepEqual(blocks, [['npm ci', 'npm test', 'npm run test:slow'], ['npx docs-lsp check example']]);
    assert.deepEqual(ciRun, [...blocks.flat(), 'npm run test:e2e']);
  });

  it('the workflow runs on every push and pull request, on ubuntu-latest', () => {
    assert.deepEqual(Object.keys(workflow.on).sort(), ['pull_request', 'push']);
    for (const job of Object.values(jobs)) assert.equal(job['runs-on'], 'ubuntu-latest');
    assert.deepEqual(workflow.permissions, { contents: 'read' });
  });

  it(".ci/run's commands in its order, the steps before the end-to-end suites on Node 20", () => {
    const { test, e2e } = jobs;
    assert.deepEqual(test.strategy?.matrix.node, [20, 22, 24]);
    const setupNode = test.steps.find((s) => s.uses?.startsWith('actions/setup-node@'));
    assert.ok(setupNode, 'the test job sets up Node');
    const onNode = (node: number) =>
      commands(
        test.steps
          .filter((s) => s.run && (!s.if || s.if === `matrix.node == ${node}`))
          .map((s) => s.run)
          .join('\n'),
      );
    assert.deepEqual(onNode(20), ciRun.slice(0, ciRun.indexOf('npm run test:e2e')));
    for (const node of [22, 24]) assert.deepEqual(onNode(node), ['npm ci', 'npm test']);
    // the pre-commit hook's test runs, as .ci/run installs pre-commit
    assert.ok(test.steps.some((s) => /apt-get install .*pre-commit/.test(s.run ?? '')));
    // the end-to-end suites on Debian, as their set-up expects
    assert.match(e2e.container ?? '', /^node:20-bookworm$/);
    assert.deepEqual(commands(e2e.steps.map((s) => s.run ?? '').join('\n')), ['npm ci', 'npm run test:e2e']);
  });
});
