// The notices of the npm packages the bundles carry: THIRD-PARTY-NOTICES.md names every package the build bundled
// (recorded by scripts/build.mjs from esbuild's metafiles), each with its license text and copyright notice, as
// `npm run notices` writes them from the packages' own license files.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';

describe('third-party notices', () => {
  it('name every npm package in the bundles, with its license, as the build recorded them', async () => {
    const { NOTICES, RECORD, noticesWith } = await import('../../scripts/notices.mjs');
    assert.ok(fs.existsSync(RECORD), `${RECORD} is written by \`npm run build\``);
    const packages: { name: string; version: string; folder: string }[] = JSON.parse(fs.readFileSync(RECORD, 'utf8'));
    // the bundles' main parts are among them: the MDX parser, the typesetting, the LSP libraries, the validator
    for (const name of ['micromark', 'parse-latin', 'retext-smartypants', 'vscode-languageserver', 'ajv', 'yaml'])
      assert.ok(
        packages.some((p) => p.name === name),
        `${name} is bundled`,
      );
    const notices = fs.readFileSync(NOTICES, 'utf8');
    for (const { name, version } of packages) assert.ok(notices.includes(`- ${name} ${version}`), `${name} ${version}`);
    assert.equal(notices, noticesWith(packages), 'THIRD-PARTY-NOTICES.md is stale: run `npm run notices`');
  });
});
