// The comparison of strictJsonTree with jsonc-parser's tree, and its sweep over the JSON files of ../shared/corpus:
// `npm test` reads the files up to 100 KB (strictJsonTree.test.ts), `npm run test:slow` every file, the specs of
// several megabytes included (strictJsonTree.slow.test.ts).
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as jsonc from 'jsonc-parser';
import { strictJsonTree } from '../../server/src/engine/docsjson/strictJsonTree';
import { CORPUS } from '../helpers/mdxPages';

/** The node as plain data, its key order kept; each child's `parent` checked to be the node. */
function shape(node: jsonc.Node | undefined): unknown {
  if (!node) return node;
  const { parent: _parent, children, ...fields } = node;
  for (const child of children ?? []) assert.equal(child.parent, node);
  return { keys: Object.keys(node), ...fields, children: children?.map(shape) };
}

export function assertSameTree(text: string): void {
  const expected = jsonc.parseTree(text, [], { allowTrailingComma: false, disallowComments: true });
  const tree = strictJsonTree(text);
  assert.ok(tree, `not read as strict JSON: ${text.slice(0, 200)}`);
  assert.equal('parent' in tree, false);
  assert.deepEqual(shape(tree), shape(expected), text.slice(0, 200));
}

/** jsonc-parser's tree of every strict JSON file of ../shared/corpus of at most `maxBytes` (more than 30 read). */
export function corpusJsonFiles(maxBytes: number): void {
  let read = 0;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.json') && fs.statSync(file).size <= maxBytes) {
        const text = fs.readFileSync(file, 'utf8');
        if (strictJsonTree(text) === undefined) continue;
        assertSameTree(text);
        read++;
      }
    }
  };
  walk(CORPUS);
  assert.ok(read > 30, `${read} files read`);
}
