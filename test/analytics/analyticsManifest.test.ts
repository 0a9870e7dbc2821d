// package.json declares what the analytics code registers and reads, with descriptions, and the icon exists.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { userScopedValue } from '../../client/src/analytics/model/userScoped';

const ROOT = path.resolve(__dirname, '../..');
const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const nls: Record<string, string> = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.nls.json'), 'utf8'));
/** A manifest string as VS Code shows it: `%key%` placeholders come from package.nls.json. */
const localized = (text: string) => text.replace(/^%(.+)%$/, (_, key: string) => nls[key]);
const code = [
  'activateAnalytics.ts',
  'viewProvider.ts',
  'editorFeedback.ts',
  'editorTraffic.ts',
  'trafficViewProvider.ts',
  'analyticsSettings.ts',
]
  .map((f) => fs.readFileSync(path.join(ROOT, 'client/src/analytics', f), 'utf8'))
  .join('\n');

describe('analytics contributions in package.json', () => {
  it('declares every command the code registers, and only those', () => {
    const registered = [...code.matchAll(/COMMAND_\w+ = '([^']+)'|registerCommand\('([^']+)'/g)]
      .map((m) => m[1] ?? m[2])
      .sort();
    const declared = manifest.contributes.commands
      .map((c: { command: string }) => c.command)
      .filter((c: string) => c.startsWith('docsLsp.analytics.'))
      .sort();
    assert.deepEqual(declared, registered);
  });

  it('declares the webview views in an activity-bar container with an SVG icon of the repo', () => {
    const [container] = manifest.contributes.viewsContainers.activitybar;
    assert.equal(localized(container.title), 'Docs analytics');
    assert.match(fs.readFileSync(path.join(ROOT, container.icon), 'utf8'), /^<svg /);
    assert.deepEqual(
      manifest.contributes.views[container.id].map((v: { id: string; type: string }) => [v.id, v.type]),
      [
        ['docsLsp.analytics.feedback', 'webview'],
        ['docsLsp.analytics.assistant', 'webview'],
        ['docsLsp.analytics.pages', 'webview'],
        ['docsLsp.analytics.searches', 'webview'],
      ],
    );
    for (const id of [
      'docsLsp.analytics.feedback',
      'docsLsp.analytics.assistant',
      'docsLsp.analytics.pages',
      'docsLsp.analytics.searches',
    ])
      assert.ok(code.includes(`'${id}'`), id);
  });

  it('declares every setting the code reads, each with a description', () => {
    const read = [...code.matchAll(/config\.(?:get|inspect)<\w+>\('(\w+)'|whole\('(\w+)'/g)]
      .map((m) => `docsLsp.analytics.${m[1] ?? m[2]}`)
      .sort();
    const properties = manifest.contributes.configuration.properties;
    const declared = Object.keys(properties)
      .filter((k) => k.startsWith('docsLsp.analytics.'))
      .sort();
    assert.deepEqual(declared, read);
    for (const name of declared)
      assert.ok(
        localized(properties[name].markdownDescription ?? properties[name].description ?? '').length > 20,
        name,
      );
  });

  it('where the key goes is a user setting: machine scoped, restricted when untrusted, read from user layers', () => {
    const baseUrl = manifest.contributes.configuration.properties['docsLsp.analytics.baseUrl'];
    assert.ok(['machine', 'application'].includes(baseUrl.scope), baseUrl.scope);
    assert.ok(manifest.capabilities.untrustedWorkspaces.restrictedConfigurations.includes('docsLsp.analytics.baseUrl'));
    assert.match(code, /userScopedValue\(config\.inspect<string>\('baseUrl'\)\)/);
    const cloned = { defaultValue: '', globalValue: undefined, workspaceValue: 'https://attacker.example' };
    assert.equal(userScopedValue(cloned), '');
    assert.equal(userScopedValue({ ...cloned, workspaceFolderValue: 'http://127.0.0.1:9' }), '');
    assert.equal(userScopedValue({ ...cloned, globalValue: 'https://api.mintlify.com' }), 'https://api.mintlify.com');
  });

  it('ships the webview script and stylesheet the views load', () => {
    for (const file of ['analytics.js', 'analytics.css'])
      assert.ok(fs.existsSync(path.join(ROOT, 'client/media', file)), file);
  });
});
