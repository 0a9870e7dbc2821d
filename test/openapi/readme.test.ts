// The README's rules table lists every OpenAPI rule of the catalogue with its default severity.
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { test } from 'node:test';
import { OPENAPI_RULES } from '../../server/src/engine/ruleCatalog';

test('README rows match the OpenAPI rules of the catalogue', () => {
  const readme = fs.readFileSync(path.resolve(__dirname, '../../README.md'), 'utf8');
  for (const rule of OPENAPI_RULES)
    assert.ok(
      readme.includes(`| \`${rule.code}\` | ${rule.severity} | ${rule.description} |`),
      `README lacks the row of ${rule.code}`,
    );
});
