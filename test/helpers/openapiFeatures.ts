// The site of the OpenAPI editing-feature tests: a docs.json with specs in scope, pages with `‸` cursor markers in
// their frontmatter, and two specs.
import { PETS_YAML, STORE_JSON } from './specFixtures';

export const DOCS = `{
  "navigation": {
    "versions": [
      {
        "version": "v2",
        "tabs": [
          { "tab": "API", "openapi": { "source": "specs/pets.yaml", "directory": "reference" }, \
"groups": [{ "group": "Pets", "pages": ["GET /pets", "‸"] }] },
          { "tab": "All", "openapi": "specs/store.json" }
        ]
      }
    ]
  }
}`;

export const FILES = {
  '/site/docs.json': DOCS,
  '/site/specs/pets.yaml': PETS_YAML,
  '/site/specs/store.json': STORE_JSON,
  '/site/a.mdx': '---\ntitle: A\nopenapi: "specs/pets.yaml ‸"\n---\n',
  '/site/b.mdx': '---\nopenapi: ‸\n---\n',
  '/site/c.mdx': '---\nopenapi-schema: ‸\n---\n',
  '/site/d.mdx': '---\nopenapi: specs/pets.yaml GET /pets/{petId}‸\n---\n',
  '/site/e.mdx': '---\nopenapi-schema: specs/pets.yaml Pet‸\n---\n',
  '/site/f.mdx': '---\nopenapi: GET /pets\n---\n',
};

export const text = (path: keyof typeof FILES) => FILES[path].replace('‸', '');
