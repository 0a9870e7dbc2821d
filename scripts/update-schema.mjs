// Writes the snapshot of the platform's JSON Schemas for docs.json (`docsConfigJsonSchema`) and the legacy mint.json
// (`mintConfigJsonSchema`) from the installed @mintlify/validation, recording the package version. The package is a
// devDependency and never bundled: only these JSON files ship (under its Elastic-2.0 license: see THIRD-PARTY-NOTICES.md).
// Refresh: `npm install -D @mintlify/validation@latest && npm run update-schema`, then run the tests.
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const validation = require('@mintlify/validation');
const { version, license } = require('@mintlify/validation/package.json');
const out = join(repo, 'server/src/engine/docsjson/platform');

for (const [file, schema] of [
  ['docs.schema.json', validation.docsConfigJsonSchema],
  ['mint.schema.json', validation.mintConfigJsonSchema],
]) {
  const snapshot = { source: `@mintlify/validation@${version}`, license, schema };
  writeFileSync(join(out, file), `${JSON.stringify(snapshot)}\n`);
  console.log(`${file}: ${JSON.stringify(schema).length} characters from @mintlify/validation ${version} (${license})`);
}
