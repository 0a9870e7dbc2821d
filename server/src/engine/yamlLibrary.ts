// The YAML library, loaded when first needed: a `check` of a site whose frontmatter is plain (frontmatter/parse.ts
// reads it without YAML) and whose specs are JSON never needs it, and loading it is a millisecond of every run.
import type * as Yaml from 'yaml';
import { onFirstUse } from './text';

// eslint-disable-next-line @typescript-eslint/no-require-imports
export const yamlLibrary = onFirstUse(() => require('yaml') as typeof Yaml);
