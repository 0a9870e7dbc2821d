// The YAML library, loaded when first needed: a `check` of a site whose frontmatter is plain (frontmatter/parse.ts
// reads it without YAML) and whose specs are JSON never needs it, and loading it is a millisecond of every run.
import type * as Yaml from 'yaml';

let loaded: typeof Yaml | undefined;

export function yamlLibrary(): typeof Yaml {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (loaded ??= require('yaml') as typeof Yaml);
}
