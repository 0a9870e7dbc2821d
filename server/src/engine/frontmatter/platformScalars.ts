// A plain (unquoted) frontmatter value as the platform reads it. The platform parses frontmatter with the package
// `front-matter`, which loads it with js-yaml 3's `safeLoad`: its default safe schema decides what a plain scalar is
// (`01.2025` a string, `1.5` a number, `2024-01-05` a date, `yes` a string, `0x1F` 31), not YAML 1.2's core schema.
// js-yaml 3's own type resolvers are used, in its order, loaded when a page first has such a value.
import { onFirstUse } from '../text';

interface ScalarType {
  resolve(data: string): boolean;
  construct(data: string): unknown;
}

const implicitTypes = onFirstUse(
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  () => (require('js-yaml3/lib/js-yaml/schema/default_safe') as { compiledImplicit: ScalarType[] }).compiledImplicit,
);

export function platformPlainScalar(text: string): unknown {
  for (const type of implicitTypes()) if (type.resolve(text)) return type.construct(text);
  return text;
}
