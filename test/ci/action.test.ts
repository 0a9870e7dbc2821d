// The GitHub Action (action.yml): its steps' scripts run as the runner runs them (bash -eo pipefail in the workspace,
// with GITHUB_* variables and the step's `env` evaluated from the inputs and earlier outputs), on sites with a
// planted error, with warnings only, and with hostile inputs.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { parse } from 'yaml';
import { tempSite } from '../helpers/tempSite';
import { docsJson, page } from '../helpers/site';
import { packedTarball } from '../helpers/packedTarball';

const root = path.resolve(__dirname, '../..');

interface Step {
  id?: string;
  if?: string;
  shell?: string;
  run?: string;
  uses?: string;
  env?: Record<string, string>;
  with?: Record<string, string>;
}
interface Action {
  inputs: Record<string, { default?: string }>;
  outputs: Record<string, { value: string }>;
  runs: { using: string; steps: Step[] };
}
const action: Action = parse(fs.readFileSync(path.join(root, 'action.yml'), 'utf8'));

interface ActionRun {
  /** Each run step's exit code and output, in order; `uses` steps are listed with what they would receive. */
  steps: { status: number | null; stdout: string; stderr: string; uses?: string; with?: Record<string, string> }[];
  outputs: Record<string, string>;
  /** What the steps wrote to the job's step summary. */
  summary: string;
}

/**
 * Runs the action's steps in `workspace` as the runner would, stopping at the first failing step; the action's
 * folder is this repository (with its build) unless `actionPath` names another, and `env` adds to the environment.
 */
