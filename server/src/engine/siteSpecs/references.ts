// Every spec reference of a docs root, with its text offsets: endpoint entries of docs.json `pages` and the
// `openapi` / `openapi-schema` fields of MDX frontmatter.
import { DocsConfig, PageEntry } from '../docsjson';
import { ParsedPage } from '../project';
import { TextDocument } from '../text';
import { parseEndpointReference, parseSchemaReference, ParsedReference } from './referenceSyntax';

export type ReferenceField = 'openapi' | 'openapi-schema' | 'pages';

export interface SpecReference {
  readonly uri: string;
  readonly doc: TextDocument;
  readonly field: ReferenceField;
  readonly text: string;
  readonly parsed: ParsedReference;
  /** Offsets of the value's text (without quotes). */
  readonly start: number;
  readonly end: number;
  /** The docs.json entry, for references in `pages` (their spec is inherited through the navigation). */
  readonly entry?: PageEntry;
}

export function navigationReferences(config: DocsConfig): SpecReference[] {
  return config.pages
    .filter((page) => page.kind === 'endpoint')
    .map((entry) => {
      const start = entry.node.node.offset + 1;
      return {
        uri: entry.node.file.uri,
        doc: entry.node.file.doc,
        field: 'pages' as const,
        text: entry.value,
        parsed: parseEndpointReference(entry.value, start),
        start,
        end: start + entry.value.length,
        entry,
      };
    });
}

export const REFERENCE_FIELDS = ['openapi', 'openapi-schema'] as const;

export function pageReferences(page: ParsedPage): SpecReference[] {
  const refs: SpecReference[] = [];
  for (const field of page.fields) {
    if (!(REFERENCE_FIELDS as readonly string[]).includes(field.key) || typeof field.value !== 'string') continue;
    const key = field.key as 'openapi' | 'openapi-schema';
    const parse = key === 'openapi' ? parseEndpointReference : parseSchemaReference;
    refs.push({
      uri: page.uri,
      doc: page.doc,
      field: key,
      text: field.value,
      parsed: parse(field.value, field.contentStart),
      start: field.contentStart,
      end: field.contentEnd,
    });
  }
  return refs;
}
