// The paths of generated endpoint pages, as the platform builds them (directory / tag / slug, x-mint.href, -1 -2).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { endpointPagePath, endpointPagePaths, urlPart } from '../../server/src/engine/siteSpecs/endpointUrl';
import { OperationInfo } from '../../server/src/engine/openapiDocument/specIndex';

const RANGE = { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };

function op(fields: Partial<OperationInfo> & { method: string; path: string }): OperationInfo {
  return {
    webhook: false,
    tags: [],
    deprecated: false,
    hidden: false,
    servers: [],
    security: [],
    parameters: [],
    responses: [],
    range: RANGE,
    selection: RANGE,
    ...fields,
  };
}

describe('generated endpoint page paths', () => {
  it('joins the lower-cased directory, the first tag and the summary slug', () => {
    assert.equal(
      endpointPagePath(op({ method: 'GET', path: '/users/{id}', tags: ['users', 'admin'], summary: 'Get user' })),
      'api-reference/users/get-user',
    );
    assert.equal(
      endpointPagePath(op({ method: 'GET', path: '/x', tags: ['Pets'], summary: 'List pets' }), '/API/'),
      'api/pets/list-pets',
    );
  });

  it('leaves out the tag part of an untagged operation, and slugs method and path without a summary', () => {
    assert.equal(endpointPagePath(op({ method: 'GET', path: '/users/{id}/posts' })), 'api-reference/get-users-posts');
  });

  it("drops {}(),.'/ and keeps other characters, as the platform does", () => {
    assert.equal(urlPart("Search & list (all) entities, v1.2's"), 'search-&-list-all-entities-v12s');
    assert.equal(urlPart('Zählen: ok?'), 'zählen:-ok?');
  });

  it('uses x-mint.href in lower case, without the last extension', () => {
    assert.equal(
      endpointPagePath(op({ method: 'GET', path: '/a', summary: 'A', xDocs: { href: '/Reference/v1.2' } })),
      'reference/v1',
    );
  });

  it('numbers later duplicates of one entry -1, -2 and skips hidden operations', () => {
    const paths = endpointPagePaths([
      op({ method: 'GET', path: '/a', summary: 'List' }),
      op({ method: 'GET', path: '/b', summary: 'List' }),
      op({ method: 'GET', path: '/h', summary: 'List', hidden: true }),
      op({ method: 'GET', path: '/c', summary: 'List' }),
    ]).map((page) => page.path);
    assert.deepEqual(paths, ['api-reference/list', 'api-reference/list-1', 'api-reference/list-2']);
  });
});