function runAction(
  workspace: string,
  inputs: Record<string, string>,
  { actionPath = root, env: extraEnv = {} }: { actionPath?: string; env?: Record<string, string> } = {},
): ActionRun {
  const runner = tempSite();
  const outputFile = runner.path('output');
  fs.writeFileSync(outputFile, '');
  const stepOutputs = () =>
    Object.fromEntries(
      fs
        .readFileSync(outputFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
  const evaluate = (text: string) =>
    text.replace(/\$\{\{\s*([\w.-]+)\s*\}\}/g, (_, expression: string) => {
      const input = /^inputs\.([\w-]+)$/.exec(expression);
      if (input) return inputs[input[1]] ?? action.inputs[input[1]].default ?? '';
      if (expression === 'github.action_repository') return '';
      const output = /^steps\.check\.outputs\.([\w-]+)$/.exec(expression);
      if (output) return stepOutputs()[output[1]] ?? '';
      throw new Error(`expression the test does not evaluate: ${expression}`);
    });
  const base = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(GITHUB_|npm_)/i.test(key)));
  const result: ActionRun = { steps: [], outputs: {}, summary: '' };
  for (const step of action.runs.steps) {
    if (step.uses) {
      // the upload runs only when a SARIF file was written (its `if:`); what it would upload is recorded
      if (stepOutputs()['sarif-file'])
        result.steps.push({
          status: 0,
          stdout: '',
          stderr: '',
          uses: step.uses,
          with: Object.fromEntries(Object.entries(step.with ?? {}).map(([k, v]) => [k, evaluate(v)])),
        });
      continue;
    }
    assert.equal(step.shell, 'bash');
    assert.doesNotMatch(step.run!, /\$\{\{/, 'expressions reach the script through env only');
    const script = runner.path(`step-${result.steps.length}.sh`);
    fs.writeFileSync(script, step.run!);
    const env = Object.fromEntries(Object.entries(step.env ?? {}).map(([k, v]) => [k, evaluate(v)]));
    const run = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', script], {
      cwd: workspace,
      env: {
        ...base,
        ...env,
        ...extraEnv,
        GITHUB_ACTIONS: 'true',
        GITHUB_WORKSPACE: workspace,
        GITHUB_ACTION_PATH: actionPath,
        GITHUB_OUTPUT: outputFile,
        GITHUB_STEP_SUMMARY: runner.path('summary'),
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_REPOSITORY: 'octo/docs',
        GITHUB_SHA: '0'.repeat(40),
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    result.steps.push({ status: run.status, stdout: run.stdout, stderr: run.stderr });
    if (run.status !== 0) break;
  }
  result.outputs = Object.fromEntries(Object.entries(action.outputs).map(([k, v]) => [k, evaluate(v.value)]));
  result.summary = fs.existsSync(runner.path('summary')) ? fs.readFileSync(runner.path('summary'), 'utf8') : '';
  return result;
}

const planted = tempSite({
  'docs/docs.json': docsJson({ groups: [{ group: 'Start', pages: ['index', 'guides/missing'] }] }),
  'docs/index.mdx': page('Home'),
});
const warningsOnly = tempSite({
  'docs/docs.json': docsJson({ groups: [{ group: 'Start', expanded: true, pages: ['index'] }] }),
  'docs/index.mdx': page('Home'),
});

describe('GitHub Action', () => {
  it('is a composite action with the inputs path, fail-on and format', () => {
    assert.equal(action.runs.using, 'composite');
    for (const input of ['path', 'fail-on', 'format']) assert.ok(action.inputs[input], input);
  });

  it('annotates the planted error and fails the job', () => {
    const run = runAction(planted.dir, { path: 'docs' });
    assert.equal(run.steps.length, 2);
    assert.equal(run.steps[0].status, 0);
    assert.match(
      run.steps[0].stdout,
      /^::error file=docs\/docs\.json,line=13,endLine=13,col=12,endColumn=26,title=nav-missing-page::Page "guides\/missing" has no page file/m,
    );
    assert.equal(run.outputs.status, '1');
    assert.equal(run.steps[1].status, 1);
    assert.match(run.steps[1].stdout, /problems at or above error/);
    // the whole report in the step summary, beyond the ten annotations per step GitHub shows
    assert.match(run.summary, /^### docs-lsp: 1 problem \(1 error, 0 warnings, 0 infos\) in 2 files\n/);
    assert.match(run.summary, /^\| docs\/docs\.json \| 13:12 \| error \| nav-missing-page \| Page "guides\/missing"/m);
  });

  it('checks once, whatever reports the format asks for', () => {
    const script = action.runs.steps.find((step) => step.id === 'check')!.run!;
    assert.equal(script.match(/\bdocs_lsp check\b/g)?.length, 1, script);
  });

  it('passes on warnings with fail-on error, fails on them with fail-on warning', () => {
    const lenient = runAction(warningsOnly.dir, { path: 'docs' });
    assert.match(lenient.steps[0].stdout, /^::warning file=docs\/docs\.json,.*title=nav-expanded-top-level::/m);
    assert.deepEqual(
      lenient.steps.map((s) => s.status),
      [0, 0],
    );
    const strict = runAction(warningsOnly.dir, { path: 'docs', 'fail-on': 'warning' });
    assert.deepEqual(
      strict.steps.map((s) => s.status),
      [0, 1],
    );
  });

  it('writes SARIF and hands it to the code-scanning upload when format includes sarif', () => {
    // the report's folder is created
    const again = runAction(planted.dir, {
      path: 'docs',
      format: 'annotations,sarif',
      'sarif-file': 'out/report.sarif',
    });
    assert.deepEqual(
      again.steps.map((s) => [s.status, s.uses]),
      [
        [0, undefined],
        [0, 'github/codeql-action/upload-sarif@v3'],
        [1, undefined],
      ],
    );
    assert.equal(again.steps[1].with!.sarif_file, 'out/report.sarif');
    assert.equal(again.outputs['sarif-file'], 'out/report.sarif');
    const sarif = JSON.parse(fs.readFileSync(planted.path('out/report.sarif'), 'utf8'));
    assert.deepEqual(
      sarif.runs[0].results.map((r: { ruleId: string }) => r.ruleId),
      ['nav-missing-page'],
    );
    assert.match(again.steps[0].stdout, /^::error file=docs\/docs\.json/m);
    assert.match(again.summary, /nav-missing-page/);
    // SARIF alone: the log has the text report
    const sarifOnly = runAction(planted.dir, { path: 'docs', format: 'sarif', 'sarif-file': 'only.sarif' });
    assert.match(sarifOnly.steps[0].stdout, /^docs\/docs\.json:13:12 {2}error {2}Page "guides\/missing"/m);
    assert.ok(fs.existsSync(planted.path('only.sarif')));
    // no docs root: no SARIF file to upload, exit 2
    const none = runAction(tempSite({ 'README.md': '# x\n' }).dir, { format: 'sarif' });
    assert.equal(none.outputs.status, '2');
    assert.equal(none.outputs['sarif-file'], '');
    assert.deepEqual(
      none.steps.map((s) => [s.status, s.uses]),
      [
        [0, undefined],
        [2, undefined],
      ],
    );
  });

  it('reports only problems the baseline does not record with the baseline input', () => {
    const site = tempSite({
      'docs/docs.json': docsJson({ groups: [{ group: 'Start', pages: ['index', 'guides/missing'] }] }),
      'docs/index.mdx': page('Home'),
    });
    const bin = path.join(root, 'bin/docs-lsp.js');
    const write = spawnSync(process.execPath, [bin, 'check', 'docs', '--write-baseline'], { cwd: site.dir });
    assert.equal(write.status, 0, String(write.stderr));
    const run = runAction(site.dir, { path: 'docs', baseline: 'true' });
    assert.equal(run.outputs.status, '0', run.steps[0].stderr);
    assert.match(run.steps[0].stdout, /: 1 known problem not shown, 0 fixed since it was written$/m);
    const named = runAction(site.dir, { path: 'docs', baseline: '.docs-lsp-baseline.json', format: 'sarif' });
    assert.equal(named.outputs.status, '0');
    const missing = runAction(site.dir, { path: 'docs', baseline: 'other.json' });
    assert.equal(missing.outputs.status, '2');
    assert.match(missing.steps[0].stderr, /the baseline docs\/other\.json does not exist/);
    const hostile = runAction(site.dir, { path: 'docs', baseline: '$(touch pwned); ../../x' });
    assert.equal(hostile.outputs.status, '2');
    assert.ok(!fs.existsSync(site.path('pwned')));
  });

  it('without a build of its own, installs the package given, else the one attached to its release', () => {
    // the action as `uses: OWNER/REPO@TAG` checks it out: its files, no bundles
    const checkout = tempSite();
    const actionPath = checkout.path('_actions/octo/docs-lsp/v9.9.9');
    fs.mkdirSync(actionPath, { recursive: true });
    fs.copyFileSync(path.join(root, 'action.yml'), path.join(actionPath, 'action.yml'));
    fs.writeFileSync(path.join(actionPath, 'package.json'), JSON.stringify({ name: 'docs-lsp', version: '9.9.9' }));
    const offline = { npm_config_offline: 'true', npm_config_cache: checkout.path('npm-cache') };

    const packed = runAction(
      planted.dir,
      { path: 'docs', package: packedTarball().file },
      { actionPath, env: offline },
    );
    assert.equal(packed.outputs.status, '1', packed.steps[0].stderr);
    assert.match(packed.steps[0].stdout, /^::error file=docs\/docs\.json,line=13,.*title=nav-missing-page::/m);
    assert.match(packed.summary, /nav-missing-page/);

    // the default: the release of the action's version in the action's repository (offline here: it fails, and says so)
    const released = runAction(planted.dir, { path: 'docs' }, { actionPath, env: offline });
    assert.equal(released.steps[0].status, 2);
    const url = 'https://github.com/octo/docs-lsp/releases/download/v9.9.9/docs-lsp-9.9.9.tgz';
    assert.ok(released.steps[0].stdout.includes(`::error title=docs-lsp::could not install docs-lsp from ${url}`));
  });

  it('rejects bad inputs with an annotation, and never runs an input as shell code', () => {
    const badFailOn = runAction(planted.dir, { 'fail-on': 'sometimes' });
    assert.equal(badFailOn.steps[0].status, 2);
    assert.match(badFailOn.steps[0].stdout, /^::error title=docs-lsp::fail-on must be error or warning/m);
    const badFormat = runAction(planted.dir, { format: 'html' });
    assert.equal(badFormat.steps[0].status, 2);
    const hostile = runAction(planted.dir, { path: '$(touch pwned)`touch pwned2`; touch pwned3' });
    assert.equal(hostile.outputs.status, '2');
    assert.equal(hostile.steps.at(-1)!.status, 2);
    for (const file of ['pwned', 'pwned2', 'pwned3']) assert.ok(!fs.existsSync(planted.path(file)), file);
  });
});
